import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

const MINUTE = 60_000;
const hashed = (scope: string, ip: string) => hashAddress(`design:${scope}`, ip);

/**
 * The live price follows every change (debounced in the browser, a stale request abandoned): a
 * family dragging and typing for an hour stays far inside 240 a minute.
 */
export const priceRateLimit = (ip: string): RateLimitRule => ({
  key: `design-price:${hashed('price', ip)}`,
  limit: 240,
  windowMs: MINUTE,
});

/** Starting points (a template, a gallery piece, a saved estimate or epitaph): 60 a minute. */
export const startRateLimit = (ip: string): RateLimitRule => ({
  key: `design-start:${hashed('start', ip)}`,
  limit: 60,
  windowMs: MINUTE,
});

/** At most 30 saved designs per address in 10 minutes. */
export const saveRateLimit = (ip: string): RateLimitRule => ({
  key: `design-save:${hashed('save', ip)}`,
  limit: 30,
  windowMs: 10 * MINUTE,
});

/** The PNG picture and the PDF sheet are drawn on the server: 40 files per address in 10 minutes. */
export const fileRateLimit = (ip: string): RateLimitRule => ({
  key: `design-file:${hashed('file', ip)}`,
  limit: 40,
  windowMs: 10 * MINUTE,
});
