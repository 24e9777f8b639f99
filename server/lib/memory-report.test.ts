import { describe, expect, it } from 'vitest';
import { byteBoundedCache, estimateBytes, memoryReport, wasmResidentFromSmaps } from './memory-report';

describe('byteBoundedCache', () => {
  it('keeps its entries within the bytes it is given, dropping the least recently used first', () => {
    const cache = byteBoundedCache<string, string>({
      name: 'test: strings',
      maxBytes: 1000,
      sizeOf: (value) => value.length,
    });
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, 'x'.repeat(100));
    // Each entry: 100 bytes, 64 for its slot and 2 a character of its key.
    expect(cache.calculatedSize).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(5);
    expect(cache.has('k19')).toBe(true);
    expect(cache.has('k0')).toBe(false);
    cache.get('k15');
    cache.set('k20', 'x'.repeat(100));
    expect(cache.has('k15')).toBe(true);
    expect(cache.has('k16')).toBe(false);
  });

  it('does not keep an entry larger than the whole bound', () => {
    const cache = byteBoundedCache<string, string>({ name: 'test: large', maxBytes: 100, sizeOf: (v) => v.length });
    cache.set('big', 'x'.repeat(500));
    expect(cache.has('big')).toBe(false);
  });

  it('is listed in the memory report by name, with what it holds and its bound', () => {
    const cache = byteBoundedCache<number, string>({ name: 'test: listed', maxBytes: 4096, sizeOf: (v) => v.length });
    cache.set(1, 'abc');
    const listed = memoryReport().caches.find((c) => c.name === 'test: listed');
    expect(listed).toMatchObject({ maxBytes: 4096, entries: 1 });
    expect(listed!.bytes).toBe(cache.calculatedSize);
  });
});

describe('estimateBytes', () => {
  it('grows with the data and counts buffers by their length', () => {
    const small = estimateBytes([{ id: 1, title: 'a' }]);
    const large = estimateBytes(Array.from({ length: 100 }, (_, id) => ({ id, title: 'a title of some length' })));
    expect(large).toBeGreaterThan(small * 50);
    expect(estimateBytes(Buffer.alloc(10_000))).toBeGreaterThanOrEqual(10_000);
    expect(estimateBytes('abc')).toBeGreaterThan(0);
  });
});

describe('memoryReport', () => {
  it("reads the process's figures", () => {
    const report = memoryReport();
    expect(report.rss).toBeGreaterThan(0);
    expect(report.heapUsed).toBeGreaterThan(0);
    expect(report.heapTotal).toBeGreaterThanOrEqual(report.heapUsed);
  });
});

describe('wasmResidentFromSmaps', () => {
  const mapping = (start: bigint, end: bigint, perms: string, rssKb: number, name = '') =>
    [
      `${start.toString(16)}-${end.toString(16)} ${perms} 00000000 00:00 0 ${name}`.trimEnd(),
      `Size:           ${(end - start) / 1024n} kB`,
      `Rss:            ${rssKb} kB`,
    ].join('\n');
  const GiB = 1024n ** 3n;
  const MiB = 1024n ** 2n;

  it('counts the grown part of each 8 GiB WebAssembly reservation, and nothing else', () => {
    const base = 0x7f0000000000n;
    const smaps = [
      mapping(base - 64n * MiB, base - 32n * MiB, 'rw-p', 30_000), // a heap arena
      mapping(base, base + 188n * MiB, 'rw-p', 160_000), // grown WebAssembly memory
      mapping(base + 188n * MiB, base + 8n * GiB, '---p', 0), // the rest of its reservation
      mapping(base + 9n * GiB, base + 9n * GiB + 4n * MiB, 'r-xp', 4000, '/usr/bin/node'),
      mapping(base + 10n * GiB, base + 10n * GiB + 2n * MiB, 'rw-p', 2000), // not followed by a reservation
      mapping(base + 11n * GiB, base + 11n * GiB + 1n * GiB, '---p', 0),
    ].join('\n');
    expect(wasmResidentFromSmaps(smaps)).toBe(160_000 * 1024);
  });

  it('is zero without WebAssembly memory', () => {
    expect(wasmResidentFromSmaps(mapping(0x1000n, 0x2000n, 'rw-p', 4))).toBe(0);
  });
});
