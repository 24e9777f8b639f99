import { inZone } from '../shared/time';
import { TRPCError } from '@trpc/server';
import { getBusinessFacts } from '../settings/settings.service';
import { adminProcedure, router } from '#server/trpc/init';
import {
  commitmentIdSchema,
  commitmentListSchema,
  commitmentNotesSchema,
  finalPriceSchema,
  packageCreateSchema,
  packageReorderSchema,
  packageRetireSchema,
  packageUpdateSchema,
  pageContentSchema,
  stageChangeSchema,
} from './value-engineering.schema';
import { listCommitments, listCommitmentsForExport } from './commitments.repository';
import {
  changeStage,
  commitmentDetail,
  createPackage,
  editPackage,
  listAllPackages,
  recordFinalPrice,
  reorderPackages,
  retirePackage,
  saveCommitmentNotes,
  withGuarantee,
} from './value-engineering.service';
import { pageContent, previewPageContent, savePageContent } from './value-engineering.page-copy';
import { veOverview } from './value-engineering.figures';
import { commitmentsToCsv } from './commitments-csv';

/** Staff keep the value-engineering promise: /admin/ve and its three screens. */
export const valueEngineeringAdminRouter = router({
  overview: adminProcedure.query(({ ctx }) => veOverview(ctx.db)),

  packages: adminProcedure.query(({ ctx }) => listAllPackages(ctx.db)),
  createPackage: adminProcedure.input(packageCreateSchema).mutation(({ ctx, input }) => {
    const { id, ...fields } = input;
    return createPackage(ctx.db, id, fields);
  }),
  updatePackage: adminProcedure.input(packageUpdateSchema).mutation(({ ctx, input }) => {
    const { id, ...fields } = input;
    return editPackage(ctx.db, id, fields);
  }),
  retirePackage: adminProcedure
    .input(packageRetireSchema)
    .mutation(({ ctx, input }) => retirePackage(ctx.db, input.id, input.retired)),
  reorderPackages: adminProcedure
    .input(packageReorderSchema)
    .mutation(({ ctx, input }) => reorderPackages(ctx.db, input.ids)),

  commitments: adminProcedure.input(commitmentListSchema).query(async ({ ctx, input }) => {
    const page = await listCommitments(ctx.db, input);
    return { ...page, items: page.items.map(withGuarantee) };
  }),
  commitment: adminProcedure.input(commitmentIdSchema).query(async ({ ctx, input }) => {
    const detail = await commitmentDetail(ctx.db, input.id);
    if (!detail) throw new TRPCError({ code: 'NOT_FOUND', message: 'That commitment no longer exists.' });
    return detail;
  }),
  changeStage: adminProcedure
    .input(stageChangeSchema)
    .mutation(({ ctx, input }) => changeStage(ctx.db, input, ctx.user.email)),
  recordFinalPrice: adminProcedure
    .input(finalPriceSchema)
    .mutation(({ ctx, input }) => recordFinalPrice(ctx.db, input.id, input.finalPriceCents, ctx.user.email)),
  saveNotes: adminProcedure
    .input(commitmentNotesSchema)
    .mutation(({ ctx, input }) => saveCommitmentNotes(ctx.db, input.id, input.staffNotes)),
  exportCsv: adminProcedure.input(commitmentListSchema.omit({ page: true })).query(async ({ ctx, input }) => {
    const commitments = await listCommitmentsForExport(ctx.db, input);
    const { timeZone } = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    return {
      filename: `commitments-${inZone(timeZone).today()}.csv`,
      count: commitments.length,
      csv: commitmentsToCsv(commitments, timeZone),
    };
  }),

  content: adminProcedure.query(async ({ ctx }) =>
    pageContent(ctx.db, await getBusinessFacts(ctx.db, ctx.contentVersion.value)),
  ),
  /**
   * What the page would show, sanitized as saving would; nothing is stored. A mutation only
   * because the draft is too long for a query's address (decision record 082).
   */
  previewContent: adminProcedure.input(pageContentSchema).mutation(({ input }) => previewPageContent(input)),
  saveContent: adminProcedure
    .input(pageContentSchema)
    .mutation(async ({ ctx, input }) =>
      savePageContent(ctx.db, input, ctx.user.email, await getBusinessFacts(ctx.db, ctx.contentVersion.value)),
    ),
});
