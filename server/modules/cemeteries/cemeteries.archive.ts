import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { STONE_KINDS } from '../design/design.choices';
import { archiveSection } from '../shared/content-archive';
import { CONFIRMATION_SOURCES, FOUNDATION_BY, STATE_CODES } from './cemeteries.choices';
import {
  allCemeteries,
  findCemetery,
  replaceSections,
  toCemeteryRecord,
  upsertCemetery,
  type CemeteryRecord,
} from './cemeteries.repository';
import { cemeterySlugSchema } from './cemeteries.schema';

const inches = z.number().positive().max(240).nullable();
const cents = z.number().int().min(0).max(10_000_000).nullable();

const sectionRecord = z.object({
  name: z.string().trim().min(1).max(80),
  kindsAllowed: z.array(z.enum(STONE_KINDS)).min(1).max(STONE_KINDS.length),
  maxHeightIn: inches,
  maxWidthIn: inches,
  maxDepthIn: inches,
  baseMaxHeightIn: inches,
  baseMaxWidthIn: inches,
  baseMaxDepthIn: inches,
  baseRequired: z.boolean(),
  foundationRequired: z.boolean(),
  foundationBy: z.enum(FOUNDATION_BY).nullable(),
  graniteColors: z
    .array(z.string().regex(/^[a-z0-9_]{1,60}$/))
    .max(60)
    .nullable(),
  bronzeOnly: z.boolean(),
  vasesAllowed: z.boolean(),
  settingFeeCents: cents,
  permitFeeCents: cents,
  approvalLeadDays: z.number().int().min(0).max(365).nullable(),
  notes: z.string().max(4000),
  confirmedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  confirmedSource: z.enum(CONFIRMATION_SOURCES).nullable(),
  confirmedBy: z.string().trim().min(1).max(120).nullable(),
});

const cemeteryRecord = z
  .object({
    slug: cemeterySlugSchema,
    name: z.string().trim().min(1).max(120),
    town: z.string().trim().min(1).max(80),
    county: z.string().max(80),
    state: z.enum(STATE_CODES as [string, ...string[]]),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    phone: z.string().max(40),
    email: z.string().max(254),
    website: z.string().max(300),
    officeHours: z.string().max(300),
    notes: z.string().max(4000),
    placeholder: z.boolean(),
    sections: z.array(sectionRecord).min(1).max(100),
  })
  .refine((c) => (c.latitude === null) === (c.longitude === null), { error: 'latitude and longitude go together' })
  .refine((c) => c.sections.every((s) => s.foundationBy === null || s.foundationRequired), {
    error: 'who pours a foundation is said only when one is required',
  })
  .refine(
    (c) =>
      c.sections.every(
        (s) => [s.confirmedOn, s.confirmedSource, s.confirmedBy].filter((v) => v === null).length % 3 === 0,
      ),
    { error: 'a confirmation has its date, source and who, or none' },
  )
  .refine((c) => new Set(c.sections.map((s) => s.name.toLowerCase())).size === c.sections.length, {
    error: 'a section name appears twice',
  });

/** The cemeteries and their rules in the content archive (decision 266), matched by slug. */
export const cemeteriesArchive = archiveSection<CemeteryRecord>({
  name: 'cemeteries',
  label: 'Cemeteries',
  record: cemeteryRecord,
  keyOf: (c) => c.slug,
  labelOf: (c) => `Cemetery: ${c.name}, ${c.town} ${c.state}`,
  async exportRecords(db: AppDb) {
    return (await allCemeteries(db)).map(toCemeteryRecord);
  },
  async currentRecord(db, record) {
    const stored = await findCemetery(db, { slug: record.slug });
    return stored ? toCemeteryRecord(stored) : null;
  },
  async writeRecord(db, record) {
    const id = await upsertCemetery(db, record);
    await replaceSections(db, id, record.sections);
  },
});
