import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** At most this many reservations per address in the window (a family reserves one or two). */
export const COMMITMENT_LIMIT = 5;
export const COMMITMENT_WINDOW_MS = 10 * 60 * 1000;

/** The address is kept only as a hash: enough to count a sender's reservations. */
export function hashIp(ip: string): string {
  return hashAddress('ve', ip);
}

export const commitmentRateLimit = (ipHash: string): RateLimitRule => ({
  key: `ve-commitment:${ipHash}`,
  limit: COMMITMENT_LIMIT,
  windowMs: COMMITMENT_WINDOW_MS,
});
