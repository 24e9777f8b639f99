import { getBusinessFacts } from '../settings/settings.service';
import { publicProcedure, router } from '#server/trpc/init';
import { limitOrRefuse } from '../rate-limit/rate-limit.service';
import { commitmentSubmissionSchema } from './value-engineering.schema';
import { commitmentRateLimit, hashIp } from './value-engineering.limits';
import { listActivePackages, reservePackage } from './value-engineering.service';
import { valueEngineeringPage } from './value-engineering.page-copy';
import { counted } from '../shared/plural';

export const valueEngineeringRouter = router({
  /** The packages on sale, in staff's order (home, /pricing, /value-engineering/packages, the basket). */
  packages: publicProcedure.query(({ ctx }) =>
    // Read once per content version: only staff change packages, and that bumps it.
    ctx.contentVersion.memo('value-engineering:packages', () => listActivePackages(ctx.db)),
  ),

  /** /value-engineering: the staff-edited copy and, once there is enough, the real figures. */
  page: publicProcedure.query(async ({ ctx }) =>
    valueEngineeringPage(ctx.db, await getBusinessFacts(ctx.db, ctx.contentVersion.value)),
  ),

  /**
   * "Reserve this package". Every attempt counts against the sender's address; a filled
   * honeypot is answered like a success and dropped; the same submission key twice is one
   * reservation (a double click, a retried request).
   */
  reserve: publicProcedure.input(commitmentSubmissionSchema).mutation(async ({ ctx, input }) => {
    const ipHash = hashIp(ctx.ip);
    await limitOrRefuse(ctx.db, commitmentRateLimit(ipHash), {
      onRefused: ({ hits }) => ctx.log.warn({ hits: hits[0] }, 'package reservation rate limit reached'),
      message: async ({ minutes }) => {
        const primaryOffice = (await getBusinessFacts(ctx.db, ctx.contentVersion.value)).offices[0]!;
        return `We have received several reservations from you in the last few minutes. Please try again in ${counted(minutes, 'minute')}, or call us at ${primaryOffice.phone}.`;
      },
    });
    if (input.website?.trim()) {
      ctx.log.info('package reservation honeypot filled; dropped');
      return { ok: true as const, reference: null, packageName: null, depositDueCents: null };
    }
    const result = await reservePackage(ctx.db, input, ipHash);
    if (result.created) ctx.log.info({ commitmentId: result.id }, 'new package reservation');
    return {
      ok: true as const,
      reference: result.reference,
      packageName: result.packageName,
      depositDueCents: result.depositDueCents,
    };
  }),
});
