import { adminProcedure, router } from '#server/trpc/init';
import { undoSchema, updateSettingsSchema } from './settings.schema';
import { settingsForStaff, settingsHistory, undoSettingsChange, updateSettings } from './settings.service';

export const settingsAdminRouter = router({
  /** Every section as staff edit it. Secrets appear only as "set" or "not set". */
  get: adminProcedure.query(({ ctx }) => settingsForStaff(ctx.db)),
  /** Saves one section; answers the fields that changed. */
  update: adminProcedure
    .input(updateSettingsSchema)
    .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user, input)),
  /** The latest changes, newest first: who, when, before and after. */
  history: adminProcedure.query(({ ctx }) => settingsHistory(ctx.db)),
  /** Puts a section back as it was before one change. */
  undo: adminProcedure.input(undoSchema).mutation(({ ctx, input }) => undoSettingsChange(ctx.db, ctx.user, input.id)),
});
