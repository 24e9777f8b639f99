import { adminProcedure, router } from '#server/trpc/init';
import { getBusinessFacts } from '../settings/settings.service';
import { inZone } from '../shared/time';
import {
  cemeteryHistorySchema,
  cemeteryIdSchema,
  cemeteryListSchema,
  confirmSectionSchema,
  createCemeterySchema,
  importCsvSchema,
  saveSectionSchema,
  sectionIdSchema,
  undoCemeteryChangeSchema,
  updateCemeterySchema,
} from './cemeteries.schema';
import {
  cemeteriesCsv,
  cemeteryForStaff,
  cemeteryHistory,
  confirmSectionRules,
  createCemetery,
  graniteColorChoices,
  importCemeteriesCsv,
  listCemeteriesForStaff,
  removeCemetery,
  removeSection,
  saveSection,
  undoCemeteryChange,
  updateCemeteryFacts,
} from './cemeteries.service';

/** Staff keep the cemeteries the office serves and their rules: /admin/cemeteries (decision 266). */
export const cemeteriesAdminRouter = router({
  list: adminProcedure.input(cemeteryListSchema).query(({ ctx, input }) => listCemeteriesForStaff(ctx.db, input)),
  get: adminProcedure.input(cemeteryIdSchema).query(({ ctx, input }) => cemeteryForStaff(ctx.db, input.id)),
  create: adminProcedure
    .input(createCemeterySchema)
    .mutation(({ ctx, input }) => createCemetery(ctx.db, ctx.user, input)),
  update: adminProcedure
    .input(updateCemeterySchema)
    .mutation(({ ctx, input }) => updateCemeteryFacts(ctx.db, ctx.user, input.id, input.fields)),
  delete: adminProcedure
    .input(cemeteryIdSchema)
    .mutation(({ ctx, input }) => removeCemetery(ctx.db, ctx.user, input.id)),
  saveSection: adminProcedure
    .input(saveSectionSchema)
    .mutation(({ ctx, input }) => saveSection(ctx.db, ctx.user, input)),
  deleteSection: adminProcedure
    .input(sectionIdSchema)
    .mutation(({ ctx, input }) => removeSection(ctx.db, ctx.user, input.sectionId)),
  confirmSection: adminProcedure
    .input(confirmSectionSchema)
    .mutation(({ ctx, input }) => confirmSectionRules(ctx.db, ctx.user, input)),
  history: adminProcedure.input(cemeteryHistorySchema).query(({ ctx, input }) => cemeteryHistory(ctx.db, input.slug)),
  undo: adminProcedure
    .input(undoCemeteryChangeSchema)
    .mutation(({ ctx, input }) => undoCemeteryChange(ctx.db, ctx.user, input.id)),

  graniteChoices: adminProcedure.query(({ ctx }) => graniteColorChoices(ctx.db)),

  /** Every cemetery as a CSV file, one row per section (the client saves it). */
  exportCsv: adminProcedure.query(async ({ ctx }) => {
    const { count, csv } = await cemeteriesCsv(ctx.db);
    const business = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    return { filename: `cemeteries-${inZone(business.timeZone).today()}.csv`, count, csv };
  }),

  /** A CSV file imported whole, or refused whole with the line of every bad row. */
  importCsv: adminProcedure.input(importCsvSchema).mutation(async ({ ctx, input }) => {
    const result = await importCemeteriesCsv(ctx.db, ctx.user, input.csv);
    ctx.log.info({ by: ctx.user.id, ok: result.ok }, 'cemeteries CSV import');
    return result;
  }),
});
