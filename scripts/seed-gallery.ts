/**
 * npm run seed:gallery -- <folder | manifest.json> [--category stock-items] [--draft]
 *
 * Imports images into the gallery through the same pipeline as staff uploads. A folder's
 * sub-folders named after categories (set-monuments, catalog-items, stock-items,
 * clearance-specials, artwork, granite-colors) fill those categories, and images directly in
 * the folder go to --category. A manifest is a JSON list of
 * { file, category, title?, description?, slug?, altText?, graniteColor?, dimensions?,
 *   price? (dollars), availability?, published? } with paths relative to the manifest.
 * Safe to run again: an image whose exact bytes are already in its category is skipped.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getEnv } from '../server/env';
import { migrateToLatest } from '../db/migrator';
import { storageFromEnv } from '../server/modules/media/storage-from-env';
import { ImageRejectedError } from '../server/modules/media/image-pipeline';
import { importImageBytes } from '../server/modules/gallery/gallery.service';
import {
  availabilitySchema,
  categoryFromSlug,
  GALLERY_CATEGORIES,
  galleryCategorySchema,
  itemSlugSchema,
  CATEGORY_SLUGS,
  type GalleryCategory,
} from '../server/modules/gallery/gallery.schema';
import { openCliDatabase } from './cli-database';
import { createProgressBar } from './progress-bar';

const IMAGE_FILE = /\.(jpe?g|png|webp|avif)$/i;

/** A category from its URL slug (stock-items) or database name (stock_items). */
const categoryArg = z.string().transform((value, ctx) => {
  const category = categoryFromSlug(value) ?? (GALLERY_CATEGORIES as readonly string[]).find((c) => c === value);
  if (!category) {
    ctx.addIssue({
      code: 'custom',
      message: `Unknown category "${value}". Use one of: ${Object.values(CATEGORY_SLUGS).join(', ')}`,
    });
    return z.NEVER;
  }
  return category as GalleryCategory;
});

const manifestItemSchema = z.object({
  file: z.string().min(1),
  category: categoryArg,
  title: z.string().trim().min(1).max(120).optional(),
  description: z.string().trim().max(2000).optional(),
  slug: itemSlugSchema.optional(),
  altText: z.string().trim().max(250).optional(),
  graniteColor: z.string().trim().max(60).optional(),
  dimensions: z.string().trim().max(120).optional(),
  price: z.number().nonnegative().max(1_000_000).optional(),
  availability: availabilitySchema.optional(),
  published: z.boolean().optional(),
});
const manifestSchema = z.union([
  z.array(manifestItemSchema),
  z.object({ items: z.array(manifestItemSchema) }).transform((m) => m.items),
]);

interface Job {
  file: string;
  category: GalleryCategory;
  fields: Omit<z.infer<typeof manifestItemSchema>, 'file' | 'category' | 'price'> & { priceCents?: number };
}

async function jobsFromFolder(folder: string, fallback: GalleryCategory | undefined): Promise<Job[]> {
  const jobs: Job[] = [];
  const entries = (await fs.readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      const parsed = categoryArg.safeParse(entry.name);
      if (!parsed.success) {
        console.warn(`Skipping folder ${entry.name}: not a category name.`);
        continue;
      }
      for (const name of (await fs.readdir(full)).filter((n) => IMAGE_FILE.test(n)).sort()) {
        jobs.push({ file: path.join(full, name), category: parsed.data, fields: {} });
      }
    } else if (IMAGE_FILE.test(entry.name)) {
      if (!fallback)
        throw new Error(`${entry.name} is not in a category folder; pass --category to say where it goes.`);
      jobs.push({ file: full, category: fallback, fields: {} });
    }
  }
  return jobs;
}

async function jobsFromManifest(file: string): Promise<Job[]> {
  const parsed = manifestSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`The manifest has problems:\n${lines.join('\n')}`);
  }
  const base = path.dirname(file);
  return parsed.data.map(({ file: f, category, price, ...fields }) => ({
    file: path.resolve(base, f),
    category,
    fields: { ...fields, ...(price === undefined ? {} : { priceCents: Math.round(price * 100) }) },
  }));
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { category: { type: 'string' }, draft: { type: 'boolean', default: false } },
  });
  const target = positionals[0];
  if (!target) {
    console.error('Usage: npm run seed:gallery -- <folder | manifest.json> [--category stock-items] [--draft]');
    process.exit(2);
  }
  const fallback = values.category ? categoryArg.parse(values.category) : undefined;
  const stat = await fs.stat(target).catch(() => null);
  if (!stat) throw new Error(`${target} does not exist.`);
  const jobs = stat.isDirectory() ? await jobsFromFolder(target, fallback) : await jobsFromManifest(target);
  if (jobs.length === 0) {
    console.log('No images found (JPEG, PNG, WebP or AVIF).');
    return;
  }

  const env = getEnv();
  const storage = storageFromEnv(env);
  const database = await openCliDatabase();
  const counts = { added: 0, skipped: 0, failed: 0 };
  try {
    await migrateToLatest(database.db);
    const progress = createProgressBar(jobs.length);
    // One at a time, in order: each new item goes to the top, so the last file ends up first.
    for (const job of jobs) {
      const name = path.basename(job.file);
      try {
        const bytes = await fs.readFile(job.file);
        const result = await importImageBytes(database.db, storage, bytes, {
          category: galleryCategorySchema.parse(job.category),
          fileName: name,
          ...job.fields,
          isPublished: job.fields.published ?? !values.draft,
        });
        counts[result.outcome === 'added' ? 'added' : 'skipped']++;
        progress.tick(`${name}: ${result.outcome === 'added' ? 'added' : 'already there'}`);
      } catch (error) {
        counts.failed++;
        const reason =
          error instanceof ImageRejectedError ? error.message : error instanceof Error ? error.message : String(error);
        progress.note(`${name}: ${reason}`);
        progress.tick(`${name}: failed`);
      }
    }
    progress.finish();
  } finally {
    await database.close();
  }
  console.log(`Added ${counts.added}, already there ${counts.skipped}, failed ${counts.failed}.`);
  if (counts.failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
