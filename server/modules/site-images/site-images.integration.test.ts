import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type KyselyPlugin } from 'kysely';
import type { Database } from '#db/create-db';
import { appRouter } from '#server/app-router';
import { createCallerFactory } from '#server/trpc/init';
import { createContextInner, type Context } from '#server/trpc/context';
import { SitePages } from '../seo/site-pages';
import { RedirectCache } from '../redirects/redirect-cache';
import { buildTestApp, callerFor, tempStorage } from '#tests/support/test-app';
import { fetchRemoteFile } from '../media/safe-fetch';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { demoSiteImages, insertMissingDemoSiteImages } from './site-images.repository';
import { ContentVersion } from '../page-cache/content-version';

type Row = {
  category: string;
  name: string;
  display_order?: number;
  is_active?: boolean;
  created_at?: Date;
  alt_text?: string;
  medium_url?: string;
};

async function insert(database: Database, rows: Row[]) {
  await database.db
    .insertInto('site_images')
    .values(
      rows.map((row) => ({
        alt_text: `${row.name} alt`,
        image_url: `/uploads/${row.name.replace(/\W+/g, '-').toLowerCase()}.webp`,
        ...row,
      })),
    )
    .execute();
}

/** A caller whose database counts the statements it runs, and a log that keeps errors. */
function countingCaller(database: Database) {
  const counter = { queries: 0, errors: [] as unknown[] };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const log = {
    info() {},
    warn() {},
    debug() {},
    error: (obj: unknown) => counter.errors.push(obj),
  } as unknown as Context['log'];
  const ctx = createContextInner(
    {
      db: database.db.withPlugin(plugin),
      redirects: new RedirectCache(database.db),
      pages: new SitePages(database.db, []),
      secureCookies: false,
      storage: tempStorage(),
      fetchRemote: fetchRemoteFile,
      contentVersion: new ContentVersion(database.db),
    },
    {
      requestId: 'test',
      log,
      ip: '127.0.0.1',
      basketSessionId: null,
      readSession: async () => null,
      setCookie() {},
      clearCookie() {},
      deviceCookie: null,
      setDeviceCookie() {},
      familyToken: null,
      setFamilyCookie() {},
      clearFamilyCookie() {},
    },
  );
  return { caller: createCallerFactory(appRouter)(ctx), counter };
}

describe.each(databaseTargets)('site images, public reads (%s)', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('site_images').execute();
  });

  it('shows the illustrations and the specification alt texts when there are no pictures', async () => {
    const images = await callerFor(database).siteImages.forHome();
    expect(images.hero).toMatchObject({
      src: '/images/site/hero-landscape.svg',
      alt: 'Memorial monument',
      isFallback: true,
    });
    expect(images.about).toMatchObject({ alt: 'Monument craftsmanship', isFallback: true });
    expect(images.services['pet-memorials']).toMatchObject({
      src: '/images/site/services/pet-memorials.svg',
      alt: 'Memorial monument closeup',
    });
    expect(images.process).toEqual([]);
  });

  it('applies the selection rules to the whole page in one query', async () => {
    const old = new Date('2025-01-01T00:00:00Z');
    const recent = new Date('2026-01-01T00:00:00Z');
    await insert(database, [
      { category: 'hero', name: 'Hero order 1', display_order: 1 },
      { category: 'hero', name: 'Hero order 0 old', display_order: 0, created_at: old },
      {
        category: 'hero',
        name: 'Hero order 0 recent',
        display_order: 0,
        created_at: recent,
        medium_url: '/uploads/hero-m.webp',
      },
      { category: 'hero', name: 'Hero inactive', display_order: -1, is_active: false },
      { category: 'about', name: 'About second', display_order: 2 },
      { category: 'about', name: 'About first', display_order: 1 },
      { category: 'service', name: 'Pet memorials inactive', is_active: false },
      { category: 'service', name: 'Porcelain Portraits oval', display_order: 3 },
      { category: 'process', name: 'Installation', display_order: 3 },
      { category: 'process', name: 'Design', display_order: 1 },
      { category: 'process', name: 'Manufacture', display_order: 2 },
      { category: 'process', name: 'Old step', display_order: 0, is_active: false },
    ]);
    const { caller, counter } = countingCaller(database);
    const images = await caller.siteImages.forHome();
    expect(counter.queries).toBe(1);
    expect(images.hero).toMatchObject({
      alt: 'Hero order 0 recent alt',
      mediumSrc: '/uploads/hero-m.webp',
      isFallback: false,
    });
    expect(images.about.alt).toBe('About first alt');
    expect(images.services['porcelain-portraits']).toMatchObject({
      src: '/uploads/porcelain-portraits-oval.webp',
      isFallback: false,
    });
    expect(images.services['pet-memorials']!.isFallback).toBe(true);
    expect(images.process.map((p) => p.name)).toEqual(['Design', 'Manufacture', 'Installation']);
  });

  it('lists the service pictures by slug for other pages', async () => {
    await insert(database, [{ category: 'service', name: 'Flat markers in the lawn' }]);
    const images = await callerFor(database).siteImages.forServices();
    expect(images['flat-markers']).toMatchObject({ alt: 'Flat markers in the lawn alt', isFallback: false });
    expect(images['monument-repair']!.isFallback).toBe(true);
  });

  it('answers over HTTP (GET)', async () => {
    const app = await buildTestApp(database);
    try {
      const response = await app.inject({ method: 'GET', url: '/trpc/siteImages.forHome' });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { result: { data: { hero: { src: string } } } }).result.data.hero.src).toBe(
        '/images/site/hero-landscape.svg',
      );
    } finally {
      await app.close();
    }
  });

  it('seeds the demo pictures once, and only into empty categories', async () => {
    await insert(database, [{ category: 'hero', name: 'Staff hero' }]);
    expect(await insertMissingDemoSiteImages(database.db)).toBe(demoSiteImages.length - 1);
    expect(await insertMissingDemoSiteImages(database.db)).toBe(0);
    const images = await callerFor(database).siteImages.forHome();
    expect(images.hero.alt).toBe('Staff hero alt');
    expect(images.process.map((p) => p.name)).toEqual(['Design', 'Manufacture', 'Installation', 'Plan Ahead']);
    expect(images.about.src).toBe('/images/site/about-workshop.svg');
  });

  // Last: it removes the table from this test database.
  it('logs a failed read and falls back silently', async () => {
    await sql`drop table site_images`.execute(database.db);
    const { caller, counter } = countingCaller(database);
    const images = await caller.siteImages.forHome();
    expect(images.hero.isFallback).toBe(true);
    expect(images.about.alt).toBe('Monument craftsmanship');
    expect(counter.errors).toHaveLength(1);
    expect(await caller.siteImages.forServices()).toHaveProperty('custom-monuments');
  });
});
