import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** At most LEAD_LIMIT form submissions per address in LEAD_WINDOW_MS, counted across every kind of form. */
export const LEAD_LIMIT = 5;
export const LEAD_WINDOW_MS = 10 * 60 * 1000;

/**
 * The address is kept only as a hash: enough to count a sender's submissions and to see that
 * several came from one place, without storing the address itself.
 */
export function hashIp(ip: string): string {
  return hashAddress('leads', ip);
}

/** The lead forms' limit for one sender (by the hash of their address), on the shared rate limiter. */
export const leadRateLimit = (ipHash: string): RateLimitRule => ({
  key: `lead:${ipHash}`,
  limit: LEAD_LIMIT,
  windowMs: LEAD_WINDOW_MS,
});
