import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * The sign-in limits, counted on failure with the shared rate limiter: past the limit within
 * the window, that key is locked for LOCK_MS. Unknown devices are counted per account and per
 * address; a browser with a valid device cookie for the account only per device (decision 037).
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_FAILURES_PER_DEVICE = 5;

const failures = (key: string, limit: number): RateLimitRule => ({
  key,
  limit,
  windowMs: THROTTLE_WINDOW_MS,
  blockMs: LOCK_MS,
});

export const signInLimits = (email: string, ip: string) => ({
  /** Every unknown device trying this account, together. */
  account: failures(`signin:account:${email.trim().toLowerCase()}`, MAX_FAILURES_PER_ACCOUNT),
  ip: failures(`signin:ip:${ip}`, MAX_FAILURES_PER_IP),
});

/** One known browser (by its device cookie's nonce). */
export const deviceSignInLimit = (nonce: string) => failures(`signin:device:${nonce}`, MAX_FAILURES_PER_DEVICE);
