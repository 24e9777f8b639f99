import { inZone } from '../shared/time';
import { TRPCError } from '@trpc/server';
import { adminProcedure, router } from '#server/trpc/init';
import { getBusinessFacts } from '../settings/settings.service';
import {
  countQuoteRequestsByStatus,
  getQuoteRequest,
  listQuoteRequests,
  listQuoteRequestsForExport,
  updateQuoteRequest,
} from './quote-requests.repository';
import {
  quoteRequestExportSchema,
  quoteRequestIdSchema,
  quoteRequestListSchema,
  quoteRequestUpdateSchema,
} from './basket.schema';
import { quoteRequestsCsv } from './quote-requests-csv';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'That quote request no longer exists.' });

/** Staff work on quote requests (`admin.quoteRequests.*`). */
export const quoteRequestsAdminRouter = router({
  /** Newest first, one status or all, searched; with the count of every status for the filter. */
  list: adminProcedure.input(quoteRequestListSchema).query(async ({ ctx, input }) => {
    const [page, counts] = await Promise.all([listQuoteRequests(ctx.db, input), countQuoteRequestsByStatus(ctx.db)]);
    const all = Object.values(counts).reduce((a, b) => a + b, 0);
    return { ...page, counts: { ...counts, all } };
  }),

  get: adminProcedure.input(quoteRequestIdSchema).query(async ({ ctx, input }) => {
    const found = await getQuoteRequest(ctx.db, input.id);
    if (!found) throw notFound();
    return found;
  }),

  /** Changes the status and/or the staff notes; answers with the updated request. */
  update: adminProcedure.input(quoteRequestUpdateSchema).mutation(async ({ ctx, input }) => {
    if (input.status === undefined && input.staffNotes === undefined) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Nothing to change.' });
    }
    const found = await updateQuoteRequest(ctx.db, input.id, { status: input.status, staffNotes: input.staffNotes });
    if (!found) throw notFound();
    ctx.log.info({ quoteRequestId: input.id, status: input.status, by: ctx.user.id }, 'quote request updated');
    return (await getQuoteRequest(ctx.db, input.id))!;
  }),

  /** The requests as a spreadsheet (CSV, formula-safe). */
  exportCsv: adminProcedure.input(quoteRequestExportSchema).query(async ({ ctx, input }) => {
    const rows = await listQuoteRequestsForExport(ctx.db, input);
    const business = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    const day = inZone(business.timeZone).today();
    return {
      filename: `quote-requests-${input.status ?? 'all'}-${day}.csv`,
      csv: quoteRequestsCsv(rows, business.timeZone, business.offices),
      count: rows.length,
    };
  }),
});
