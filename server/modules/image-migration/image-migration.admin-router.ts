import { adminProcedure, router } from '#server/trpc/init';
import { importUrlSchema, regenerateBatchSchema } from './image-migration.schema';
import { imageTotals } from './image-migration.inventory';
import { importFromUrl, regenerateBatch } from './image-migration.service';

/**
 * Image migration. Long work runs as many short calls driven by the staff screen (a batch of
 * images, or one address, per call): progress is exact, nothing runs on after the tab is closed,
 * and running it again is safe.
 */
export const imageMigrationAdminRouter = router({
  /** How many images there are, how many look incomplete, how many came from old addresses. */
  status: adminProcedure.query(({ ctx }) => imageTotals(ctx.db)),

  /** Checks the next few images and rebuilds missing renditions. */
  regenerateBatch: adminProcedure
    .input(regenerateBatchSchema)
    .mutation(({ ctx, input }) =>
      regenerateBatch({ db: ctx.db, storage: ctx.storage, fetchRemote: ctx.fetchRemote, log: ctx.log }, input),
    ),

  /** Imports one image from an old address (skipped when already imported). */
  importUrl: adminProcedure
    .input(importUrlSchema)
    .mutation(({ ctx, input }) =>
      importFromUrl({ db: ctx.db, storage: ctx.storage, fetchRemote: ctx.fetchRemote, log: ctx.log }, input),
    ),
});
