import { createHash } from 'node:crypto';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/** At most 5 access forms per address in 10 minutes (a family fills it in once). */
export const accessRateLimit = (ip: string): RateLimitRule => ({
  key: `access:${createHash('sha256').update(`caldwell-access:${ip}`).digest('hex').slice(0, 32)}`,
  limit: 5,
  windowMs: 10 * 60 * 1000,
});

export function hashIp(ip: string): string {
  return createHash('sha256').update(`caldwell-access:${ip}`).digest('hex').slice(0, 32);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(`caldwell-grant:${token}`).digest('hex');
}
