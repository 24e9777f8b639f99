import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { seedDemoContent } from '#server/seed/seed-demo';
import { storeImage } from '../media/media.service';
import { addBlogImage, createPost, publishPost } from '../blog/blog.service';
import { bodyImageAttributes } from '../blog/blog.repository';
import { insertSubmission } from '../leads/leads.repository';
import { addStoredSiteImage } from '../site-images/site-images.admin-service';
import { stableJson } from '../shared/content-archive';
import { exportArchive, importArchive } from './content-migration.service';
import { archiveSections } from './content-migration.sections';
import { NOT_IN_ARCHIVE } from './content-migration.schema';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The tables the archive's sections write, with the columns each database fills in for itself
 * (serial ids, the time a row was written on this site, the edit counter). Everything else must
 * arrive as it was.
 */
const coveredTables: Record<string, string[]> = {
  settings: ['updated_at', 'updated_by'],
  redirects: ['id', 'created_at', 'updated_at', 'hits', 'last_hit_at'],
  gallery_images: ['created_at', 'updated_at'],
  site_images: ['created_at', 'updated_at'],
  blog_images: ['id', 'created_at'],
  blog_posts: ['id', 'created_at', 'revision'],
  ve_packages: ['created_at', 'updated_at'],
  booking_settings: ['updated_at', 'updated_by'],
  booking_closed_dates: ['id', 'created_at', 'updated_at'],
  submissions: ['id', 'updated_at'],
  cemeteries: ['id', 'created_at', 'updated_at'],
  cemetery_sections: ['id', 'cemetery_id', 'created_at', 'updated_at'],
};

/** A table's rows without the columns each database assigns itself, in a stable order. */
async function rowsOf(database: Database, table: string) {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
  const ignored = coveredTables[table]!;
  const images =
    table === 'blog_posts'
      ? new Map(
          (await database.db.selectFrom('blog_images').select(['id', 'original_key']).execute()).map((r) => [
            r.id,
            r.original_key,
          ]),
        )
      : null;
  return rows
    .map((row) => {
      const kept: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) {
        if (ignored.includes(column)) continue;
        // A post's cover is a row id of each database's own: compare the picture it names.
        if (column === 'cover_image_id') kept.cover = value === null ? null : images!.get(value as number);
        else kept[column] = value instanceof Date ? value.toISOString() : value;
      }
      return stableJson(kept);
    })
    .sort();
}

describe.each(databaseTargets)('the demo site through its own content archive (%s)', (target) => {
  let source: Database;
  let empty: Database;
  const sourceStorage = tempStorage();
  const storage = tempStorage();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'monument-demo-'));

  beforeAll(async () => {
    [source, empty] = await Promise.all([openTestDatabase(target), openTestDatabase(target)]);
    await seedDemoContent(source.db, { log: { info() {} }, dataDir, storage: sourceStorage });
    // One photo used twice: uploaded as a post's cover, and again as a picture in its body (the
    // editor uploads each on its own, so the same bytes are two blog pictures).
    const photo = await smallJpeg(120, 90);
    const cover = await addBlogImage(source.db, await storeImage(sourceStorage, photo));
    const inline = await addBlogImage(source.db, await storeImage(sourceStorage, photo));
    const picture = bodyImageAttributes(inline);
    const post = await createPost(source.db, {
      title: 'Our Wylie showroom',
      slug: 'our-wylie-showroom',
      excerpt: 'A visit before you choose.',
      category: 'planning',
      bodyHtml: `<p>Come and see the stones.</p><p><img src="${picture.src}" alt="The showroom" width="${picture.width}" height="${picture.height}"></p>`,
      coverImageId: cover.id,
      coverAlt: 'The showroom from the road',
      seoTitle: null,
      seoDescription: null,
    });
    await publishPost(source.db, { id: post.id, revision: post.revision, publishAt: '2026-02-01T15:00:00.000Z' });
    // And one photo shown twice among the site images of one place (two steps of "our process").
    const step = await smallJpeg(100, 80);
    for (const name of ['Drawing the design', 'Approving the proof']) {
      await addStoredSiteImage(source.db, await storeImage(sourceStorage, step), {
        category: 'process',
        name,
        altText: 'A designer at the drawing table',
        isActive: true,
      });
    }
    await insertSubmission(source.db, {
      kind: 'contact',
      name: 'Ruth Example',
      email: 'ruth@example.com',
      extra: {},
      ipHash: null,
    });
    // The demo seed renders its drawings once per machine (then reads them from a cache).
  }, 600_000);
  afterAll(async () => {
    await Promise.all([source.close(), empty.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports its own export into an empty site: every table it covers, every file', async () => {
    const archive = await exportArchive({ db: source.db, storage: sourceStorage }, { includeLeads: true });
    expect(archive.missingFiles).toEqual([]);
    const bytes = await bytesOf(archive.stream);

    const preview = await importArchive({ db: empty.db, storage }, bytes, 'preview');
    expect(preview.problems).toEqual([]);
    expect(preview.status).toBe('preview');
    const applied = await importArchive({ db: empty.db, storage }, bytes, 'apply');
    expect(applied.problems).toEqual([]);
    expect(applied.status).toBe('applied');
    expect(applied.sections.find((s) => s.name === 'blog-images')?.added).toBe(
      Number(
        (await source.db
          .selectFrom('blog_images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst())!.n,
      ),
    );

    for (const table of Object.keys(coveredTables)) {
      const [before, after] = [await rowsOf(source, table), await rowsOf(empty, table)];
      expect(before.length, `${table} has rows to compare`).toBeGreaterThan(table === 'booking_closed_dates' ? -1 : 0);
      expect(after, table).toEqual(before);
    }
    // The calculator and the page copy keep a history of their own: what the site shows is the same.
    for (const section of archiveSections.filter((s) => s.name === 'calculator' || s.name === 'page-copy')) {
      expect(await section.exportRecords(empty.db), section.name).toEqual(await section.exportRecords(source.db));
    }
    // Every file a record names, byte for byte.
    for (const section of archiveSections) {
      for (const record of await section.exportRecords(source.db)) {
        for (const key of section.filesOf?.(record) ?? []) {
          expect((await storage.get(key))?.equals((await sourceStorage.get(key))!), key).toBe(true);
        }
      }
    }

    // The post shows the same cover and body on both sites, and a second import changes nothing.
    const post = (db: Database) =>
      db.db
        .selectFrom('blog_posts')
        .innerJoin('blog_images', 'blog_images.id', 'blog_posts.cover_image_id')
        .select(['blog_posts.body_html', 'blog_images.original_key'])
        .where('slug', '=', 'our-wylie-showroom')
        .executeTakeFirstOrThrow();
    expect(await post(empty)).toEqual(await post(source));
    const second = await importArchive({ db: empty.db, storage }, bytes, 'apply');
    expect(second.sections.filter((s) => s.added || s.changed)).toEqual([]);
  }, 120_000);

  it('the export screen names every table the archive leaves out', async () => {
    // Sections whose tables keep a history: the archive carries the current version.
    const alsoCovered = ['calculator_draft', 'calculator_versions', 've_content'];
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%'`.execute(
      source.db,
    );
    const covered = [...Object.keys(coveredTables), ...alsoCovered];
    const leftOut = NOT_IN_ARCHIVE.flatMap((item) => item.tables);
    const unaccounted = rows.map((r) => r.name).filter((name) => !covered.includes(name) && !leftOut.includes(name));
    expect(unaccounted, 'tables neither in a section nor listed as left out').toEqual([]);
    expect(leftOut.filter((name) => covered.includes(name))).toEqual([]);
    expect(leftOut.filter((name) => !rows.some((r) => r.name === name))).toEqual([]);
  });

  it('still reads an archive made before copies were numbered (a photo listed twice under one hash)', async () => {
    const archive = await exportArchive({ db: source.db, storage: sourceStorage }, { includeLeads: false });
    const bytes = await bytesOf(archive.stream);
    const report = await importArchive({ db: empty.db, storage }, bytes, 'preview');
    expect(report.status).toBe('preview');
    const blogImages = archiveSections.find((s) => s.name === 'blog-images')!;
    const records = (await blogImages.exportRecords(source.db)) as Array<{ copy?: number }>;
    const older = records.map(({ copy: _copy, ...rest }) => rest);
    expect(blogImages.prepareRecords!(older)).toEqual(records);
  });
});
