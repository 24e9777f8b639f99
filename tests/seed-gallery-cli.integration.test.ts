import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/create-db';
import { migratedDataDir } from './support/migrated-data-dir';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

/** Runs the CLI as staff would, on its own embedded database. */
async function seedGallery(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false' };
  delete env.DATABASE_URL;
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/seed-gallery.ts', ...args], {
    cwd: root,
    env,
  });
  return { stdout, stderr };
}

describe('npm run seed:gallery', () => {
  let work: string;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-gallery-cli-'));
    const photos = path.join(work, 'photos');
    fs.mkdirSync(path.join(photos, 'stock-items'), { recursive: true });
    fs.mkdirSync(path.join(photos, 'artwork'), { recursive: true });
    const make = (color: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: color } });
    await make('#334455')
      .jpeg()
      .toFile(path.join(photos, 'stock-items', 'gray_slant-30.jpg'));
    await make('#553322')
      .png()
      .toFile(path.join(photos, 'artwork', 'rose.png'));
    fs.writeFileSync(path.join(photos, 'artwork', 'notes.txt'), 'not an image');
    fs.writeFileSync(path.join(photos, 'artwork', 'fake.jpg'), '%PDF-1.4 pretending');
    await make('#223344').webp().toFile(path.join(work, 'bench.webp'));
    fs.writeFileSync(
      path.join(work, 'manifest.json'),
      JSON.stringify([
        {
          file: 'bench.webp',
          category: 'clearance-specials',
          title: 'Display Bench',
          description: 'A bench.',
          price: 1250.5,
          availability: 'reserved',
        },
      ]),
    );
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('imports a folder of category folders, reports failures, and skips what it already imported', async () => {
    const dataDir = path.join(work, 'data');
    // The data folder starts as the migrated snapshot, so the command's own migration finds
    // nothing to do (initdb and every migration from scratch took half of its first run).
    await migratedDataDir(path.join(dataDir, 'pglite'));
    const first = await seedGallery(dataDir, path.join(work, 'photos')).catch(
      (e: { stdout: string; stderr: string; code: number }) => e,
    );
    expect(first.stdout).toContain('Added 2, already there 0, failed 1.');
    expect(first.stderr).toContain('fake.jpg: This file is not a JPEG, PNG, WebP or AVIF image.');
    expect(first.stderr).toMatch(/\[#+\] 100% 3\/3/);

    const second = await seedGallery(dataDir, path.join(work, 'photos')).catch((e: { stdout: string }) => e);
    expect(second.stdout).toContain('Added 0, already there 2, failed 1.');

    const manifest = await seedGallery(dataDir, path.join(work, 'manifest.json'));
    expect(manifest.stdout).toContain('Added 1, already there 0, failed 0.');

    const database = await createDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db
        .selectFrom('gallery_images')
        .select(['category', 'title', 'slug', 'price_cents', 'availability', 'is_published'])
        .orderBy('category')
        .execute();
      expect(rows).toEqual([
        { category: 'artwork', title: 'Rose', slug: 'rose', price_cents: null, availability: null, is_published: true },
        {
          category: 'clearance_specials',
          title: 'Display Bench',
          slug: 'display-bench',
          price_cents: 125_050,
          availability: 'reserved',
          is_published: true,
        },
        {
          category: 'stock_items',
          title: 'Gray Slant 30',
          slug: 'gray-slant-30',
          price_cents: null,
          availability: 'available',
          is_published: true,
        },
      ]);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('explains how to use it', async () => {
    const result = await seedGallery(path.join(work, 'data2')).catch((e: { stderr: string; code: number }) => e);
    expect((result as { code?: number }).code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run seed:gallery -- <folder | manifest.json>');
  }, 60_000);
});
