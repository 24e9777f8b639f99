import type { AppDb } from '#db/create-db';
import { ImageRejectedError, MAX_UPLOAD_BYTES } from '../media/image-pipeline';
import { deleteImageFiles, missingParts, rebuildImage, storeImage } from '../media/media.service';
import { RemoteFetchError, type RemoteFetcher } from '../media/safe-fetch';
import { keyForPublicUrl, type MediaStorage } from '../media/storage';
import { addStoredImage, replaceGalleryImage } from '../gallery/gallery.service';
import { titleFromFileName } from '../gallery/gallery.schema';
import { addStoredSiteImage, replaceSiteImage } from '../site-images/site-images.admin-service';
import { isBundledDrawing } from '../media/media-table';
import { findImportedSource, nextImages, type ImageForCheck, type ImageKind } from './image-migration.inventory';
import type { ImportDestination } from './image-migration.schema';

const IMPORT_TIMEOUT_MS = 20_000;

export interface RegenerateResult {
  kind: ImageKind;
  id: string;
  label: string;
  outcome: 'complete' | 'rebuilt' | 'failed';
  message: string;
}

const encodeCursor = (image: { kind: ImageKind; id: string }) => `${image.kind}:${image.id}`;
function decodeCursor(cursor: string | null): { kind: ImageKind; id: string | null } {
  const match = cursor ? /^(gallery|site):([0-9a-f-]{36})$/i.exec(cursor) : null;
  return match ? { kind: match[1] as ImageKind, id: match[2]! } : { kind: 'gallery', id: null };
}

const plain = (error: unknown) =>
  error instanceof ImageRejectedError || error instanceof RemoteFetchError
    ? error.message
    : error instanceof Error && /original file is missing|no original/i.test(error.message)
      ? error.message
      : 'Unexpected error; see the server log.';

/** The bytes to rebuild from when a row has no private original: our own file, or the old address. */
async function sourceBytes(storage: MediaStorage, fetchRemote: RemoteFetcher, image: ImageForCheck): Promise<Buffer> {
  const ownKey = keyForPublicUrl(image.image_url);
  if (ownKey) {
    const bytes = await storage.get(ownKey);
    if (bytes) return bytes;
    throw new Error('There is no original to rebuild from: the original file is missing from storage.');
  }
  if (/^https?:\/\//i.test(image.image_url)) {
    return (await fetchRemote(image.image_url, { maxBytes: MAX_UPLOAD_BYTES, timeoutMs: IMPORT_TIMEOUT_MS })).bytes;
  }
  throw new Error('There is no original to rebuild from.');
}

/**
 * Checks the next few images and rebuilds what is missing (no renditions, older renditions,
 * files gone from storage). Safe to run again: complete images are left as they are.
 */
export async function regenerateBatch(
  deps: {
    db: AppDb;
    storage: MediaStorage;
    fetchRemote: RemoteFetcher;
    log: { error(obj: object, msg: string): void };
  },
  input: { cursor: string | null; force: boolean; limit: number },
) {
  const { db, storage } = deps;
  const images = await nextImages(db, decodeCursor(input.cursor), input.limit);
  const results: RegenerateResult[] = [];
  for (const image of images) {
    const base = { kind: image.kind, id: image.id, label: image.label };
    if (isBundledDrawing(image.image_url)) {
      results.push({ ...base, outcome: 'complete', message: 'A drawing shipped with the site; it scales to any size' });
      continue;
    }
    try {
      const problems = await missingParts(storage, image, { checkFiles: true });
      if (problems.length === 0 && !input.force) {
        results.push({ ...base, outcome: 'complete', message: 'All sizes present' });
        continue;
      }
      const rebuilt = image.original_key
        ? await rebuildImage(storage, { originalKey: image.original_key })
        : await storeImage(storage, await sourceBytes(storage, deps.fetchRemote, image));
      const saved =
        image.kind === 'gallery'
          ? await replaceGalleryImage(db, image.id, rebuilt)
          : await replaceSiteImage(db, image.id, rebuilt);
      if (!saved) {
        await deleteImageFiles(storage, {
          variants: rebuilt.variants,
          original_key: image.original_key ? null : rebuilt.originalKey,
        });
        results.push({ ...base, outcome: 'failed', message: 'The image was deleted meanwhile' });
        continue;
      }
      // The old renditions go; the original stays when the new ones were made from it.
      await deleteImageFiles(storage, image, { keepOriginal: image.original_key === rebuilt.originalKey }).catch(
        () => {},
      );
      results.push({
        ...base,
        outcome: 'rebuilt',
        message: problems.length ? `Rebuilt (${problems.join(', ')})` : 'Rebuilt',
      });
    } catch (error) {
      if (!(error instanceof ImageRejectedError || error instanceof RemoteFetchError)) {
        deps.log.error({ err: error, imageId: image.id }, 'image rebuild failed');
      }
      results.push({ ...base, outcome: 'failed', message: plain(error) });
    }
  }
  const last = images[images.length - 1];
  return { results, nextCursor: images.length === input.limit && last ? encodeCursor(last) : null };
}

export type ImportResult =
  | { outcome: 'imported'; id: string; label: string }
  | { outcome: 'skipped'; id: string; label: string; message: string }
  | { outcome: 'failed'; message: string };

/** A title from the last part of an address ("/uploads/blue_pearl-slant.jpg" -> "Blue Pearl Slant"). */
function titleFromUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
    return titleFromFileName(decodeURIComponent(last));
  } catch {
    return 'Imported image';
  }
}

/**
 * Imports one image from an old address into a gallery category or the site images, unless
 * that address was imported before. Failures are results, not errors, so a list keeps going.
 */
export async function importFromUrl(
  deps: {
    db: AppDb;
    storage: MediaStorage;
    fetchRemote: RemoteFetcher;
    log: { error(obj: object, msg: string): void };
  },
  input: { url: string; destination: ImportDestination; publish: boolean },
): Promise<ImportResult> {
  const { db, storage } = deps;
  const before = await findImportedSource(db, input.url);
  if (before) {
    return { outcome: 'skipped', id: before.id, label: before.label ?? input.url, message: 'Already imported' };
  }
  try {
    const remote = await deps.fetchRemote(input.url, { maxBytes: MAX_UPLOAD_BYTES, timeoutMs: IMPORT_TIMEOUT_MS });
    const stored = await storeImage(storage, remote.bytes);
    const title = titleFromUrl(input.url);
    try {
      const item =
        input.destination.kind === 'gallery'
          ? await addStoredImage(db, stored, {
              category: input.destination.category,
              title,
              sourceUrl: input.url,
              isPublished: input.publish,
            })
          : await addStoredSiteImage(db, stored, {
              category: input.destination.category,
              name: title,
              sourceUrl: input.url,
            });
      return { outcome: 'imported', id: item.id, label: 'title' in item ? (item.title ?? title) : item.name };
    } catch (error) {
      await deleteImageFiles(storage, { variants: stored.variants, original_key: stored.originalKey }).catch(() => {});
      // The same address imported by a request running at the same moment.
      if ((error as { code?: string }).code === '23505') {
        const winner = await findImportedSource(db, input.url);
        if (winner)
          return { outcome: 'skipped', id: winner.id, label: winner.label ?? input.url, message: 'Already imported' };
      }
      throw error;
    }
  } catch (error) {
    if (error instanceof RemoteFetchError || error instanceof ImageRejectedError)
      return { outcome: 'failed', message: error.message };
    deps.log.error({ err: error, url: input.url }, 'image import failed');
    return { outcome: 'failed', message: 'Unexpected error; see the server log.' };
  }
}
