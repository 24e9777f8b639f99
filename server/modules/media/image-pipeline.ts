import sharp, { type Metadata, type OutputInfo } from 'sharp';

/**
 * The image pipeline (docs/decisions/020-image-pipeline.md): an upload is identified by its
 * bytes (never its name or declared type), limited in bytes and pixels before it is decoded,
 * auto-rotated, stripped of every piece of metadata (EXIF, GPS, XMP, comments) by re-encoding,
 * and rendered at four widths in WebP and AVIF, one JPEG at the largest width (old browsers),
 * and a 1200 x 630 JPEG link preview (decision record 184: Facebook, LinkedIn and X show a large
 * card only for a raster of at least 1200 px, and none of them reliably shows WebP).
 */

/** Uploads larger than this are refused. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Images with more pixels than this are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Bump when renditions change; image migration rebuilds older ones. 2: the link preview. */
export const PIPELINE_VERSION = 2;

/** The link preview (og:image): the size Facebook, LinkedIn and X ask for a large card. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The specification's variants and the width each is rendered at (never enlarged). */
export const VARIANT_WIDTHS = { thumbnail: 400, medium: 960, optimized: 1600 } as const;
/**
 * Every width rendered: the named variants plus 640 px, which only appears in srcset. A phone
 * showing a picture across its screen (about 700 device pixels) would otherwise fetch 960.
 */
export const RENDITION_WIDTHS = { thumbnail: 400, small: 640, medium: 960, optimized: 1600 } as const;
export type VariantName = keyof typeof RENDITION_WIDTHS;

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif';
export type OutputFormat = 'webp' | 'avif' | 'jpeg';

/** A refusal whose message can be shown to staff as it is. */
export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly reason: 'not-an-image' | 'too-large' | 'too-many-pixels' | 'damaged' | 'empty',
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export const ACCEPTED_FORMATS_TEXT = 'JPEG, PNG, WebP or AVIF';

/** Identifies the format from the file's first bytes; null for anything else (PDF, SVG, GIF...). */
export function sniffImageFormat(bytes: Buffer): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  // ISO base media file: a 'ftyp' box whose major or compatible brands name AVIF.
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    const end = Math.min(boxSize >= 16 ? boxSize : 16, bytes.length, 256);
    const brands: string[] = [bytes.toString('latin1', 8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(bytes.toString('latin1', offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

export interface Rendition {
  variant: VariantName | 'fallback' | 'preview';
  format: OutputFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  sourceFormat: SourceFormat;
  /** Size of the largest rendition (after auto-rotation). */
  width: number;
  height: number;
  renditions: Rendition[];
  /** Average color as #rrggbb, painted while the image loads. */
  placeholderColor: string;
}

export interface PipelineOptions {
  maxBytes?: number;
  maxPixels?: number;
  /** AVIF encoder effort 0-9; higher is smaller and much slower. */
  avifEffort?: number;
}

const toHex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** Checks an upload and returns its size and format without decoding its pixels. */
export async function inspectImage(bytes: Buffer, options: PipelineOptions = {}) {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  if (bytes.length === 0) throw new ImageRejectedError('The file is empty.', 'empty');
  if (bytes.length > maxBytes) {
    throw new ImageRejectedError(
      `The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the limit is ${Math.round(maxBytes / 1024 / 1024)} MB. Please send a smaller copy.`,
      'too-large',
    );
  }
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw new ImageRejectedError(
      `This file is not a ${ACCEPTED_FORMATS_TEXT} image. Please choose a photo in one of those formats.`,
      'not-an-image',
    );
  }
  let metadata: Metadata;
  try {
    // Reads only the header: no pixels are decoded yet.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('This image could not be read; the file may be damaged or incomplete.', 'damaged');
  }
  const expected = format === 'avif' ? 'heif' : format;
  if (metadata.format !== expected || !metadata.width || !metadata.height) {
    throw new ImageRejectedError('This image could not be read; the file may be damaged or incomplete.', 'damaged');
  }
  if (metadata.width * metadata.height > maxPixels) {
    throw new ImageRejectedError(
      `This image is ${metadata.width} x ${metadata.height} pixels; the limit is ${Math.round(maxPixels / 1_000_000)} megapixels.`,
      'too-many-pixels',
    );
  }
  return { format, width: metadata.width, height: metadata.height };
}

/**
 * Checks and renders an upload. Throws ImageRejectedError (with a message fit for staff) for
 * anything that is not a sound JPEG, PNG, WebP or AVIF within the limits.
 */
export async function processImage(bytes: Buffer, options: PipelineOptions = {}): Promise<ProcessedImage> {
  const { format } = await inspectImage(bytes, options);
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  const largest = RENDITION_WIDTHS.optimized;

  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, auto-rotated and reduced to the largest width; every rendition is cut from
    // this. failOn 'warning' refuses truncated or corrupt files instead of padding them grey.
    base = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'warning', sequentialRead: true })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColorspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new ImageRejectedError(
        `This image has more than ${Math.round(maxPixels / 1_000_000)} megapixels.`,
        'too-many-pixels',
      );
    }
    throw new ImageRejectedError('This image could not be read; the file may be damaged or incomplete.', 'damaged');
  }

  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } };
  const effort = options.avifEffort ?? 2;

  const uniqueWidths = new Map<number, VariantName[]>();
  for (const [variant, target] of Object.entries(RENDITION_WIDTHS) as Array<[VariantName, number]>) {
    const w = Math.min(target, width);
    uniqueWidths.set(w, [...(uniqueWidths.get(w) ?? []), variant]);
  }

  const jobs: Array<Promise<Rendition[]>> = [];
  for (const [w, variants] of uniqueWidths) {
    const h = Math.max(1, Math.round((height * w) / width));
    const sized = () => {
      const pipeline = sharp(base.data, raw);
      return w === width ? pipeline : pipeline.resize({ width: w, height: h, fit: 'fill' });
    };
    // Same width for several variants (a small original) is stored once and shared.
    const label = variants[variants.length - 1]!;
    jobs.push(
      sized()
        .webp({ quality: 78, alphaQuality: 90, effort: 4 })
        .toBuffer()
        .then((data) => [{ variant: label, format: 'webp' as const, width: w, height: h, data }]),
      sized()
        .avif({ quality: 52, effort })
        .toBuffer()
        .then((data) => [{ variant: label, format: 'avif' as const, width: w, height: h, data }]),
    );
  }
  // One JPEG at the largest width: for link previews and very old browsers.
  jobs.push(
    sharp(base.data, raw)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
      .then((data) => [{ variant: 'fallback' as const, format: 'jpeg' as const, width, height, data }]),
  );
  // The link preview: cropped to 1200 x 630 around the most interesting part (enlarged if needed).
  jobs.push(
    sharp(base.data, raw)
      .resize({ ...PREVIEW_SIZE, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
      .then((data) => [{ variant: 'preview' as const, format: 'jpeg' as const, ...PREVIEW_SIZE, data }]),
  );
  const stats = sharp(base.data, raw).stats();

  const [renditions, { channels: colorStats }] = await Promise.all([Promise.all(jobs).then((r) => r.flat()), stats]);
  const [r, g, b] = colorStats;
  const placeholderColor = r && g && b ? `#${toHex(r.mean)}${toHex(g.mean)}${toHex(b.mean)}` : '#d9d9d6';

  // The variants that share a rendition point at the same file.
  const all: Rendition[] = [];
  for (const rendition of renditions) {
    if (rendition.variant === 'fallback' || rendition.variant === 'preview') {
      all.push(rendition);
      continue;
    }
    for (const variant of uniqueWidths.get(rendition.width) ?? []) all.push({ ...rendition, variant });
  }
  return { sourceFormat: format, width, height, renditions: all, placeholderColor };
}
