import { createHash, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import {
  PIPELINE_VERSION,
  processImage,
  type PipelineOptions,
  type ProcessedImage,
  type Rendition,
  type SourceFormat,
} from './image-pipeline';
import type { StoredFile, StoredVariants } from './media.schema';
import { parseVariants } from './responsive-image-data';
import { CONTENT_TYPES, type MediaStorage } from './storage';
import { counted } from '../shared/plural';

/** The columns an image row (gallery or site image) gets from a stored upload. */
export interface StoredImage {
  imageUrl: string;
  mediumUrl: string;
  optimizedUrl: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  variants: StoredVariants;
  placeholderColor: string;
  originalKey: string;
  contentHash: string;
}

const ORIGINAL_EXTENSION: Record<SourceFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };
const OUTPUT_EXTENSION = { webp: 'webp', avif: 'avif', jpeg: 'jpg' } as const;

/** 128 random bits, so names reveal nothing and can be cached forever. */
export function randomName(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(16));
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// Image work is CPU-heavy; a few at a time keeps the site answering while staff upload.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];
async function withProcessingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function writeRenditions(storage: MediaStorage, processed: ProcessedImage, name: string) {
  const files = new Map<string, StoredFile & { rendition: Rendition }>();
  const keyOf = (rendition: Rendition) =>
    rendition.variant === 'preview'
      ? `public/${name}-preview-${rendition.width}x${rendition.height}.jpg`
      : `public/${name}-${rendition.width}w.${OUTPUT_EXTENSION[rendition.format]}`;
  for (const rendition of processed.renditions) {
    const key = keyOf(rendition);
    if (files.has(key)) continue;
    files.set(key, {
      key,
      url: storage.url(key),
      format: rendition.format,
      width: rendition.width,
      height: rendition.height,
      bytes: rendition.data.length,
      ...(rendition.variant === 'preview' ? { preview: true as const } : {}),
      rendition,
    });
  }
  await Promise.all(
    [...files.values()].map((f) => storage.put(f.key, f.rendition.data, CONTENT_TYPES[OUTPUT_EXTENSION[f.format]]!)),
  );
  const urlOf = (variant: Rendition['variant'], format: Rendition['format']) => {
    const rendition = processed.renditions.find((r) => r.variant === variant && r.format === format)!;
    return storage.url(keyOf(rendition));
  };
  return {
    imageUrl: urlOf('fallback', 'jpeg'),
    mediumUrl: urlOf('medium', 'webp'),
    optimizedUrl: urlOf('optimized', 'webp'),
    thumbnailUrl: urlOf('thumbnail', 'webp'),
    variants: {
      version: PIPELINE_VERSION,
      files: [...files.values()].map(({ rendition: _r, ...file }) => file),
    } satisfies StoredVariants,
  };
}

/**
 * Checks, renders and stores an upload: the original privately, the renditions publicly under
 * a new random name. Throws ImageRejectedError for files the pipeline refuses; nothing is
 * written in that case.
 */
export async function storeImage(
  storage: MediaStorage,
  bytes: Buffer,
  options: PipelineOptions = {},
): Promise<StoredImage> {
  const processed = await withProcessingSlot(() => processImage(bytes, options));
  return storeProcessedImage(storage, bytes, processed);
}

/** Stores renditions already made by processImage (the demo seed caches them) with their original. */
export async function storeProcessedImage(
  storage: MediaStorage,
  bytes: Buffer,
  processed: ProcessedImage,
): Promise<StoredImage> {
  const name = randomName();
  const originalKey = `private/originals/${name}.${ORIGINAL_EXTENSION[processed.sourceFormat]}`;
  await storage.put(
    originalKey,
    bytes,
    CONTENT_TYPES[ORIGINAL_EXTENSION[processed.sourceFormat]] ?? 'application/octet-stream',
  );
  try {
    const written = await writeRenditions(storage, processed, name);
    return {
      ...written,
      width: processed.width,
      height: processed.height,
      placeholderColor: processed.placeholderColor,
      originalKey,
      contentHash: sha256(bytes),
    };
  } catch (error) {
    await storage.delete(originalKey).catch(() => {});
    throw error;
  }
}

/**
 * Renders new renditions from the private original (or the given bytes when there is no
 * original, e.g. a row that only had a URL) under a new name. The caller saves the row, then
 * deletes the old files with deleteImageFiles.
 */
export async function rebuildImage(
  storage: MediaStorage,
  source: { originalKey: string | null; bytes?: Buffer },
  options: PipelineOptions = {},
): Promise<StoredImage> {
  if (source.originalKey) {
    const original = await storage.get(source.originalKey);
    if (!original) throw new Error('The original file is missing from storage.');
    const processed = await withProcessingSlot(() => processImage(original, options));
    const written = await writeRenditions(storage, processed, randomName());
    return {
      ...written,
      width: processed.width,
      height: processed.height,
      placeholderColor: processed.placeholderColor,
      originalKey: source.originalKey,
      contentHash: sha256(original),
    };
  }
  if (!source.bytes) throw new Error('There is no original to rebuild from.');
  return storeImage(storage, source.bytes, options);
}

/** Deletes every file of an image (renditions and, unless kept, the original). Missing files are fine. */
export async function deleteImageFiles(
  storage: MediaStorage,
  image: { variants: unknown; original_key?: string | null },
  options: { keepOriginal?: boolean } = {},
): Promise<void> {
  const keys = parseVariants(image.variants)?.files.map((f) => f.key) ?? [];
  if (image.original_key && !options.keepOriginal) keys.push(image.original_key);
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * What is missing for an image to be complete: no renditions, renditions from an older
 * pipeline, or files gone from storage. Empty when nothing is missing.
 */
export async function missingParts(
  storage: MediaStorage,
  image: {
    variants: unknown;
    thumbnail_url?: string | null;
    medium_url?: string | null;
    optimized_image_url?: string | null;
  },
  options: { checkFiles: boolean },
): Promise<string[]> {
  const variants = parseVariants(image.variants);
  if (!variants) return ['no renditions'];
  const problems: string[] = [];
  if (variants.version < PIPELINE_VERSION) problems.push('made by an older version of the pipeline');
  for (const [column, value] of Object.entries({
    thumbnail_url: image.thumbnail_url,
    medium_url: image.medium_url,
    optimized_image_url: image.optimized_image_url,
  })) {
    if (column in image && !value) problems.push(`no ${column.replace('_url', '').replace('_image', '')} size`);
  }
  if (options.checkFiles) {
    const present = await Promise.all(variants.files.map((f) => storage.exists(f.key)));
    const missing = present.filter((p) => !p).length;
    if (missing) problems.push(`${counted(missing, 'file')} missing from storage`);
  }
  return problems;
}

/** The columns to write for a stored image (shared by gallery and site image rows). */
export function imageColumns(stored: StoredImage) {
  return {
    image_url: stored.imageUrl,
    medium_url: stored.mediumUrl,
    width: stored.width,
    height: stored.height,
    variants: JSON.stringify(stored.variants),
    placeholder_color: stored.placeholderColor,
    original_key: stored.originalKey,
    content_hash: stored.contentHash,
  };
}
