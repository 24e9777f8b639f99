import { publicProcedure, router } from '#server/trpc/init';
import { limitOrRefuse } from '../rate-limit/rate-limit.service';
import { getBusinessFacts } from '../settings/settings.service';
import { askSchema, callbackSchema } from './monument-expert.schema';
import { askExpert, requestCallback } from './monument-expert.service';
import { askRateLimit, callbackRateLimit, hashVisitor } from './monument-expert.limits';
import { counted } from '../shared/plural';

/** /ai-tools/monument-expert: questions answered from the site's own content (decision 135). */
export const monumentExpertRouter = router({
  /** One question; fetched in the browser, never part of a cached page. Limited per visitor. */
  ask: publicProcedure.input(askSchema).mutation(async ({ ctx, input }) => {
    await limitOrRefuse(ctx.db, askRateLimit(hashVisitor(ctx.ip)), {
      message: async ({ minutes }) => {
        const office = (await getBusinessFacts(ctx.db, ctx.contentVersion.value)).offices[0];
        return `You have asked a lot of questions in the last few minutes. Please try again in ${counted(minutes, 'minute')}${office ? `, or call us at ${office.phone}` : ''}.`;
      },
    });
    const { answer, log } = await askExpert(ctx.db, ctx.contentVersion.value, input);
    // What was asked is never logged; only what happened.
    ctx.log.info({ ...log, questionLength: input.question.length }, 'monument expert answered');
    return answer;
  }),

  /** A family leaves a number to be called back: a lead with its event. */
  requestCallback: publicProcedure.input(callbackSchema).mutation(async ({ ctx, input }) => {
    const visitor = hashVisitor(ctx.ip);
    await limitOrRefuse(ctx.db, callbackRateLimit(visitor), {
      message: async () => {
        const office = (await getBusinessFacts(ctx.db, ctx.contentVersion.value)).offices[0];
        return `We already have your request. Please wait a few minutes before sending another${office ? `, or call us at ${office.phone}` : ''}.`;
      },
    });
    if (input.website?.trim()) {
      ctx.log.info('monument expert call-back honeypot filled; dropped');
      return { ok: true as const, reference: null };
    }
    const { id, reference } = await requestCallback(ctx.db, { ...input, ipHash: visitor });
    ctx.log.info({ submissionId: id, kind: 'callback' }, 'new lead received');
    return { ok: true as const, reference };
  }),
});
