import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

const MINUTE = 60_000;
const hashed = (scope: string, ip: string) => hashAddress(`epitaph:${scope}`, ip);

/** At most 30 lists of ideas per address in 10 minutes (each may call the model). */
export const proposeRateLimit = (ip: string): RateLimitRule => ({
  key: `epitaph-propose:${hashed('propose', ip)}`,
  limit: 30,
  windowMs: 10 * MINUTE,
});

/** Edits re-measure as the family types (debounced in the browser): 120 a minute is plenty. */
export const fitRateLimit = (ip: string): RateLimitRule => ({
  key: `epitaph-fit:${hashed('fit', ip)}`,
  limit: 120,
  windowMs: MINUTE,
});

/** At most 20 saved designs per address in 10 minutes. */
export const saveRateLimit = (ip: string): RateLimitRule => ({
  key: `epitaph-save:${hashed('save', ip)}`,
  limit: 20,
  windowMs: 10 * MINUTE,
});
