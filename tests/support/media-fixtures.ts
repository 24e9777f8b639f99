import sharp from 'sharp';
import type { AppDb } from '#db/create-db';
import { storeImage } from '#server/modules/media/media.service';
import type { MediaStorage } from '#server/modules/media/storage';
import { addStoredImage } from '#server/modules/gallery/gallery.service';
import type { GalleryCategory } from '#server/modules/gallery/gallery.schema';

let counter = 0;

/** A small JPEG of a colour of its own (so every one has different bytes). */
export function smallJpeg(width = 96, height = 72): Promise<Buffer> {
  counter++;
  const channel = (n: number) => (n * 53 + counter * 29) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r: channel(1), g: channel(2), b: channel(3) } } })
    .jpeg()
    .toBuffer();
}

/** Adds a gallery item through the real pipeline and storage. */
export async function addGalleryItem(
  db: AppDb,
  storage: MediaStorage,
  input: { category: GalleryCategory; title: string; isPublished?: boolean; priceCents?: number | null; slug?: string },
) {
  const stored = await storeImage(storage, await smallJpeg());
  return addStoredImage(db, stored, { ...input, isPublished: input.isPublished ?? true });
}

/** Row columns for an item whose files do not matter (paging tests add many). */
export function placeholderImageColumns(n: number) {
  const variants = {
    version: 1,
    files: [400, 960].flatMap((w) =>
      (['webp', 'avif'] as const).map((format) => ({
        key: `public/p${n}-${w}w.${format}`,
        url: `/media/p${n}-${w}w.${format}`,
        format,
        width: w,
        height: (w * 3) / 4,
        bytes: 100,
      })),
    ),
  };
  return {
    image_url: `/media/p${n}-960w.jpg`,
    medium_url: `/media/p${n}-960w.webp`,
    optimized_image_url: `/media/p${n}-960w.webp`,
    thumbnail_url: `/media/p${n}-400w.webp`,
    width: 960,
    height: 720,
    variants: JSON.stringify(variants),
    placeholder_color: '#777777',
    original_key: `private/originals/p${n}.jpg`,
    content_hash: `hash-${n}`,
  };
}
