import { TRPCError } from '@trpc/server';
import { getBusinessFacts } from '../settings/settings.service';
import { publicProcedure, router } from '#server/trpc/init';
import type { Context } from '#server/trpc/context';
import { limitOrRefuse, type Refusal, type RefusalWait } from '../rate-limit/rate-limit.service';
import { approveSchema, openLinkSchema, openWithCodeSchema, requestChangesSchema } from './orders.schema';
import { normalizeProofCode } from './orders.choices';
import {
  codeAttemptsByAddress,
  codeAttemptsByCode,
  decisionsByAddress,
  hashOrderIp,
  linkAttemptsByAddress,
} from './orders.limits';
import { familyView, orderForCode, orderForToken } from './orders.family-view';
import { approveProof, requestProofChanges } from './order-proofs.service';
import { counted } from '../shared/plural';

/** The one answer to a code and email that open nothing, whichever of the two is wrong. */
export const NO_MATCH_MESSAGE =
  'We could not find a proof with that code and email address. Please check both against our letter or email, or call us.';

const LINK_MESSAGE =
  'This link no longer opens a proof. It may have been replaced by a newer one: please use the latest email from us, or enter your proof code and email below.';

/** Too many tries: the wait, and the office's number. */
const tooMany = (ctx: Context, onRefused?: (wait: RefusalWait) => void): Refusal => ({
  onRefused,
  message: async ({ minutes }) => {
    const office = (await getBusinessFacts(ctx.db, ctx.contentVersion.value)).offices[0]!;
    return `Too many tries in a short time. Please wait ${counted(minutes, 'minute')} and try again, or call us at ${office.phone}.`;
  },
});

/** The family's order from their cookie, or a refusal that sends them back to the link or code. */
async function familyOrder(ctx: Context) {
  const order = await orderForToken(ctx.db, ctx.familyToken);
  if (!order) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: 'Please open your proof again from the link in our email, or with your code.',
    });
  }
  return order;
}

/**
 * /verify-manudraw (decision record 140): the family opens their order with the private link
 * (its key travels in the fragment, then in a POST body, then in an HttpOnly cookie; never in an
 * address the server logs) or with the proof code and their email. Everything here is personal:
 * never cached (app.ts keeps `orders.*` out of shared caches; pages call noStore()).
 */
export const ordersRouter = router({
  /** The family's order and proof, or null when this browser has not opened one. */
  family: publicProcedure.query(async ({ ctx }) => {
    ctx.pageCache.noStore();
    const order = await orderForToken(ctx.db, ctx.familyToken);
    if (!order) return null;
    return familyView(ctx.db, order, await getBusinessFacts(ctx.db, ctx.contentVersion.value));
  }),

  openLink: publicProcedure.input(openLinkSchema).mutation(async ({ ctx, input }) => {
    await limitOrRefuse(ctx.db, linkAttemptsByAddress(hashOrderIp(ctx.ip)), tooMany(ctx));
    const order = await orderForToken(ctx.db, input.token);
    if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: LINK_MESSAGE });
    ctx.setFamilyCookie(order.familyToken);
    return { ok: true as const };
  }),

  /**
   * The code and the email: counted per address and per code before anything is looked up, and
   * answered with the same words whether the code or the email is wrong.
   */
  openWithCode: publicProcedure.input(openWithCodeSchema).mutation(async ({ ctx, input }) => {
    const ipHash = hashOrderIp(ctx.ip);
    await limitOrRefuse(
      ctx.db,
      [codeAttemptsByAddress(ipHash), codeAttemptsByCode(normalizeProofCode(input.code))],
      tooMany(ctx, ({ hits: [byAddress, byCode] }) =>
        ctx.log.warn({ byAddress, byCode }, 'proof code attempts throttled'),
      ),
    );
    const order = await orderForCode(ctx.db, input.code, input.email);
    if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: NO_MATCH_MESSAGE });
    ctx.setFamilyCookie(order.familyToken);
    return { ok: true as const };
  }),

  /** "Not you? Close this proof": forgets the order in this browser. */
  close: publicProcedure.mutation(({ ctx }) => {
    ctx.clearFamilyCookie();
    return { ok: true as const };
  }),

  approve: publicProcedure.input(approveSchema).mutation(async ({ ctx, input }) => {
    const order = await familyOrder(ctx);
    const ipHash = hashOrderIp(ctx.ip);
    await limitOrRefuse(ctx.db, decisionsByAddress(ipHash), tooMany(ctx));
    const { timeZone } = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    const result = await approveProof(ctx.db, order.familyToken, input, ipHash, timeZone);
    ctx.log.info({ orderId: order.id, version: result.version }, 'proof approved by the family');
    return result;
  }),

  requestChanges: publicProcedure.input(requestChangesSchema).mutation(async ({ ctx, input }) => {
    const order = await familyOrder(ctx);
    const ipHash = hashOrderIp(ctx.ip);
    await limitOrRefuse(ctx.db, decisionsByAddress(ipHash), tooMany(ctx));
    const { timeZone } = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    const result = await requestProofChanges(ctx.db, order.familyToken, input, ipHash, timeZone);
    ctx.log.info({ orderId: order.id, version: result.version }, 'proof changes asked for by the family');
    return result;
  }),
});
