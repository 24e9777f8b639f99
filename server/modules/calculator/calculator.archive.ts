import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { archiveSection, jsonColumn, stableJson } from '../shared/content-archive';
import { pricingConfigSchema, type PricingConfig } from './calculator.schema';
import { ensureDraftRow, getDraftRow, getVersion, insertVersion, writeDraft } from './calculator.repository';

const calculatorRecord = z.object({
  configuration: z.literal('price-calculator'),
  /** The configuration families price with; null when nothing was published yet. */
  published: pricingConfigSchema.nullable(),
  /** The draft staff are editing. */
  draft: pricingConfigSchema.nullable(),
});
type CalculatorRecord = {
  configuration: 'price-calculator';
  published: PricingConfig | null;
  draft: PricingConfig | null;
};

const readDocument = (raw: unknown) => {
  const parsed = pricingConfigSchema.safeParse(jsonColumn(raw));
  return parsed.success ? parsed.data : null;
};

async function currentConfiguration(db: AppDb): Promise<CalculatorRecord | null> {
  const version = await getVersion(db, 'latest');
  const draft = await getDraftRow(db);
  if (!version && !draft) return null;
  return {
    configuration: 'price-calculator',
    published: version ? readDocument(version.document) : null,
    draft: draft ? readDocument(draft.document) : null,
  };
}

/**
 * The price calculator's configuration in the content archive: the published version and the
 * draft. A different published configuration is imported as a new version (the history keeps
 * the site's own), so estimates already given still point at the version they were priced with.
 */
export const calculatorArchive = archiveSection<CalculatorRecord>({
  name: 'calculator',
  label: 'Price calculator',
  record: calculatorRecord as z.ZodType<CalculatorRecord>,
  keyOf: (r) => r.configuration,
  labelOf: () => 'Price calculator configuration',
  async exportRecords(db: AppDb) {
    const current = await currentConfiguration(db);
    return current ? [current] : [];
  },
  currentRecord: currentConfiguration,
  // An archive without a published configuration (or draft) leaves the site's as it is.
  isSame: (record, current) =>
    (!record.published || stableJson(record.published) === stableJson(current.published)) &&
    (!record.draft || stableJson(record.draft) === stableJson(current.draft)),
  async writeRecord(db, record, current) {
    if (record.published && stableJson(record.published) !== stableJson(current?.published ?? null)) {
      await insertVersion(db, {
        document: record.published,
        note: 'Imported from a content archive',
        publishedBy: null,
        restoredFrom: null,
      });
    }
    if (record.draft && stableJson(record.draft) !== stableJson(current?.draft ?? null)) {
      await ensureDraftRow(db, record.draft);
      const row = await getDraftRow(db, { lock: true });
      await writeDraft(db, record.draft, (row?.revision ?? 0) + 1, null);
    }
  },
});
