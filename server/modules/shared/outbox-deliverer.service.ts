import { sql, type RawBuilder } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { DB } from '#db/types';

/**
 * The outbox deliverer (decision records 100 and 220): what email and webhooks do alike with the
 * rows their fan-outs write. A row gets one job on the durable queue; each job is one try; a try
 * that fails is tried again later, waiting longer each time; a row is given up after a number of
 * tries or an age; every try is recorded on the row. Each user brings its own table, its sending
 * and its words; the steps and their order are here, once.
 */

/**
 * How a deliverer's rows are tried again. Before try n + 1 the queue waits `firstDelayS * 2^(n-1)`
 * seconds, up to as much again at random, at most `maxDelayS`; a row is given up at its
 * `maxAttempts`-th try, or at the first failure once it is `giveUpAfterS` old.
 */
export interface RetrySchedule {
  maxAttempts: number;
  firstDelayS: number;
  maxDelayS: number;
  giveUpAfterS: number;
}

/** The job queue's settings for a schedule (pg-boss: exponential backoff with jitter). */
export function retryQueueOptions(schedule: RetrySchedule, firstDelayS = schedule.firstDelayS) {
  return {
    retryLimit: schedule.maxAttempts,
    retryDelay: firstDelayS,
    retryBackoff: true,
    retryDelayMax: schedule.maxDelayS,
  };
}

/**
 * What one try came to: `sent`; `retry` (the queue tries again later); `gave-up` (failed for good,
 * or too many tries, or too old); `skipped` (not to be sent: finished before, or held back by its
 * user); `gone` (the row no longer exists).
 */
export type DeliveryOutcome = 'sent' | 'retry' | 'gave-up' | 'skipped' | 'gone';

// ---------------------------------------------------------------------------------------------
// Claiming rows and giving them jobs

/** The tables a deliverer sends from: rows with an id and the moment they were given a job. */
type OutboxTable = {
  [T in keyof DB]: DB[T] extends { id: unknown; enqueued_at: unknown } ? T : never;
}[keyof DB];

/**
 * Locks up to `limit` rows of `table` that have no job yet (and are `due`, when given), oldest
 * first unless `order` says otherwise, marks them queued and returns them with `columns`. Called
 * by the repository that owns the table, inside the transaction that writes their jobs: each row
 * gets exactly one job, even with two servers claiming at once (SKIP LOCKED).
 */
export async function claimRowsWithoutJob<Row extends { id: number }>(
  trx: AppDb,
  table: OutboxTable,
  limit: number,
  options: { columns?: readonly string[]; due?: RawBuilder<boolean>; order?: RawBuilder<unknown> } = {},
): Promise<Row[]> {
  const columns = sql.join(['id', ...(options.columns ?? [])].map((column) => sql.ref(column)));
  const { rows } = await sql<Row>`
    select ${columns} from ${sql.table(table)}
    where enqueued_at is null ${options.due ? sql`and ${options.due}` : sql``}
    order by ${options.order ?? sql`created_at`}
    limit ${limit}
    for update skip locked`.execute(trx);
  if (rows.length) {
    const ids = rows.map((row) => row.id);
    await sql`update ${sql.table(table)} set enqueued_at = now() where id in (${sql.join(ids)})`.execute(trx);
  }
  return rows;
}

/** A claimed row; a higher `priority` is handed out first (none: 0). */
export interface ClaimedRow {
  id: number;
  priority?: number;
}

/**
 * Gives every row without a job its job, `batchSize` at a time: each batch is claimed and its jobs
 * written (through `enqueue`, one call per priority) in one transaction. Returns how many.
 */
export async function enqueueWaiting(
  db: AppDb,
  claim: (trx: AppDb, limit: number) => Promise<ClaimedRow[]>,
  enqueue: (trx: AppDb, ids: number[], options: { priority: number }) => Promise<void>,
  batchSize = 100,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const claimed = await claim(trx, batchSize);
      const byPriority = new Map<number, number[]>();
      for (const { id, priority = 0 } of claimed) byPriority.set(priority, [...(byPriority.get(priority) ?? []), id]);
      for (const [priority, ids] of byPriority) await enqueue(trx, ids, { priority });
      return claimed.length;
    });
    total += count;
    if (count < batchSize) return total;
  }
}

// ---------------------------------------------------------------------------------------------
// One try

/** A row as a try reads it: where it stands, how many tries it has had, and when it was written. */
export interface OutboxRow {
  state: 'pending' | 'sent' | 'finished';
  attempts: number;
  createdAt: Date;
}

/** What sending said; `permanent` when trying again would fail the same way (a 5xx from a mail server). */
export type SendResult<Detail> = { ok: true; detail: Detail } | { ok: false; permanent?: boolean; detail: Detail };

/** One try, as recorded on the row. */
export interface Attempt<Detail> {
  /** 1 for the first try. */
  number: number;
  at: Date;
  verdict: 'sent' | 'retry' | 'gave-up';
  result: SendResult<Detail>;
}

/** A user's part of one try: read its row, hold it back, send it, record the try. */
export interface TrySteps<Row extends OutboxRow, Detail> {
  load(): Promise<Row | null>;
  /** True when the row is not to be sent now, having marked it so (a paused webhook). */
  holdBack?(row: Row): Promise<boolean>;
  send(row: Row, at: Date): Promise<SendResult<Detail>>;
  record(row: Row, attempt: Attempt<Detail>): Promise<void>;
}

/** Whether a failed try is the last: for good, the `maxAttempts`-th, or the row too old. */
export function givesUp(
  schedule: RetrySchedule,
  failure: { attempt: number; createdAt: Date; at: Date; permanent?: boolean },
): boolean {
  const age = failure.at.getTime() - failure.createdAt.getTime();
  return !!failure.permanent || failure.attempt >= schedule.maxAttempts || age >= schedule.giveUpAfterS * 1000;
}

/**
 * One try at one row: nothing when it is gone or finished, then held back or sent, and the try
 * recorded with its verdict. 'retry' asks the job queue to try again later (with backoff).
 */
export async function tryDelivery<Row extends OutboxRow, Detail>(
  steps: TrySteps<Row, Detail>,
  schedule: RetrySchedule,
  now: () => Date = () => new Date(),
): Promise<DeliveryOutcome> {
  const row = await steps.load();
  if (!row) return 'gone';
  if (row.state !== 'pending') return row.state === 'sent' ? 'sent' : 'skipped';
  if (await steps.holdBack?.(row)) return 'skipped';
  const at = now();
  const number = row.attempts + 1;
  const result = await steps.send(row, at);
  const last =
    !result.ok && givesUp(schedule, { attempt: number, createdAt: row.createdAt, at, permanent: result.permanent });
  const verdict = result.ok ? 'sent' : last ? 'gave-up' : 'retry';
  await steps.record(row, { number, at, verdict, result });
  return verdict;
}
