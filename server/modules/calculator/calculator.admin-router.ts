import { adminProcedure, router } from '#server/trpc/init';
import {
  checkFormulaInputSchema,
  deleteItemInputSchema,
  importApplyInputSchema,
  importInputSchema,
  publishInputSchema,
  reorderInputSchema,
  rollbackInputSchema,
  saveItemInputSchema,
  testPriceInputSchema,
} from './calculator.schema';
import { calculatorOverview, impactTable, testPrice } from './calculator.impact';
import { checkFormula } from './calculator.formula-builder';
import { deleteDraftItem, reorderDraftSection, saveDraftItem } from './calculator.draft-items';
import {
  exportDraft,
  getDraft,
  importApply,
  importPreview,
  publishDraft,
  rollbackToVersion,
  versionHistory,
} from './calculator.service';

/** Staff model their pricing: /admin/calculator and its eleven sub-screens (decision 051). */
export const calculatorAdminRouter = router({
  overview: adminProcedure.query(({ ctx }) => calculatorOverview(ctx.db)),
  draft: adminProcedure.query(({ ctx }) => getDraft(ctx.db)),
  history: adminProcedure.query(({ ctx }) => versionHistory(ctx.db)),
  impact: adminProcedure.query(({ ctx }) => impactTable(ctx.db)),

  saveItem: adminProcedure.input(saveItemInputSchema).mutation(async ({ ctx, input }) => {
    const result = await saveDraftItem(ctx.db, input, ctx.user);
    ctx.log.info(
      { section: input.change.section, key: input.change.item.key, by: ctx.user.id },
      'calculator draft item saved',
    );
    return result;
  }),
  deleteItem: adminProcedure
    .input(deleteItemInputSchema)
    .mutation(({ ctx, input }) => deleteDraftItem(ctx.db, input, ctx.user)),
  reorder: adminProcedure
    .input(reorderInputSchema)
    .mutation(({ ctx, input }) => reorderDraftSection(ctx.db, input, ctx.user)),

  publish: adminProcedure.input(publishInputSchema).mutation(async ({ ctx, input }) => {
    const result = await publishDraft(ctx.db, input, ctx.user);
    ctx.log.info({ versionId: result.versionId, by: ctx.user.id }, 'calculator published');
    return result;
  }),
  rollback: adminProcedure.input(rollbackInputSchema).mutation(async ({ ctx, input }) => {
    const result = await rollbackToVersion(ctx.db, input, ctx.user);
    ctx.log.info({ versionId: result.versionId, from: input.versionId, by: ctx.user.id }, 'calculator rolled back');
    return result;
  }),

  testPrice: adminProcedure
    .input(testPriceInputSchema)
    .query(({ ctx, input }) => testPrice(ctx.db, input.configuration)),
  checkFormula: adminProcedure.input(checkFormulaInputSchema).query(({ ctx, input }) => checkFormula(ctx.db, input)),

  exportSettings: adminProcedure.query(({ ctx }) => exportDraft(ctx.db)),
  importPreview: adminProcedure
    .input(importInputSchema)
    .mutation(({ ctx, input }) => importPreview(ctx.db, input.fileText)),
  importApply: adminProcedure
    .input(importApplyInputSchema)
    .mutation(({ ctx, input }) => importApply(ctx.db, input, ctx.user)),
});
