import { createHash } from 'node:crypto';
import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** The sender's address as a grant keeps it and the access form's limit counts it. */
export function hashIp(ip: string): string {
  return hashAddress('access', ip);
}

/** At most 5 access forms per address in 10 minutes (a family fills it in once). */
export const accessRateLimit = (ip: string): RateLimitRule => ({
  key: `access:${hashIp(ip)}`,
  limit: 5,
  windowMs: 10 * 60 * 1000,
});

export function hashToken(token: string): string {
  return createHash('sha256').update(`caldwell-grant:${token}`).digest('hex');
}
