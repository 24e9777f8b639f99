import fs from 'node:fs';
import path from 'node:path';
import type { AppDb } from '#db/create-db';

/** A published gallery item the basket journeys can add. */
export interface BasketFixtureItem {
  id: string;
  title: string;
  /** The item's public page, /gallery/{category}/{slug}. */
  path: string;
  priceCents: number | null;
}

/** Two addable items, written next to the e2e database by the preparation step. */
export interface BasketFixture {
  stockItem: BasketFixtureItem;
  otherItem: BasketFixtureItem;
}

const fixtureFile = (dataDir: string) => path.join(dataDir, 'basket-fixture.json');
const categorySlugs: Record<string, string> = {
  stock_items: 'stock-items',
  clearance_specials: 'clearance-specials',
  catalog_items: 'catalog-items',
};

type Row = { id: string; title: string | null; slug: string | null; price_cents: number | null; category: string };

const toItem = (row: Row): BasketFixtureItem => ({
  id: row.id,
  title: row.title ?? 'Gallery item',
  path: `/gallery/${categorySlugs[row.category]}/${row.slug}`,
  priceCents: row.price_cents,
});

async function findAddable(db: AppDb, categories: string[], exceptId?: string): Promise<Row | undefined> {
  let query = db
    .selectFrom('gallery_images')
    .select(['id', 'title', 'slug', 'price_cents', 'category'])
    .where('category', 'in', categories)
    .where('is_published', '=', true)
    .where('slug', 'is not', null)
    .where('title', 'is not', null)
    .where('price_cents', 'is not', null)
    // Available, not reserved: a reserved piece asks the family to confirm before it is added.
    .where((eb) => eb.or([eb('availability', 'is', null), eb('availability', '=', 'available')]));
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.orderBy('category').orderBy('display_order').executeTakeFirst();
}

async function insertTestItem(
  db: AppDb,
  values: { category: string; title: string; slug: string; priceCents: number },
) {
  return db
    .insertInto('gallery_images')
    .values({
      category: values.category,
      title: values.title,
      slug: values.slug,
      // An image that exists in every checkout.
      image_url: '/favicon.svg',
      thumbnail_url: '/favicon.svg',
      price_cents: values.priceCents,
      availability: 'available',
      is_published: true,
    })
    .returning(['id', 'title', 'slug', 'price_cents', 'category'])
    .executeTakeFirstOrThrow();
}

/**
 * Picks two priced, unsold items with pages from the demo gallery; when the gallery has none
 * (a checkout without the gallery's seed), adds clearly named test items.
 */
export async function prepareBasketFixture(db: AppDb, dataDir: string) {
  const stock =
    (await findAddable(db, ['stock_items'])) ??
    (await insertTestItem(db, {
      category: 'stock_items',
      title: 'Test Gray Granite Upright',
      slug: 'test-gray-granite-upright',
      priceCents: 129_900,
    }));
  const other =
    (await findAddable(db, ['clearance_specials', 'catalog_items', 'stock_items'], stock.id)) ??
    (await insertTestItem(db, {
      category: 'clearance_specials',
      title: 'Test Rose Slant Marker',
      slug: 'test-rose-slant-marker',
      priceCents: 64_500,
    }));
  const fixture: BasketFixture = { stockItem: toItem(stock), otherItem: toItem(other) };
  fs.writeFileSync(fixtureFile(dataDir), JSON.stringify(fixture, null, 2));
}

/** The fixture written by the e2e preparation. */
export function basketFixture(): BasketFixture {
  return JSON.parse(fs.readFileSync(fixtureFile(path.resolve(import.meta.dirname, '../../.tmp/e2e')), 'utf8'));
}
