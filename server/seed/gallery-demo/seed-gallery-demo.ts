import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { AppDb } from '#db/create-db';
import { PIPELINE_VERSION, processImage, type ProcessedImage } from '#server/modules/media/image-pipeline';
import { storeProcessedImage } from '#server/modules/media/media.service';
import type { MediaStorage } from '#server/modules/media/storage';
import { addStoredImage } from '#server/modules/gallery/gallery.service';
import { DEMO_ITEMS, type DemoItem } from './demo-items';
import { GRANITES, graniteByName } from './granites';
import { etchingSvg, monumentSceneSvg, swatchSvg } from './scenes';
import { demoPicture, writeDemoPicture, type DemoPictureSlot } from '../demo-pictures';

/** Bump when the drawings change, so cached renders are made again. */
const GENERATOR_VERSION = 4;
/** Rendering is the slow part of seeding: renders are kept in this folder (decision record 225). */
const PICTURE_FOLDER = `monument-demo-gallery-v${GENERATOR_VERSION}-p${PIPELINE_VERSION}`;
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

/** Where a demo item's picture is kept. */
function demoImageSlot(item: DemoItem): DemoPictureSlot {
  return { folder: PICTURE_FOLDER, key: createHash('sha256').update(JSON.stringify(item)).digest('hex').slice(0, 32) };
}

/**
 * The source JPEG and its renditions: from the build's prepared pictures (`prepared`), this
 * machine's render cache, or drawn now (and cached).
 */
export async function demoImage(
  item: DemoItem,
  options: { prepared?: string } = {},
): Promise<{ bytes: Buffer; processed: ProcessedImage; cached: boolean }> {
  return demoPicture(
    demoImageSlot(item),
    async () => {
      const bytes = await render(item);
      return { bytes, processed: await processImage(bytes, SEED_OPTIONS) };
    },
    options,
  );
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
  options: { prepared?: string } = {},
) {
  const started = Date.now();
  const existing = new Set(
    (await db.selectFrom('gallery_images').select(['category', 'slug']).where('slug', 'is not', null).execute()).map(
      (r) => `${r.category}/${r.slug}`,
    ),
  );
  const todo = items.filter((item) => !existing.has(`${item.category}/${item.slug}`));
  if (todo.length === 0) return;

  const images = await mapPool(todo, 2, (item) => demoImage(item, options));
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
  log.info(`Seeded ${todo.length} gallery images (${cached} drawn before) in ${Date.now() - started} ms`);
}

/**
 * Writes every demo item's picture into the folder the build prepares for the first start
 * (decision record 225), drawing those this machine has not drawn before. Returns how many it drew.
 */
export async function writePreparedDemoImages(preparedRoot: string, concurrency = 2): Promise<number> {
  const drawn = await mapPool(allDemoItems(), concurrency, async (item) => {
    const picture = await demoImage(item);
    await writeDemoPicture(path.join(preparedRoot, PICTURE_FOLDER), demoImageSlot(item).key, picture);
    return picture.cached ? 0 : 1;
  });
  return drawn.reduce<number>((a, b) => a + b, 0);
}
