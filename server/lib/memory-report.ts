import fs from 'node:fs';
import { LRUCache } from 'lru-cache';

/** What one in-process cache holds now and the most it may hold (decision record 223). */
export interface CacheFigures {
  name: string;
  bytes: number;
  maxBytes: number;
  entries: number;
}

/** Where this process's memory is, as the staff-only memory report (and `npm run bench:memory`) shows it. */
export interface MemoryReport {
  /** Resident memory of the whole process (what the operating system counts). */
  rss: number;
  /** JavaScript heap: in use, and reserved by V8. */
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the JavaScript heap that JavaScript objects hold (buffers, the database's WebAssembly memory). */
  external: number;
  arrayBuffers: number;
  /**
   * Resident pages of WebAssembly memory (the embedded database's PostgreSQL; nothing else here
   * runs WebAssembly), read from /proc/self/smaps; null where that cannot be read.
   */
  wasmResident: number | null;
  /** Every bounded cache, summed by name (a process may hold more than one app's). */
  caches: CacheFigures[];
}

const sources = new Set<WeakRef<{ figures(): CacheFigures }>>();

/**
 * Lists something that holds memory in the report. Held weakly: a cache whose app is closed and
 * collected leaves the report by itself (so the caller keeps `user` alive as long as it counts).
 */
export function reportMemoryUser(user: { figures(): CacheFigures }): void {
  sources.add(new WeakRef(user));
}

/**
 * A rough size in bytes of plain data (rows, lists, strings): its JSON length, doubled for the
 * objects and strings V8 keeps it in. An estimate for bounding caches, not an exact measure.
 */
export function estimateBytes(value: unknown): number {
  if (value === undefined || value === null) return 16;
  if (typeof value === 'string') return 16 + value.length * 2;
  if (Buffer.isBuffer(value)) return 64 + value.length;
  try {
    return 64 + (JSON.stringify(value)?.length ?? 0) * 2;
  } catch {
    return 64 * 1024; // not serialisable (a cycle): counted as large
  }
}

/**
 * An LRU cache bounded by bytes (each entry's `sizeOf`, with 64 bytes for its key and slot),
 * listed by `name` in the memory report. The least recently used entries go first.
 */
export function byteBoundedCache<K extends string | number, V extends NonNullable<unknown>>(options: {
  name: string;
  maxBytes: number;
  sizeOf: (value: V, key: K) => number;
  /** Longest an entry is kept (ms); none by default. */
  ttl?: number;
}): LRUCache<K, V> {
  const cache = new LRUCache<K, V>({
    maxSize: options.maxBytes,
    sizeCalculation: (value, key) =>
      Math.max(1, Math.ceil(options.sizeOf(value, key) + 64 + (typeof key === 'string' ? key.length * 2 : 8))),
    ...(options.ttl ? { ttl: options.ttl, ttlAutopurge: false } : {}),
  });
  const user = {
    figures: () => ({
      name: options.name,
      bytes: cache.calculatedSize,
      maxBytes: options.maxBytes,
      entries: cache.size,
    }),
  };
  reportMemoryUser(user);
  // The report holds `user` weakly: it lives exactly as long as its cache.
  keepAlongside.set(cache, user);
  return cache;
}

const keepAlongside = new WeakMap<object, unknown>();

/**
 * Resident bytes of WebAssembly memories, from smaps: V8 reserves 8 GiB of address space for a
 * 32-bit WebAssembly memory, the part grown so far readable and writable and the rest
 * inaccessible, so a writable anonymous mapping followed at once by an inaccessible one that
 * together span 8 GiB is one.
 */
export function wasmResidentFromSmaps(smaps: string): number {
  const maps: { start: bigint; end: bigint; perms: string; named: boolean; rss: number }[] = [];
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      maps.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3]!,
        named: head[4]!.length > 0,
        rss: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length > 0) maps[maps.length - 1]!.rss = Number(rss[1]) * 1024;
  }
  const RESERVED = 8n * 1024n ** 3n;
  let total = 0;
  for (let i = 1; i < maps.length; i++) {
    const grown = maps[i - 1]!;
    const rest = maps[i]!;
    if (
      rest.perms.startsWith('---') &&
      grown.perms.startsWith('rw') &&
      !grown.named &&
      grown.end === rest.start &&
      rest.end - grown.start >= RESERVED - 1024n * 1024n &&
      rest.end - grown.start <= RESERVED + 1024n * 1024n * 1024n
    ) {
      total += grown.rss;
    }
  }
  return total;
}

/** This process's memory now: the process, V8's heap, WebAssembly memory and every bounded cache. */
export function memoryReport(): MemoryReport {
  const usage = process.memoryUsage();
  let wasmResident: number | null = null;
  try {
    wasmResident = wasmResidentFromSmaps(fs.readFileSync('/proc/self/smaps', 'utf8'));
  } catch {
    // not Linux (or /proc unreadable): the figure is left out
  }
  const byName = new Map<string, CacheFigures>();
  for (const ref of sources) {
    const user = ref.deref();
    if (!user) {
      sources.delete(ref);
      continue;
    }
    const figures = user.figures();
    const seen = byName.get(figures.name);
    byName.set(
      figures.name,
      seen
        ? {
            name: figures.name,
            bytes: seen.bytes + figures.bytes,
            maxBytes: seen.maxBytes + figures.maxBytes,
            entries: seen.entries + figures.entries,
          }
        : figures,
    );
  }
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    wasmResident,
    caches: [...byName.values()].sort((a, b) => b.bytes - a.bytes),
  };
}
