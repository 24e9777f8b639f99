import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** A family types as they search: 120 lookups (searches and cemeteries opened) in 10 minutes per address. */
export const LOOKUP_LIMIT = 120;
export const LOOKUP_WINDOW_MS = 10 * 60 * 1000;

export const cemeteryLookupLimit = (ip: string): RateLimitRule => ({
  key: `cemeteries:${hashAddress('cemeteries', ip)}`,
  limit: LOOKUP_LIMIT,
  windowMs: LOOKUP_WINDOW_MS,
});
