import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { getBusinessFacts } from '../settings/settings.service';
import { adminProcedure, router } from '#server/trpc/init';
import {
  cemeteryApprovalSchema,
  orderCreateSchema,
  orderFromSourceSchema,
  orderIdSchema,
  orderListSchema,
  orderNotesSchema,
  orderUpdateSchema,
  proofIssueSchema,
  stageChangeSchema,
  stageNoteSchema,
} from './orders.schema';
import {
  listOrdersForStaff,
  openOrder,
  openOrderFromSource,
  orderCandidates,
  orderOpenedFrom,
  replaceFamilyLink,
  saveOrderNotes,
  updateOrderFields,
} from './orders.service';
import { orderDetail } from './orders.detail';
import { changeStage, editStage } from './order-stages.service';
import { issueProof } from './order-proofs.service';
import { markCemeteryApproval } from './order-cemetery.service';

/** Staff run orders and proofs at /admin/orders (issue 19). */
export const ordersAdminRouter = router({
  list: adminProcedure.input(orderListSchema).query(({ ctx, input }) => listOrdersForStaff(ctx.db, input)),
  get: adminProcedure.input(orderIdSchema).query(async ({ ctx, input }) => {
    const detail = await orderDetail(ctx.db, input.id);
    if (!detail) throw new TRPCError({ code: 'NOT_FOUND', message: 'That order no longer exists.' });
    return detail;
  }),
  /** The newest quote requests, reservations and bookings, to open an order from in one click. */
  candidates: adminProcedure.query(({ ctx }) => orderCandidates(ctx.db)),
  open: adminProcedure.input(orderCreateSchema).mutation(async ({ ctx, input }) => {
    const { timeZone } = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    return openOrder(ctx.db, input, ctx.user.email, timeZone);
  }),
  openFrom: adminProcedure.input(orderFromSourceSchema).mutation(async ({ ctx, input }) => {
    const { timeZone } = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    return openOrderFromSource(ctx.db, ctx.storage, input, ctx.user.email, timeZone);
  }),
  /** The order opened from a quote request, a reservation or a booking, or null (its screen offers to start one). */
  openedFrom: adminProcedure.input(orderFromSourceSchema).query(({ ctx, input }) => orderOpenedFrom(ctx.db, input)),
  update: adminProcedure.input(orderUpdateSchema).mutation(({ ctx, input }) => {
    const { id, ...fields } = input;
    return updateOrderFields(ctx.db, id, fields, ctx.user.email);
  }),
  changeStage: adminProcedure
    .input(stageChangeSchema.extend({ notifyFamily: z.boolean().default(true) }))
    .mutation(({ ctx, input }) => changeStage(ctx.db, input, ctx.user.email)),
  editStage: adminProcedure
    .input(stageNoteSchema)
    .mutation(({ ctx, input }) => editStage(ctx.db, input, ctx.user.email)),
  saveNotes: adminProcedure
    .input(orderNotesSchema)
    .mutation(({ ctx, input }) => saveOrderNotes(ctx.db, input.id, input.staffNotes, ctx.user.email)),
  /** The "cemetery approval" checklist item: the day the cemetery approved, or null to clear it (decision 286). */
  markCemeteryApproval: adminProcedure.input(cemeteryApprovalSchema).mutation(async ({ ctx, input }) => {
    const { timeZone } = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    return markCemeteryApproval(ctx.db, input, ctx.user.email, timeZone);
  }),
  newFamilyLink: adminProcedure
    .input(orderIdSchema)
    .mutation(({ ctx, input }) => replaceFamilyLink(ctx.db, input.id, ctx.user.email)),
  /** Sends a new proof version to the family (the file was uploaded first). */
  issueProof: adminProcedure.input(proofIssueSchema).mutation(async ({ ctx, input }) => {
    const { timeZone } = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    return issueProof(ctx.db, input, ctx.user.email, timeZone);
  }),
});
