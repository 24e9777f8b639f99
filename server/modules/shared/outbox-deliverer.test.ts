import { describe, expect, it } from 'vitest';
import type { AppDb, Database } from '#db/create-db';
import { JobRunner } from '#server/jobs/job-runner';
import { EMAIL_RETRY } from '../email/email.choices';
import { WEBHOOK_RETRY } from '../webhooks/webhooks.choices';
import {
  enqueueWaiting,
  givesUp,
  retryQueueOptions,
  tryDelivery,
  type Attempt,
  type OutboxRow,
  type RetrySchedule,
  type SendResult,
} from './outbox-deliverer.service';

const schedule: RetrySchedule = { maxAttempts: 5, firstDelayS: 30, maxDelayS: 3600, giveUpAfterS: 3 * 86_400 };
const written = new Date('2026-11-20T10:00:00Z');
const at = (hours: number) => new Date(written.getTime() + hours * 3600_000);

/** One row's try with a scripted answer; what was sent and recorded is kept. */
function attempt(
  row: Partial<OutboxRow> | null,
  answer: SendResult<string>,
  options: { now?: Date; holdBack?: boolean } = {},
) {
  const sent: Date[] = [];
  const recorded: Attempt<string>[] = [];
  const outcome = tryDelivery<OutboxRow, string>(
    {
      load: async () => (row ? { state: 'pending', attempts: 0, createdAt: written, ...row } : null),
      holdBack: async () => options.holdBack ?? false,
      send: async (_row, when) => {
        sent.push(when);
        return answer;
      },
      record: async (_row, entry) => {
        recorded.push(entry);
      },
    },
    schedule,
    () => options.now ?? at(1),
  );
  return { outcome, sent, recorded };
}

describe('the outbox deliverer: one try', () => {
  it('records a try that went through as sent, numbered after the tries before it', async () => {
    const { outcome, recorded } = attempt({ attempts: 2 }, { ok: true, detail: '250 OK' });
    expect(await outcome).toBe('sent');
    expect(recorded).toEqual([{ number: 3, at: at(1), verdict: 'sent', result: { ok: true, detail: '250 OK' } }]);
  });

  it('asks for a retry (the queue backs off) while tries and age are left', async () => {
    const { outcome, recorded } = attempt({ attempts: 3 }, { ok: false, detail: '451 try later' });
    expect(await outcome).toBe('retry');
    expect(recorded[0]).toMatchObject({ number: 4, verdict: 'retry' });
  });

  it('gives up at the last try, at the age limit, or at once when the refusal is for good', async () => {
    expect(await attempt({ attempts: 4 }, { ok: false, detail: 'down' }).outcome).toBe('gave-up');
    expect(await attempt({ attempts: 0 }, { ok: false, detail: 'down' }, { now: at(72) }).outcome).toBe('gave-up');
    expect(await attempt({ attempts: 0 }, { ok: false, detail: 'down' }, { now: at(71.9) }).outcome).toBe('retry');
    const permanent = attempt({ attempts: 0 }, { ok: false, permanent: true, detail: '550 no such mailbox' });
    expect(await permanent.outcome).toBe('gave-up');
    expect(permanent.recorded[0]).toMatchObject({ number: 1, verdict: 'gave-up' });
  });

  it('sends nothing for a row gone, finished or held back, and records no try', async () => {
    for (const [row, options, expected] of [
      [null, {}, 'gone'],
      [{ state: 'sent' }, {}, 'sent'],
      [{ state: 'finished' }, {}, 'skipped'],
      [{}, { holdBack: true }, 'skipped'],
    ] as const) {
      const { outcome, sent, recorded } = attempt(row, { ok: true, detail: '' }, options);
      expect(await outcome).toBe(expected);
      expect(sent).toEqual([]);
      expect(recorded).toEqual([]);
    }
  });

  it('gives up by the same rule for everyone', () => {
    expect(givesUp(schedule, { attempt: 5, createdAt: written, at: at(1) })).toBe(true);
    expect(givesUp(schedule, { attempt: 4, createdAt: written, at: at(1) })).toBe(false);
    expect(givesUp(schedule, { attempt: 1, createdAt: written, at: at(1), permanent: true })).toBe(true);
  });
});

describe('the outbox deliverer: backoff and jobs', () => {
  it('hands its schedule to the job queue as exponential backoff, the first wait shortened in tests', () => {
    expect(retryQueueOptions(schedule)).toEqual({
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3600,
    });
    expect(retryQueueOptions(schedule, 1).retryDelay).toBe(1);
  });

  it('claims rows batch by batch, each in its transaction, one enqueue per priority', async () => {
    const waiting = Array.from({ length: 5 }, (_, n) => ({ id: n + 1, priority: n % 2 === 0 ? 10 : undefined }));
    const transactions: string[] = [];
    const db = {
      transaction: () => ({
        execute: async (work: (trx: AppDb) => Promise<unknown>) => {
          transactions.push(`trx${transactions.length + 1}`);
          return work(transactions.at(-1) as unknown as AppDb);
        },
      }),
    } as unknown as AppDb;
    const jobs: Array<{ trx: unknown; ids: number[]; priority: number }> = [];
    const total = await enqueueWaiting(
      db,
      async (_trx, limit) => waiting.splice(0, limit),
      async (trx, ids, { priority }) => {
        jobs.push({ trx, ids, priority });
      },
      2,
    );
    expect(total).toBe(5);
    expect(transactions).toEqual(['trx1', 'trx2', 'trx3']);
    expect(jobs).toEqual([
      { trx: 'trx1', ids: [1], priority: 10 },
      { trx: 'trx1', ids: [2], priority: 0 },
      { trx: 'trx2', ids: [3], priority: 10 },
      { trx: 'trx2', ids: [4], priority: 0 },
      { trx: 'trx3', ids: [5], priority: 10 },
    ]);
  });
});

describe('the outbox deliverer: its two users', () => {
  it('webhooks and email each give the job queue their own schedule, about three days long', () => {
    const runner = new JobRunner({} as Database, { log: console, siteUrl: 'http://localhost:3000' });
    expect(runner.deliverers.map((d) => d.retry)).toEqual([WEBHOOK_RETRY, EMAIL_RETRY]);
    for (const retry of [WEBHOOK_RETRY, EMAIL_RETRY]) {
      expect(retry.giveUpAfterS).toBe(3 * 86_400);
      // The waits add up to about the age limit, so both limits stop a row at about the same time.
      let total = 0;
      for (let n = 1; n < retry.maxAttempts; n++) total += Math.min(retry.maxDelayS, retry.firstDelayS * 2 ** (n - 1));
      expect(total / 86_400).toBeGreaterThan(1.5);
      expect(total / 86_400).toBeLessThan(4);
    }
  });
});
