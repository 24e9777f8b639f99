import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { storeImage } from '../media/media.service';
import { parseVariants } from '../media/responsive-image-data';
import { addStoredSiteImage } from './site-images.admin-service';

describe.each(databaseTargets)('site image staff procedures (%s)', (target) => {
  let database: Database;
  const storage = tempStorage();
  let admin: ReturnType<typeof callerFor>;

  const add = async (name: string, altText = '') =>
    addStoredSiteImage(database.db, await storeImage(storage, await smallJpeg()), {
      category: 'process',
      name,
      altText,
      isActive: Boolean(altText),
    });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    admin = await signedInCaller(database, { admin: true, storage });
  });
  afterAll(() => database.close());

  it('lists a category in order, new images at the end, with counts', async () => {
    await add('Design', 'A designer sketching a monument');
    await add('Manufacture', 'Granite being polished');
    await add('Installation');
    const { items, counts } = await admin.admin.siteImages.list({ category: 'process' });
    expect(items.map((i) => i.name)).toEqual(['Design', 'Manufacture', 'Installation']);
    expect(items.map((i) => i.isActive)).toEqual([true, true, false]);
    expect(items[0]?.thumbnailUrl).toMatch(/^\/media\/\S+\.webp$/);
    expect(counts.process).toEqual({ total: 3, active: 2 });
    expect(counts.hero).toEqual({ total: 0, active: 0 });
  });

  it('never turns on an image without alt text', async () => {
    const { items } = await admin.admin.siteImages.list({ category: 'process' });
    const install = items.find((i) => i.name === 'Installation')!;
    expect(await admin.admin.siteImages.setActive({ ids: items.map((i) => i.id), active: true })).toEqual({
      changed: 0,
      needAltText: 1,
    });
    expect(
      await codeOf(
        admin.admin.siteImages.update({
          id: install.id,
          item: { name: 'Installation', altText: '  ', usageNotes: null, isActive: true },
        }),
      ),
    ).toBe('BAD_REQUEST');
    const saved = await admin.admin.siteImages.update({
      id: install.id,
      item: { name: 'Installation', altText: 'Our crew setting a headstone', usageNotes: 'Third step', isActive: true },
    });
    expect(saved).toMatchObject({ isActive: true, altText: 'Our crew setting a headstone', usageNotes: 'Third step' });
    expect(await admin.admin.siteImages.setActive({ ids: [install.id], active: false })).toEqual({
      changed: 1,
      needAltText: 0,
    });
  });

  it('reorders and deletes (files too)', async () => {
    const { items } = await admin.admin.siteImages.list({ category: 'process' });
    const reversed = items.map((i) => i.id).reverse();
    expect((await admin.admin.siteImages.reorder({ category: 'process', ids: reversed })).changed).toBe(2);
    expect((await admin.admin.siteImages.list({ category: 'process' })).items.map((i) => i.id)).toEqual(reversed);

    const row = await database.db
      .selectFrom('site_images')
      .select(['variants', 'original_key'])
      .where('id', '=', reversed[0]!)
      .executeTakeFirstOrThrow();
    const keys = [...parseVariants(row.variants)!.files.map((f) => f.key), row.original_key!];
    expect((await admin.admin.siteImages.delete({ ids: [reversed[0]!] })).deleted).toBe(1);
    expect(await Promise.all(keys.map((k) => storage.exists(k)))).toEqual(keys.map(() => false));
    expect(
      await codeOf(
        admin.admin.siteImages.update({
          id: reversed[0]!,
          item: { name: 'x', altText: 'y', usageNotes: null, isActive: false },
        }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('refuses non-admins', async () => {
    const member = await signedInCaller(database, { admin: false });
    expect(await codeOf(member.admin.siteImages.list({ category: 'hero' }))).toBe('FORBIDDEN');
    expect(
      await codeOf(callerFor(database).admin.siteImages.delete({ ids: ['00000000-0000-4000-8000-000000000000'] })),
    ).toBe('UNAUTHORIZED');
  });
});
