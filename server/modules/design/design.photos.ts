import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { ImageRejectedError, inspectImage, MAX_INPUT_PIXELS } from '../media/image-pipeline';
import type { MediaStorage } from '../media/storage';
import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { PHOTO_TREATMENTS, type PhotoTreatment } from './design.choices';

export { DESIGN_PHOTOS_PATH, designPhotoHref } from './design.photo-art';

/**
 * A family's photo for a porcelain portrait or a laser-etched picture (decision record 264).
 *
 * The photo goes through the image pipeline's checks (identified by its bytes, limited in bytes
 * and pixels before anything is decoded, refused when damaged), is turned upright and re-encoded
 * (so no EXIF, GPS or other metadata is kept), and is stored under the media storage's private
 * prefix, which is never served at /media/: `private/design-photos/<uploadId>/`. Three files:
 * the photo itself (the office's copy for the real portrait or etching) and its two previews,
 * made once at upload, so showing one is only a read. The upload id, an unguessable uuid, is
 * the only key to them.
 */

/** A phone's photo is 2 to 12 MB; a family photo larger than this is refused in words. */
export const DESIGN_PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** The kept copy's longest side: enough for a 5 × 7 in porcelain at 450 dots an inch. */
const KEPT_SIDE = 3200;
/** A preview's size: the porcelain's 3 : 4 oval, and the etching's longest side. */
const PORCELAIN_SIZE = { width: 720, height: 960 } as const;
const ETCHED_SIDE = 960;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The storage key of a photo's file; null when the id is not an upload id. */
export function designPhotoKey(uploadId: string, file: PhotoTreatment | 'photo'): string | null {
  const id = uploadId.toLowerCase();
  if (!UUID.test(id)) return null;
  return `private/design-photos/${id}/${file}.jpg`;
}

const HREF = /^\/ai-tools\/design-playground\/photos\/([0-9a-f-]{36})\/(porcelain|etched)\.jpg$/;

/** The storage key behind a preview's site address, or null when the address is not one. */
export function keyForDesignPhotoHref(href: string): string | null {
  const match = HREF.exec(href);
  return match ? designPhotoKey(match[1]!, match[2] as PhotoTreatment) : null;
}

/** At most 20 photos per address an hour: a family trying a few photos stays far inside it. */
export const photoUploadRateLimit = (ip: string): RateLimitRule => ({
  key: `design-photo:${hashAddress('design:photo', ip)}`,
  limit: 20,
  windowMs: 60 * 60_000,
});

/**
 * The etching's look: on polished black granite a laser lightens the stone where it strikes, so
 * the photo shows as fine grey-white marks on black. Grey, its contrast stretched to the full
 * range, a touch darker in the mid-tones (the stone swallows faint marks), sharpened as the
 * laser's dots are, with the edges fading into the stone.
 */
async function etchedPreview(upright: Sharp): Promise<Buffer> {
  const { data, info } = await upright
    .clone()
    .resize({ width: ETCHED_SIDE, height: ETCHED_SIDE, fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .normalise({ lower: 2, upper: 98 })
    .gamma(2.2, 1.6)
    .sharpen({ sigma: 1.2 })
    .linear(0.86, 12)
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // A soft oval fade into the stone's black, so the picture has no hard edge on the granite.
  const fade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="f" cx="50%" cy="50%" r="50%">` +
      `<stop offset="0.72" stop-color="#0b0b0c" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#0b0b0c" stop-opacity="1"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#f)"/></svg>`,
  );
  return sharp(data, { raw: { width, height, channels: info.channels } })
    .composite([{ input: fade, blend: 'over' }])
    .flatten({ background: '#0b0b0c' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The porcelain's preview: the photo in colour, cropped 3 : 4 around the face for an oval. */
function porcelainPreview(upright: Sharp): Promise<Buffer> {
  return upright
    .clone()
    .resize({ ...PORCELAIN_SIZE, fit: 'cover', position: 'attention' })
    .modulate({ saturation: 1.05 })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

export interface ProcessedDesignPhoto {
  photo: Buffer;
  porcelain: Buffer;
  etched: Buffer;
}

/**
 * Checks a family's photo and makes its three files. Throws ImageRejectedError with words a
 * family can read for anything that is not a sound JPEG, PNG, WebP or AVIF within the limits.
 */
export async function processDesignPhoto(bytes: Buffer): Promise<ProcessedDesignPhoto> {
  await inspectImage(bytes, { maxBytes: DESIGN_PHOTO_MAX_BYTES, maxPixels: MAX_INPUT_PIXELS });
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, turned upright by its EXIF orientation, reduced, and re-encoded without any
    // of its metadata; failOn 'warning' refuses a truncated file instead of padding it grey.
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true })
      .rotate()
      .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColorspace('srgb')
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new ImageRejectedError(
        `This photo has more than ${Math.round(MAX_INPUT_PIXELS / 1_000_000)} megapixels. Please send a smaller copy.`,
        'too-many-pixels',
      );
    }
    throw new ImageRejectedError(
      'This photo could not be read; the file may be damaged or incomplete. Please try another copy.',
      'damaged',
    );
  }
  const { width, height, channels } = upright.info;
  const base = sharp(upright.data, { raw: { width, height, channels } });
  const [photo, porcelain, etched] = await Promise.all([
    base.clone().jpeg({ quality: 90, mozjpeg: true }).toBuffer(),
    porcelainPreview(base),
    etchedPreview(base),
  ]);
  return { photo, porcelain, etched };
}

/** Stores a family's photo privately; returns its upload id. */
export async function storeDesignPhoto(storage: MediaStorage, bytes: Buffer): Promise<string> {
  const files = await processDesignPhoto(bytes);
  const uploadId = randomUUID();
  const written: string[] = [];
  try {
    for (const file of ['photo', ...PHOTO_TREATMENTS] as const) {
      const key = designPhotoKey(uploadId, file)!;
      await storage.put(key, files[file], 'image/jpeg');
      written.push(key);
    }
  } catch (error) {
    // Half a photo is no photo: nothing is left behind.
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
  return uploadId;
}

/** A preview's bytes, or null when there is no such photo. */
export function designPhotoPreview(
  storage: MediaStorage,
  uploadId: string,
  treatment: PhotoTreatment,
): Promise<Buffer | null> {
  const key = designPhotoKey(uploadId, treatment);
  return key ? storage.get(key) : Promise.resolve(null);
}
