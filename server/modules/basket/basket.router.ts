import { basketProcedure, router } from '#server/trpc/init';
import { getEnv } from '#server/env';
import { limitOrRefuse, type Refusal, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { deleteAllBasketLines, deleteBasketLine, listBasketLines, touchBasketSession } from './basket.repository';
import { emailIsConfigured } from '../email/email.service';
import { addToBasket, findAcceptedQuoteRequest, submitQuote } from './basket.service';
import { addToBasketSchema, removeFromBasketSchema, submitQuoteSchema } from './basket.schema';
import { BASKET_MAX_ITEMS } from './basket.choices';

const MINUTE = 60_000;

const tooManyRequests: Refusal = {
  message: ({ retryAfterSeconds }) => {
    const wait = retryAfterSeconds > 90 ? `${Math.ceil(retryAfterSeconds / 60)} minutes` : 'a minute';
    return `That's a lot of requests at once. Please wait ${wait} and try again, or call us.`;
  },
};

/**
 * Every basket procedure counts against the caller's IP address (database-backed, so all app
 * servers agree; decision record 032). The limit is configurable for load tests.
 */
const limitedBasketProcedure = basketProcedure.use(async ({ ctx, next }) => {
  const rule: RateLimitRule = {
    key: `basket:ip:${ctx.ip}`,
    limit: getEnv().BASKET_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  };
  await limitOrRefuse(ctx.db, rule, tooManyRequests);
  return next();
});

export const basketRouter = router({
  /** The visitor's basket, newest first, with the sum of the prices that are known. */
  list: limitedBasketProcedure.query(async ({ ctx }) => {
    const [items] = await Promise.all([
      listBasketLines(ctx.db, ctx.basketSessionId),
      touchBasketSession(ctx.db, ctx.basketSessionId),
    ]);
    const priced = items.filter((item) => item.data.priceCents !== null);
    return {
      items,
      knownTotalCents: priced.reduce((sum, item) => sum + (item.data.priceCents ?? 0), 0),
      unpricedCount: items.length - priced.length,
      maxItems: BASKET_MAX_ITEMS,
    };
  }),

  /** Adds a catalog item; `duplicate` when it is already there (decided by the unique constraint). */
  add: limitedBasketProcedure.input(addToBasketSchema).mutation(({ ctx, input }) =>
    addToBasket(ctx.db, ctx.basketSessionId, input, {
      storage: ctx.storage,
      contentVersion: ctx.contentVersion.value,
    }),
  ),

  /** Removes one line of this basket (a line of another basket is never touched). */
  remove: limitedBasketProcedure.input(removeFromBasketSchema).mutation(async ({ ctx, input }) => {
    const removed = await deleteBasketLine(ctx.db, ctx.basketSessionId, input.id);
    return { removed };
  }),

  clear: limitedBasketProcedure.mutation(async ({ ctx }) => {
    const removed = await deleteAllBasketLines(ctx.db, ctx.basketSessionId);
    return { removed };
  }),

  /** Sends the basket as a quote request; answers with its reference number. */
  submitQuote: limitedBasketProcedure.input(submitQuoteSchema).mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...request } = input;
    // A repeat of a request already accepted (a retry, a double click) answers its reference
    // and uses up nothing.
    // The family is told whether a copy reaches their inbox: only with an address and outgoing email set up.
    const emailCopy = async () => Boolean(request.email) && (await emailIsConfigured(ctx.db));
    const repeat = await findAcceptedQuoteRequest(ctx.db, ctx.basketSessionId, idempotencyKey);
    if (repeat) return { ...repeat, emailCopy: await emailCopy() };
    // Counted after validation, so fixing a form's mistakes never uses up the allowance.
    const rule = { key: `quote:ip:${ctx.ip}`, limit: getEnv().QUOTE_REQUEST_LIMIT_PER_HOUR, windowMs: 60 * MINUTE };
    await limitOrRefuse(ctx.db, rule, tooManyRequests);
    const sent = await submitQuote(ctx.db, ctx.basketSessionId, request, idempotencyKey);
    return { ...sent, emailCopy: await emailCopy() };
  }),
});
