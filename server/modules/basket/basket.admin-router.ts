import { TRPCError } from '@trpc/server';
import { adminProcedure, router } from '../../trpc/init';
import { business } from '../../../content/business';
import {
  countSubmissionsByStatus,
  getSubmission,
  listSubmissions,
  listSubmissionsForExport,
  updateSubmission,
} from './basket-submissions.repository';
import {
  submissionExportSchema,
  submissionIdSchema,
  submissionListSchema,
  submissionUpdateSchema,
} from './basket.schema';
import { submissionsCsv } from './submissions-csv';

export const SUBMISSIONS_PAGE_SIZE = 25;

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'That quote request no longer exists.' });

/** Staff work on quote requests (`admin.basketSubmissions.*`). */
export const basketSubmissionsAdminRouter = router({
  /** Newest first, optionally one status; with the count of every status for the filter. */
  list: adminProcedure.input(submissionListSchema).query(async ({ ctx, input }) => {
    const page = input.page ?? 1;
    const [items, counts] = await Promise.all([
      listSubmissions(ctx.db, {
        status: input.status,
        limit: SUBMISSIONS_PAGE_SIZE,
        offset: (page - 1) * SUBMISSIONS_PAGE_SIZE,
      }),
      countSubmissionsByStatus(ctx.db),
    ]);
    const all = Object.values(counts).reduce((a, b) => a + b, 0);
    const total = input.status ? counts[input.status] : all;
    return {
      items,
      counts: { ...counts, all },
      page,
      pageCount: Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE)),
    };
  }),

  get: adminProcedure.input(submissionIdSchema).query(async ({ ctx, input }) => {
    const found = await getSubmission(ctx.db, input.id);
    if (!found) throw notFound();
    return found;
  }),

  /** Changes the status and/or the staff notes; answers with the updated request. */
  update: adminProcedure.input(submissionUpdateSchema).mutation(async ({ ctx, input }) => {
    if (input.status === undefined && input.staffNotes === undefined) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Nothing to change.' });
    }
    const found = await updateSubmission(ctx.db, input.id, { status: input.status, staffNotes: input.staffNotes });
    if (!found) throw notFound();
    ctx.log.info({ submissionId: input.id, status: input.status, by: ctx.user.id }, 'quote request updated');
    return (await getSubmission(ctx.db, input.id))!;
  }),

  /** The requests as a spreadsheet (CSV, formula-safe). */
  exportCsv: adminProcedure.input(submissionExportSchema).query(async ({ ctx, input }) => {
    const rows = await listSubmissionsForExport(ctx.db, input.status);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: business.timeZone }).format(new Date());
    return {
      filename: `quote-requests-${input.status ?? 'all'}-${day}.csv`,
      csv: submissionsCsv(rows, business.timeZone),
      count: rows.length,
    };
  }),
});
