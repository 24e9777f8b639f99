import type { AppDb } from '#db/create-db';
import { byteBoundedCache, estimateBytes } from '#server/lib/memory-report';

/** Bytes of public content kept per content version (decision record 223): a few lists of rows. */
const MEMO_MAX_BYTES = 4 * 1024 * 1024;
/** Counted for an answer still being read (its size is known once it arrives). */
const PENDING_BYTES = 1024;

/** Adds one to the content version (after a successful staff change) and answers the new number. */
export async function bumpContentVersion(db: AppDb): Promise<number> {
  const row = await db
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1), changed_at: new Date() }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export async function readContentVersion(db: AppDb): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * This server's view of the content version. A change made here is seen at once; a change made
 * by another server on the same PostgreSQL is seen at the next check of the one-row table, every
 * `pollMs` (half a second by default, one primary-key read). Listeners run when the number moves
 * (the page cache and the redirect rules drop what they hold).
 */
export class ContentVersion {
  private current = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners: ((version: number) => void)[] = [];
  /** Public content read at this version (see `memo`), dropped whenever the version moves; bounded by bytes. */
  private readonly memos = byteBoundedCache<string, { value: Promise<unknown>; bytes: number }>({
    name: 'public content per version',
    maxBytes: MEMO_MAX_BYTES,
    sizeOf: (entry) => entry.bytes,
  });

  constructor(
    private readonly db: AppDb,
    private readonly options: { pollMs?: number; onError?: (error: unknown) => void } = {},
  ) {}

  get value() {
    return this.current;
  }

  /**
   * The answer of `load` for this content version, read once and shared by every render and API
   * call until the version moves (a staff change here, or one another server made, seen at the
   * next check). For public content that only staff change (pictures, packages): never for
   * anything personal, live or scheduled. A failed read is not kept. Callers must not mutate
   * the answer, which is shared.
   */
  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.memos.get(key);
    if (hit) return hit.value as Promise<T>;
    const value = load();
    const entry = { value, bytes: PENDING_BYTES };
    this.memos.set(key, entry);
    value.then(
      // Counted again at its real size (an answer larger than the bound is simply not kept).
      (answer) => {
        if (this.memos.peek(key) === entry) this.memos.set(key, { value, bytes: estimateBytes(answer) });
      },
      () => {
        if (this.memos.peek(key) === entry) this.memos.delete(key);
      },
    );
    return value;
  }

  onChange(listener: (version: number) => void) {
    this.listeners.push(listener);
  }

  /** Reads the number now; starts the periodic check (once). */
  async start() {
    await this.refresh();
    if (this.timer) return;
    const pollMs = this.options.pollMs ?? 500;
    let busy = false;
    this.timer = setInterval(() => {
      if (busy) return;
      busy = true;
      this.refresh()
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => {
          busy = false;
        });
    }, pollMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async refresh() {
    this.set(await readContentVersion(this.db));
  }

  /** Records a staff change: bumps the row and, on this server, drops cached pages at once. */
  async bump() {
    this.set(await bumpContentVersion(this.db));
  }

  private set(version: number) {
    if (version === this.current) return;
    this.current = version;
    this.memos.clear();
    for (const listener of this.listeners) listener(version);
  }
}
