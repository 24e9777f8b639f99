import { adminProcedure, router } from '#server/trpc/init';
import { addAdminSchema, changeOwnPasswordSchema, removeAdminSchema, resetPasswordSchema } from './auth.schema';
import { addAdmin, adminList, changeOwnPassword, removeAdmin, resetAdminPassword } from './admins.service';

export const adminsAdminRouter = router({
  /** Every admin: email, added when and by whom, last sign-in. */
  list: adminProcedure.query(async ({ ctx }) => ({ admins: await adminList(ctx.db), youId: ctx.user.id })),
  add: adminProcedure.input(addAdminSchema).mutation(({ ctx, input }) => addAdmin(ctx.db, ctx.user, input)),
  /** Never yourself, never the last admin; their sessions end at once. */
  remove: adminProcedure.input(removeAdminSchema).mutation(({ ctx, input }) => removeAdmin(ctx.db, ctx.user, input.id)),
  /** Sets a new password for another admin and ends their sessions. */
  resetPassword: adminProcedure
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => resetAdminPassword(ctx.db, ctx.user, input)),
  /** The signed-in admin's own password (current one required). */
  changeOwnPassword: adminProcedure
    .input(changeOwnPasswordSchema)
    .mutation(({ ctx, input }) => changeOwnPassword(ctx.db, ctx.user, ctx.session.id, input)),
});
