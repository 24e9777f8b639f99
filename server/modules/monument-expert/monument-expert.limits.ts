import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** Questions one visitor may ask in ASK_WINDOW_MS: plenty for a conversation, not for a robot. */
export const ASK_LIMIT = 30;
export const ASK_WINDOW_MS = 10 * 60 * 1000;
/** Call-back requests from one visitor in CALLBACK_WINDOW_MS. */
export const CALLBACK_LIMIT = 3;
export const CALLBACK_WINDOW_MS = 10 * 60 * 1000;

/** The visitor's address is counted only as a hash. */
export function hashVisitor(ip: string): string {
  return hashAddress('expert', ip);
}

export const askRateLimit = (visitor: string): RateLimitRule => ({
  key: `expert:ask:${visitor}`,
  limit: ASK_LIMIT,
  windowMs: ASK_WINDOW_MS,
});

export const callbackRateLimit = (visitor: string): RateLimitRule => ({
  key: `expert:callback:${visitor}`,
  limit: CALLBACK_LIMIT,
  windowMs: CALLBACK_WINDOW_MS,
});
