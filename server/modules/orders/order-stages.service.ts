import { inZone } from '../shared/time';
import type { AppDb } from '#db/create-db';
import { recordEvent } from '../events/events.service';
import {
  familyStageWords,
  orderStageLabels,
  orderStages,
  stagesNeedingApproval,
  type OrderStage,
} from './orders.choices';
import { getOrderForUpdate, updateOrder, type Order } from './orders.repository';
import { deleteStages, insertHistory, listStages, upsertStage } from './order-stages.repository';
import { latestProof, type Proof } from './proofs.repository';
import type { StageChange } from './orders.schema';
import { orderDetail } from './orders.detail';
import { orderNotFound, refuse } from './orders.errors';

/**
 * An order's stages, from opened to installed: the day each was reached (in the office's zone)
 * with a note for the family, the rules for moving on, and the event each move records.
 */

/** The day a stage is reached, in the office's time zone. */
export const todayIn = (timeZone: string, now = new Date()) => inZone(timeZone).today(now);

/** What every order event says of the family and the order. */
export function familyFields(order: Order) {
  return {
    orderId: order.id,
    reference: order.reference,
    familyName: order.name,
    familyEmail: order.email,
    familyPhone: order.phone,
    office: order.office,
  };
}

/** The family's link key travels only in the event's private part: for their email, never to a webhook. */
export const privately = (order: Order) => ({ familyToken: order.familyToken });

/** Stages after `stage` in the working order. */
const stagesAfter = (stage: OrderStage) => orderStages.slice(orderStages.indexOf(stage) + 1);

/**
 * The stage rules (decision record 143): "proof sent" comes only with a proof version; "proof
 * approved" and every later stage only once the family approved the newest version (nothing is
 * cut before). Moving back corrects a slip: the later stages' dates are cleared.
 */
export function checkStageChange(current: Order, latest: Proof | null, stage: OrderStage): string | null {
  if (current.stage === stage) return `This order is already at “${orderStageLabels[stage]}”.`;
  if (stage === 'proof_sent' && !latest)
    return 'Upload a proof and send it to the family: that moves the order to “Proof sent”.';
  if (stagesNeedingApproval.includes(stage) && latest?.status !== 'approved') {
    return `The family has not approved the newest proof yet; the order cannot move to “${orderStageLabels[stage]}”.`;
  }
  return null;
}

export async function changeStage(db: AppDb, change: StageChange & { notifyFamily: boolean }, byEmail: string) {
  await db.transaction().execute(async (trx) => {
    const current = await getOrderForUpdate(trx, change.id);
    if (!current) throw orderNotFound();
    const latest = await latestProof(trx, change.id);
    const problem = checkStageChange(current, latest, change.stage);
    if (problem) throw refuse(problem);
    await moveTo(trx, current, change.stage, change.reachedOn, change.familyNote, byEmail);
    await recordEvent(
      trx,
      'order.stage_changed',
      {
        ...familyFields(current),
        fromStage: current.stage,
        stage: change.stage,
        stageTitle: familyStageWords[change.stage].title,
        reachedOn: change.reachedOn,
        familyNote: change.familyNote,
        expectedInstallation: current.expectedInstallation,
        notifyFamily: change.notifyFamily,
      },
      privately(current),
    );
  });
  return (await orderDetail(db, change.id))!;
}

export async function moveTo(
  trx: AppDb,
  current: Order,
  stage: OrderStage,
  reachedOn: string,
  familyNote: string | null,
  byEmail: string | null,
  why?: string,
) {
  await updateOrder(trx, current.id, { stage });
  await deleteStages(trx, current.id, stagesAfter(stage));
  await upsertStage(trx, { orderId: current.id, stage, reachedOn, familyNote, by: byEmail });
  await insertHistory(trx, {
    orderId: current.id,
    detail: `${orderStageLabels[current.stage]} → ${orderStageLabels[stage]} (${reachedOn})${why ? `: ${why}` : ''}${familyNote ? `. Note for the family: ${familyNote}` : ''}`,
    byEmail,
  });
}

/** Changes the date or the family's note of a stage already reached. */
export async function editStage(
  db: AppDb,
  input: { id: number; stage: OrderStage; reachedOn: string; familyNote: string | null },
  byEmail: string,
) {
  await db.transaction().execute(async (trx) => {
    const current = await getOrderForUpdate(trx, input.id);
    if (!current) throw orderNotFound();
    const reached = await listStages(trx, input.id);
    if (!reached.some((s) => s.stage === input.stage)) throw refuse('This order has not reached that stage yet.');
    await upsertStage(trx, { orderId: input.id, ...input, by: byEmail });
    await insertHistory(trx, {
      orderId: input.id,
      detail: `${orderStageLabels[input.stage]}: date ${input.reachedOn}${input.familyNote ? `, note for the family: ${input.familyNote}` : ', no note'}`,
      byEmail,
    });
  });
  return (await orderDetail(db, input.id))!;
}
