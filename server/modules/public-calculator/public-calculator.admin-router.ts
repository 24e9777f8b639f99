import { adminProcedure, router } from '#server/trpc/init';
import { listRecentEstimates } from './public-calculator.service';

/** Staff see the estimates families saved. */
export const publicCalculatorAdminRouter = router({
  recent: adminProcedure.query(({ ctx }) => listRecentEstimates(ctx.db)),
});
