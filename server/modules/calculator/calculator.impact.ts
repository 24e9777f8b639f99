import type { AppDb } from '#db/create-db';
import { listVersions, draftChangesAfter } from './calculator.repository';
import { configurationSchema, type Configuration, type SectionName } from './calculator.schema';
import { designLabel } from './calculator.choices';
import { describeIssue, SECTIONS } from './calculator.document';
import { fromSentence } from './calculator.from-price';
import { compiledDraft, getPublished } from './calculator.service';
import { price, type Breakdown } from './engine/engine';
import type { CompiledPricing } from './engine/compile';
import { PricingError } from './engine/errors';
import { whyUnchanged } from './engine/why-unchanged';

/**
 * The draft beside the published version: one design priced by both (the test screen), what
 * publishing would change for families (the impact table and its summary), and the overview.
 */

type PriceResult =
  | { ok: true; breakdown: Breakdown }
  | { ok: false; message: string; path: string | null; position: number | null };

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
  // Each design named with its sizes, as the version that offers it has them.
  for (const t of published?.document.templates ?? []) keys.set(t.key, designLabel(t, published!.document.partTypes));
  for (const t of draft.document.templates) keys.set(t.key, designLabel(t, draft.document.partTypes));
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
