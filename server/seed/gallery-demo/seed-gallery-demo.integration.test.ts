import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { GALLERY_CATEGORIES } from '#server/modules/gallery/gallery.schema';
import { allDemoItems, seedGalleryDemo } from './seed-gallery-demo';

describe('the demo gallery', () => {
  it("gives every category eight items (granite colors: one for each of the price list's 15) with a title, description and slug; stock and clearance have prices", () => {
    const items = allDemoItems();
    for (const category of GALLERY_CATEGORIES)
      expect(
        items.filter((i) => i.category === category),
        category,
      ).toHaveLength(category === 'granite_colors' ? 15 : 8);
    for (const item of items) {
      expect(item.title && item.description && item.slug && item.altText, item.slug).toBeTruthy();
      const priced = item.category === 'stock_items' || item.category === 'clearance_specials';
      expect(item.priceCents !== undefined && item.availability !== undefined, item.slug).toBe(priced);
    }
    expect(new Set(items.map((i) => `${i.category}/${i.slug}`)).size).toBe(items.length);
  });
});

describe.each(databaseTargets)('seeding the demo gallery (%s)', (target) => {
  let database: Database;
  const storage = tempStorage();
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());

  it('draws and stores images once; a second run adds nothing', async () => {
    // One item per kind of drawing keeps this quick; the full seed is the same code with 48.
    const sample = ['whitaker-slant', 'sunrise-over-the-hills', 'blue-pearl'].map((slug) =>
      allDemoItems().find((i) => i.slug === slug)!,
    );
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m) };
    await seedGalleryDemo(database.db, storage, log, sample);
    await seedGalleryDemo(database.db, storage, log, sample);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Seeded 3 gallery images/);
    const rows = await database.db
      .selectFrom('gallery_images')
      .select(['category', 'slug', 'is_published', 'medium_url'])
      .orderBy('category')
      .execute();
    expect(rows.map((r) => `${r.category}/${r.slug}`)).toEqual([
      'artwork/sunrise-over-the-hills',
      'granite_colors/blue-pearl',
      'set_monuments/whitaker-slant',
    ]);
    expect(rows.every((r) => r.is_published)).toBe(true);
    expect(await storage.exists(`public/${rows[0]!.medium_url!.slice('/media/'.length)}`)).toBe(true);
  }, 120_000);
});
