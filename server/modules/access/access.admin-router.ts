import { inZone } from '../shared/time';
import { TRPCError } from '@trpc/server';
import { adminProcedure, router } from '#server/trpc/init';
import { csvDateTime, csvFile, csvPhone } from '#server/lib/csv';
import { getBusinessFacts } from '../settings/settings.service';
import { accessToolLabels } from './access.choices';
import { authorizationIdSchema, authorizationListSchema } from './access.schema';
import { listAuthorizations, revokeAuthorization } from './access.service';

type Db = Parameters<typeof listAuthorizations>[0];

/** An estimate saved under a grant, as far as the authorizations screen reads it. */
interface GrantEstimate<Lines> {
  grantId: number | null;
  reference: string;
  versionId: number;
  lowCents: number;
  highCents: number;
  createdAt: string;
  summary: { title: string; lines: Lines };
}

/**
 * What the authorizations screen shows of the estimates saved under each grant. Access owns the
 * grants and imports nothing of the calculator, which uses them through access.service
 * (decision 208); app-router.ts passes in the calculator's own functions.
 */
export interface GrantEstimates<Lines> {
  estimatesOfGrants: (db: Db, grantIds: number[]) => Promise<GrantEstimate<Lines>[]>;
  formatDollars: (cents: number) => string;
}

async function listWithEstimates<Lines>(
  calculator: GrantEstimates<Lines>,
  db: Db,
  filters: { tool?: 'calculator' | 'design_tool'; q?: string },
) {
  const grants = await listAuthorizations(db, filters);
  const estimates = await calculator.estimatesOfGrants(
    db,
    grants.map((g) => g.id),
  );
  return grants.map((grant) => ({
    ...grant,
    estimates: estimates
      .filter((e) => e.grantId === grant.id)
      .map((e) => ({
        reference: e.reference,
        title: e.summary.title,
        versionId: e.versionId,
        lowCents: e.lowCents,
        highCents: e.highCents,
        lines: e.summary.lines,
        createdAt: e.createdAt,
      })),
  }));
}

/** /admin/authorizations: every access-form grant, its estimates, revoke, CSV. */
export const createAccessAdminRouter = <Lines>(calculator: GrantEstimates<Lines>) =>
  router({
    list: adminProcedure
      .input(authorizationListSchema)
      .query(({ ctx, input }) => listWithEstimates(calculator, ctx.db, input)),

    revoke: adminProcedure.input(authorizationIdSchema).mutation(async ({ ctx, input }) => {
      const result = await revokeAuthorization(ctx.db, input.id, ctx.user.email);
      ctx.log.info({ grantId: input.id, by: ctx.user.id }, 'access revoked');
      return result;
    }),

    /** The filtered list as a CSV file; cells that a spreadsheet would run as formulas are neutralised. */
    exportCsv: adminProcedure.input(authorizationListSchema).query(async ({ ctx, input }) => {
      const rows = await listWithEstimates(calculator, ctx.db, input);
      const business = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
      const when = csvDateTime(business.timeZone);
      const { formatDollars } = calculator;
      const csv = csvFile([
        ['Tool', 'Name', 'Email', 'Phone', 'ZIP', 'Granted', 'Revoked', 'Estimates'],
        ...rows.map((r) => [
          accessToolLabels[r.tool],
          r.name,
          r.email ?? '',
          csvPhone(r.phone),
          r.zip,
          when(r.createdAt),
          r.revokedAt ? when(r.revokedAt) : '',
          r.estimates
            .map((e) => `${e.reference} ${formatDollars(e.lowCents)}-${formatDollars(e.highCents)} (v${e.versionId})`)
            .join('; '),
        ]),
      ]);
      if (!rows) throw new TRPCError({ code: 'NOT_FOUND' });
      return { filename: `authorizations-${inZone(business.timeZone).today()}.csv`, count: rows.length, csv };
    }),
  });
