import type { Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { VePackagesTable } from '#db/types';
import type { PageContent } from './value-engineering.schema';

/**
 * The packages on sale and the /value-engineering page's copy. The families' reservations of a
 * package are in commitments.repository.ts.
 */

/** A package as the pages, the basket and staff see it. */
export interface VePackage {
  id: string;
  name: string;
  priceCents: number;
  granite: string;
  style: string;
  summary: string;
  includes: string[];
  image: { src: string; alt: string; width: number | null; height: number | null; mediumSrc: string | null };
  displayOrder: number;
  retired: boolean;
}

const packageColumns = [
  'id',
  'name',
  'price_cents',
  'granite',
  'style',
  'summary',
  'includes',
  'image_url',
  'image_alt',
  'medium_url',
  'width',
  'height',
  'display_order',
  'retired_at',
] as const;

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toPackage(
  row: Pick<
    Selectable<VePackagesTable>,
    | 'id'
    | 'name'
    | 'price_cents'
    | 'granite'
    | 'style'
    | 'summary'
    | 'includes'
    | 'image_url'
    | 'image_alt'
    | 'medium_url'
    | 'width'
    | 'height'
    | 'display_order'
    | 'retired_at'
  >,
): VePackage {
  const includes = parseJson(row.includes);
  return {
    id: row.id,
    name: row.name,
    priceCents: row.price_cents,
    granite: row.granite,
    style: row.style,
    summary: row.summary,
    includes: Array.isArray(includes) ? includes.map(String) : [],
    image: {
      src: row.image_url,
      alt: row.image_alt,
      width: row.width,
      height: row.height,
      mediumSrc: row.medium_url,
    },
    displayOrder: row.display_order,
    retired: row.retired_at != null,
  };
}

/** The packages in their order; retired ones only when asked (staff). One query. */
export async function listPackages(db: AppDb, options: { includeRetired: boolean }): Promise<VePackage[]> {
  let query = db.selectFrom('ve_packages').select(packageColumns).orderBy('display_order').orderBy('name');
  if (!options.includeRetired) query = query.where('retired_at', 'is', null);
  return (await query.execute()).map(toPackage);
}

export async function findPackage(db: AppDb, id: string): Promise<VePackage | null> {
  const row = await db.selectFrom('ve_packages').select(packageColumns).where('id', '=', id).executeTakeFirst();
  return row ? toPackage(row) : null;
}

export interface PackageFields {
  name: string;
  priceCents: number;
  granite: string;
  style: string;
  summary: string;
  includes: string[];
  imageAlt: string;
}

const packageValues = (p: PackageFields) => ({
  name: p.name,
  price_cents: p.priceCents,
  granite: p.granite,
  style: p.style,
  summary: p.summary,
  includes: JSON.stringify(p.includes),
  image_alt: p.imageAlt,
});

/** A new package at the end of the list; false when the id is taken. */
export async function insertPackage(db: AppDb, id: string, fields: PackageFields, imageUrl: string): Promise<boolean> {
  const next = await db
    .selectFrom('ve_packages')
    .select((eb) => eb.fn.coalesce(eb.fn.max('display_order'), sql<number>`0`).as('max'))
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('ve_packages')
    .values({ id, ...packageValues(fields), image_url: imageUrl, display_order: Number(next.max) + 10 })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function updatePackage(db: AppDb, id: string, fields: PackageFields): Promise<boolean> {
  const result = await db
    .updateTable('ve_packages')
    .set({ ...packageValues(fields), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPackageRetired(db: AppDb, id: string, retired: boolean): Promise<boolean> {
  const result = await db
    .updateTable('ve_packages')
    .set({ retired_at: retired ? new Date() : null, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPackageOrder(db: AppDb, id: string, displayOrder: number): Promise<void> {
  await db.updateTable('ve_packages').set({ display_order: displayOrder }).where('id', '=', id).execute();
}

/** The image columns of a package, for replacing its picture (and removing the old files). */
export async function packageImageRow(db: AppDb, id: string) {
  return db
    .selectFrom('ve_packages')
    .select(['id', 'image_url', 'variants', 'original_key'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setPackageImage(
  db: AppDb,
  id: string,
  columns: Pick<
    Updateable<VePackagesTable>,
    'image_url' | 'medium_url' | 'width' | 'height' | 'variants' | 'placeholder_color' | 'original_key' | 'content_hash'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('ve_packages')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------
// Page copy

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

export async function readPageContent(db: AppDb): Promise<{ content: unknown; updatedAt: string } | null> {
  const row = await db
    .selectFrom('ve_content')
    .select(['content', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? { content: parseJson(row.content), updatedAt: iso(row.updated_at) } : null;
}

export async function writePageContent(db: AppDb, content: PageContent, byEmail: string): Promise<void> {
  await db
    .insertInto('ve_content')
    .values({ id: 1, content: JSON.stringify(content), updated_by: byEmail })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ content: JSON.stringify(content), updated_by: byEmail, updated_at: new Date() }),
    )
    .execute();
}
