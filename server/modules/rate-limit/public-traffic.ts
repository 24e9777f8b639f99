import { byteBoundedCache } from '#server/lib/memory-report';
import type { AppDb } from '#db/create-db';
import { consumeRateLimit, hashAddress, type RateLimitRule } from './rate-limit.service';

/**
 * What one visitor can cost everyone (decision record 185): every public procedure called over
 * /trpc passes here.
 *
 * - A per-visitor limit, counted by the rate-limit kernel (so every server behind a load
 *   balancer counts the same requests), once per HTTP request however many calls it batches.
 *   A visitor refused once is remembered in memory until the kernel's retry time, so a flood
 *   that goes on costs no database write per request.
 * - A global bound on how many public procedures run at once, with a short queue. A waiting
 *   call is let in from a macrotask (setImmediate), never straight from the call that finished:
 *   the embedded database runs in this thread, and handing over in a microtask would let a
 *   queue of database calls run back to back while the page requests that arrived meanwhile,
 *   answered from memory, wait behind all of them.
 */
export interface PublicTrafficOptions {
  /** Requests one address may make to the public procedures per minute. */
  perVisitorPerMinute: number;
  /** Public procedures running at once on this server. */
  concurrency: number;
  /** Calls waiting for a turn; past this, a call is refused at once. */
  queue: number;
  /** Longest a call waits for a turn before it is refused. */
  queueTimeoutMs?: number;
}

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The address is kept only as a hash: enough to count one visitor's requests. */
export function hashVisitorIp(ip: string): string {
  return hashAddress('public', ip);
}

export const publicVisitorRule = (ip: string, perMinute: number): RateLimitRule => ({
  key: `public:ip:${hashVisitorIp(ip)}`,
  limit: perMinute,
  windowMs: 60 * 1000,
});

/**
 * Looking up a private link (a saved estimate's or epitaph's reference, a booking's token):
 * like the proof code, a visitor who gets `limit` of them wrong in fifteen minutes waits a
 * quarter of an hour. Only misses count, so a family opening their own link again and again is
 * never refused.
 */
export const PRIVATE_LINK_WINDOW_MS = 15 * 60 * 1000;
export const privateLinkMissRule = (ip: string, limit: number): RateLimitRule => ({
  key: `private-link:ip:${hashVisitorIp(ip)}`,
  limit,
  windowMs: PRIVATE_LINK_WINDOW_MS,
  blockMs: PRIVATE_LINK_WINDOW_MS,
});

export class BusyError extends Error {
  constructor() {
    super('busy');
  }
}

export class PublicTraffic {
  /** Visitors refused until a time, known without the database; bounded by bytes (decision record 223). */
  private readonly refusedUntil = byteBoundedCache<string, number>({
    name: 'refused visitors',
    maxBytes: 4 * 1024 * 1024,
    sizeOf: () => 16,
  });
  private active = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  /** Most calls seen running at once (for tests and the benchmark). */
  peak = 0;

  constructor(readonly options: PublicTrafficOptions) {}

  /** The refusal standing for this visitor, known without the database, or null. */
  refusal(ip: string, now = new Date()): Admission | null {
    const until = this.refusedUntil.get(publicVisitorRule(ip, this.options.perVisitorPerMinute).key);
    if (until === undefined || until <= now.getTime()) return null;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  }

  /**
   * Counts one request of the visitor's; refused without touching the database while a refusal
   * stands. Called inside `run`: the count is database work like any other.
   */
  async admit(db: AppDb, ip: string, now = new Date()): Promise<Admission> {
    const standing = this.refusal(ip, now);
    if (standing) return standing;
    const rule = publicVisitorRule(ip, this.options.perVisitorPerMinute);
    const result = await consumeRateLimit(db, rule, now);
    if (result.allowed) return { allowed: true };
    this.refusedUntil.set(rule.key, result.retryAt.getTime());
    return { allowed: false, retryAfterSeconds: result.retryAfterSeconds };
  }

  /** Runs `task` when a place is free; throws BusyError when the queue is full or the wait too long. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  get running() {
    return this.active;
  }

  private acquire(): Promise<void> {
    if (this.active < this.options.concurrency && this.waiting.length === 0) {
      this.take();
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queue) return Promise.reject(new BusyError());
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          this.take();
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new BusyError());
        }, this.options.queueTimeoutMs ?? 10_000),
      };
      this.waiting.push(entry);
    });
  }

  private take() {
    this.active += 1;
    this.peak = Math.max(this.peak, this.active);
  }

  private release() {
    this.active -= 1;
    // The next call starts after the I/O that arrived meanwhile has been read (see above).
    setImmediate(() => {
      while (this.active < this.options.concurrency && this.waiting.length > 0) this.waiting.shift()!.start();
    });
  }
}
