import { adminProcedure, router } from '#server/trpc/init';
import { archiveOverview } from './content-migration.service';

/**
 * The content migration screen's data. The archive itself travels through the HTTP routes in
 * content-migration.routes.ts (a file, not JSON), behind the same admin check.
 */
export const contentMigrationAdminRouter = router({
  /** What an export would hold now: records and files per section. */
  overview: adminProcedure.query(({ ctx }) => archiveOverview(ctx.db)),
});
