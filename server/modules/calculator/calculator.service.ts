import { readBusinessFacts } from '../settings/settings.service';
import { inZone } from '../shared/time';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { fromSentence, mainPartOf } from './calculator.from-price';
import { pricingConfigSchema, type Configuration, type PricingConfig, type SectionName } from './calculator.schema';
import {
  draftChangesSince,
  ensureDraftRow,
  getDraftRow,
  getVersion,
  insertVersion,
  listVersions,
  logDraftChange,
  writeDraft,
} from './calculator.repository';
import {
  assertValid,
  badRequest,
  conflict,
  emptyPricingConfig,
  issuesOf,
  readDocument,
  SECTIONS,
} from './calculator.document';
import { diffDocuments, readImportFile } from './calculator.settings-file';
import { usagesOf } from './calculator.usages';
import { compilePricing, price } from './engine/engine';
import type { CompiledPricing } from './engine/compile';
import { ConfigInvalidError, type ConfigIssue } from './engine/errors';
import { byteBoundedCache, estimateBytes } from '#server/lib/memory-report';

/**
 * The calculator's configuration: a draft staff edit and immutable published versions
 * (decision 051). Every change to the draft is checked whole (every formula and reference
 * compiles) before it is saved, and refused when someone else changed the same thing since the
 * editor loaded it.
 */

export type Actor = { email: string; name: string | null } | null;
const actorName = (actor: Actor) => (actor ? (actor.name ?? actor.email) : 'the command line');

// ---------------------------------------------------------------------------------------------
// Compiled versions, parsed once each (decision 050).

// A compiled version holds its document and a parsed tree per formula: counted as four times the
// document's JSON (an estimate), within 8 MB, the least recently used dropped first (decision 223).
const compiledVersions = byteBoundedCache<string, { compiled: CompiledPricing; bytes: number }>({
  name: 'compiled price lists',
  maxBytes: 8 * 1024 * 1024,
  sizeOf: (entry) => entry.bytes,
});
/**
 * Version and draft numbers are a database's own: one process may open several databases (a test
 * worker runs many files, each on its own) and a restored backup can number a version again with
 * other prices, so the key names the database and the version's time as well as its number.
 */
const databaseNumbers = new WeakMap<AppDb, number>();
let databasesSeen = 0;
function cacheKeyOf(db: AppDb, key: string) {
  let number = databaseNumbers.get(db);
  if (number === undefined) databaseNumbers.set(db, (number = databasesSeen++));
  return `${number}:${key}`;
}
function cachedCompile(db: AppDb, key: string, document: PricingConfig): CompiledPricing {
  const cacheKey = cacheKeyOf(db, key);
  const kept = compiledVersions.get(cacheKey);
  if (kept) return kept.compiled;
  const compiled = compilePricing(document);
  compiledVersions.set(cacheKey, { compiled, bytes: estimateBytes(document) * 4 });
  return compiled;
}

// ---------------------------------------------------------------------------------------------
// The draft.

export async function getDraft(db: AppDb) {
  const row = await getDraftRow(db);
  const document = row ? readDocument(row.document) : emptyPricingConfig();
  return {
    document,
    revision: row?.revision ?? 0,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt ?? null,
    usages: usagesOf(document),
  };
}

/**
 * Runs one change of the draft in a transaction with the row locked. Refuses it when a change
 * made since `baseRevision` touched the same item (or the whole document), naming who and what.
 */
export async function changeDraft(
  db: AppDb,
  options: {
    baseRevision: number;
    actor: Actor;
    section: string;
    itemKeys: Array<string | null>;
    /** true: any change since baseRevision conflicts (publishing, importing). */
    wholeDocument?: boolean;
    apply: (document: PricingConfig) => { document: PricingConfig; summary: string };
  },
) {
  return db.transaction().execute(async (trx) => {
    await ensureDraftRow(trx, emptyPricingConfig());
    const row = (await getDraftRow(trx, { lock: true }))!;
    if (options.baseRevision > row.revision)
      throw conflict('This screen is ahead of the saved draft. Please reload the page.');
    if (options.baseRevision < row.revision) {
      const since = await draftChangesSince(trx, options.baseRevision);
      const clash = since.find(
        (change) =>
          options.wholeDocument ||
          change.itemKey === null ||
          (change.section === options.section &&
            options.itemKeys.some((key) => key === null || key === change.itemKey)),
      );
      if (clash) {
        const when = inZone((await readBusinessFacts(trx)).timeZone).time(clash.changedAt);
        throw conflict(
          `While you were editing, ${clash.changedBy ?? 'someone'} ${clash.summary} (at ${when}). ` +
            'Please reload to see their change, then make yours again.',
        );
      }
    }
    const before = readDocument(row.document);
    const { document, summary } = options.apply(structuredClone(before));
    const checked = readDocument(document);
    assertValid(checked);
    const revision = row.revision + 1;
    await writeDraft(trx, checked, revision, actorName(options.actor));
    const itemKey = options.itemKeys.length === 1 && !options.wholeDocument ? options.itemKeys[0] : null;
    await logDraftChange(trx, {
      revision,
      section: options.section,
      itemKey: options.wholeDocument ? null : (itemKey ?? null),
      summary,
      changedBy: actorName(options.actor),
    });
    return { revision };
  });
}

// ---------------------------------------------------------------------------------------------
// Publishing.

export async function hasPublishedCalculator(db: AppDb) {
  return (await getVersion(db, 'latest')) !== null;
}

export async function getPublished(db: AppDb) {
  const version = await getVersion(db, 'latest');
  if (!version) return null;
  const document = readDocument(version.document);
  return { ...version, document, compiled: cachedCompile(db, `v${version.id}:${version.publishedAt}`, document) };
}

export async function compiledDraft(db: AppDb) {
  const draft = await getDraft(db);
  let compiled: CompiledPricing | null = null;
  let issues: ConfigIssue[] = [];
  try {
    compiled = cachedCompile(db, `d${draft.revision}:${draft.updatedAt}`, draft.document);
  } catch (error) {
    if (!(error instanceof ConfigInvalidError)) throw error;
    issues = error.issues;
  }
  return { ...draft, compiled, issues };
}

export async function publishDraft(db: AppDb, input: { baseRevision: number; note: string }, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const row = await getDraftRow(trx, { lock: true });
    if (!row) throw badRequest('There is nothing to publish yet.');
    if (row.revision !== input.baseRevision) {
      const [latest] = (await draftChangesSince(trx, input.baseRevision)).slice(-1);
      throw conflict(
        `The draft changed since you looked at it${latest ? ` (${latest.changedBy ?? 'someone'} ${latest.summary})` : ''}. ` +
          'Please check the impact again, then publish.',
      );
    }
    const document = readDocument(row.document);
    assertValid(document);
    const id = await insertVersion(trx, {
      document,
      note: input.note,
      publishedBy: actorName(actor),
      restoredFrom: null,
    });
    return { versionId: id };
  });
}

export async function rollbackToVersion(db: AppDb, input: { versionId: number; note: string }, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const version = await getVersion(trx, input.versionId);
    if (!version) throw new TRPCError({ code: 'NOT_FOUND', message: 'That version no longer exists.' });
    const document = readDocument(version.document);
    const id = await insertVersion(trx, {
      document,
      note: input.note,
      publishedBy: actorName(actor),
      restoredFrom: version.id,
    });
    return { versionId: id };
  });
}

export async function versionHistory(db: AppDb) {
  return listVersions(db);
}

// ---------------------------------------------------------------------------------------------
// Pricing with the published version.

/** What a "from" figure is the price of, in one phrase (other domains' pages say it the same way). */
export { fromSentence, mainPartOf };

/** Prices with a published version already read (many variants of one configuration, one read). */
export function priceWithVersion(version: { compiled: CompiledPricing }, configuration: Configuration) {
  return price(configuration, version.compiled);
}

/** Prices one configuration with the published version (what families see). */
export async function pricePublished(db: AppDb, configuration: Configuration) {
  const published = await getPublished(db);
  if (!published) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Prices are not published yet.' });
  return { versionId: published.id, breakdown: price(configuration, published.compiled) };
}

// ---------------------------------------------------------------------------------------------
// Export and import.

export async function exportDraft(db: AppDb) {
  const { document } = await getDraft(db);
  const text = `${JSON.stringify(document, null, 2)}\n`;
  const date = inZone((await readBusinessFacts(db)).timeZone).today();
  return { filename: `calculator-settings-${date}.json`, text, bytes: Buffer.byteLength(text) };
}

export async function importPreview(db: AppDb, fileText: string) {
  const { document, problems } = readImportFile(fileText);
  if (!document) return { ok: false as const, problems, changes: [] };
  const draft = await getDraft(db);
  return {
    ok: true as const,
    problems: [],
    changes: diffDocuments(draft.document, document),
    revision: draft.revision,
  };
}

export async function importApply(db: AppDb, input: { fileText: string; baseRevision: number }, actor: Actor) {
  const { document, problems } = readImportFile(input.fileText);
  if (!document) throw badRequest(`The file has a problem at ${problems[0]!.path}: ${problems[0]!.message}`);
  return changeDraft(db, {
    baseRevision: input.baseRevision,
    actor,
    section: 'import',
    itemKeys: [null],
    wholeDocument: true,
    apply: () => ({ document, summary: 'imported a settings file into the draft' }),
  });
}

// ---------------------------------------------------------------------------------------------
// Seeding (the CLI and the demo seed).

export interface SeedProgress {
  (step: string, done: number, total: number): void;
}

/**
 * Puts `document` in the draft and publishes it, skipping each step that is already so: safe to
 * run again. Returns what it did.
 */
export async function seedCalculator(
  db: AppDb,
  raw: unknown,
  options: { note: string; progress?: SeedProgress } = { note: 'Seeded' },
) {
  const progress = options.progress ?? (() => {});
  progress('Checking the configuration', 0, 3);
  const parsed = pricingConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${z.core.toDotPath(issue.path)}: ${issue.message}`);
  }
  const document = parsed.data;
  const issues = issuesOf(document);
  if (issues.length) throw new Error(`${issues[0]!.path}: ${issues[0]!.message}`);
  progress('Writing the draft', 1, 3);
  const draft = await getDraft(db);
  let draftChanged = false;
  if (JSON.stringify(draft.document) !== JSON.stringify(document) || draft.updatedAt === null) {
    await importApply(db, { fileText: JSON.stringify(document), baseRevision: draft.revision }, null);
    draftChanged = true;
  }
  progress('Publishing', 2, 3);
  const published = await getPublished(db);
  let publishedId = published?.id ?? null;
  if (!published || JSON.stringify(published.document) !== JSON.stringify(document)) {
    const { revision } = await getDraft(db);
    publishedId = (await publishDraft(db, { baseRevision: revision, note: options.note }, null)).versionId;
  }
  progress('Done', 3, 3);
  return {
    draftChanged,
    published: publishedId !== (published?.id ?? null),
    versionId: publishedId,
    counts: Object.fromEntries(SECTIONS.map((s) => [s, document[s].length])) as Record<SectionName, number>,
  };
}

/** The calculator's configuration in the content archive (decision record 120). */
export { calculatorArchive } from './calculator.archive';
