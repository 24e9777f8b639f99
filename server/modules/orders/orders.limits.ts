import { createHash } from 'node:crypto';
import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** The address is kept only as a hash: enough to count one sender's attempts. */
export function hashOrderIp(ip: string): string {
  return hashAddress('orders', ip);
}

/**
 * Opening a proof with its code and email (decision record 140): a family mistypes once or
 * twice; someone guessing codes needs millions of tries. Ten tries per address in fifteen
 * minutes, then a quarter of an hour's pause; and five tries at any one code, so guessing the
 * email for a code someone found is throttled whichever addresses it comes from.
 */
export const CODE_ATTEMPTS_PER_ADDRESS = 10;
export const CODE_ATTEMPTS_PER_CODE = 5;
export const CODE_WINDOW_MS = 15 * 60 * 1000;

export const codeAttemptsByAddress = (ipHash: string): RateLimitRule => ({
  key: `orders-code:ip:${ipHash}`,
  limit: CODE_ATTEMPTS_PER_ADDRESS,
  windowMs: CODE_WINDOW_MS,
  blockMs: CODE_WINDOW_MS,
});

export const codeAttemptsByCode = (code: string): RateLimitRule => ({
  key: `orders-code:code:${createHash('sha256').update(code).digest('hex').slice(0, 32)}`,
  limit: CODE_ATTEMPTS_PER_CODE,
  windowMs: CODE_WINDOW_MS,
  blockMs: CODE_WINDOW_MS,
});

/** Opening a link: the key has 160 random bits, but nobody should get to try many. */
export const linkAttemptsByAddress = (ipHash: string): RateLimitRule => ({
  key: `orders-link:ip:${ipHash}`,
  limit: 30,
  windowMs: CODE_WINDOW_MS,
});

/** Decisions (approve, ask for changes) from one address. */
export const decisionsByAddress = (ipHash: string): RateLimitRule => ({
  key: `orders-decision:ip:${ipHash}`,
  limit: 20,
  windowMs: 60 * 60 * 1000,
});
