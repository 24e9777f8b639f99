import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { addGalleryItem, placeholderImageColumns } from '#tests/support/media-fixtures';
import { buildSitemap } from '../seo/sitemap';
import { sitemapSources } from '#server/sitemap-sources';
import { insertGalleryImage } from './gallery.admin-repository';
import { parseVariants } from '../media/responsive-image-data';
import { seedCalculator } from '../calculator/calculator.service';
import { demoPricingConfig } from '../calculator/calculator.seed-data';

describe.each(databaseTargets)('gallery procedures (%s)', (target) => {
  let database: Database;
  const storage = tempStorage();
  let admin: ReturnType<typeof callerFor>;
  let member: ReturnType<typeof callerFor>;
  let visitor: ReturnType<typeof callerFor>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    admin = await signedInCaller(database, { admin: true, storage });
    member = await signedInCaller(database, { admin: false, storage });
    visitor = callerFor(database, { storage });
  });
  afterAll(() => database.close());

  it('shows six categories, "coming soon" for empty ones, in one call', async () => {
    const empty = await visitor.gallery.overview();
    expect(empty.map((c) => c.category)).toEqual([
      'set_monuments',
      'catalog_items',
      'stock_items',
      'clearance_specials',
      'artwork',
      'granite_colors',
    ]);
    expect(empty.every((c) => c.cover === null && c.count === 0)).toBe(true);

    await addGalleryItem(database.db, storage, { category: 'artwork', title: 'Older rose' });
    await addGalleryItem(database.db, storage, { category: 'artwork', title: 'Newest dove' });
    await addGalleryItem(database.db, storage, { category: 'artwork', title: 'Hidden draft', isPublished: false });
    const overview = await visitor.gallery.overview();
    const artwork = overview.find((c) => c.category === 'artwork')!;
    // The newest upload goes to the top of the order (drafts do not count for visitors).
    expect(artwork.count).toBe(2);
    expect(artwork.cover?.title).toBe('Newest dove');
    expect(artwork.cover?.image.webpSrcSet).toMatch(/^\/media\/\S+-96w\.webp 96w$/);
    expect(overview.find((c) => c.category === 'set_monuments')?.cover).toBeNull();
  });

  it('pages through a category in display order, drafts left out', async () => {
    for (let i = 0; i < 30; i++) {
      await insertGalleryImage(database.db, {
        category: 'set_monuments',
        title: `Monument ${i}`,
        slug: `monument-${i}`,
        isPublished: i !== 7,
        image: placeholderImageColumns(i),
      });
    }
    const first = await visitor.gallery.list({ category: 'set_monuments', limit: 12 });
    expect(first.total).toBe(29);
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.title).toBe('Monument 29');
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await visitor.gallery.list({ category: 'set_monuments', limit: 12, cursor });
      expect(page.total).toBeNull();
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(29);
    expect(new Set(seen.map((s) => s.id)).size).toBe(29);
    expect(seen.some((s) => s.title === 'Monument 7')).toBe(false);
    expect(seen.map((s) => s.title)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Monument ${29 - i}`).filter((t) => t !== 'Monument 7'),
    );
    // A forged cursor is refused before any query (a 400 with a plain message).
    expect(
      await codeOf(visitor.gallery.list({ category: 'set_monuments', limit: 5, cursor: 'bm90IGEgY3Vyc29y' })),
    ).toBe('BAD_REQUEST');
  });

  it("shows an item's page with related items; drafts and unknown slugs are not found", async () => {
    const item = await addGalleryItem(database.db, storage, {
      category: 'stock_items',
      title: 'Gray Slant 30 in',
      priceCents: 165_000,
    });
    await addGalleryItem(database.db, storage, { category: 'stock_items', title: 'Black Upright' });
    const draft = await addGalleryItem(database.db, storage, {
      category: 'stock_items',
      title: 'Not yet',
      isPublished: false,
    });
    const page = await visitor.gallery.item({ category: 'stock_items', slug: item.slug! });
    expect(page.item).toMatchObject({
      title: 'Gray Slant 30 in',
      priceCents: 165_000,
      availability: 'available',
      slug: 'gray-slant-30-in',
    });
    expect(page.item.imageUrl).toMatch(/^\/media\/\S+\.jpg$/);
    expect(page.related.map((r) => r.title)).toEqual(['Black Upright']);
    expect(await codeOf(visitor.gallery.item({ category: 'stock_items', slug: draft.slug! }))).toBe('NOT_FOUND');
    expect(await codeOf(visitor.gallery.item({ category: 'artwork', slug: item.slug! }))).toBe('NOT_FOUND');
  });

  it('gives a service page a few photos of its kind, those named by its words first', async () => {
    // set_monuments holds "Monument 0" .. "Monument 29" from the test above (7 is a draft).
    await insertGalleryImage(database.db, {
      category: 'set_monuments',
      title: 'Flat bronze marker',
      slug: 'flat-bronze-marker',
      isPublished: true,
      image: placeholderImageColumns(90),
    });
    const about = await visitor.gallery.about({ category: 'set_monuments', words: ['marker', '100%_'], limit: 4 });
    expect(about.items).toHaveLength(4);
    expect(about.items[0]!.title).toBe('Flat bronze marker');
    expect(about.items.map((i) => i.title)).not.toContain('Monument 7');
    expect(about.total).toBe(30);
    expect(await codeOf(visitor.gallery.about({ category: 'set_monuments', words: ['\u0000x'] }))).toBe('BAD_REQUEST');
  });

  it('lists granite colors as named swatches', async () => {
    await addGalleryItem(database.db, storage, { category: 'granite_colors', title: 'Jet Black' });
    const colors = await visitor.gallery.graniteColors();
    expect(colors.map((c) => c.title)).toEqual(['Jet Black']);
    expect(colors[0]?.priceCents).toBeNull();
  });

  it("offers staff the published price list's granites: none before it is published", async () => {
    expect(await admin.admin.gallery.graniteChoices()).toEqual([]);
    expect(await codeOf(member.admin.gallery.graniteChoices())).toBe('FORBIDDEN');
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    const choices = await admin.admin.gallery.graniteChoices();
    expect(choices).toHaveLength(15);
    expect(choices[0]).toEqual({ name: 'Georgia Gray', offered: true });
  });

  it('lets staff edit an item; price only sticks for stock and clearance; slugs stay unique', async () => {
    const { items } = await admin.admin.gallery.list({ category: 'artwork' });
    const rose = items.find((i) => i.title === 'Older rose')!;
    const edit = {
      title: 'Long-Stem Rose',
      slug: 'long-stem-rose',
      description: 'A single rose.',
      altText: 'Etched rose on black granite',
      dimensions: null,
      graniteColor: 'Jet Black',
      priceCents: 5000,
      availability: 'sold' as const,
    };
    const saved = await admin.admin.gallery.update({ id: rose.id, item: edit });
    expect(saved).toMatchObject({
      title: 'Long-Stem Rose',
      slug: 'long-stem-rose',
      priceCents: null,
      availability: null,
    });
    const dove = items.find((i) => i.title === 'Newest dove')!;
    expect(await codeOf(admin.admin.gallery.update({ id: dove.id, item: edit }))).toBe('CONFLICT');
    expect(await codeOf(admin.admin.gallery.update({ id: '00000000-0000-4000-8000-000000000000', item: edit }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(admin.admin.gallery.update({ id: rose.id, item: { ...edit, slug: 'Not A Slug' } }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('publishes, hides, reorders and moves items', async () => {
    const { items, counts } = await admin.admin.gallery.list({ category: 'artwork' });
    expect(counts.artwork).toEqual({ total: 3, published: 2 });
    const draft = items.find((i) => !i.isPublished)!;
    expect((await admin.admin.gallery.setPublished({ ids: [draft.id], published: true })).changed).toBe(1);
    expect((await admin.admin.gallery.setPublished({ ids: [draft.id], published: true })).changed).toBe(0);

    const reversed = [...items].reverse().map((i) => i.id);
    await admin.admin.gallery.reorder({ category: 'artwork', ids: reversed });
    expect((await admin.admin.gallery.list({ category: 'artwork' })).items.map((i) => i.id)).toEqual(reversed);
    const cover = (await visitor.gallery.overview()).find((c) => c.category === 'artwork')!.cover;
    expect(cover?.title).toBe(items[items.length - 1]!.title);

    // Moving into a category where the slug is taken gives it a free one there.
    const stock = await admin.admin.gallery.list({ category: 'stock_items' });
    const taken = stock.items[0]!.slug!;
    await admin.admin.gallery.update({
      id: draft.id,
      item: {
        title: 'Mover',
        slug: taken,
        description: null,
        altText: null,
        dimensions: null,
        graniteColor: null,
        priceCents: null,
        availability: null,
      },
    });
    expect((await admin.admin.gallery.move({ ids: [draft.id], category: 'stock_items' })).moved).toBe(1);
    const moved = (await admin.admin.gallery.list({ category: 'stock_items' })).items[0]!;
    expect(moved).toMatchObject({
      id: draft.id,
      category: 'stock_items',
      slug: `${taken}-2`,
      availability: 'available',
    });
  });

  it('deletes items and their files', async () => {
    const item = await addGalleryItem(database.db, storage, { category: 'catalog_items', title: 'To delete' });
    const row = await database.db
      .selectFrom('gallery_images')
      .select(['variants', 'original_key'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const keys = [...parseVariants(row.variants)!.files.map((f) => f.key), row.original_key!];
    expect(await Promise.all(keys.map((k) => storage.exists(k)))).toEqual(keys.map(() => true));
    expect((await admin.admin.gallery.delete({ ids: [item.id] })).deleted).toBe(1);
    expect(await Promise.all(keys.map((k) => storage.exists(k)))).toEqual(keys.map(() => false));
  });

  it('refuses anonymous visitors and non-admins on every staff procedure', async () => {
    const calls = (c: ReturnType<typeof callerFor>) => [
      () => c.admin.gallery.list({ category: 'artwork' }),
      () => c.admin.gallery.setPublished({ ids: ['00000000-0000-4000-8000-000000000000'], published: true }),
      () => c.admin.gallery.delete({ ids: ['00000000-0000-4000-8000-000000000000'] }),
    ];
    for (const call of calls(visitor)) expect(await codeOf(call())).toBe('UNAUTHORIZED');
    for (const call of calls(member)) expect(await codeOf(call())).toBe('FORBIDDEN');
  });

  it('lists published items in the sitemap', async () => {
    const xml = await buildSitemap(database.db, 'https://example.test', ['/gallery'], sitemapSources);
    expect(xml).toContain('<loc>https://example.test/gallery/stock-items/gray-slant-30-in</loc>');
    expect(xml).toContain('<loc>https://example.test/gallery/set-monuments</loc>');
    expect(xml).not.toContain('/gallery/stock-items/not-yet<');
  });
});
