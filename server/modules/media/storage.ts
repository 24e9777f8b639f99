/**
 * Where image files live. One interface, two implementations: the local disk (default,
 * disk-storage.ts) and S3-compatible object storage (s3-storage.ts). Keys are
 * `public/<name>` (renditions served at /media/<name>) or `private/<path>` (originals, never
 * served). See docs/decisions/021-image-storage.md.
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** Writes (or overwrites) a file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads a file; null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** True when the file exists. */
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes; null when there is none (the content archive states sizes up front). */
  size(key: string): Promise<number | null>;
  /** Deletes a file; deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The site-relative URL of a public file. Throws for a private key. */
  url(key: string): string;
}

/** Public URLs of stored renditions start with this path. */
export const MEDIA_URL_PREFIX = '/media/';

const KEY = /^(public|private)\/[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Refuses keys that could escape the storage root or are not ours (`..`, absolute, odd characters). */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}

export function isPublicKey(key: string): boolean {
  return key.startsWith('public/');
}

/** The site-relative URL of a public key: public/abc-400w.webp -> /media/abc-400w.webp. */
export function publicUrlForKey(key: string): string {
  assertValidKey(key);
  if (!isPublicKey(key)) throw new Error('Private files have no public URL.');
  return `${MEDIA_URL_PREFIX}${key.slice('public/'.length)}`;
}

/** The key behind a /media/ URL, or null when the URL is not one of ours. */
export function keyForPublicUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = `public/${url.slice(MEDIA_URL_PREFIX.length)}`;
  try {
    assertValidKey(key);
    return key;
  } catch {
    return null;
  }
}

/** Content types of the files the pipeline writes, by extension. */
export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
