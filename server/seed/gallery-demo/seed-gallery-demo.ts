import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { AppDb } from '#db/create-db';
import {
  PIPELINE_VERSION,
  processImage,
  type ProcessedImage,
  type Rendition,
} from '#server/modules/media/image-pipeline';
import { storeProcessedImage } from '#server/modules/media/media.service';
import type { MediaStorage } from '#server/modules/media/storage';
import { addStoredImage } from '#server/modules/gallery/gallery.service';
import { DEMO_ITEMS, type DemoItem } from './demo-items';
import { GRANITES, graniteByName } from './granites';
import { etchingSvg, monumentSceneSvg, swatchSvg } from './scenes';

/** Bump when the drawings change, so cached renders are made again. */
const GENERATOR_VERSION = 4;
/** Rendering is the slow part of seeding: renders are kept here between runs (and test databases). */
const CACHE_DIR = path.join(os.tmpdir(), `monument-demo-gallery-v${GENERATOR_VERSION}-p${PIPELINE_VERSION}`);
// The fastest AVIF effort: demo images are small and the first seed on a machine renders all of them.
const SEED_OPTIONS = { avifEffort: 0 };

/** Every demo item, granite swatches included (one per granite). */
export function allDemoItems(): DemoItem[] {
  const swatches: DemoItem[] = GRANITES.map((granite) => ({
    category: 'granite_colors',
    slug: granite.slug,
    title: granite.name,
    description: granite.description,
    graniteColor: granite.name,
    altText: `Polished ${granite.name} granite sample`,
    picture: { kind: 'swatch' },
  }));
  return [...DEMO_ITEMS, ...swatches];
}

const seedOf = (item: DemoItem) =>
  parseInt(createHash('sha256').update(`${item.category}/${item.slug}`).digest('hex').slice(0, 8), 16);

async function render(item: DemoItem): Promise<Buffer> {
  const granite = graniteByName(item.graniteColor);
  const seed = seedOf(item);
  const svg =
    item.picture.kind === 'monument'
      ? await monumentSceneSvg({ ...item.picture, granite, seed })
      : item.picture.kind === 'etching'
        ? await etchingSvg(item.picture.design, granite, seed)
        : await swatchSvg(granite, seed);
  return sharp(Buffer.from(svg)).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

interface CacheEntry {
  width: number;
  height: number;
  placeholderColor: string;
  renditions: Array<Omit<Rendition, 'data'> & { file: string }>;
}

async function writeAtomic(file: string, data: Buffer | string) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/** The source JPEG and its renditions, from the cache or made now (and cached). */
export async function demoImage(
  item: DemoItem,
): Promise<{ bytes: Buffer; processed: ProcessedImage; cached: boolean }> {
  const key = createHash('sha256').update(JSON.stringify(item)).digest('hex').slice(0, 32);
  const metaFile = path.join(CACHE_DIR, `${key}.json`);
  try {
    const meta = JSON.parse(await fs.readFile(metaFile, 'utf8')) as CacheEntry;
    const bytes = await fs.readFile(path.join(CACHE_DIR, `${key}-source.jpg`));
    const renditions = await Promise.all(
      meta.renditions.map(async ({ file, ...r }) => ({ ...r, data: await fs.readFile(path.join(CACHE_DIR, file)) })),
    );
    return {
      bytes,
      processed: {
        sourceFormat: 'jpeg',
        width: meta.width,
        height: meta.height,
        placeholderColor: meta.placeholderColor,
        renditions,
      },
      cached: true,
    };
  } catch {
    // Not cached yet (or a partial entry): make it.
  }
  const bytes = await render(item);
  const processed = await processImage(bytes, SEED_OPTIONS);
  try {
    await fs.mkdir(CACHE_DIR, { recursive: true });
    const renditions = await Promise.all(
      processed.renditions.map(async (r, i) => {
        const file = `${key}-${i}.bin`;
        await writeAtomic(path.join(CACHE_DIR, file), r.data);
        return { variant: r.variant, format: r.format, width: r.width, height: r.height, file };
      }),
    );
    await writeAtomic(path.join(CACHE_DIR, `${key}-source.jpg`), bytes);
    const meta: CacheEntry = {
      width: processed.width,
      height: processed.height,
      placeholderColor: processed.placeholderColor,
      renditions,
    };
    await writeAtomic(metaFile, JSON.stringify(meta));
  } catch {
    // A cache that cannot be written only makes the next seed slower.
  }
  return { bytes, processed, cached: false };
}

async function mapPool<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * Gives every gallery category its demo images. Items are known by category and slug: one that
 * exists is left alone, so the seed can run on every start.
 */
export async function seedGalleryDemo(
  db: AppDb,
  storage: MediaStorage,
  log: { info(message: string): void },
  items: DemoItem[] = allDemoItems(),
) {
  const started = Date.now();
  const existing = new Set(
    (await db.selectFrom('gallery_images').select(['category', 'slug']).where('slug', 'is not', null).execute()).map(
      (r) => `${r.category}/${r.slug}`,
    ),
  );
  const todo = items.filter((item) => !existing.has(`${item.category}/${item.slug}`));
  if (todo.length === 0) return;

  const images = await mapPool(todo, 2, demoImage);
  // New items go to the top of their category, so they are added last-first to keep the list's order.
  for (let i = todo.length - 1; i >= 0; i--) {
    const item = todo[i]!;
    const image = images[i]!;
    const stored = await storeProcessedImage(storage, image.bytes, image.processed);
    await addStoredImage(db, stored, {
      category: item.category,
      title: item.title,
      slug: item.slug,
      description: item.description,
      altText: item.altText,
      graniteColor: item.graniteColor,
      dimensions: item.dimensions ?? null,
      priceCents: item.priceCents ?? null,
      availability: item.availability ?? null,
      isPublished: true,
    });
  }
  const cached = images.filter((i) => i.cached).length;
  log.info(`Seeded ${todo.length} gallery images (${cached} from the render cache) in ${Date.now() - started} ms`);
}
