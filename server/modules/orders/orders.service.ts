import { inZone } from '../shared/time';
import { randomBytes, randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppDb } from '#db/create-db';
import { recordEvent } from '../events/events.service';
import { findQuoteRequestForOrder, recentQuoteRequests } from '../basket/basket.service';
import { findCommitmentForOrder, recentCommitments } from '../value-engineering/value-engineering.service';
import { findBookingForOrder, recentBookings } from '../bookings/bookings.service';
import type { MediaStorage } from '../media/storage';
import type { ProcessedImage } from '../media/image-pipeline';
import type { BusinessFacts } from '../settings/settings.schema';
import {
  approverNameMatches,
  approverNameMessage,
  checkedLineKinds,
  familyStageWords,
  formatProofCode,
  lineMatches,
  nextStageOf,
  normalizeProofCode,
  orderReference,
  orderStageLabels,
  orderStages,
  PROOF_CODE_ALPHABET,
  proofFileUrl,
  stagesNeedingApproval,
  type OrderSourceKind,
  type OrderStage,
  type ProofLine,
} from './orders.choices';
import {
  countAwaitingApproval,
  decideProof,
  deleteStages,
  findOrderByCode,
  findOrderByToken,
  findOrderIdBySource,
  getOrder,
  getOrderForUpdate,
  getProofFile,
  insertHistory,
  insertOrder,
  insertProof,
  insertProofFile,
  isFileUsed,
  latestProof,
  listHistory,
  listOrders,
  listProofs,
  listStages,
  updateOrder,
  upsertStage,
  type Order,
  type OrderValues,
  type Proof,
} from './orders.repository';
import type { OrderFields, OrderListFilters, OrderSource, ProofIssue, StageChange } from './orders.schema';
import { deleteStoredProofFile, storeProofFile } from './proof-files';
import { DEMO_PROOF_LINES, demoProofPng } from './demo-proof';

export type { Order, Proof };
export {
  proofDecisionOfficeEmail,
  proofSentFamilyEmail,
  stageChangedFamilyEmail,
  type OrderEmail,
} from './orders.emails';

const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
const orderNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'That order no longer exists.' });

export const todayIn = (timeZone: string, now = new Date()) => inZone(timeZone).today(now);

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

async function createOrder(
  db: AppDb,
  values: OrderValues,
  source: { kind: OrderSourceKind; id: string | null; label: string },
  byEmail: string,
  timeZone: string,
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
  const id = await createOrder(
    db,
    valuesOf(fields),
    { kind: 'manual', id: null, label: 'opened by hand' },
    byEmail,
    timeZone,
  );
  return (await orderDetail(db, id))!;
}

/** What a quote request, reservation or booking already says about the family and the sale. */
async function prefillFrom(db: AppDb, source: OrderSource): Promise<{ values: OrderValues; label: string }> {
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

/** One click: an order from a quote request, a reservation or a booking, ready for staff to complete. */
export async function openOrderFromSource(db: AppDb, source: OrderSource, byEmail: string, timeZone: string) {
  const existing = await findOrderIdBySource(db, source.kind, String(source.id));
  if (existing) return (await orderDetail(db, existing))!;
  const { values, label } = await prefillFrom(db, source);
  if (!values.email && !values.phone) {
    throw refuse('This request has neither an email nor a phone number; please open the order by hand.');
  }
  const id = await createOrder(db, values, { kind: source.kind, id: String(source.id), label }, byEmail, timeZone);
  return (await orderDetail(db, id))!;
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

/** One order as staff see it: the record, its stages, proofs and history. */
export async function orderDetail(db: AppDb, id: number) {
  const order = await getOrder(db, id);
  if (!order) return null;
  const [stages, proofs, history] = await Promise.all([listStages(db, id), listProofs(db, id), listHistory(db, id)]);
  return {
    ...order,
    proofCodeText: formatProofCode(order.proofCode),
    stages,
    proofs: proofs.map((p, i) => withFiles(p, i === 0)),
    history,
  };
}

function withFiles(proof: Proof, current: boolean) {
  return {
    ...proof,
    current,
    largeUrl: proofFileUrl(proof.fileId, proof.kind === 'pdf' ? 'original' : 'large'),
    mediumUrl: proofFileUrl(proof.fileId, proof.kind === 'pdf' ? 'original' : 'medium'),
    originalUrl: proofFileUrl(proof.fileId, 'original'),
  };
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
    if (changed.length === 0) return;
    await updateOrder(trx, id, next);
    await insertHistory(trx, {
      orderId: id,
      detail: `Details changed: ${changed.map((k) => FIELD_LABELS[k]).join(', ')}`,
      byEmail,
    });
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

function familyFields(order: Order) {
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
const privately = (order: Order) => ({ familyToken: order.familyToken });

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

async function moveTo(
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

// ---------------------------------------------------------------------------------------------
// Staff: proofs

/** Stores an uploaded proof file for an order (not yet sent): the next step names it in a version. */
export async function saveProofFile(
  db: AppDb,
  storage: MediaStorage,
  orderId: number,
  bytes: Buffer,
  fileName: string,
  byEmail: string,
) {
  if (!(await getOrder(db, orderId))) throw Object.assign(orderNotFound(), { statusCode: 404 });
  const stored = await storeProofFile(storage, bytes);
  try {
    const id = await insertProofFile(db, { ...stored, orderId, fileName, uploadedBy: byEmail });
    return {
      fileId: id,
      kind: stored.kind,
      pageCount: stored.pageCount,
      width: stored.width,
      height: stored.height,
      sha256: stored.sha256,
      previewUrl: proofFileUrl(id, stored.kind === 'pdf' ? 'original' : 'medium'),
    };
  } catch (error) {
    await deleteStoredProofFile(storage, stored);
    throw error;
  }
}

/**
 * Sends a new proof version: numbered after the last, with the words on the stone typed out.
 * The order goes (back) to "proof sent": an earlier approval does not cover a new drawing.
 */
export async function issueProof(db: AppDb, input: ProofIssue, byEmail: string, timeZone: string) {
  await db.transaction().execute(async (trx) => {
    const order = await getOrderForUpdate(trx, input.orderId);
    if (!order) throw orderNotFound();
    const file = await getProofFile(trx, input.fileId);
    if (!file || file.orderId !== order.id) throw refuse('Please upload the proof file again.');
    if (await isFileUsed(trx, file.id))
      throw refuse('This file was already sent as a version. Please upload it again.');
    const previous = await latestProof(trx, order.id);
    const version = (previous?.version ?? 0) + 1;
    const sentAt = new Date();
    await insertProof(trx, {
      orderId: order.id,
      version,
      fileId: file.id,
      fileSha256: file.sha256,
      lines: input.lines,
      message: input.message,
      sentBy: byEmail,
    });
    await moveTo(trx, order, 'proof_sent', todayIn(timeZone, sentAt), null, byEmail, `version ${version} sent`);
    await recordEvent(
      trx,
      'proof.sent',
      {
        ...familyFields(order),
        version,
        proofCode: formatProofCode(order.proofCode),
        message: input.message,
        sentAt: sentAt.toISOString(),
      },
      privately(order),
    );
  });
  return (await orderDetail(db, input.orderId))!;
}

export function countOrdersAwaitingApproval(db: AppDb): Promise<number> {
  return countAwaitingApproval(db);
}

// ---------------------------------------------------------------------------------------------
// The family

/** The order behind a family's key, or null. */
export function orderForToken(db: AppDb, token: string | null): Promise<Order | null> {
  if (!token || !/^[a-z2-7]{20,80}$/.test(token)) return Promise.resolve(null);
  return findOrderByToken(db, token);
}

/** The order a code and email open, or null (the caller answers the same for every miss). */
export async function orderForCode(db: AppDb, code: string, email: string): Promise<Order | null> {
  const normalized = normalizeProofCode(code);
  if (!/^[A-Z2-9]{9}$/.test(normalized)) return null;
  const order = await findOrderByCode(db, normalized);
  if (!order || !order.email || order.email.toLowerCase() !== email.trim().toLowerCase()) return null;
  return order;
}

/** What the family's page shows: where the memorial is, and the proof to check. */
export async function familyView(db: AppDb, order: Order, business: BusinessFacts) {
  const [stages, proofs] = await Promise.all([listStages(db, order.id), listProofs(db, order.id)]);
  const reached = new Map(stages.map((s) => [s.stage, s]));
  const office = business.offices.find((o) => o.id === order.office) ?? business.offices[0]!;
  const next = nextStageOf(order.stage);
  const latest = proofs[0] ?? null;
  return {
    reference: order.reference,
    name: order.name,
    stage: order.stage,
    expectedInstallation: order.expectedInstallation,
    cemetery: order.cemetery,
    stages: orderStages.map((stage) => ({
      stage,
      ...familyStageWords[stage],
      reachedOn: reached.get(stage)?.reachedOn ?? null,
      note: reached.get(stage)?.familyNote ?? null,
      current: stage === order.stage,
    })),
    next: next ? { stage: next, ...familyStageWords[next] } : null,
    contact: {
      office: office.name,
      phone: office.phone,
      phoneHref: office.phoneHref,
      email: business.email,
      hours: business.hours.label,
    },
    proof: latest
      ? {
          version: latest.version,
          kind: latest.kind,
          width: latest.width,
          height: latest.height,
          pageCount: latest.pageCount,
          sentAt: latest.sentAt,
          message: latest.message,
          status: latest.status,
          decidedAt: latest.decidedAt,
          approvedName: latest.approvedName,
          changeComments: latest.changeComments,
          lines: latest.lines,
          largeUrl: proofFileUrl(latest.fileId, latest.kind === 'pdf' ? 'original' : 'large'),
          mediumUrl: proofFileUrl(latest.fileId, latest.kind === 'pdf' ? 'original' : 'medium'),
        }
      : null,
    earlierVersions: proofs.slice(1).map((p) => ({ version: p.version, status: p.status, sentAt: p.sentAt })),
  };
}

export type FamilyView = Awaited<ReturnType<typeof familyView>>;

const newerVersion = () =>
  new TRPCError({
    code: 'CONFLICT',
    message: 'We have sent a newer version of your proof since this page opened. Please look at the new one.',
  });

async function currentProofToDecide(trx: AppDb, order: Order, version: number): Promise<Proof> {
  const latest = await latestProof(trx, order.id);
  if (!latest) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no proof to check yet.' });
  if (latest.version !== version) throw newerVersion();
  if (latest.status === 'approved') throw refuse('You have already approved this proof. Thank you.');
  if (latest.status === 'changes_requested') {
    throw refuse('You asked for changes to this version; we will send you a new one to check.');
  }
  return latest;
}

/** Lines the family must type (names and dates), in order. */
export const checkedLines = (lines: ProofLine[]) => lines.filter((l) => checkedLineKinds.includes(l.kind));

/**
 * The family approves the newest version: every name and date they typed must match the proof
 * (the page showed them each difference), and their full name is recorded with the time, the
 * version and the SHA-256 of the file they saw. The version can never change afterwards.
 */
export async function approveProof(
  db: AppDb,
  token: string,
  input: { version: number; fullName: string; typed: string[] },
  ipHash: string,
  timeZone: string,
) {
  return db.transaction().execute(async (trx) => {
    const found = await findOrderByToken(trx, token);
    if (!found)
      throw new TRPCError({
        code: 'UNAUTHORIZED',
        message: 'Please open your proof again from the link or with your code.',
      });
    const order = (await getOrderForUpdate(trx, found.id))!;
    const proof = await currentProofToDecide(trx, order, input.version);
    if (!approverNameMatches(order.name, input.fullName)) {
      throw refuse(approverNameMessage(order.name));
    }
    const toCheck = checkedLines(proof.lines);
    if (
      input.typed.length !== toCheck.length ||
      toCheck.some((line, i) => !lineMatches(line.text, input.typed[i]!, line.kind))
    ) {
      throw refuse('Some names or dates you typed do not match the proof yet. Please look at the highlighted letters.');
    }
    const now = new Date();
    const decided = await decideProof(
      trx,
      proof.id,
      { status: 'approved', approvedName: input.fullName, approvedSha256: proof.fileSha256, ipHash },
      now,
    );
    if (!decided) throw refuse('This proof was answered a moment ago. Please reload the page.');
    await moveTo(
      trx,
      order,
      'proof_approved',
      todayIn(timeZone, now),
      null,
      null,
      `version ${proof.version} approved by ${input.fullName}, file SHA-256 ${proof.fileSha256}`,
    );
    await recordEvent(trx, 'proof.approved', {
      ...familyFields(order),
      version: proof.version,
      approvedName: input.fullName,
      approvedAt: now.toISOString(),
      fileSha256: proof.fileSha256,
    });
    return { version: proof.version, approvedAt: now.toISOString() };
  });
}

/** The family asks for changes: the order goes back to design until a new version is sent. */
export async function requestProofChanges(
  db: AppDb,
  token: string,
  input: { version: number; comments: string },
  ipHash: string,
  timeZone: string,
) {
  return db.transaction().execute(async (trx) => {
    const found = await findOrderByToken(trx, token);
    if (!found)
      throw new TRPCError({
        code: 'UNAUTHORIZED',
        message: 'Please open your proof again from the link or with your code.',
      });
    const order = (await getOrderForUpdate(trx, found.id))!;
    const proof = await currentProofToDecide(trx, order, input.version);
    const now = new Date();
    const decided = await decideProof(
      trx,
      proof.id,
      { status: 'changes_requested', comments: input.comments, ipHash },
      now,
    );
    if (!decided) throw refuse('This proof was answered a moment ago. Please reload the page.');
    await moveTo(
      trx,
      order,
      'design',
      todayIn(timeZone, now),
      null,
      null,
      `the family asked for changes to version ${proof.version}: ${input.comments}`,
    );
    await recordEvent(trx, 'proof.changes_requested', {
      ...familyFields(order),
      version: proof.version,
      comments: input.comments,
      requestedAt: now.toISOString(),
    });
    return { version: proof.version };
  });
}

/** The file behind a proof address, if this visitor may see it (staff, or the order's family). */
export async function proofFileForViewer(
  db: AppDb,
  fileId: string,
  viewer: { staff: boolean; familyToken: string | null },
) {
  const file = await getProofFile(db, fileId);
  if (!file) return null;
  if (viewer.staff) return file;
  if (viewer.familyToken && viewer.familyToken === file.familyToken) {
    // The family sees only files sent to them as a version, never staff's unsent uploads.
    return (await isFileUsed(db, file.id)) ? file : null;
  }
  return null;
}

export { orderReference };

// ---------------------------------------------------------------------------------------------
// Demo content

/**
 * The demo seed's one order (only while there is no order at all): a family whose proof,
 * version 1, waits for them to check, with its stages dated over the last three weeks. `proof`:
 * the demo proof and its renditions made before (the demo seed keeps them, decision record 225);
 * drawn here without it.
 */
export async function seedDemoOrder(
  db: AppDb,
  storage: MediaStorage,
  timeZone: string,
  proof?: () => Promise<{ bytes: Buffer; processed: ProcessedImage }>,
): Promise<Order | null> {
  if ((await listOrders(db, { page: 1 })).total > 0) return null;
  const made = proof ? await proof() : null;
  const stored = made
    ? await storeProofFile(storage, made.bytes, made.processed)
    : await storeProofFile(storage, await demoProofPng());
  const day = (daysAgo: number) => todayIn(timeZone, new Date(Date.now() - daysAgo * 86_400_000));
  const by = 'demo seed';
  const id = await db.transaction().execute(async (trx) => {
    const orderId = (await insertOrder(trx, {
      name: 'Ruth Ann Whitaker (demo family)',
      email: 'ruth.whitaker@example.com',
      phone: '(580) 555-0188',
      office: 'oklahoma',
      inscription: 'WHITAKER\nHAROLD JAMES\nMARCH 4, 1941 – JUNE 18, 2026\nFOREVER IN OUR HEARTS',
      cemetery: 'Rosedale Cemetery, Ada, Oklahoma',
      plot: 'Section C, row 4, plot 12',
      soldKind: 'package',
      soldReference: 'heritage-blue-pearl-companion',
      soldDescription: 'Georgia Gray upright 36x8x24 on a 42x14x6 base, polished front',
      priceCents: 485_000,
      depositCents: 242_500,
      expectedInstallation: 'Late spring 2027, when the ground allows',
      sourceKind: 'manual',
      sourceId: null,
      proofCode: newProofCode(),
      familyToken: newFamilyToken(),
      createdBy: by,
    }))!;
    const stages: Array<[OrderStage, number, string | null]> = [
      ['opened', 21, null],
      ['deposit_received', 20, 'Thank you, your deposit of $2,425 arrived.'],
      ['design', 14, 'Our designer is laying out the lettering and the emblem.'],
      ['proof_sent', 0, null],
    ];
    for (const [stage, daysAgo, note] of stages) {
      await upsertStage(trx, { orderId, stage, reachedOn: day(daysAgo), familyNote: note, by });
    }
    await updateOrder(trx, orderId, { stage: 'proof_sent' });
    const fileId = await insertProofFile(trx, {
      ...stored,
      orderId,
      fileName: 'whitaker-proof-v1.png',
      uploadedBy: by,
    });
    await insertProof(trx, {
      orderId,
      version: 1,
      fileId,
      fileSha256: stored.sha256,
      lines: DEMO_PROOF_LINES,
      message: 'Here is the first drawing. Please check the spelling of every name and both dates.',
      sentBy: by,
    });
    await insertHistory(trx, { orderId, detail: 'Demo order opened with version 1 of its proof', byEmail: by });
    return orderId;
  });
  return getOrder(db, id);
}
