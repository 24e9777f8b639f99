import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isCacheablePath, PageCache, PageCacheHints } from './page-cache';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each executable inline script exactly as written, and nothing else', () => {
    const html = [
      '<script>self.a=1</script>',
      '<script data-tsr-stream-part="">self.b="é"</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>self.a=1</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('self.b="é"')]);
  });

  it('ends each script at its first closing tag, in any case and spacing, and skips an unclosed one', () => {
    const html = [
      '<SCRIPT>self.c="</scrip"</SCRIPT >',
      '<script type="application/json">{"a":"<script>"}</script>',
      '<script>\nself.d=2\n</script\n>',
      '<p>text</p><script>self.e=3',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.c="</scrip"'), sha('\nself.d=2\n')]);
  });
});

describe('which paths may be cached', () => {
  it.each(['/', '/faq', '/gallery/set-monuments', '/basketball-memorials'])('%s may', (path) =>
    expect(isCacheablePath(path)).toBe(true),
  );
  it.each(['/basket', '/basket/', '/admin', '/admin/login', '/admin/galleries', '/verify-manudraw'])(
    '%s never',
    (path) => expect(isCacheablePath(path)).toBe(false),
  );
});

describe('PageCache', () => {
  const page = (version: number, expiresAt?: Date) => ({
    version,
    status: 200,
    headers: [] as [string, string][],
    html: '<p>hello</p>',
    expiresAt,
  });

  it('serves an entry only at the version it was rendered at', async () => {
    const cache = new PageCache();
    await cache.store('/faq', page(3));
    expect(cache.get('/faq', 3)?.identity.toString()).toBe('<p>hello</p>');
    expect(cache.get('/faq', 4)).toBeUndefined();
  });

  it('drops an entry at its expiry time (content scheduled to appear or go)', async () => {
    const cache = new PageCache();
    await cache.store('/soon', page(1, new Date(Date.now() + 60)));
    await cache.store('/later', page(1));
    expect(cache.get('/soon', 1)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(cache.get('/soon', 1)).toBeUndefined();
    expect(cache.get('/later', 1)).toBeDefined();
    // Already past: not kept at all.
    await cache.store('/past', page(1, new Date(Date.now() - 1000)));
    expect(cache.get('/past', 1)).toBeUndefined();
  });

  it('keeps the earliest expiry and any refusal a render reports', () => {
    const hints = new PageCacheHints();
    hints.expireAt(new Date('2030-01-02'));
    hints.expireAt(new Date('2030-01-01'));
    hints.expireAt(new Date('2030-01-03'));
    expect(hints.expiresAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(hints.storable).toBe(true);
    hints.noStore();
    expect(hints.storable).toBe(false);
  });

  it('stays within its bytes, dropping the least recently used page, and keeps no uncompressed copy', async () => {
    // Pages that hardly compress (random text): about 2 x 2.3 kB each in brotli and gzip.
    const pages = Array.from({ length: 12 }, () => randomBytes(2250).toString('base64'));
    const cache = new PageCache({ maxBytes: 40_000 });
    for (let i = 0; i < 12; i++) {
      await cache.store(`/page-${i}`, { version: 1, status: 200, headers: [], html: pages[i]! });
      cache.get('/page-0', 1); // the home page stays in use
    }
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.size).toBeLessThan(12);
    expect(cache.get('/page-0', 1)).toBeDefined();
    expect(cache.get('/page-1', 1)).toBeUndefined();
    expect(cache.get('/page-11', 1)?.identity.toString()).toBe(pages[11]);
    expect(cache.figures()).toMatchObject({ name: 'page cache', maxBytes: 40_000, entries: cache.size });
  });
});
