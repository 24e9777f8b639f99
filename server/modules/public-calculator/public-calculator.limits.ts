import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** At most 30 saved estimates per address in 10 minutes. */
export const saveRateLimit = (ip: string): RateLimitRule => ({
  key: `estimate-save:${hashAddress('estimates', ip)}`,
  limit: 30,
  windowMs: 10 * 60 * 1000,
});
