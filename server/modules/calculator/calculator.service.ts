import { readBusinessFacts } from '../settings/settings.service';
import { inZone } from '../shared/time';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { CALCULATOR_FORMAT_VERSION, REQUIRED_FACTORS, SECTION_LABELS } from './calculator.choices';
import { fromSentence } from './calculator.from-price';
import {
  configurationSchema,
  pricingConfigSchema,
  type Configuration,
  type PricingConfig,
  type SectionName,
} from './calculator.schema';
import {
  draftChangesAfter,
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
  compilePricing,
  ConfigInvalidError,
  price,
  PricingError,
  type Breakdown,
  type CompiledPricing,
  type ConfigIssue,
} from './engine/engine';
import { evaluateFormula, FormulaError, parseFormula } from './engine/formula';
import { whyUnchanged } from './engine/why-unchanged';
import { byteBoundedCache, estimateBytes } from '#server/lib/memory-report';

/**
 * The calculator's configuration: a draft staff edit and immutable published versions
 * (decision 051). Every change to the draft is checked whole (every formula and reference
 * compiles) before it is saved, and refused when someone else changed the same thing since the
 * editor loaded it.
 */

export const SECTIONS = Object.keys(SECTION_LABELS) as SectionName[];

export function emptyPricingConfig(): PricingConfig {
  return {
    formatVersion: CALCULATOR_FORMAT_VERSION,
    colors: [],
    factors: [
      { key: 'round_to', name: 'Round totals to the nearest', value: 5, description: 'Dollars.' },
      { key: 'range_low_percent', name: 'Estimate range below', value: 5, description: 'Percent.' },
      { key: 'range_high_percent', name: 'Estimate range above', value: 10, description: 'Percent.' },
      { key: 'tax_percent', name: 'Sales tax', value: 0, description: 'Percent of the subtotal.' },
    ],
    calculations: [],
    partTypes: [],
    lookups: [],
    lineItems: [],
    addons: [],
    foundations: [],
    templates: [],
  };
}

type Actor = { email: string; name: string | null } | null;
const actorName = (actor: Actor) => (actor ? (actor.name ?? actor.email) : 'the command line');

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

// ---------------------------------------------------------------------------------------------
// Compiled versions, parsed once each (decision 050).

// A compiled version holds its document and a parsed tree per formula: counted as four times the
// document's JSON (an estimate), within 8 MB, the least recently used dropped first (decision 223).
const compiledVersions = byteBoundedCache<string, { compiled: CompiledPricing; bytes: number }>({
  name: 'compiled price lists',
  maxBytes: 8 * 1024 * 1024,
  sizeOf: (entry) => entry.bytes,
});
function cachedCompile(cacheKey: string, document: PricingConfig): CompiledPricing {
  const kept = compiledVersions.get(cacheKey);
  if (kept) return kept.compiled;
  const compiled = compilePricing(document);
  compiledVersions.set(cacheKey, { compiled, bytes: estimateBytes(document) * 4 });
  return compiled;
}

function readDocument(raw: unknown): PricingConfig {
  return pricingConfigSchema.parse(raw);
}

/** Says where a problem is in words staff know: "Part type “Base”, formula: ...". */
export function describeIssue(document: PricingConfig, issue: ConfigIssue): string {
  const match = /^(\w+)\[(\d+)\](?:\.(.*))?$/.exec(issue.path);
  const position = issue.position !== undefined ? ` (at character ${issue.position + 1})` : '';
  if (!match) return `${issue.message}${position}`;
  const [, section, index, rest] = match;
  const labels = SECTION_LABELS[section as SectionName];
  const item = (document[section as SectionName] as Array<{ name: string }> | undefined)?.[Number(index)];
  if (!labels || !item) return `${issue.message}${position}`;
  const label = labels.one.charAt(0).toUpperCase() + labels.one.slice(1);
  const field = rest ? `, ${rest.replace(/\[\d+\]/g, '').replace(/\./g, ' ')}` : '';
  return `${label} “${item.name}”${field}: ${issue.message}${position}`;
}

/**
 * Every problem of a document: formulas and references (compile), then every template must still
 * price (a formula can read well and still fail when it runs, e.g. a division by zero).
 */
function issuesOf(document: PricingConfig): ConfigIssue[] {
  let compiled: CompiledPricing;
  try {
    compiled = compilePricing(document);
  } catch (error) {
    if (error instanceof ConfigInvalidError) return error.issues;
    throw error;
  }
  const issues: ConfigIssue[] = [];
  document.templates.forEach((template, index) => {
    try {
      price(configurationSchema.parse({ templateKey: template.key }), compiled);
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
      const position = error.position !== undefined ? ` (at character ${error.position + 1})` : '';
      issues.push({
        path: `templates[${index}]`,
        message: `It can no longer be priced: ${error.message}${position}, in ${error.path.replace('configuration.', '')}`,
      });
    }
  });
  return issues;
}

function assertValid(document: PricingConfig) {
  const issues = issuesOf(document);
  if (issues.length) throw badRequest(describeIssue(document, issues[0]!));
}

// ---------------------------------------------------------------------------------------------
// What uses what (the delete confirmation names it).

function formulasOf(document: PricingConfig): Array<{ where: string; formula: string }> {
  return [
    ...document.calculations.map((c) => ({ where: `calculation “${c.name}”`, formula: c.formula })),
    ...document.partTypes.flatMap((p) => [
      { where: `part type “${p.name}”`, formula: p.formula },
      ...p.finishes.map((f) => ({ where: `finish “${f.name}” of ${p.name}`, formula: f.formula })),
    ]),
    ...document.lineItems.flatMap((l) => [
      { where: `line item “${l.name}”`, formula: l.formula },
      { where: `line item “${l.name}”`, formula: l.condition },
    ]),
    ...document.addons.map((a) => ({ where: `add-on “${a.name}”`, formula: a.formula })),
    ...document.foundations.map((f) => ({ where: `foundation “${f.name}”`, formula: f.formula })),
  ];
}

export type Usages = Partial<Record<SectionName, Record<string, string[]>>>;

/** For each item that something else uses: the list of users, in words. */
export function usagesOf(document: PricingConfig): Usages {
  const usages: Usages = {};
  const add = (section: SectionName, key: string, user: string) => {
    const bySection = (usages[section] ??= {});
    const list = (bySection[key] ??= []);
    if (!list.includes(user)) list.push(user);
  };
  for (const template of document.templates) {
    const user = `template “${template.name}”`;
    for (const part of template.configuration.parts) {
      add('partTypes', part.partType, user);
      add('colors', part.color, user);
    }
    for (const addon of template.configuration.addons) add('addons', addon.key, user);
    if (template.configuration.foundation) add('foundations', template.configuration.foundation, user);
  }
  for (const { where, formula } of formulasOf(document)) {
    let parsed;
    try {
      parsed = parseFormula(formula);
    } catch {
      continue;
    }
    for (const ref of parsed.calcRefs) add('calculations', ref, where);
    for (const ref of parsed.lookupRefs) add('lookups', ref, where);
    for (const ref of parsed.factorRefs) add('factors', ref, where);
  }
  for (const key of Object.keys(REQUIRED_FACTORS)) add('factors', key, 'the calculator itself (always needed)');
  return usages;
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
async function changeDraft(
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

type Item = { key: string; name: string };
function listOf(document: PricingConfig, section: SectionName): Item[] {
  return document[section] as unknown as Item[];
}

export async function saveDraftItem(
  db: AppDb,
  input: { baseRevision: number; originalKey: string | null; change: { section: SectionName; item: Item } },
  actor: Actor,
) {
  const { section, item } = input.change;
  const label = SECTION_LABELS[section].one;
  return changeDraft(db, {
    baseRevision: input.baseRevision,
    actor,
    section,
    itemKeys: [...new Set([input.originalKey, item.key])].filter((k): k is string => k !== null),
    apply(document) {
      const list = listOf(document, section);
      const index = input.originalKey ? list.findIndex((i) => i.key === input.originalKey) : -1;
      if (input.originalKey && index < 0)
        throw conflict(`That ${label} was removed by someone else. Please reload the page.`);
      const clash = list.findIndex((i) => i.key === item.key);
      if (clash >= 0 && clash !== index)
        throw badRequest(`Another ${label} already has the key “${item.key}”. Please choose another.`);
      if (index >= 0 && input.originalKey !== item.key) {
        const users = usagesOf(document)[section]?.[input.originalKey!];
        if (users?.length)
          throw badRequest(
            `The key “${input.originalKey}” is used by ${users.join(', ')}: keep the key, or change those first.`,
          );
      }
      if (index >= 0) list[index] = item;
      else list.push(item);
      return {
        document,
        summary: index >= 0 ? `changed the ${label} “${item.name}”` : `added the ${label} “${item.name}”`,
      };
    },
  });
}

export async function deleteDraftItem(
  db: AppDb,
  input: { baseRevision: number; section: SectionName; key: string },
  actor: Actor,
) {
  const label = SECTION_LABELS[input.section].one;
  return changeDraft(db, {
    baseRevision: input.baseRevision,
    actor,
    section: input.section,
    itemKeys: [input.key],
    apply(document) {
      const list = listOf(document, input.section);
      const index = list.findIndex((i) => i.key === input.key);
      if (index < 0) throw conflict(`That ${label} was already removed. Please reload the page.`);
      const users = usagesOf(document)[input.section]?.[input.key];
      if (users?.length)
        throw badRequest(`“${list[index]!.name}” is used by ${users.join(', ')}. Change those first, then delete it.`);
      const removed = list.splice(index, 1)[0]!;
      return { document, summary: `deleted the ${label} “${removed.name}”` };
    },
  });
}

export async function reorderDraftSection(
  db: AppDb,
  input: { baseRevision: number; section: SectionName; keys: string[] },
  actor: Actor,
) {
  return changeDraft(db, {
    baseRevision: input.baseRevision,
    actor,
    section: input.section,
    itemKeys: [null],
    apply(document) {
      const list = listOf(document, input.section);
      const byKey = new Map(list.map((i) => [i.key, i]));
      if (input.keys.length !== list.length || input.keys.some((k) => !byKey.has(k)))
        throw conflict('The list changed while you were reordering it. Please reload the page.');
      (document[input.section] as unknown as Item[]) = input.keys.map((k) => byKey.get(k)!);
      return { document, summary: `reordered the ${SECTION_LABELS[input.section].many}` };
    },
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
  return { ...version, document, compiled: cachedCompile(`v${version.id}`, document) };
}

async function compiledDraft(db: AppDb) {
  const draft = await getDraft(db);
  let compiled: CompiledPricing | null = null;
  let issues: ConfigIssue[] = [];
  try {
    compiled = cachedCompile(`d${draft.revision}:${draft.updatedAt}`, draft.document);
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
// Pricing, impact, the test screen, the formula builder.

type PriceResult =
  { ok: true; breakdown: Breakdown } | { ok: false; message: string; path: string | null; position: number | null };

function tryPrice(configuration: Configuration, compiled: CompiledPricing | null, missing: string): PriceResult {
  if (!compiled) return { ok: false, message: missing, path: null, position: null };
  try {
    return { ok: true, breakdown: price(configuration, compiled) };
  } catch (error) {
    if (error instanceof PricingError)
      return { ok: false, message: error.message, path: error.path, position: error.position ?? null };
    throw error;
  }
}

/** Prices one configuration with the published version (what families see). */
export { fromSentence };

/** Prices with a published version already read (many variants of one configuration, one read). */
export function priceWithVersion(version: { compiled: CompiledPricing }, configuration: Configuration) {
  return price(configuration, version.compiled);
}

export async function pricePublished(db: AppDb, configuration: Configuration) {
  const published = await getPublished(db);
  if (!published) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Prices are not published yet.' });
  return { versionId: published.id, breakdown: price(configuration, published.compiled) };
}

export async function testPrice(db: AppDb, configuration: Configuration) {
  const [draft, published] = await Promise.all([compiledDraft(db), getPublished(db)]);
  const draftMissing = draft.issues.length
    ? `The draft has a problem: ${describeIssue(draft.document, draft.issues[0]!)}`
    : 'There is no draft.';
  return {
    draft: tryPrice(configuration, draft.compiled, draftMissing),
    published: tryPrice(configuration, published?.compiled ?? null, 'Nothing is published yet.'),
    publishedVersionId: published?.id ?? null,
  };
}

/**
 * What changes for families: every template's "from" figure (the low end of its range, the figure
 * the public calculator's card shows, in the same words) by the draft beside the published version.
 */
export async function impactTable(db: AppDb) {
  const [draft, published] = await Promise.all([compiledDraft(db), getPublished(db)]);
  const keys = new Map<string, string>();
  for (const t of published?.document.templates ?? []) keys.set(t.key, t.name);
  for (const t of draft.document.templates) keys.set(t.key, t.name);
  const breakdown = (compiled: CompiledPricing | null | undefined, key: string) => {
    if (!compiled?.templates.has(key)) return null;
    const result = tryPrice(configurationSchema.parse({ templateKey: key }), compiled, '');
    return result.ok ? result.breakdown : null;
  };
  const words = (key: string, cents: number | null) => {
    const template = published?.document.templates.find((t) => t.key === key);
    return template && cents !== null ? fromSentence(published!.document, template.configuration, cents) : null;
  };
  return [...keys].map(([key, name]) => {
    const draftPrice = breakdown(draft.compiled, key);
    const publishedPrice = breakdown(published?.compiled, key);
    // The "from" figure families see (the low end of the range), as the public cards show it.
    const draftCents = draftPrice?.range.lowCents ?? null;
    const publishedCents = publishedPrice?.range.lowCents ?? null;
    const differenceCents = draftCents !== null && publishedCents !== null ? draftCents - publishedCents : null;
    return {
      key,
      name,
      publishedWords: words(key, publishedCents),
      draftCents,
      publishedCents,
      differenceCents,
      differencePercent:
        differenceCents !== null && publishedCents ? Math.round((differenceCents / publishedCents) * 1000) / 10 : null,
      /** Why the price stays the same although the draft's change reaches this design (decision 191). */
      unchangedReason:
        differenceCents === 0 && draftPrice && publishedPrice
          ? whyUnchanged(draftPrice, publishedPrice, draft.document.factors)
          : null,
    };
  });
}

/** "9 designs change, the largest by +18.7%": what publishing would do, for the confirmation. */
export function impactSummary(rows: Awaited<ReturnType<typeof impactTable>>): string {
  const changed = rows.filter((r) => r.differenceCents !== null && r.differenceCents !== 0);
  const added = rows.filter((r) => r.publishedCents === null && r.draftCents !== null).length;
  const removed = rows.filter((r) => r.draftCents === null && r.publishedCents !== null).length;
  const designs = (n: number) => `${n} design${n === 1 ? '' : 's'}`;
  const parts: string[] = [];
  if (changed.length) {
    const largest = changed.reduce((a, b) =>
      Math.abs(b.differencePercent ?? 0) > Math.abs(a.differencePercent ?? 0) ? b : a,
    );
    const percent = largest.differencePercent ?? 0;
    const by = `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)}%`;
    parts.push(
      changed.length === 1
        ? `1 design changes, by ${by} (${largest.name})`
        : `${designs(changed.length)} change, the largest by ${by} (${largest.name})`,
    );
  }
  if (added) parts.push(`${designs(added)} ${added === 1 ? 'is' : 'are'} new`);
  if (removed) parts.push(`${designs(removed)} ${removed === 1 ? 'is' : 'are'} no longer offered`);
  return parts.length ? `${parts.join('; ')}.` : 'No design changes price.';
}

export async function calculatorOverview(db: AppDb) {
  const [draft, published, versions] = await Promise.all([compiledDraft(db), getPublished(db), listVersions(db, 50)]);
  const unpublished = await draftChangesAfter(db, published ? new Date(published.publishedAt) : null, 50);
  const impact = await impactTable(db);
  return {
    draft: {
      revision: draft.revision,
      updatedBy: draft.updatedBy,
      updatedAt: draft.updatedAt,
      problems: draft.issues.slice(0, 10).map((issue) => describeIssue(draft.document, issue)),
      counts: Object.fromEntries(SECTIONS.map((s) => [s, draft.document[s].length])) as Record<SectionName, number>,
    },
    published: published
      ? {
          id: published.id,
          note: published.note,
          publishedBy: published.publishedBy,
          publishedAt: published.publishedAt,
        }
      : null,
    unpublishedChanges: unpublished,
    versions,
    impact,
    impactSummary: impactSummary(impact),
  };
}

/** The formula builder: checks a formula as typed and runs it on sample values. */
export async function checkFormula(db: AppDb, input: { formula: string; sample: Record<string, number> }) {
  const draft = await compiledDraft(db);
  let parsed;
  try {
    parsed = parseFormula(input.formula);
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false as const, message: error.message, position: error.position };
    throw error;
  }
  const document = draft.document;
  const missing = [
    ...[...parsed.calcRefs]
      .filter((r) => !document.calculations.some((c) => c.key === r))
      .map((r) => `calculation “${r}”`),
    ...[...parsed.lookupRefs]
      .filter((r) => !document.lookups.some((l) => l.key === r))
      .map((r) => `lookup table “${r}”`),
    ...[...parsed.factorRefs]
      .filter((r) => !document.factors.some((f) => f.key === r))
      .map((r) => `pricing factor “${r}”`),
  ];
  if (missing.length)
    return {
      ok: false as const,
      message: `There is no ${missing[0]}`,
      position: Math.max(0, input.formula.indexOf(missing[0]!.split('“')[1]!.slice(0, -1)) - 1),
    };
  const steps: string[] = [];
  const factors = new Map(document.factors.map((f) => [f.key, f.value]));
  const calcs = new Map(document.calculations.map((c) => [c.key, c.formula]));
  const stack: string[] = [];
  // Each calculation worked out once (the same sample values throughout), as the engine does.
  const done = new Map<string, number>();
  const scope = {
    variable: (name: string) => input.sample[name] ?? 0,
    lookup(table: string, key: number, fallback?: number) {
      const lookup = document.lookups.find((l) => l.key === table)!;
      const row = lookup.rows.find((r) => key >= r.from && (r.to === null || key <= r.to));
      const value = row ? row.value : fallback;
      if (value === undefined) throw new Error(`The table “${lookup.name}” has no row for ${key}`);
      steps.push(`lookup("${table}", ${key}) = ${value}`);
      return value;
    },
    factor(name: string) {
      const value = factors.get(name)!;
      steps.push(`factor("${name}") = ${value}`);
      return value;
    },
    calc(name: string): number {
      const known = done.get(name);
      if (known !== undefined) return known;
      if (stack.includes(name))
        throw new Error(`These calculations use each other in a circle: ${[...stack, name].join(' → ')}`);
      stack.push(name);
      const value = evaluateFormula(parseFormula(calcs.get(name)!), scope);
      stack.pop();
      steps.push(`calc("${name}") = ${value}`);
      done.set(name, value);
      return value;
    },
  };
  try {
    const result = evaluateFormula(parsed, scope);
    return { ok: true as const, result, variables: [...parsed.variables], steps };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false as const, message: error.message, position: error.position };
    return { ok: false as const, message: (error as Error).message, position: 0 };
  }
}

// ---------------------------------------------------------------------------------------------
// Export and import.

export async function exportDraft(db: AppDb) {
  const { document } = await getDraft(db);
  const text = `${JSON.stringify(document, null, 2)}\n`;
  const date = inZone((await readBusinessFacts(db)).timeZone).today();
  return { filename: `calculator-settings-${date}.json`, text, bytes: Buffer.byteLength(text) };
}

export interface ImportProblem {
  path: string;
  message: string;
}
export interface ImportChange {
  section: SectionName;
  key: string;
  name: string;
  action: 'add' | 'change' | 'remove';
  fields: string[];
}

/** Reads an exported file: the document, or every problem with its path in the file. */
export function readImportFile(fileText: string): { document: PricingConfig | null; problems: ImportProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(fileText);
  } catch (error) {
    return {
      document: null,
      problems: [{ path: '(file)', message: `This is not a JSON file: ${(error as Error).message}` }],
    };
  }
  const parsed = pricingConfigSchema.safeParse(raw);
  if (!parsed.success)
    return {
      document: null,
      problems: parsed.error.issues.slice(0, 50).map((issue) => ({
        path: issue.path.length ? z.core.toDotPath(issue.path) : '(file)',
        message: issue.message,
      })),
    };
  const issues = issuesOf(parsed.data);
  if (issues.length)
    return {
      document: null,
      problems: issues.slice(0, 50).map((issue) => ({
        path: issue.path,
        message: issue.position !== undefined ? `${issue.message} (at character ${issue.position + 1})` : issue.message,
      })),
    };
  return { document: parsed.data, problems: [] };
}

export function diffDocuments(before: PricingConfig, after: PricingConfig): ImportChange[] {
  const changes: ImportChange[] = [];
  for (const section of SECTIONS) {
    const oldItems = new Map(listOf(before, section).map((i) => [i.key, i as unknown as Record<string, unknown>]));
    const newItems = listOf(after, section);
    for (const item of newItems) {
      const old = oldItems.get(item.key);
      if (!old) changes.push({ section, key: item.key, name: item.name, action: 'add', fields: [] });
      else {
        const fields = Object.keys({ ...old, ...item }).filter(
          (field) => JSON.stringify(old[field]) !== JSON.stringify((item as unknown as Record<string, unknown>)[field]),
        );
        if (fields.length) changes.push({ section, key: item.key, name: item.name, action: 'change', fields });
      }
      oldItems.delete(item.key);
    }
    for (const [key, old] of oldItems)
      changes.push({ section, key, name: String(old.name), action: 'remove', fields: [] });
    const oldOrder = listOf(before, section)
      .map((i) => i.key)
      .filter((k) => newItems.some((n) => n.key === k));
    const newOrder = newItems.map((i) => i.key).filter((k) => oldOrder.includes(k));
    if (oldOrder.join() !== newOrder.join())
      changes.push({
        section,
        key: '',
        name: `The order of the ${SECTION_LABELS[section].many}`,
        action: 'change',
        fields: ['order'],
      });
  }
  return changes;
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
