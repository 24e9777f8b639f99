import { publicProcedure, router } from '#server/trpc/init';
import { limitOrRefuse } from '../rate-limit/rate-limit.service';
import { getBusinessFacts } from '../settings/settings.service';
import { askSchema, callbackSchema } from './monument-expert.schema';
import { askExpert, requestCallback } from './monument-expert.service';
import { askRateLimit, callbackRateLimit, hashVisitor } from './monument-expert.limits';
import { counted } from '../shared/plural';
import { isSuggestedQuestion } from './monument-expert.choices';

/** /ai-tools/monument-expert: questions answered from the site's own content (decision 135). */
export const monumentExpertRouter = router({
  /**
   * One question, limited per visitor: asked from the browser, or by the page's plain form (its
   * address), whose answer the server renders into the page (decision 229). That page is kept by
   * the page cache only for a suggested question without a grant, the same words for everyone; a
   * typed question is the family's own words, and a refusal is theirs alone: never kept.
   */
  ask: publicProcedure
    // Before the input is checked, so a page refusing a question as typed is not kept either.
    .use(async ({ ctx, getRawInput, next }) => {
      const raw = (await getRawInput()) as { question?: unknown; grantToken?: unknown } | undefined;
      const shared = typeof raw?.question === 'string' && isSuggestedQuestion(raw.question) && !raw.grantToken;
      if (!shared) ctx.pageCache.noStore();
      return next();
    })
    .input(askSchema)
    .mutation(async ({ ctx, input }) => {
      await limitOrRefuse(ctx.db, askRateLimit(hashVisitor(ctx.ip)), {
        message: async ({ minutes }) => {
          ctx.pageCache.noStore();
          const office = (await getBusinessFacts(ctx.db, ctx.contentVersion.value)).offices[0];
          return `You have asked a lot of questions in the last few minutes. Please try again in ${counted(minutes, 'minute')}${office ? `, or call us at ${office.phone}` : ''}.`;
        },
      });
      const { answer, log } = await askExpert(ctx.db, ctx.contentVersion.value, input).catch((error: unknown) => {
        ctx.pageCache.noStore(); // a page that says "no answer this time" is not kept either
        throw error;
      });
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
