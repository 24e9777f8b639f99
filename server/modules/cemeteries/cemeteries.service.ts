import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { defaultSection, slugFor } from './cemeteries.choices';
import {
  allCemeteries,
  cemeteryOfSection,
  confirmSection,
  deleteCemetery,
  deleteSection,
  existingSlugs,
  findCemetery,
  insertCemetery,
  insertSection,
  listCemeteries,
  replaceSections,
  touchCemetery,
  updateCemetery,
  updateSection,
  upsertCemetery,
  toCemeteryRecord,
  type CemeteryRecord,
} from './cemeteries.repository';
import { findHistory, insertHistory, listHistory, markUndone } from './cemetery-history.repository';
import type { CemeteryFields, CemeteryListFilters, SectionFields } from './cemeteries.schema';
export { cemeteriesArchive } from './cemeteries.archive';
export { cemeteryForRecord, UNKNOWN_CEMETERY_MESSAGE, type RecordedCemetery } from './cemeteries.records';
export {
  cemeteryCheck,
  chosenSection,
  graniteColorChoices,
  publishedCemetery,
  searchCemeteries,
  type ChosenSection,
} from './cemeteries.family';
import { cemeteriesToCsv, csvToCemeteries, type CsvProblem } from './cemeteries-csv';

/** Who made a change: a staff member, or the command line / demo seed (no user). */
export interface CemeteryActor {
  id: string | null;
  email: string;
}

const notFound = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'That cemetery no longer exists. Please reload the page.' });
const sectionGone = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'That section no longer exists. Please reload the page.' });

const toRecord = toCemeteryRecord;

/** A record as text with its keys in one order, to tell whether two are the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

async function recordOf(db: AppDb, id: number) {
  const stored = await findCemetery(db, { id });
  return stored ? toRecord(stored) : null;
}

/** The staff list (decision 219). */
export function listCemeteriesForStaff(db: AppDb, filters: CemeteryListFilters) {
  return listCemeteries(db, filters);
}

export async function cemeteryForStaff(db: AppDb, id: number) {
  const cemetery = await findCemetery(db, { id });
  if (!cemetery) throw notFound();
  return cemetery;
}

/** A new cemetery with one section, "Whole cemetery", allowing the four usual kinds. */
export async function createCemetery(
  db: AppDb,
  actor: CemeteryActor,
  input: { slug: string | null; fields: CemeteryFields },
) {
  const slug = input.slug ?? slugFor(input.fields.name, input.fields.town);
  if (!slug) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Enter a name made of letters or numbers.' });
  return db.transaction().execute(async (trx) => {
    if ((await existingSlugs(trx, [slug])).size > 0) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: `A cemetery with the address name "${slug}" is already listed. Open it from the list, or choose another address name.`,
      });
    }
    const id = await insertCemetery(trx, slug, input.fields);
    await insertSection(trx, id, defaultSection());
    const after = await recordOf(trx, id);
    await insertHistory(trx, { slug, action: 'create', userId: actor.id, email: actor.email, before: null, after });
    return { id, slug };
  });
}

/** Runs one staff change on a cemetery and logs it with the cemetery before and after. */
async function changeCemetery<T>(
  db: AppDb,
  actor: CemeteryActor,
  id: number,
  change: (trx: AppDb, before: CemeteryRecord) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const before = await recordOf(trx, id);
    if (!before) throw notFound();
    const result = await change(trx, before);
    await touchCemetery(trx, id);
    const after = await recordOf(trx, id);
    if (canonical(before) !== canonical(after)) {
      await insertHistory(trx, {
        slug: before.slug,
        action: 'update',
        userId: actor.id,
        email: actor.email,
        before,
        after,
      });
    }
    return result;
  });
}

export function updateCemeteryFacts(db: AppDb, actor: CemeteryActor, id: number, fields: CemeteryFields) {
  return changeCemetery(db, actor, id, async (trx) => {
    await updateCemetery(trx, id, fields);
    return { id };
  });
}

export async function removeCemetery(db: AppDb, actor: CemeteryActor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await recordOf(trx, id);
    if (!before) throw notFound();
    await deleteCemetery(trx, id);
    await insertHistory(trx, {
      slug: before.slug,
      action: 'delete',
      userId: actor.id,
      email: actor.email,
      before,
      after: null,
    });
  });
  return { ok: true as const };
}

const duplicateSection = (name: string) =>
  new TRPCError({
    code: 'CONFLICT',
    message: `This cemetery already has a section named "${name}". Choose another name.`,
  });

/** Adds a section (no `sectionId`) or saves one. */
export function saveSection(
  db: AppDb,
  actor: CemeteryActor,
  input: { cemeteryId: number; sectionId: number | null; fields: SectionFields },
) {
  return changeCemetery(db, actor, input.cemeteryId, async (trx) => {
    const current = await findCemetery(trx, { id: input.cemeteryId });
    const others = (current?.sections ?? []).filter((s) => s.id !== input.sectionId);
    if (others.some((s) => s.name.toLowerCase() === input.fields.name.toLowerCase()))
      throw duplicateSection(input.fields.name);
    if (input.sectionId === null) return { sectionId: await insertSection(trx, input.cemeteryId, input.fields) };
    if (!current?.sections.some((s) => s.id === input.sectionId)) throw sectionGone();
    await updateSection(trx, input.sectionId, input.fields);
    return { sectionId: input.sectionId };
  });
}

export async function removeSection(db: AppDb, actor: CemeteryActor, sectionId: number) {
  const cemeteryId = await cemeteryOfSection(db, sectionId);
  if (cemeteryId === null) throw sectionGone();
  return changeCemetery(db, actor, cemeteryId, async (trx, before) => {
    if (before.sections.length <= 1) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'A cemetery keeps at least one section. Edit this one instead, or delete the cemetery.',
      });
    }
    await deleteSection(trx, sectionId);
    return { ok: true as const };
  });
}

/** Staff confirm a section's rules: the date, where they came from and who spoke to the cemetery. */
export async function confirmSectionRules(
  db: AppDb,
  actor: CemeteryActor,
  input: {
    sectionId: number;
    confirmedOn: string;
    confirmedSource: 'phone' | 'printed' | 'website';
    confirmedBy: string;
  },
) {
  const cemeteryId = await cemeteryOfSection(db, input.sectionId);
  if (cemeteryId === null) throw sectionGone();
  return changeCemetery(db, actor, cemeteryId, async (trx) => {
    await confirmSection(trx, input.sectionId, input);
    return { ok: true as const };
  });
}

export function cemeteryHistory(db: AppDb, slug?: string) {
  return listHistory(db, slug, 50);
}

/**
 * Undoes one logged change, as the settings' history does: only while the cemetery is still as
 * that change left it; the undo is logged too. A deleted cemetery comes back; a created one goes.
 */
export async function undoCemeteryChange(db: AppDb, actor: CemeteryActor, historyId: number) {
  return db.transaction().execute(async (trx) => {
    const entry = await findHistory(trx, historyId);
    if (!entry) throw new TRPCError({ code: 'NOT_FOUND', message: 'That change is not in the history.' });
    if (entry.undoneAt) throw new TRPCError({ code: 'CONFLICT', message: 'That change has already been undone.' });
    const stored = await findCemetery(trx, { slug: entry.cemeterySlug });
    const current = stored ? toRecord(stored) : null;
    if (canonical(current) !== canonical(entry.after)) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This cemetery has been changed again since. Undo the later change first.',
      });
    }
    if (entry.before === null) {
      if (stored) await deleteCemetery(trx, stored.id);
    } else {
      const id = await upsertCemetery(trx, entry.before);
      await replaceSections(trx, id, entry.before.sections);
    }
    await markUndone(trx, historyId);
    await insertHistory(trx, {
      slug: entry.cemeterySlug,
      action: 'undo',
      userId: actor.id,
      email: actor.email,
      before: current,
      after: entry.before,
      undoOf: historyId,
    });
    return { slug: entry.cemeterySlug, restored: entry.before !== null };
  });
}

/** Every cemetery as one CSV file (one row per section). */
export async function cemeteriesCsv(db: AppDb) {
  const cemeteries = await allCemeteries(db);
  return { count: cemeteries.length, csv: cemeteriesToCsv(cemeteries.map(toRecord)) };
}

export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Writes `cemeteries` in one transaction, by slug: a new slug is added, a known one has its facts
 * and sections replaced (logged, so it can be undone), an identical one is left alone. With
 * `onlyNew`, known slugs are left as staff keep them (the demo seed).
 */
export async function importCemeteries(
  db: AppDb,
  actor: CemeteryActor,
  cemeteries: readonly CemeteryRecord[],
  options: { onlyNew?: boolean; onProgress?: (done: number, total: number, slug: string) => void } = {},
): Promise<ImportOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome: ImportOutcome = { created: 0, updated: 0, unchanged: 0 };
    let done = 0;
    for (const cemetery of cemeteries) {
      const stored = await findCemetery(trx, { slug: cemetery.slug });
      const before = stored ? toRecord(stored) : null;
      if (before && (options.onlyNew || canonical(before) === canonical(cemetery))) {
        outcome.unchanged++;
      } else {
        const id = await upsertCemetery(trx, cemetery);
        await replaceSections(trx, id, cemetery.sections);
        const after = await recordOf(trx, id);
        await insertHistory(trx, {
          slug: cemetery.slug,
          action: 'import',
          userId: actor.id,
          email: actor.email,
          before,
          after,
        });
        if (before) outcome.updated++;
        else outcome.created++;
      }
      options.onProgress?.(++done, cemeteries.length, cemetery.slug);
    }
    return outcome;
  });
}

export type CsvImportResult = ({ ok: true } & ImportOutcome) | { ok: false; problems: CsvProblem[] };

/** A CSV file imported whole, or refused whole with each bad row's line number. */
export async function importCemeteriesCsv(
  db: AppDb,
  actor: CemeteryActor,
  csv: string,
  options: { onProgress?: (done: number, total: number, slug: string) => void } = {},
): Promise<CsvImportResult> {
  const reading = csvToCemeteries(csv);
  if (!reading.ok) return reading;
  return { ok: true, ...(await importCemeteries(db, actor, reading.cemeteries, options)) };
}

/** The demo seed's cemeteries, added only where their slug is free: staff edits are never replaced. */
export async function seedDemoCemeteries(db: AppDb): Promise<number> {
  const { demoCemeteries } = await import('./cemeteries.seed-data');
  const outcome = await importCemeteries(db, { id: null, email: 'demo seed' }, demoCemeteries, { onlyNew: true });
  return outcome.created;
}
