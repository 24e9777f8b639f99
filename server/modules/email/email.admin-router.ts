import { getEnv } from '#server/env';
import { adminProcedure, router } from '#server/trpc/init';
import { sendTestEmailSchema } from './email.schema';
import { recentEmails, sendTestEmail } from './email.service';

/** The sent-email log and the test button on /admin/settings. */
export const emailAdminRouter = router({
  /** The latest emails (office notices, family confirmations, tests), newest first, in plain words. */
  recent: adminProcedure.query(({ ctx }) => recentEmails(ctx.db)),
  /** Queues a test email to the address given, or to the signed-in staff member. */
  sendTest: adminProcedure
    .input(sendTestEmailSchema)
    .mutation(({ ctx, input }) => sendTestEmail(ctx.db, input.to || ctx.user.email, getEnv().SITE_URL)),
});
