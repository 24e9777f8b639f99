import type { AppDb } from '#db/create-db';
import { cemeteryCheck } from '../cemeteries/cemeteries.service';
import type { CemeteryCheck, CemeteryChoice, MonumentToCheck } from '../cemeteries/cemeteries.choices';
import {
  getOrderCemetery,
  listWaitingOnCemetery,
  setOrderCemetery,
  type OrderCemeteryRow,
} from './order-cemetery.repository';
import { getOrderForUpdate, type Order } from './orders.repository';
import { insertHistory } from './order-stages.repository';
import { orderDetail } from './orders.detail';
import { orderNotFound, refuse } from './orders.errors';
import { todayIn } from './order-stages.service';
import { askByDay, daysBetween, leadTimeWords, waitedWords } from './orders.cemetery';
import type { DesignSnapshot } from './order-design-draft.service';
import { designMonument, savedDesign } from '../design/design.service';
import { STONE_KIND_FACTS, type SizeLimits } from '../design/design.choices';
import { getPublished } from '../calculator/calculator.service';

/**
 * An order's cemetery (issue 35 point 6, decision 286): the check it keeps (copied from the
 * quote request, reservation or booking it was opened from, made again against the family's
 * designs and whenever staff choose the cemetery), the "cemetery approval" checklist item, and the
 * orders the dashboard lists as waiting on a cemetery.
 */

/** The choice a kept check was made from: a listed cemetery and its section, or a name as typed. */
export function choiceOfCheck(check: CemeteryCheck | null): CemeteryChoice | null {
  if (!check) return null;
  if (check.slug) return check.section ? { slug: check.slug, section: check.section } : { slug: check.slug };
  return check.name ? { notListed: check.name } : null;
}

const sameChoice = (a: CemeteryChoice | null, b: CemeteryChoice | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A part type's sizes as the playground's limits. */
const limitsOf = (type: { minSize: SizeLimits['minSize']; maxSize: SizeLimits['maxSize'] } | undefined) =>
  type ? { minSize: { ...type.minSize }, maxSize: { ...type.maxSize } } : null;

/**
 * The monuments of the family's designs as the cemetery checks read them (`designMonument`,
 * sized by the published list's limits as the drawing and the price are); a design no longer
 * saved is passed over. Null when no design can be read (the source's findings then stand).
 */
export async function monumentsOfDesigns(
  db: AppDb,
  designs: readonly DesignSnapshot[],
): Promise<MonumentToCheck[] | null> {
  if (designs.length === 0) return null;
  const doc = (await getPublished(db))?.document;
  const monuments: MonumentToCheck[] = [];
  for (const { reference } of designs) {
    const saved = await savedDesign(db, reference).catch(() => null);
    if (!saved) continue;
    const partType = STONE_KIND_FACTS[saved.design.stone.kind].partType;
    monuments.push(
      designMonument(saved.design, {
        stone: limitsOf(doc?.partTypes.find((type) => type.key === partType)),
        base: limitsOf(doc?.partTypes.find((type) => type.isBase)),
      }),
    );
  }
  return monuments.length > 0 ? monuments : null;
}

/** What a new order keeps of its source's cemetery: the source's check, made again against the designs when they can be read. */
export async function cemeteryForNewOrder(
  db: AppDb,
  sourceCheck: CemeteryCheck | null,
  designs: readonly DesignSnapshot[],
): Promise<{ check: CemeteryCheck | null; monuments: MonumentToCheck[] | null }> {
  const monuments = await monumentsOfDesigns(db, designs);
  if (!sourceCheck || !monuments?.length) return { check: sourceCheck, monuments };
  return { check: (await cemeteryCheck(db, choiceOfCheck(sourceCheck), monuments)) ?? sourceCheck, monuments };
}

/** The history's words for a check: "Rose Hill Cemetery, Section B (2 rules to look at)". */
export function checkWords(check: CemeteryCheck): string {
  const place = [check.name, check.section].filter(Boolean).join(', ');
  const count = check.findings.length;
  return count === 0 ? place : `${place} (${count === 1 ? 'one rule' : `${count} rules`} to look at)`;
}

/**
 * The order's cemetery as staff chose it on saving the details (inside the save's transaction):
 * the check made again with `cemeteryCheck`, against the designs when the order has them. A
 * cemetery staff did not change keeps the findings its source found; another cemetery clears
 * the approval (it was another cemetery's). Returns the history's words, or null when unchanged.
 */
export async function chooseOrderCemetery(
  trx: AppDb,
  orderId: number,
  choice: CemeteryChoice | null,
): Promise<string | null> {
  const current = await getOrderCemetery(trx, orderId);
  if (!current) throw orderNotFound();
  const before = choiceOfCheck(current.check);
  const same = sameChoice(before, choice);
  let check = await cemeteryCheck(trx, choice, current.monuments ?? []);
  if (check && same && current.check && current.monuments === null) {
    check = { ...check, findings: current.check.findings };
  }
  if (JSON.stringify(check) === JSON.stringify(current.check)) return null;
  const clearApproval = !same && current.approvedOn !== null;
  await setOrderCemetery(trx, orderId, { check, ...(clearApproval ? { approval: null } : {}) });
  const words = check ? `Cemetery checked: ${checkWords(check)}` : 'Cemetery cleared';
  return clearApproval ? `${words}; the cemetery's approval was cleared (it was for another cemetery)` : words;
}

/** Marks the cemetery's approval (the day it came) or clears it (`on: null`), logged in the order's history. */
export async function markCemeteryApproval(
  db: AppDb,
  input: { id: number; approvedOn: string | null },
  byEmail: string,
  timeZone: string,
) {
  await db.transaction().execute(async (trx) => {
    const order = await getOrderForUpdate(trx, input.id);
    if (!order) throw orderNotFound();
    const current = (await getOrderCemetery(trx, input.id))!;
    if (input.approvedOn === null) {
      if (current.approvedOn === null) return;
      await setOrderCemetery(trx, input.id, { approval: null });
      await insertHistory(trx, {
        orderId: input.id,
        detail: `Cemetery approval cleared (it was marked approved on ${current.approvedOn})`,
        byEmail,
      });
      return;
    }
    if (!current.check && !order.cemetery?.trim()) {
      throw refuse('Choose the order’s cemetery in its details first.');
    }
    if (input.approvedOn > todayIn(timeZone)) {
      throw refuse('The approval date cannot be in the future. Mark it on the day the cemetery approves.');
    }
    await setOrderCemetery(trx, input.id, { approval: { on: input.approvedOn, by: byEmail } });
    await insertHistory(trx, {
      orderId: input.id,
      detail: `Cemetery approval marked: approved on ${input.approvedOn} by ${cemeteryName(order, current)}`,
      byEmail,
    });
  });
  return (await orderDetail(db, input.id))!;
}

function cemeteryName(order: Pick<Order, 'cemetery'>, row: Pick<OrderCemeteryRow, 'check'>): string {
  return row.check?.name || order.cemetery?.trim() || 'the cemetery';
}

/** The dashboard's "waiting on a cemetery": the oldest open orders with no approval, with the lead time and how long they have waited. */
export async function ordersWaitingOnCemetery(db: AppDb, timeZone: string, limit = 8) {
  const today = todayIn(timeZone);
  const { total, orders } = await listWaitingOnCemetery(db, timeZone, limit);
  return {
    total,
    orders: orders.map((o) => {
      const leadDays = o.check?.approvalLeadDays ?? null;
      const waitedDays = Math.max(0, daysBetween(o.openedOn, today));
      const askBy = askByDay(o.expectedInstallation, leadDays);
      return {
        id: o.id,
        reference: o.reference,
        name: o.name,
        cemetery: o.check ? [o.check.name, o.check.section].filter(Boolean).join(', ') : (o.cemetery ?? '').trim(),
        stage: o.stage,
        leadTime: leadTimeWords(leadDays),
        openedOn: o.openedOn,
        waitedDays,
        waited: waitedWords(waitedDays),
        askBy,
        late: askBy !== null && askBy < today,
        findings: o.check?.findings.length ?? 0,
      };
    }),
  };
}
