import { createHash } from 'node:crypto';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/** At most 30 saved estimates per address in 10 minutes. */
export const saveRateLimit = (ip: string): RateLimitRule => ({
  key: `estimate-save:${createHash('sha256').update(`caldwell-estimates:${ip}`).digest('hex').slice(0, 32)}`,
  limit: 30,
  windowMs: 10 * 60 * 1000,
});
