import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { reportMemoryUser, type CacheFigures } from '#server/lib/memory-report';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One rendered page, as sent to every anonymous visitor until the content version moves. */
export interface CachedPage {
  /** The content version the page was rendered at; an entry of another version is never served. */
  version: number;
  status: number;
  /** Response headers from the render (content type and the like), without cookies or lengths. */
  headers: [string, string][];
  /** CSP sources allowing exactly the page's inline scripts ('sha256-...'), computed at render. */
  scriptSources: string[];
  /**
   * The page uncompressed, inflated from the gzip copy when asked (few clients send no
   * Accept-Encoding): not kept, it would be two thirds of the cache's bytes (decision record 223).
   */
  readonly identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The page cache's default bound: about 500 pages of 30 kB (their brotli and gzip copies). */
export const PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Paths whose pages are never cached: the basket (drawn per visitor), everything for staff, and
 * a family's proof and order (personal: decision record 140).
 */
const NEVER_CACHED = [/^\/basket(\/|$)/, /^\/admin(\/|$)/];

/**
 * Pages a private link opens (decision record 179): a booking's, a proof's, a saved estimate's
 * or epitaph's. Never cached here, and answered `no-store` so no browser or proxy keeps them.
 */
const PRIVATE_LINK_PAGES = [
  /^\/verify-manudraw(\/|$)/,
  /^\/book\/manage\/?$/,
  /^\/calculator\/estimate\/[^/]+\/?$/,
  /^\/ai-tools\/epitaph-builder\/[^/]+\/?$/,
  /^\/ai-tools\/design-playground\/[^/]+\/?$/,
];

export function isPrivateLinkPage(pathname: string) {
  return PRIVATE_LINK_PAGES.some((pattern) => pattern.test(pathname));
}

export function isCacheablePath(pathname: string) {
  return !NEVER_CACHED.some((pattern) => pattern.test(pathname)) && !isPrivateLinkPage(pathname);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NON_EXECUTABLE_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP sources ('sha256-<base64>') for every inline script a page runs, computed from the
 * exact text between the tags as the browser hashes it. Scripts with a src and JSON data blocks
 * (which browsers never run) need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || NON_EXECUTABLE_TYPE.test(attrs)) continue;
    sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

export interface PageCacheOptions {
  /** Total bytes of cached pages (both encodings) kept in memory; the least recently used go first. */
  maxBytes?: number;
  /** Longest an entry is kept even when nothing changes (the copyright year, a missed bump). */
  maxAgeMs?: number;
}

/**
 * Rendered public pages in memory, keyed by path and query, each stored with its content
 * version, its CSP script hashes and its body compressed once (brotli and gzip) so serving it
 * costs no rendering and no compression. Cleared whenever the content version moves.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly maxAgeMs: number;
  private readonly maxBytes: number;

  constructor(options: PageCacheOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? 60 * 60 * 1000;
    this.maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: this.maxBytes,
      // The two copies, the key, the headers and hashes: about 1 kB besides the bodies.
      sizeCalculation: (page, key) => page.br.length + page.gzip.length + key.length * 2 + 1024,
      ttl: this.maxAgeMs,
      ttlAutopurge: false,
    });
    reportMemoryUser(this);
  }

  get size() {
    return this.entries.size;
  }

  /** Bytes held now, for the memory report (decision record 223). */
  get bytes() {
    return this.entries.calculatedSize;
  }

  figures(): CacheFigures {
    return { name: 'page cache', bytes: this.bytes, maxBytes: this.maxBytes, entries: this.size };
  }

  get(key: string, version: number): CachedPage | undefined {
    const page = this.entries.get(key);
    return page && page.version === version ? page : undefined;
  }

  /**
   * Compresses and keeps a rendered page. `expiresAt` ends the entry early, when something on
   * the page changes by itself at a known time (content scheduled to appear or go).
   */
  async store(
    key: string,
    page: { version: number; status: number; headers: [string, string][]; html: string; expiresAt?: Date | null },
  ): Promise<CachedPage> {
    const identity = Buffer.from(page.html, 'utf8');
    const [br, gz] = await Promise.all([
      // Compressed once per page and version, so a high level pays for itself many times over.
      brotli(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzip(identity, { level: 9 }),
    ]);
    const entry: CachedPage = {
      version: page.version,
      status: page.status,
      headers: page.headers,
      scriptSources: inlineScriptHashes(page.html),
      get identity() {
        return zlib.gunzipSync(gz);
      },
      br,
      gzip: gz,
      etag: `"${page.version.toString(36)}-${createHash('sha1').update(identity).digest('base64url').slice(0, 16)}"`,
    };
    const ttl = page.expiresAt ? Math.min(this.maxAgeMs, page.expiresAt.getTime() - Date.now()) : this.maxAgeMs;
    if (ttl > 0) this.entries.set(key, entry, { ttl });
    return entry;
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * What a page's data says about caching it, collected while it renders: procedures that read
 * live data (appointment slots, anything personal) call `noStore()`; content with a scheduled
 * time calls `expireAt()` with the moment the page will change.
 */
export class PageCacheHints {
  storable = true;
  expiresAt: Date | null = null;

  noStore() {
    this.storable = false;
  }

  expireAt(when: Date) {
    if (!this.expiresAt || when < this.expiresAt) this.expiresAt = when;
  }
}
