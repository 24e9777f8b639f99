import { readBusinessFacts } from '../settings/settings.service';
import { inZone } from '../shared/time';
import { formatPrice } from '../shared/money';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { deleteImageFiles, imageColumns, type StoredImage } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import { recordEvent } from '../events/events.service';
import {
  commitmentReference,
  commitmentStageLabels,
  depositDueCents,
  guaranteeOf,
  stagesNeedingDeposit,
  type CommitmentStage,
} from './value-engineering.choices';
import {
  findPackage,
  insertPackage,
  listPackages,
  packageImageRow,
  setPackageImage,
  setPackageOrder,
  setPackageRetired,
  updatePackage,
  type PackageFields,
  type VePackage,
} from './value-engineering.repository';
import {
  countCommitmentsPerDay,
  countNewCommitments,
  getCommitment,
  getCommitmentForUpdate,
  insertCommitmentOnce,
  insertEvent,
  listEvents,
  updateCommitment,
  type Commitment,
} from './commitments.repository';
import { getCommitmentCemeteryCheck, listCommitments as listCommitmentsForOrders } from './commitments.repository';
import type { CommitmentSubmission, StageChange } from './value-engineering.schema';
import { cemeteryForRecord } from '../cemeteries/cemeteries.service';

export type { VePackage, Commitment };

// ---------------------------------------------------------------------------------------------
// Packages

/** The packages a visitor can choose, in staff's order (one query). */
export function listActivePackages(db: AppDb): Promise<VePackage[]> {
  return listPackages(db, { includeRetired: false });
}

export function listAllPackages(db: AppDb): Promise<VePackage[]> {
  return listPackages(db, { includeRetired: true });
}

/** Any package, retired or not (staff screens, the picture upload). */
export function findPackageForStaff(db: AppDb, id: string): Promise<VePackage | null> {
  return findPackage(db, id);
}

/** For the basket: a package a visitor may still add, or null (unknown or retired). */
export async function findActivePackage(db: AppDb, id: string): Promise<VePackage | null> {
  const found = await findPackage(db, id);
  return found && !found.retired ? found : null;
}

const packageNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'That package no longer exists.' });

export async function createPackage(db: AppDb, id: string, fields: PackageFields): Promise<VePackage> {
  // A new package shows a neutral picture until staff upload its own.
  const created = await insertPackage(db, id, fields, '/images/packages/legacy-sierra-white.svg');
  if (!created) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'A package with this code already exists. Please choose another.',
    });
  }
  return (await findPackage(db, id))!;
}

export async function editPackage(db: AppDb, id: string, fields: PackageFields): Promise<VePackage> {
  if (!(await updatePackage(db, id, fields))) throw packageNotFound();
  return (await findPackage(db, id))!;
}

/** Retired packages leave the site; every commitment keeps the name and price it was made with. */
export async function retirePackage(db: AppDb, id: string, retired: boolean): Promise<VePackage> {
  if (!(await setPackageRetired(db, id, retired))) throw packageNotFound();
  return (await findPackage(db, id))!;
}

/** The packages in the order given (every package must be named once). */
export async function reorderPackages(db: AppDb, ids: string[]): Promise<VePackage[]> {
  return db.transaction().execute(async (trx) => {
    const all = await listPackages(trx, { includeRetired: true });
    const known = new Set(all.map((p) => p.id));
    if (ids.length !== all.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'The list of packages changed while you were ordering it. Please reload the page.',
      });
    }
    for (const [index, id] of ids.entries()) await setPackageOrder(trx, id, (index + 1) * 10);
    return listPackages(trx, { includeRetired: true });
  });
}

/** Saves an uploaded picture on a package (image pipeline) and removes the one it replaces. */
export async function setPackagePicture(
  db: AppDb,
  storage: MediaStorage,
  packageId: string,
  stored: StoredImage,
): Promise<VePackage> {
  const old = await packageImageRow(db, packageId);
  if (!old) throw packageNotFound();
  const columns = imageColumns(stored);
  await setPackageImage(db, packageId, { ...columns, image_url: stored.mediumUrl || stored.imageUrl });
  if (old.original_key) {
    await deleteImageFiles(storage, {
      variants: old.variants,
      original_key: old.original_key,
    }).catch(() => {});
  }
  return (await findPackage(db, packageId))!;
}

// ---------------------------------------------------------------------------------------------
// Commitments

/** A family reserves a package: stored once per submission key, with the package as it is now. */
export async function reservePackage(
  db: AppDb,
  input: CommitmentSubmission,
  ipHash: string,
): Promise<{ id: number; reference: string; created: boolean; packageName: string; depositDueCents: number }> {
  const pkg = await findActivePackage(db, input.packageId);
  if (!pkg) {
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: 'This package is no longer offered. Please reload the page to see the current packages.',
    });
  }
  const deposit = depositDueCents(pkg.priceCents);
  // A package names its style and granite in words, not a monument's inches: the cemetery is kept
  // with its section's notes and fees, and its rules are talked through with the family (decision 283).
  const cemetery = await cemeteryForRecord(db, input.cemeteryChoice, { name: input.cemetery, town: input.town });
  const { id, created } = await db.transaction().execute(async (trx) => {
    const result = await insertCommitmentOnce(trx, {
      submissionKey: input.submissionKey,
      packageId: pkg.id,
      packageName: pkg.name,
      packagePriceCents: pkg.priceCents,
      depositDueCents: deposit,
      name: input.name,
      email: input.email,
      phone: input.phone,
      office: input.office,
      cemetery: cemetery.name ?? undefined,
      town: cemetery.town ?? undefined,
      cemeteryCheck: cemetery.check,
      timeline: input.timeline,
      notes: input.notes,
      sourcePage: input.sourcePage,
      ipHash,
    });
    if (result.created) {
      await insertEvent(trx, {
        commitmentId: result.id,
        stage: 'new',
        detail: `Reserved online: ${pkg.name}, ${formatPrice(pkg.priceCents)}`,
        byEmail: null,
      });
      await recordEvent(trx, 'package_reservation.created', {
        commitmentId: result.id,
        reference: commitmentReference(result.id),
        packageId: pkg.id,
        packageName: pkg.name,
        packagePriceCents: pkg.priceCents,
        depositDueCents: deposit,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        office: input.office,
        cemetery: cemetery.name,
        town: cemetery.town,
        timeline: input.timeline,
        notes: input.notes ?? null,
        sourcePage: input.sourcePage ?? null,
      });
    }
    return result;
  });
  const stored = await getCommitment(db, id);
  return {
    id,
    reference: commitmentReference(id),
    created,
    packageName: stored?.packageName ?? pkg.name,
    depositDueCents: stored?.depositDueCents ?? deposit,
  };
}

/** One commitment as staff see it: the record, its guarantee and saving, and its history. */
export async function commitmentDetail(db: AppDb, id: number) {
  const commitment = await getCommitment(db, id);
  if (!commitment) return null;
  const events = await listEvents(db, id);
  return { ...withGuarantee(commitment), events };
}

export function withGuarantee(c: Commitment) {
  return { ...c, guarantee: guaranteeOf(c.packagePriceCents, c.finalPriceCents) };
}

const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
const commitmentNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'That commitment no longer exists.' });

/**
 * The stage rules (decision record 081): closed and cancelled are final; a cancellation needs
 * a reason; "deposit received" needs the amount and the day; no later stage without the
 * deposit on record; "closed" only after "installed" and with the final price recorded.
 * Moving back one or more working stages is allowed, to correct a slip.
 */
export function checkStageChange(current: Commitment, change: StageChange): string | null {
  if (current.stage === change.stage) return `This commitment is already at “${commitmentStageLabels[change.stage]}”.`;
  if (current.stage === 'closed') return 'This commitment is closed; its stage can no longer change.';
  if (current.stage === 'cancelled') return 'This commitment was cancelled; its stage can no longer change.';
  if (change.stage === 'cancelled') return change.reason ? null : 'Please give the reason for cancelling.';
  if (change.stage === 'deposit_received' && (!change.depositCents || !change.depositReceivedOn)) {
    return 'Please enter the deposit amount and the date it was received.';
  }
  const depositOnRecord = (current.depositCents != null && current.depositReceivedOn != null) || !!change.depositCents;
  if (stagesNeedingDeposit.includes(change.stage) && !depositOnRecord) {
    return `Please record the deposit before moving to “${commitmentStageLabels[change.stage]}”.`;
  }
  if (change.stage === 'closed') {
    if (current.stage !== 'installed') return 'A commitment is closed only after the memorial is installed.';
    if (current.finalPriceCents == null) return 'Please record the final price before closing.';
  }
  return null;
}

export async function changeStage(db: AppDb, change: StageChange, byEmail: string) {
  if (change.depositReceivedOn && change.depositReceivedOn > inZone((await readBusinessFacts(db)).timeZone).today()) {
    throw refuse('The deposit date cannot be in the future.');
  }
  await db.transaction().execute(async (trx) => {
    const current = await getCommitmentForUpdate(trx, change.id);
    if (!current) throw commitmentNotFound();
    const problem = checkStageChange(current, change);
    if (problem) throw refuse(problem);
    const withDeposit = change.stage === 'deposit_received';
    await updateCommitment(trx, change.id, {
      stage: change.stage,
      ...(withDeposit ? { depositCents: change.depositCents, depositReceivedOn: change.depositReceivedOn } : {}),
      ...(change.stage === 'cancelled' ? { cancelReason: change.reason ?? null } : {}),
      ...(change.stage === 'closed' ? { closedAt: new Date() } : {}),
    });
    const from = commitmentStageLabels[current.stage];
    const to = commitmentStageLabels[change.stage];
    let detail = `${from} → ${to}`;
    if (withDeposit) detail += `: ${formatPrice(change.depositCents!)} received on ${change.depositReceivedOn}`;
    if (change.stage === 'cancelled') detail += `: ${change.reason}`;
    await insertEvent(trx, { commitmentId: change.id, stage: change.stage, detail, byEmail });
  });
  return (await commitmentDetail(db, change.id))!;
}

export async function recordFinalPrice(db: AppDb, id: number, finalPriceCents: number, byEmail: string) {
  await db.transaction().execute(async (trx) => {
    const current = await getCommitmentForUpdate(trx, id);
    if (!current) throw commitmentNotFound();
    if (current.stage === 'closed' || current.stage === 'cancelled') {
      throw refuse('This commitment is finished; its final price can no longer change.');
    }
    if (current.stage === 'new') throw refuse('Please record the deposit before the final price.');
    await updateCommitment(trx, id, { finalPriceCents });
    const g = guaranteeOf(current.packagePriceCents, finalPriceCents)!;
    const verdict = g.kept
      ? `guarantee kept, saving ${formatPrice(g.savingCents)} (${g.savingPercent}%)`
      : 'GUARANTEE BROKEN: not below the package price';
    await insertEvent(trx, {
      commitmentId: id,
      stage: null,
      detail: `Final price recorded: ${formatPrice(finalPriceCents)} against ${formatPrice(current.packagePriceCents)}; ${verdict}`,
      byEmail,
    });
  });
  return (await commitmentDetail(db, id))!;
}

export async function saveCommitmentNotes(db: AppDb, id: number, staffNotes: string | null) {
  const current = await getCommitment(db, id);
  if (!current) throw commitmentNotFound();
  await updateCommitment(db, id, { staffNotes });
  return (await commitmentDetail(db, id))!;
}

/** For the dashboard chart: package reservations per day since `since`, days in the offices' zone. */
export function reservationsPerDay(db: AppDb, since: Date, timeZone: string) {
  return countCommitmentsPerDay(db, since, timeZone);
}

/** For the dashboard: reservations nobody has handled yet. */
export function countCommitmentsAwaitingCall(db: AppDb): Promise<number> {
  return countNewCommitments(db);
}

export type StageName = CommitmentStage;

/** Packages and the page's copy in the content archive (decision record 120). */
export { packagesArchive, pageCopyArchive } from './value-engineering.archive';

// ---------------------------------------------------------------------------------------------
// For orders (issue 19): staff open an order from a reservation in one click.

/** One reservation, or null. */
export function findCommitmentForOrder(db: AppDb, id: number): Promise<Commitment | null> {
  return getCommitment(db, id);
}

/** The cemetery check a reservation keeps (JSON as stored), for the order opened from it. */
export function commitmentCemeteryCheckForOrder(db: AppDb, id: number) {
  return getCommitmentCemeteryCheck(db, id);
}

/** The newest reservations that are not cancelled, for the "open an order from..." list. */
export async function recentCommitments(db: AppDb, limit = 10): Promise<Commitment[]> {
  const page = await listCommitmentsForOrders(db, { page: 1 }, limit * 2);
  return page.items.filter((c) => c.stage !== 'cancelled').slice(0, limit);
}
