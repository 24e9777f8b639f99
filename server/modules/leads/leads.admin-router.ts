import { inZone } from '../shared/time';
import { TRPCError } from '@trpc/server';
import { getBusinessFacts } from '../settings/settings.service';
import { adminProcedure, router } from '#server/trpc/init';
import { submissionIdSchema, submissionListSchema, submissionUpdateSchema } from './leads.schema';
import { getSubmission, listSubmissions, listSubmissionsForExport, updateSubmission } from './leads.repository';
import { submissionsToCsv } from './submissions-csv';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'That submission no longer exists.' });

/** Staff work the leads from the public forms: /admin/submissions. */
export const submissionsAdminRouter = router({
  list: adminProcedure.input(submissionListSchema).query(({ ctx, input }) => listSubmissions(ctx.db, input)),

  get: adminProcedure.input(submissionIdSchema).query(async ({ ctx, input }) => {
    const submission = await getSubmission(ctx.db, input.id);
    if (!submission) throw notFound();
    return submission;
  }),

  update: adminProcedure.input(submissionUpdateSchema).mutation(async ({ ctx, input }) => {
    const updated = await updateSubmission(ctx.db, input.id, { status: input.status, staffNotes: input.staffNotes });
    if (!updated) throw notFound();
    ctx.log.info({ submissionId: input.id, status: input.status, by: ctx.user.id }, 'submission updated');
    return updated;
  }),

  /** The filtered list as a CSV file (the client saves it); safe to open in a spreadsheet. */
  exportCsv: adminProcedure.input(submissionListSchema.omit({ page: true })).query(async ({ ctx, input }) => {
    const submissions = await listSubmissionsForExport(ctx.db, input);
    const business = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    // The offices' day: an export made at 8 PM is not named after tomorrow.
    const date = inZone(business.timeZone).today();
    return {
      filename: `submissions-${date}.csv`,
      count: submissions.length,
      csv: submissionsToCsv(submissions, business.timeZone),
    };
  }),
});
