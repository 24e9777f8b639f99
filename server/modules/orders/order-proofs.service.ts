import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { recordEvent } from '../events/events.service';
import type { MediaStorage } from '../media/storage';
import {
  approverNameMatches,
  approverNameMessage,
  checkedLineKinds,
  formatProofCode,
  lineMatches,
  proofFileUrl,
  type ProofLine,
} from './orders.choices';
import { findOrderByToken, getOrder, getOrderForUpdate, type Order } from './orders.repository';
import {
  countAwaitingApproval,
  decideProof,
  getProofFile,
  insertProof,
  insertProofFile,
  isFileUsed,
  latestProof,
  type Proof,
} from './proofs.repository';
import type { ProofIssue } from './orders.schema';
import { orderDetail } from './orders.detail';
import { orderNotFound, refuse } from './orders.errors';
import { familyFields, moveTo, privately, todayIn } from './order-stages.service';
import { deleteStoredProofFile, storeProofFile } from './proof-files';

/**
 * Proofs: staff upload a drawing and send it as a numbered version with the words on the stone;
 * the family approves the newest version (typing every name and date) or asks for changes.
 */

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
// The family's answer

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
