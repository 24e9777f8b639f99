import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { buildTestApp, callerFor, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { addGalleryItem, smallJpeg } from '#tests/support/media-fixtures';
import { storeImage } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import { SESSION_COOKIE } from '../auth/session.service';
import { addStoredSiteImage } from '../site-images/site-images.admin-service';
import { createPost, importBlogImage, publishPost } from '../blog/blog.service';
import { setPackagePicture } from '../value-engineering/value-engineering.service';
import { seedCalculator } from '../calculator/calculator.service';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { addClosedDate } from '../bookings/bookings.availability';
import { readSection, writeSection } from '../settings/settings.repository';
import { createRedirect } from '../redirects/redirects.repository';
import { seedDemoCemeteries } from '../cemeteries/cemeteries.service';
import { insertSubmission } from '../leads/leads.repository';
import { exportArchive, importArchive } from './content-migration.service';
import type { ImportReport } from './content-migration.schema';
import { CONTENT_EXPORT_PATH, CONTENT_IMPORT_PATH, WORDPRESS_IMPORT_PATH } from './content-migration.routes';

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function exportOf(database: Database, storage: MediaStorage, includeLeads = false) {
  const archive = await exportArchive(
    { db: database.db, storage },
    { includeLeads, now: new Date('2026-11-26T03:00:00Z') },
  );
  const bytes = await streamToBuffer(archive.stream);
  expect(bytes.length).toBe(archive.size);
  return bytes;
}

/** Every entry of a zip: names and contents (data as text). */
function entriesOf(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          void streamToBuffer(stream).then((data) => {
            entries.set(entry.fileName, data);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

/** The archive's records (the manifest's date aside), for comparing two sites' content. */
async function contentOf(bytes: Buffer) {
  const entries = await entriesOf(bytes);
  const data: Record<string, unknown> = {};
  for (const [name, value] of entries) if (name.startsWith('data/')) data[name] = JSON.parse(value.toString('utf8'));
  return { data, files: [...entries.keys()].filter((n) => n.startsWith('files/')).sort() };
}

type Entry = { name: string; data: Buffer | string; compress?: boolean };
function zipOf(entries: Entry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(Buffer.from(e.data), e.name, { compress: e.compress ?? true });
  zip.end();
  return streamToBuffer(zip.outputStream);
}

const manifest = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'monument-site-content-archive',
    version: 1,
    exportedAt: '2026-11-26T03:00:00.000Z',
    includesLeads: false,
    sections: [],
    files: 0,
    ...extra,
  });

/** A site with a little of everything staff make, images through the real pipeline. */
async function seedSite(database: Database, storage: MediaStorage) {
  const db = database.db;
  await addGalleryItem(db, storage, { category: 'set_monuments', title: 'Gray Upright', slug: 'gray-upright' });
  await addGalleryItem(db, storage, { category: 'granite_colors', title: 'India Red' });
  await addStoredSiteImage(db, await storeImage(storage, await smallJpeg()), {
    category: 'hero',
    name: 'Front of the office',
    altText: 'The showroom at dusk',
    isActive: true,
  });
  const cover = await importBlogImage(db, storage, await smallJpeg());
  const post = await createPost(db, {
    title: 'Choosing a granite color',
    slug: 'choosing-a-granite-color',
    excerpt: 'What to weigh when you choose.',
    category: 'design',
    bodyHtml: '<p>Gray weathers well.</p><script>alert(1)</script>',
    coverImageId: cover.id,
    coverAlt: 'Granite samples',
    seoTitle: null,
    seoDescription: null,
  });
  await publishPost(db, { id: post.id, revision: post.revision, publishAt: '2026-01-05T10:00:00.000Z' });
  await setPackagePicture(db, storage, 'premium-india-red-monument', await storeImage(storage, await smallJpeg()));
  await createRedirect(db, {
    matchType: 'exact',
    pattern: '/old-prices',
    targetPath: '/gallery',
    statusCode: 301,
    note: 'Moved',
  });
  const company = (await readSection(db, 'company')) as Record<string, unknown>;
  await writeSection(db, 'company', { ...company, name: 'Archive Test Monuments' }, null);
  await seedCalculator(db, demoPricingConfig, { note: 'Test' });
  await addClosedDate(db, { office: 'texas', startsOn: '2027-01-02', endsOn: '2027-01-03', label: 'Inventory days' });
  await seedDemoCemeteries(db);
  await insertSubmission(db, {
    kind: 'contact',
    name: 'Ruth Example',
    email: 'ruth@example.com',
    extra: {},
    ipHash: null,
  });
}

describe.each(databaseTargets)('the content archive (%s)', (target) => {
  // Two databases for the whole file (opening one is the slow part): the seeded source, and a
  // site that is first previewed into, then imported into, then sent hostile archives.
  let source: Database;
  let site: Database;
  const sourceStorage = tempStorage();
  const storage = tempStorage();
  let archive: Buffer;

  beforeAll(async () => {
    [source, site] = await Promise.all([openTestDatabase(target), openTestDatabase(target)]);
    await seedSite(source, sourceStorage);
    archive = await exportOf(source, sourceStorage);
  });
  afterAll(async () => {
    await Promise.all([source.close(), site.close()]);
  });

  it('exports a versioned zip with every section and the images the records name', async () => {
    const entries = await entriesOf(archive);
    const manifestJson = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as Record<string, unknown>;
    expect(manifestJson).toMatchObject({ format: 'monument-site-content-archive', version: 1, includesLeads: false });
    expect(manifestJson.missingFiles).toEqual([]);
    const names = [...entries.keys()];
    for (const section of [
      'settings',
      'redirects',
      'gallery',
      'site-images',
      'blog-images',
      'blog-posts',
      'packages',
      'calculator',
      'closed-dates',
      'cemeteries',
    ]) {
      expect(names).toContain(`data/${section}.json`);
    }
    expect(names).not.toContain('data/submissions.json');
    const { files } = await contentOf(archive);
    // Every picture brings its original and its renditions.
    expect(files.filter((f) => f.startsWith('files/private/originals/')).length).toBe(5);
    expect(files.length).toBeGreaterThan(10);
    const posts = JSON.parse(entries.get('data/blog-posts.json')!.toString('utf8')) as Array<{ body_html: string }>;
    expect(posts[0]!.body_html).not.toContain('<script');
    // Leads only when asked for.
    const withLeads = await entriesOf(await exportOf(source, sourceStorage, true));
    expect(JSON.parse(withLeads.get('data/submissions.json')!.toString('utf8'))).toHaveLength(1);
  });

  it('previews what would be added and changed without writing anything', async () => {
    {
      await createRedirect(site.db, {
        matchType: 'exact',
        pattern: '/old-prices',
        targetPath: '/contact',
        statusCode: 302,
      });
      // The same hero picture, uploaded here separately (its own id, another name).
      const [hero] = JSON.parse((await entriesOf(archive)).get('data/site-images.json')!.toString('utf8')) as Array<
        Record<string, unknown>
      >;
      await site.db
        .insertInto('site_images')
        .values({
          ...(hero as { category: string; name: string; alt_text: string; image_url: string }),
          id: '0b7e4d1e-8f7a-4c1b-9d55-6f1f2c3d4e5f',
          name: 'Hero uploaded here',
          variants: JSON.stringify(hero!.variants),
        })
        .execute();
      const before = await contentOf(await exportOf(site, storage));
      const preview = await importArchive({ db: site.db, storage }, archive, 'preview');
      expect(preview.status, preview.problems.join('\n')).toBe('preview');
      const redirects = preview.sections.find((s) => s.name === 'redirects')!;
      expect(redirects).toMatchObject({ added: 0, changed: 1, changedLabels: ['Redirect: /old-prices → /gallery'] });
      // Matched by its picture, not added twice.
      expect(preview.sections.find((s) => s.name === 'site-images')).toMatchObject({
        added: 0,
        changed: 1,
        changedLabels: ['Site image: Front of the office'],
      });
      expect(preview.sections.find((s) => s.name === 'blog-posts')).toMatchObject({
        added: 1,
        addedLabels: ['Post: Choosing a granite color'],
      });
      expect(preview.files.toAdd).toBeGreaterThan(10);
      const after = await contentOf(await exportOf(site, storage));
      expect(after).toEqual(before);
      expect(fs.existsSync(path.join(storage.root, 'public'))).toBe(false);
    }
  });

  it('imports with the same content as the site it came from, and a second run changes nothing', async () => {
    const empty = site;
    {
      const deps = { db: empty.db, storage };
      const applied = await importArchive(deps, archive, 'apply');
      expect(applied.status, applied.problems.join('\n')).toBe('applied');
      const gallery = applied.sections.find((s) => s.name === 'gallery')!;
      expect(gallery.added).toBe(2);
      expect(applied.files.toAdd).toBe(applied.files.total);

      // The same records and the same files, section by section.
      const again = await contentOf(await exportOf(empty, storage));
      const original = await contentOf(archive);
      expect(again.files).toEqual(original.files);
      for (const [name, records] of Object.entries(original.data)) {
        if (name === 'data/settings.json' || name === 'data/packages.json' || name === 'data/booking-settings.json') {
          // Sections the new site already had rows for: the archive's rows are all there.
          expect(again.data[name]).toEqual(expect.arrayContaining(records as unknown[]));
        } else if (name === 'data/site-images.json') {
          // The hero matched the one uploaded here and keeps that row's id.
          const withoutIds = (list: unknown) => (list as Array<{ id: string }>).map(({ id: _id, ...rest }) => rest);
          expect(withoutIds(again.data[name])).toEqual(withoutIds(records));
        } else {
          expect(again.data[name], name).toEqual(records);
        }
      }
      // The public pages read the same.
      const [before, after] = [callerFor(source), callerFor(empty)];
      // (Row ids are each database's own: the rolled-back preview used some of this one's.)
      const postOf = async (caller: typeof before) => {
        const { post } = await caller.blog.post({ slug: 'choosing-a-granite-color' });
        return { ...post, id: 0 };
      };
      expect(await postOf(after)).toEqual(await postOf(before));
      expect(await after.valueEngineering.packages()).toEqual(await before.valueEngineering.packages());
      expect((await after.settings.public()).business.name).toBe('Archive Test Monuments');

      const second = await importArchive(deps, archive, 'apply');
      expect(second.status).toBe('applied');
      expect(second.files.toAdd).toBe(0);
      for (const section of second.sections) {
        expect({ section: section.name, added: section.added, changed: section.changed }).toEqual({
          section: section.name,
          added: 0,
          changed: 0,
        });
      }
    }
  });

  describe('refuses hostile or broken archives with a plain message', () => {
    const check = async (bytes: Buffer): Promise<ImportReport> => {
      const report = await importArchive({ db: site.db, storage }, bytes, 'apply');
      expect(report.status).toBe('refused');
      return report;
    };
    it('a file that is not a zip', async () => {
      expect((await check(Buffer.from('<html>hello</html>'))).problems).toEqual([
        'This file is not a content archive: it is not a zip file.',
      ]);
    });

    it('a path outside the archive (zip slip)', async () => {
      const zip = await zipOf([
        { name: 'manifest.json', data: manifest() },
        { name: 'aa/evil.txt', data: 'x' },
      ]);
      // yazl refuses to write "../", so the name is changed in place (same length, both headers).
      const hostile = Buffer.from(zip.toString('latin1').replaceAll('aa/evil.txt', '../evil.txt'), 'latin1');
      expect((await check(hostile)).problems[0]).toMatch(/outside its own folders/);
    });

    it('a zip bomb', async () => {
      const zip = await zipOf([
        { name: 'manifest.json', data: manifest() },
        { name: 'data/redirects.json', data: Buffer.alloc(12 * 1024 * 1024, 0x20) },
      ]);
      expect(zip.length).toBeLessThan(100_000);
      expect((await check(zip)).problems[0]).toMatch(/zip bomb/);
    });

    it('a nesting bomb in its JSON, and a truncated zip', async () => {
      const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      const inManifest = await zipOf([{ name: 'manifest.json', data: deep }]);
      expect((await check(inManifest)).problems[0]).toMatch(/manifest|content archive/);
      const inData = await zipOf([
        { name: 'manifest.json', data: manifest() },
        { name: 'data/redirects.json', data: `{"records":${deep.slice(0, 20_000)}${deep.slice(-20_000)}}` },
      ]);
      expect((await check(inData)).problems.length).toBeGreaterThan(0);
      const whole = await zipOf([{ name: 'manifest.json', data: manifest() }]);
      expect((await check(whole.subarray(0, whole.length - 30))).problems.length).toBeGreaterThan(0);
    });

    it('a stranger file, a wrong or newer format, and records that do not fit', async () => {
      const stranger = await zipOf([
        { name: 'manifest.json', data: manifest() },
        { name: 'run-me.sh', data: 'rm -rf /' },
      ]);
      expect((await check(stranger)).problems).toEqual(['"run-me.sh" does not belong in a content archive.']);

      const other = await zipOf([{ name: 'manifest.json', data: JSON.stringify({ format: 'something-else' }) }]);
      expect((await check(other)).problems[0]).toMatch(/not a content archive from this site/);
      const noManifest = await zipOf([{ name: 'data/redirects.json', data: '[]' }]);
      expect((await check(noManifest)).problems[0]).toMatch(/no manifest\.json/);
      const newer = await zipOf([{ name: 'manifest.json', data: manifest({ version: 7 }) }]);
      expect((await check(newer)).problems[0]).toMatch(/newer version of the site \(format 7\)/);

      const badRecords = await zipOf([
        { name: 'manifest.json', data: manifest() },
        {
          name: 'data/redirects.json',
          data: JSON.stringify([
            {
              match_type: 'exact',
              pattern: '/a',
              target_path: '//evil.example',
              status_code: 301,
              priority: 0,
              note: null,
            },
            { match_type: 'exact', pattern: '/b', target_path: '/gallery', status_code: 418, priority: 0, note: null },
          ]),
        },
        { name: 'data/settings.json', data: '{not json' },
      ]);
      const report = await check(badRecords);
      expect(report.problems).toEqual([
        'data/settings.json is not valid JSON.',
        expect.stringMatching(/^Redirects, record 1: target_path: /),
        expect.stringMatching(/^Redirects, record 2: status_code: /),
      ]);
    });

    it('a page disguised as an image, and a record whose file is missing', async () => {
      const record = {
        id: '6f1c1a52-3b0e-4c55-9a8e-0f3a2a1f0c11',
        category: 'hero',
        name: 'Disguised',
        alt_text: 'x',
        usage_notes: null,
        is_active: true,
        display_order: 0,
        source_url: null,
        image_url: '/media/evil-400w.webp',
        medium_url: null,
        width: 400,
        height: 300,
        variants: null,
        placeholder_color: null,
        original_key: 'private/originals/missing.jpg',
        content_hash: null,
      };
      const zip = await zipOf([
        { name: 'manifest.json', data: manifest() },
        { name: 'data/site-images.json', data: JSON.stringify([record]) },
        { name: 'files/public/evil-400w.webp', data: '<html><script>alert(1)</script></html>' },
      ]);
      const report = await check(zip);
      expect(report.problems).toEqual([
        'Site image: Disguised needs the file private/originals/missing.jpg, which is neither in the archive nor on this site.',
        'files/public/evil-400w.webp (for Site image: Disguised) is not the image its name says; it was refused.',
      ]);
      expect(await storage.exists('public/evil-400w.webp')).toBe(false);
    });
  });

  describe('over HTTP', () => {
    let app: FastifyInstance;
    let adminCookie: string;
    let memberCookie: string;
    beforeAll(async () => {
      app = await buildTestApp(source, { storage: sourceStorage });
      adminCookie = `${SESSION_COOKIE}=${(await createUserSession(source, { admin: true })).token}`;
      memberCookie = `${SESSION_COOKIE}=${(await createUserSession(source, { admin: false })).token}`;
    });
    afterAll(async () => {
      await app.close();
    });
    const post = (url: string, body: Buffer, cookie?: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': 'application/zip', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
      });

    it('is for admins only', async () => {
      expect((await app.inject({ method: 'GET', url: CONTENT_EXPORT_PATH })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: CONTENT_EXPORT_PATH, headers: { cookie: memberCookie } })).statusCode,
      ).toBe(403);
      expect((await post(`${CONTENT_IMPORT_PATH}?mode=preview`, archive)).statusCode).toBe(401);
      expect((await post(`${CONTENT_IMPORT_PATH}?mode=apply`, archive, memberCookie)).statusCode).toBe(403);
      expect((await post(`${WORDPRESS_IMPORT_PATH}?mode=preview`, Buffer.from('<rss/>'))).statusCode).toBe(401);
      expect((await post(`${WORDPRESS_IMPORT_PATH}?mode=apply`, Buffer.from('<rss/>'), memberCookie)).statusCode).toBe(
        403,
      );
      // An admin gets a plain refusal (422), never a server error.
      const notWxr = await post(`${WORDPRESS_IMPORT_PATH}?mode=preview`, Buffer.from('<rss/>'), adminCookie);
      expect(notWxr.statusCode).toBe(422);
      expect(notWxr.json()).toMatchObject({
        status: 'refused',
        problems: [expect.stringMatching(/not a WordPress export/)],
      });
    });

    it('downloads with its length stated, previews, and refuses a bad upload with 422, not a server error', async () => {
      const download = await app.inject({ method: 'GET', url: CONTENT_EXPORT_PATH, headers: { cookie: adminCookie } });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="monument-site-content-\d{4}-\d{2}-\d{2}\.zip"$/,
      );

      const preview = await post(`${CONTENT_IMPORT_PATH}?mode=preview`, download.rawPayload, adminCookie);
      expect(preview.statusCode, preview.body).toBe(200);
      const changes = (preview.json() as ImportReport).sections.filter((s) => s.added || s.changed);
      expect(changes).toEqual([]);

      const junk = await post(
        `${CONTENT_IMPORT_PATH}?mode=apply`,
        Buffer.from('PK\x03\x04 but not really'),
        adminCookie,
      );
      expect(junk.statusCode).toBe(422);
      expect(junk.json()).toMatchObject({ status: 'refused' });
      expect((await post(`${CONTENT_IMPORT_PATH}?mode=delete`, archive, adminCookie)).statusCode).toBe(400);
      expect((await post(`${CONTENT_IMPORT_PATH}?mode=apply`, Buffer.alloc(0), adminCookie)).statusCode).toBe(400);
    });
  });
});
