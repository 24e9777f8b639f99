import { adminProcedure, router } from '#server/trpc/init';
import {
  webhookDeliveriesSchema,
  webhookEndpointIdSchema,
  webhookEndpointInputSchema,
  webhookPauseSchema,
  webhookRedeliverSchema,
} from './webhooks.schema';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  sendTestDelivery,
  setEndpointPaused,
} from './webhooks.service';

/** Staff manage the addresses new leads are sent to (/admin/webhooks). */
export const webhooksAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listEndpoints(ctx.db)),

  /** Adds an endpoint; the answer carries its signing secret, shown once. */
  create: adminProcedure
    .input(webhookEndpointInputSchema)
    .mutation(({ ctx, input }) => createEndpoint(ctx.db, input, ctx.webhookNetwork ?? {})),

  setPaused: adminProcedure
    .input(webhookPauseSchema)
    .mutation(({ ctx, input }) => setEndpointPaused(ctx.db, input.id, input.paused)),

  delete: adminProcedure.input(webhookEndpointIdSchema).mutation(({ ctx, input }) => deleteEndpoint(ctx.db, input.id)),

  sendTest: adminProcedure
    .input(webhookEndpointIdSchema)
    .mutation(({ ctx, input }) => sendTestDelivery(ctx.db, input.id)),

  deliveries: adminProcedure
    .input(webhookDeliveriesSchema)
    .query(({ ctx, input }) => listDeliveries(ctx.db, input.endpointId, input.page)),

  redeliver: adminProcedure
    .input(webhookRedeliverSchema)
    .mutation(({ ctx, input }) => redeliver(ctx.db, input.deliveryId)),
});
