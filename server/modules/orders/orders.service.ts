import { randomBytes, randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppDb } from '#db/create-db';
import {
  findQuoteRequestForOrder,
  quoteRequestCemeteryCheckForOrder,
  recentQuoteRequests,
} from '../basket/basket.service';
import {
  commitmentCemeteryCheckForOrder,
  findCommitmentForOrder,
  recentCommitments,
} from '../value-engineering/value-engineering.service';
import { bookingCemeteryCheckForOrder, findBookingForOrder, recentBookings } from '../bookings/bookings.service';
import type { CemeteryCheck, MonumentToCheck } from '../cemeteries/cemeteries.choices';
import { cemeteryCheck } from '../cemeteries/cemeteries.service';
import type { MediaStorage } from '../media/storage';
import type { ProcessedImage } from '../media/image-pipeline';
import {
  orderReference,
  PROOF_CODE_ALPHABET,
  type OrderSourceKind,
  type OrderStage,
  type ProofLine,
} from './orders.choices';
import {
  findOrderIdBySource,
  getOrder,
  getOrderForUpdate,
  insertOrder,
  listOrders,
  updateOrder,
  type Order,
  type OrderValues,
} from './orders.repository';
import { insertHistory, upsertStage } from './order-stages.repository';
import { insertProof, insertProofFile, type Proof } from './proofs.repository';
import type { OrderFields, OrderListFilters, OrderSource } from './orders.schema';
import { orderDetail } from './orders.detail';
import { orderNotFound, refuse } from './orders.errors';
import { todayIn } from './order-stages.service';
import { storeProofFile } from './proof-files';
import { addDesignDrafts, designsOf, type DesignSnapshot } from './order-design-draft.service';
import { readCheck, setOrderCemetery } from './order-cemetery.repository';
import { cemeteryForNewOrder, checkWords, chooseOrderCemetery } from './order-cemetery.service';

/**
 * Orders as staff run them: opening one (by hand, or from a quote request, a reservation or a
 * booking), its details, notes and the family's private link. Stages are in
 * order-stages.service.ts, proofs in order-proofs.service.ts, the family's page in
 * orders.family-view.ts.
 */

export type { Order, Proof };
export {
  proofDecisionOfficeEmail,
  proofSentFamilyEmail,
  stageChangedFamilyEmail,
  type OrderEmail,
} from './orders.emails';

/** A proof code: nine characters from an alphabet nobody misreads (31^9, about 2.6 x 10^13). */
export function newProofCode(): string {
  let code = '';
  for (let i = 0; i < 9; i++) code += PROOF_CODE_ALPHABET[randomInt(PROOF_CODE_ALPHABET.length)];
  return code;
}

/** The key in the family's link: 160 random bits. */
export const newFamilyToken = () => encodeBase32LowerCaseNoPadding(randomBytes(20));

// ---------------------------------------------------------------------------------------------
// Staff: orders

function valuesOf(fields: OrderFields): OrderValues {
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    office: fields.office,
    inscription: fields.inscription,
    cemetery: fields.cemetery,
    plot: fields.plot,
    soldKind: fields.soldKind,
    soldReference: fields.soldReference,
    soldDescription: fields.soldDescription,
    priceCents: fields.priceCents,
    depositCents: fields.depositCents,
    expectedInstallation: fields.expectedInstallation,
  };
}

/** The cemetery an order starts with (decision 286): the check and the monuments it was made against. */
interface StartingCemetery {
  check: CemeteryCheck | null;
  monuments: MonumentToCheck[] | null;
}

async function createOrder(
  db: AppDb,
  values: OrderValues,
  source: { kind: OrderSourceKind; id: string | null; label: string },
  byEmail: string,
  timeZone: string,
  cemetery: StartingCemetery = { check: null, monuments: null },
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const id = await insertOrder(trx, {
          ...values,
          sourceKind: source.kind,
          sourceId: source.id,
          proofCode: newProofCode(),
          familyToken: newFamilyToken(),
          createdBy: byEmail,
        });
        if (id === null) {
          throw new TRPCError({ code: 'CONFLICT', message: `An order was already opened from this ${source.label}.` });
        }
        await upsertStage(trx, {
          orderId: id,
          stage: 'opened',
          reachedOn: todayIn(timeZone),
          familyNote: null,
          by: byEmail,
        });
        await insertHistory(trx, { orderId: id, detail: `Order opened (${source.label})`, byEmail });
        if (cemetery.check || cemetery.monuments) {
          await setOrderCemetery(trx, id, cemetery);
          if (cemetery.check) {
            const detail = `Cemetery from the ${source.label}: ${checkWords(cemetery.check)}`;
            await insertHistory(trx, { orderId: id, detail, byEmail });
          }
        }
        return id;
      });
    } catch (error) {
      // A proof code drawn twice (one in 10^13) is drawn again.
      const code = (error as { code?: string }).code;
      if (code === '23505' && attempt < 3 && /proof_code|family_token/.test(String((error as Error).message))) continue;
      throw error;
    }
  }
}

export async function openOrder(db: AppDb, fields: OrderFields, byEmail: string, timeZone: string) {
  const check = fields.cemeteryChoice ? await cemeteryCheck(db, fields.cemeteryChoice, []) : null;
  const id = await createOrder(
    db,
    valuesOf(fields),
    { kind: 'manual', id: null, label: 'opened by hand' },
    byEmail,
    timeZone,
    { check, monuments: null },
  );
  return (await orderDetail(db, id))!;
}

/** What a quote request, reservation or booking already says about the family and the sale. */
async function prefillFrom(
  db: AppDb,
  source: OrderSource,
): Promise<{ values: OrderValues; label: string; designs: DesignSnapshot[]; check: CemeteryCheck | null }> {
  const blank = {
    inscription: '',
    plot: null,
    soldReference: null,
    priceCents: null,
    depositCents: null,
    expectedInstallation: null,
  };
  if (source.kind === 'quote_request') {
    const request = await findQuoteRequestForOrder(db, source.id);
    if (!request) throw new TRPCError({ code: 'NOT_FOUND', message: 'That quote request no longer exists.' });
    const items = request.items.map((i) => i.title ?? i.itemId).filter(Boolean);
    return {
      label: `quote request ${request.reference}`,
      check: readCheck(await quoteRequestCemeteryCheckForOrder(db, source.id)),
      designs: designsOf(request.items),
      values: {
        ...blank,
        name: request.name,
        email: request.email,
        phone: request.phone,
        office: request.preferredOffice === 'texas' ? 'texas' : 'oklahoma',
        cemetery: [request.cemeteryName, request.cemeteryTown].filter(Boolean).join(', ') || null,
        soldKind: 'description',
        soldReference: request.reference,
        soldDescription: items.length ? `From the quote request: ${items.join('; ')}` : '',
        priceCents: request.knownTotalCents > 0 ? request.knownTotalCents : null,
      },
    };
  }
  if (source.kind === 'commitment') {
    const c = await findCommitmentForOrder(db, source.id);
    if (!c) throw new TRPCError({ code: 'NOT_FOUND', message: 'That reservation no longer exists.' });
    return {
      label: `package reservation ${c.reference}`,
      check: readCheck(await commitmentCemeteryCheckForOrder(db, source.id)),
      designs: [],
      values: {
        ...blank,
        name: c.name,
        email: c.email,
        phone: c.phone,
        office: c.office === 'texas' ? 'texas' : 'oklahoma',
        cemetery: [c.cemetery, c.town].filter(Boolean).join(', ') || null,
        soldKind: 'package',
        soldReference: c.packageId,
        soldDescription: c.packageName,
        priceCents: c.finalPriceCents ?? c.packagePriceCents,
        depositCents: c.depositCents,
      },
    };
  }
  const b = await findBookingForOrder(db, source.id);
  if (!b) throw new TRPCError({ code: 'NOT_FOUND', message: 'That booking no longer exists.' });
  return {
    label: `consultation ${b.reference}`,
    check: readCheck(await bookingCemeteryCheckForOrder(db, source.id)),
    designs: designsOf(b.attachment?.items ?? []),
    values: {
      ...blank,
      name: b.name,
      email: b.email,
      phone: b.phone,
      office: b.office,
      cemetery: [b.cemetery, b.town].filter(Boolean).join(', ') || null,
      soldKind: 'description',
      soldDescription: b.topic ? `Discussed at the consultation: ${b.topic}` : '',
    },
  };
}

/**
 * One click: an order from a quote request, a reservation or a booking, ready for staff to
 * complete. A design the family made in the design playground comes with it as the first proof
 * draft (decision 256).
 */
export async function openOrderFromSource(
  db: AppDb,
  storage: MediaStorage,
  source: OrderSource,
  byEmail: string,
  timeZone: string,
) {
  const existing = await findOrderIdBySource(db, source.kind, String(source.id));
  if (existing) return (await orderDetail(db, existing))!;
  const { values, label, designs, check } = await prefillFrom(db, source);
  if (!values.email && !values.phone) {
    throw refuse('This request has neither an email nor a phone number; please open the order by hand.');
  }
  const cemetery = await cemeteryForNewOrder(db, check, designs);
  const id = await createOrder(
    db,
    values,
    { kind: source.kind, id: String(source.id), label },
    byEmail,
    timeZone,
    cemetery,
  );
  if (designs.length > 0) await addDesignDrafts(db, storage, id, designs, byEmail);
  return (await orderDetail(db, id))!;
}

/** The order already opened from a quote request, a reservation or a booking, if any. */
export async function orderOpenedFrom(db: AppDb, source: OrderSource) {
  const id = await findOrderIdBySource(db, source.kind, String(source.id));
  return id ? { id, reference: orderReference(id) } : null;
}

/** The newest requests, reservations and bookings, each with the order opened from it, if any. */
export async function orderCandidates(db: AppDb) {
  const [quotes, commitments, bookings] = await Promise.all([
    recentQuoteRequests(db, 8),
    recentCommitments(db, 8),
    recentBookings(db, 8),
  ]);
  const orderOf = (kind: OrderSourceKind, id: string) => findOrderIdBySource(db, kind, id);
  return {
    quoteRequests: await Promise.all(
      quotes.map(async (q) => ({
        id: q.id,
        reference: q.reference,
        name: q.name,
        createdAt: q.createdAt,
        orderId: await orderOf('quote_request', q.id),
      })),
    ),
    commitments: await Promise.all(
      commitments.map(async (c) => ({
        id: c.id,
        reference: c.reference,
        name: c.name,
        detail: c.packageName,
        createdAt: c.createdAt,
        orderId: await orderOf('commitment', String(c.id)),
      })),
    ),
    bookings: await Promise.all(
      bookings.map(async (b) => ({
        id: b.id,
        reference: b.reference,
        name: b.name,
        startsAt: b.startsAt,
        orderId: await orderOf('booking', String(b.id)),
      })),
    ),
  };
}

export function listOrdersForStaff(db: AppDb, filters: OrderListFilters) {
  return listOrders(db, filters);
}

const FIELD_LABELS: Record<keyof OrderValues, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  office: 'office',
  inscription: 'names and dates',
  cemetery: 'cemetery',
  plot: 'plot',
  soldKind: 'what was sold',
  soldReference: 'sale reference',
  soldDescription: 'description',
  priceCents: 'price',
  depositCents: 'deposit',
  expectedInstallation: 'expected installation',
};

export async function updateOrderFields(db: AppDb, id: number, fields: OrderFields, byEmail: string) {
  await db.transaction().execute(async (trx) => {
    const current = await getOrderForUpdate(trx, id);
    if (!current) throw orderNotFound();
    const next = valuesOf(fields);
    const changed = (Object.keys(next) as Array<keyof OrderValues>).filter((k) => next[k] !== current[k]);
    if (changed.length > 0) {
      await updateOrder(trx, id, next);
      await insertHistory(trx, {
        orderId: id,
        detail: `Details changed: ${changed.map((k) => FIELD_LABELS[k]).join(', ')}`,
        byEmail,
      });
    }
    // The cemetery staff chose (decision 286): its check made again on the server.
    if (fields.cemeteryChoice !== undefined) {
      const detail = await chooseOrderCemetery(trx, id, fields.cemeteryChoice);
      if (detail) await insertHistory(trx, { orderId: id, detail, byEmail });
    }
  });
  return (await orderDetail(db, id))!;
}

export async function saveOrderNotes(db: AppDb, id: number, staffNotes: string | null, byEmail: string) {
  await db.transaction().execute(async (trx) => {
    const current = await getOrderForUpdate(trx, id);
    if (!current) throw orderNotFound();
    await updateOrder(trx, id, { staffNotes });
    await insertHistory(trx, { orderId: id, detail: 'Staff notes saved', byEmail });
  });
  return (await orderDetail(db, id))!;
}

/** A new private link: the old one (and every browser that opened it) stops working. */
export async function replaceFamilyLink(db: AppDb, id: number, byEmail: string) {
  await db.transaction().execute(async (trx) => {
    const current = await getOrderForUpdate(trx, id);
    if (!current) throw orderNotFound();
    await updateOrder(trx, id, { familyToken: newFamilyToken() });
    await insertHistory(trx, { orderId: id, detail: 'New private link made; the old one no longer opens', byEmail });
  });
  return (await orderDetail(db, id))!;
}

export { orderReference };

// ---------------------------------------------------------------------------------------------
// Seeding (the demo seed)

/** A whole order as the demo seed gives it: its record, the stages it reached and its first proof. */
export interface SeededOrder {
  values: OrderValues;
  /** In the working order; the last is the order's stage. */
  stages: Array<{ stage: OrderStage; daysAgo: number; familyNote: string | null }>;
  /** `processed`: its renditions, when they were made before (the demo seed keeps them, decision record 225). */
  proof: { bytes: Buffer; processed?: ProcessedImage; fileName: string; lines: ProofLine[]; message: string };
  /** The history line, and who the record names as its author. */
  history: string;
  by: string;
}

/**
 * Writes a whole order at once: its stages dated that many days ago in the office's zone, its
 * proof file stored (through the same checks as a staff upload) and sent as version 1.
 */
export async function seedOrder(
  db: AppDb,
  storage: MediaStorage,
  seeded: SeededOrder,
  timeZone: string,
): Promise<Order | null> {
  const stored = await storeProofFile(storage, seeded.proof.bytes, seeded.proof.processed);
  const day = (daysAgo: number) => todayIn(timeZone, new Date(Date.now() - daysAgo * 86_400_000));
  const { by } = seeded;
  const id = await db.transaction().execute(async (trx) => {
    const orderId = (await insertOrder(trx, {
      ...seeded.values,
      sourceKind: 'manual',
      sourceId: null,
      proofCode: newProofCode(),
      familyToken: newFamilyToken(),
      createdBy: by,
    }))!;
    for (const { stage, daysAgo, familyNote } of seeded.stages) {
      await upsertStage(trx, { orderId, stage, reachedOn: day(daysAgo), familyNote, by });
    }
    await updateOrder(trx, orderId, { stage: seeded.stages.at(-1)!.stage });
    const fileId = await insertProofFile(trx, {
      ...stored,
      orderId,
      fileName: seeded.proof.fileName,
      uploadedBy: by,
    });
    await insertProof(trx, {
      orderId,
      version: 1,
      fileId,
      fileSha256: stored.sha256,
      lines: seeded.proof.lines,
      message: seeded.proof.message,
      sentBy: by,
    });
    await insertHistory(trx, { orderId, detail: seeded.history, byEmail: by });
    return orderId;
  });
  return getOrder(db, id);
}
