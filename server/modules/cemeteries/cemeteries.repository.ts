import { sql, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { CemeteriesTable, CemeterySectionsTable } from '#db/types';
import { STONE_KINDS, type StoneKind } from '../design/design.choices';
import { pagedList, searchMatches } from '../shared/paged-list';
import type { ConfirmationSource, FoundationBy } from './cemeteries.choices';
import type { CemeteryFields, CemeteryListFilters, SectionFields } from './cemeteries.schema';

/** A cemetery's own facts as staff keep them. */
export interface CemeteryFacts {
  slug: string;
  name: string;
  town: string;
  county: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string;
  website: string;
  officeHours: string;
  notes: string;
  placeholder: boolean;
}

/** One section's rules as stored (sizes in inches, fees in cents, the confirmation date YYYY-MM-DD). */
export interface SectionRecord {
  name: string;
  kindsAllowed: StoneKind[];
  maxHeightIn: number | null;
  maxWidthIn: number | null;
  maxDepthIn: number | null;
  baseMaxHeightIn: number | null;
  baseMaxWidthIn: number | null;
  baseMaxDepthIn: number | null;
  baseRequired: boolean;
  foundationRequired: boolean;
  foundationBy: FoundationBy | null;
  graniteColors: string[] | null;
  bronzeOnly: boolean;
  vasesAllowed: boolean;
  settingFeeCents: number | null;
  permitFeeCents: number | null;
  approvalLeadDays: number | null;
  notes: string;
  confirmedOn: string | null;
  confirmedSource: ConfirmationSource | null;
  confirmedBy: string | null;
}

/** A whole cemetery with its sections in order: what the history keeps and the CSV carries. */
export interface CemeteryRecord extends CemeteryFacts {
  sections: SectionRecord[];
}

export type StoredSection = SectionRecord & { id: number };
export type StoredCemetery = CemeteryFacts & { id: number; updatedAt: string; sections: StoredSection[] };

export const cemeteryColumns = [
  'id',
  'slug',
  'name',
  'town',
  'county',
  'state',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'office_hours',
  'notes',
  'placeholder',
  'updated_at',
] as const;

type CemeteryRow = Pick<Selectable<CemeteriesTable>, (typeof cemeteryColumns)[number]>;

const num = (value: number | string | null) => (value === null ? null : Number(value));

export function toFacts(row: CemeteryRow): CemeteryFacts & { id: number; updatedAt: string } {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    town: row.town,
    county: row.county,
    state: row.state,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    phone: row.phone,
    email: row.email,
    website: row.website,
    officeHours: row.office_hours,
    notes: row.notes,
    placeholder: row.placeholder,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const sectionColumns = [
  'id',
  'cemetery_id',
  'name',
  'kinds_allowed',
  'max_height_in',
  'max_width_in',
  'max_depth_in',
  'base_max_height_in',
  'base_max_width_in',
  'base_max_depth_in',
  'base_required',
  'foundation_required',
  'foundation_by',
  'granite_colors',
  'bronze_only',
  'vases_allowed',
  'setting_fee_cents',
  'permit_fee_cents',
  'approval_lead_days',
  'notes',
  'confirmed_source',
  'confirmed_by',
] as const;
/** The date read as text (YYYY-MM-DD), not as a Date at midnight somewhere. */
type SectionRow = Pick<Selectable<CemeterySectionsTable>, (typeof sectionColumns)[number]> &
  Record<'confirmed_on', string | null>;

function toSection(row: SectionRow): StoredSection {
  return {
    id: row.id,
    name: row.name,
    kindsAllowed: row.kinds_allowed as StoneKind[],
    maxHeightIn: num(row.max_height_in),
    maxWidthIn: num(row.max_width_in),
    maxDepthIn: num(row.max_depth_in),
    baseMaxHeightIn: num(row.base_max_height_in),
    baseMaxWidthIn: num(row.base_max_width_in),
    baseMaxDepthIn: num(row.base_max_depth_in),
    baseRequired: row.base_required,
    foundationRequired: row.foundation_required,
    foundationBy: row.foundation_by as FoundationBy | null,
    graniteColors: row.granite_colors,
    bronzeOnly: row.bronze_only,
    vasesAllowed: row.vases_allowed,
    settingFeeCents: row.setting_fee_cents,
    permitFeeCents: row.permit_fee_cents,
    approvalLeadDays: row.approval_lead_days,
    notes: row.notes,
    confirmedOn: row.confirmed_on,
    confirmedSource: row.confirmed_source as ConfirmationSource | null,
    confirmedBy: row.confirmed_by,
  };
}

async function sectionsOf(db: AppDb, cemeteryIds: number[], confirmedOnly = false) {
  if (cemeteryIds.length === 0) return new Map<number, StoredSection[]>();
  let query = db
    .selectFrom('cemetery_sections')
    .select(sectionColumns)
    .select(sql<string | null>`to_char(confirmed_on, 'YYYY-MM-DD')`.as('confirmed_on'))
    .where('cemetery_id', 'in', cemeteryIds);
  if (confirmedOnly) query = query.where('confirmed_on', 'is not', null);
  const rows = await query.orderBy('cemetery_id').orderBy('position').orderBy('id').execute();
  const map = new Map<number, StoredSection[]>();
  for (const row of rows) {
    const list = map.get(row.cemetery_id) ?? [];
    list.push(toSection(row));
    map.set(row.cemetery_id, list);
  }
  return map;
}

export interface CemeteryListItem extends CemeteryFacts {
  id: number;
  updatedAt: string;
  sectionCount: number;
  confirmedCount: number;
}

/** One page of the staff list: by name, with how many sections are confirmed. */
export function listCemeteries(db: AppDb, filters: CemeteryListFilters) {
  return pagedList(
    db.selectFrom('cemeteries').where((eb) => {
      const conditions = [];
      if (filters.state) conditions.push(eb('state', '=', filters.state));
      if (filters.q)
        conditions.push(
          eb.or(searchMatches(eb, filters.q, { columns: ['name', 'town', 'county', 'slug'], phone: 'phone' })),
        );
      return eb.and(conditions);
    }),
    { page: filters.page, pageSize: filters.pageSize },
    (query) =>
      query
        .select(cemeteryColumns)
        .select((eb) => [
          eb
            .selectFrom('cemetery_sections')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('cemetery_sections.cemetery_id', '=', 'cemeteries.id')
            .as('section_count'),
          eb
            .selectFrom('cemetery_sections')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('cemetery_sections.cemetery_id', '=', 'cemeteries.id')
            .where('cemetery_sections.confirmed_on', 'is not', null)
            .as('confirmed_count'),
        ])
        .orderBy('name')
        .orderBy('id'),
    (row): CemeteryListItem => ({
      ...toFacts(row),
      sectionCount: Number(row.section_count ?? 0),
      confirmedCount: Number(row.confirmed_count ?? 0),
    }),
  );
}

/** A cemetery with all its sections (staff), or null. */
export async function findCemetery(db: AppDb, by: { id: number } | { slug: string }): Promise<StoredCemetery | null> {
  const row = await db
    .selectFrom('cemeteries')
    .select(cemeteryColumns)
    .$call((q) => ('id' in by ? q.where('id', '=', by.id) : q.where('slug', '=', by.slug)))
    .executeTakeFirst();
  if (!row) return null;
  const sections = (await sectionsOf(db, [row.id])).get(row.id) ?? [];
  return { ...toFacts(row), sections };
}

/** Every cemetery with its sections, by state and name (the CSV export). */
export async function allCemeteries(db: AppDb): Promise<StoredCemetery[]> {
  const rows = await db
    .selectFrom('cemeteries')
    .select(cemeteryColumns)
    .orderBy('state')
    .orderBy('name')
    .orderBy('id')
    .execute();
  const sections = await sectionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toFacts(row), sections: sections.get(row.id) ?? [] }));
}

/** The slugs among `slugs` already in use. */
export async function existingSlugs(db: AppDb, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.selectFrom('cemeteries').select('slug').where('slug', 'in', slugs).execute();
  return new Set(rows.map((row) => row.slug));
}

const cemeteryValues = (facts: Omit<CemeteryFacts, 'slug'>) => ({
  name: facts.name,
  town: facts.town,
  county: facts.county,
  state: facts.state,
  latitude: facts.latitude,
  longitude: facts.longitude,
  phone: facts.phone,
  email: facts.email,
  website: facts.website,
  office_hours: facts.officeHours,
  notes: facts.notes,
  placeholder: facts.placeholder,
});

export async function insertCemetery(db: AppDb, slug: string, fields: CemeteryFields): Promise<number> {
  const row = await db
    .insertInto('cemeteries')
    .values({ slug, ...cemeteryValues(fields) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the facts of the cemetery `slug`, creating it when missing; returns its id. */
export async function upsertCemetery(db: AppDb, facts: CemeteryFacts): Promise<number> {
  const values = cemeteryValues(facts);
  const row = await db
    .insertInto('cemeteries')
    .values({ slug: facts.slug, ...values })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ ...values, updated_at: new Date() }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCemetery(db: AppDb, id: number, fields: CemeteryFields): Promise<boolean> {
  const result = await db
    .updateTable('cemeteries')
    .set({ ...cemeteryValues(fields), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function touchCemetery(db: AppDb, id: number) {
  await db.updateTable('cemeteries').set({ updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteCemetery(db: AppDb, id: number) {
  await db.deleteFrom('cemeteries').where('id', '=', id).execute();
}

const sectionValues = (fields: SectionFields | SectionRecord) => ({
  name: fields.name,
  // In the playground's order, so one set of kinds is always written the same way.
  kinds_allowed: STONE_KINDS.filter((kind) => fields.kindsAllowed.includes(kind)),
  max_height_in: fields.maxHeightIn,
  max_width_in: fields.maxWidthIn,
  max_depth_in: fields.maxDepthIn,
  base_max_height_in: fields.baseMaxHeightIn,
  base_max_width_in: fields.baseMaxWidthIn,
  base_max_depth_in: fields.baseMaxDepthIn,
  base_required: fields.baseRequired,
  foundation_required: fields.foundationRequired,
  foundation_by: fields.foundationBy,
  granite_colors: fields.graniteColors ? [...fields.graniteColors] : null,
  bronze_only: fields.bronzeOnly,
  vases_allowed: fields.vasesAllowed,
  setting_fee_cents: fields.settingFeeCents,
  permit_fee_cents: fields.permitFeeCents,
  approval_lead_days: fields.approvalLeadDays,
  notes: fields.notes,
  confirmed_on: fields.confirmedOn,
  confirmed_source: fields.confirmedSource,
  confirmed_by: fields.confirmedBy,
});

export async function insertSection(
  db: AppDb,
  cemeteryId: number,
  fields: SectionFields | SectionRecord,
): Promise<number> {
  const row = await db
    .insertInto('cemetery_sections')
    .values({
      cemetery_id: cemeteryId,
      position: sql<number>`coalesce((select max(position) + 1 from cemetery_sections where cemetery_id = ${cemeteryId}), 0)`,
      ...sectionValues(fields),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSection(db: AppDb, sectionId: number, fields: SectionFields) {
  await db
    .updateTable('cemetery_sections')
    .set({ ...sectionValues(fields), updated_at: new Date() })
    .where('id', '=', sectionId)
    .execute();
}

export async function confirmSection(
  db: AppDb,
  sectionId: number,
  confirmation: { confirmedOn: string; confirmedSource: ConfirmationSource; confirmedBy: string },
) {
  await db
    .updateTable('cemetery_sections')
    .set({
      confirmed_on: confirmation.confirmedOn,
      confirmed_source: confirmation.confirmedSource,
      confirmed_by: confirmation.confirmedBy,
      updated_at: new Date(),
    })
    .where('id', '=', sectionId)
    .execute();
}

export async function deleteSection(db: AppDb, sectionId: number) {
  await db.deleteFrom('cemetery_sections').where('id', '=', sectionId).execute();
}

/** The cemetery a section belongs to, or null. */
export async function cemeteryOfSection(db: AppDb, sectionId: number): Promise<number | null> {
  const row = await db
    .selectFrom('cemetery_sections')
    .select('cemetery_id')
    .where('id', '=', sectionId)
    .executeTakeFirst();
  return row?.cemetery_id ?? null;
}

/** Puts `sections` in place of the cemetery's sections, in order. */
export async function replaceSections(db: AppDb, cemeteryId: number, sections: readonly SectionRecord[]) {
  await db.deleteFrom('cemetery_sections').where('cemetery_id', '=', cemeteryId).execute();
  if (sections.length === 0) return;
  await db
    .insertInto('cemetery_sections')
    .values(sections.map((section, position) => ({ cemetery_id: cemeteryId, position, ...sectionValues(section) })))
    .execute();
}

/** The cemetery as the history, the CSV and the content archive keep it: no ids, no times. */
export function toCemeteryRecord(stored: StoredCemetery): CemeteryRecord {
  const { id: _id, updatedAt: _updatedAt, sections, ...facts } = stored;
  return { ...facts, sections: sections.map(({ id: _sectionId, ...section }) => section) };
}

// ---- What families see ----

/**
 * Published cemeteries (at least one confirmed section) whose name or town is like `q`: trigram
 * word similarity (typos forgiven) or the words as typed inside either; best first, at most `limit`.
 */
export async function searchPublished(db: AppDb, q: string, state: string | undefined, limit: number) {
  const needle = q.toLowerCase();
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const score = sql<number>`greatest(word_similarity(${needle}, lower(name)), word_similarity(${needle}, lower(town)), similarity(${needle}, lower(name || ' ' || town)))`;
  const rows = await db
    .selectFrom('cemeteries')
    .select(cemeteryColumns)
    .select(score.as('score'))
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('cemetery_sections')
            .select(sql`1`.as('one'))
            .whereRef('cemetery_sections.cemetery_id', '=', 'cemeteries.id')
            .where('cemetery_sections.confirmed_on', 'is not', null),
        ),
        ...(state ? [eb('state', '=', state)] : []),
        eb.or([eb(score, '>=', 0.3), eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(town)`, 'like', pattern)]),
      ]),
    )
    .orderBy(sql`4 * (case when lower(name) like ${pattern} then 1 else 0 end) + ${score}`, 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toFacts(row), score: Number(row.score) }));
}

/** A published cemetery with only its confirmed sections, or null. */
export async function findPublished(db: AppDb, slug: string): Promise<StoredCemetery | null> {
  const row = await db.selectFrom('cemeteries').select(cemeteryColumns).where('slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const sections = (await sectionsOf(db, [row.id], true)).get(row.id) ?? [];
  if (sections.length === 0) return null;
  return { ...toFacts(row), sections };
}
