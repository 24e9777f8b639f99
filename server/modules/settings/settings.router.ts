import { publicProcedure, router } from '#server/trpc/init';
import { getPublicSettings } from './settings.service';

export const settingsRouter = router({
  /** The business facts and access-form switches every page reads (one cached read per content version). */
  public: publicProcedure.query(({ ctx }) => getPublicSettings(ctx.db, ctx.contentVersion.value)),
});
