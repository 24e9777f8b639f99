import { PgBoss, fromKysely, fromPglite, type Job } from 'pg-boss';
import type { Database } from '#db/create-db';
import { dispatchPendingEvents, OUTBOX_CHANNEL, type EventFanOut } from '../modules/events/events.service';
import {
  attemptDelivery,
  enqueueWaitingDeliveries,
  pauseLongFailingEndpoints,
  webhookFanOut,
  WEBHOOK_QUEUE,
  type WebhookNetwork,
} from '../modules/webhooks/webhooks.service';
import { WEBHOOK_RETRY } from '../modules/webhooks/webhooks.choices';
import { deleteOldEmails, emailIsConfigured, enqueueWaitingEmails, EMAIL_QUEUE } from '../modules/email/email.service';
import { emailFanOut } from '../modules/email/email.fan-out';
import { EmailSender } from '../modules/email/email.sender';
import { EMAIL_BATCH, EMAIL_RETRY } from '../modules/email/email.choices';
import {
  retryQueueOptions,
  type DeliveryOutcome,
  type RetrySchedule,
} from '../modules/shared/outbox-deliverer.service';
import { recordDueReminders } from '../modules/bookings/bookings.service';
import { readBusinessFacts } from '../modules/settings/settings.service';
import { getEnv } from '#server/env';
import { deleteExpiredSessions } from '../modules/auth/session.service';
import { deleteExpiredResetLinks } from '../modules/auth/password-reset.service';
import { deleteStaleBaskets } from '../modules/basket/basket.service';
import { deleteStaleRateLimitCounters } from '../modules/rate-limit/rate-limit.service';
import { listenForOutbox } from './outbox-listener';

interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Everything that turns an event into outside work: webhooks and email. Each fan-out writes its
 * own delivery rows; each deliverer has its own queue and worker, and tries its rows through the
 * one outbox deliverer (server/modules/shared/outbox-deliverer.service.ts).
 */
export interface Deliverer {
  fanOut: EventFanOut;
  /** The pg-boss queue carrying one job per delivery. */
  queue: string;
  /** Its retry schedule: the queue's backoff, and when the deliverer gives a row up. */
  retry: RetrySchedule;
  /**
   * Gives deliveries without a job their job, through `enqueue` inside the claiming transaction
   * (with a priority when some go ahead of others: higher first).
   */
  enqueueWaiting(
    db: Database['db'],
    enqueue: (trx: Database['db'], ids: number[], options: { priority: number }) => Promise<void>,
  ): Promise<number>;
  /** One attempt; 'retry' makes pg-boss try again later with exponential backoff. */
  attempt(db: Database['db'], id: number): Promise<DeliveryOutcome>;
  /**
   * Attempts several at once (the worker takes up to `size` jobs per fetch, fetching again at
   * once while batches come back full); each outcome in the order of `ids`.
   */
  batch?: { size: number; attempt(db: Database['db'], ids: number[]): Promise<DeliveryOutcome[]> };
  /** Called when the runner stops (to close connections). */
  close?(): void;
}

/** Jobs that run on a timetable, once per slot across all servers (pg-boss schedules). */
export interface ScheduledJob {
  name: string;
  cron: string;
  /** The time zone the cron expression is read in: 'office' for the offices' zone from the business
   * settings (read when the runner starts), UTC when not given. */
  tz?: string;
  run(db: Database['db'], log: Log): Promise<void>;
}

export interface JobRunnerOptions {
  log: Log;
  /** How webhook requests reach the network; tests inject a receiver on this machine. */
  webhookNetwork?: WebhookNetwork;
  /** Seconds before the first retry (then doubling); tests shorten it. */
  retryDelaySeconds?: number;
  /** The site's public address, for links in emails (SITE_URL by default). */
  siteUrl?: string;
  /** How often idle workers look for due jobs (seconds). */
  pollingIntervalSeconds?: number;
  /** Scheduled jobs this server adds to the shared ones (the daily backup on the embedded database). */
  extraScheduledJobs?: ScheduledJob[];
  /** The email sender's connections and batch (decision record 177); the benchmark changes them. */
  email?: { connections?: number; batchSize?: number };
}

const SWEEP_QUEUE = 'outbox-sweep';

/** The periodic clean-ups (formerly a setInterval in main.ts) and the failing-webhook check. */
export const scheduledJobs: ScheduledJob[] = [
  {
    name: 'hourly-cleanup',
    cron: '7 * * * *',
    async run(db, log) {
      await deleteExpiredSessions(db);
      await deleteExpiredResetLinks(db);
      const baskets = await deleteStaleBaskets(db);
      if (baskets) log.info({ removed: baskets }, 'removed baskets untouched for 90 days');
      await deleteStaleRateLimitCounters(db);
      const paused = await pauseLongFailingEndpoints(db);
      if (paused) log.warn({ paused }, 'paused webhooks that have failed for days');
      await deleteOldEmails(db);
    },
  },
  {
    // The day before each consultation, when outgoing email is set up: booking.reminder_due, once
    // per booking (the email deliverer sends the family's reminder). Hourly through the office
    // day, so a booking made in the morning for tomorrow is reminded too.
    name: 'booking-reminders',
    cron: '30 8-18 * * *',
    tz: 'office',
    async run(db, log) {
      if (!(await emailIsConfigured(db))) return;
      const recorded = await recordDueReminders(db);
      if (recorded) log.info({ recorded }, 'recorded consultation reminders for tomorrow');
    },
  },
];

/**
 * The durable job queue (pg-boss, decision record 100) on the app's own database: PostgreSQL, or
 * PGlite through pg-boss's PGlite adapter. Jobs live in the database, so they survive a restart;
 * pg-boss fetches each with SKIP LOCKED, so two servers never run the same job.
 */
/** The job queue (pg-boss) on a database: its own connections on PostgreSQL, the one PGlite embedded. */
function jobQueueOf(database: Database): PgBoss {
  const connection = database.jobConnection;
  return 'pglite' in connection
    ? new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite', schema: 'pgboss' })
    : new PgBoss({ connectionString: connection.connectionString, max: 4, schema: 'pgboss' });
}

/**
 * Makes the job queue's tables, as pg-boss does on its first start, and stops: the build does it
 * for the database it prepares for a first start (decision record 225).
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = jobQueueOf(database);
  await boss.start();
  await boss.stop({ graceful: false });
}

export class JobRunner {
  private boss: PgBoss | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  private stopped = false;
  readonly deliverers: Deliverer[];

  constructor(
    private readonly database: Database,
    private readonly options: JobRunnerOptions,
  ) {
    const network = { ...options.webhookNetwork };
    const emailSender = new EmailSender({
      siteUrl: options.siteUrl ?? getEnv().SITE_URL,
      connections: options.email?.connections,
    });
    this.deliverers = [
      {
        fanOut: webhookFanOut,
        queue: WEBHOOK_QUEUE,
        retry: WEBHOOK_RETRY,
        enqueueWaiting: enqueueWaitingDeliveries,
        attempt: (db, id) => attemptDelivery(db, id, network),
      },
      {
        fanOut: emailFanOut(options.siteUrl ?? getEnv().SITE_URL),
        queue: EMAIL_QUEUE,
        retry: EMAIL_RETRY,
        enqueueWaiting: enqueueWaitingEmails,
        attempt: async (db, id) => (await emailSender.attemptBatch(db, [id]))[0]!,
        batch: {
          size: options.email?.batchSize ?? EMAIL_BATCH,
          attempt: (db, ids) => emailSender.attemptBatch(db, ids),
        },
        close: () => emailSender.close(),
      },
    ];
  }

  async start(): Promise<void> {
    const { database, options } = this;
    const connection = database.jobConnection;
    const boss = jobQueueOf(database);
    boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

    for (const deliverer of this.deliverers) {
      await boss.createQueue(deliverer.queue, {
        ...retryQueueOptions(deliverer.retry, options.retryDelaySeconds),
        expireInSeconds: 120,
        retentionSeconds: 7 * 24 * 60 * 60,
      });
      const { batch } = deliverer;
      if (batch && batch.size > 1) {
        // Several jobs per fetch, attempted side by side; each settled on its own (a refused one
        // is retried with backoff, the others complete), fetching again at once while there is more.
        await boss.work(
          deliverer.queue,
          { ...polling, batchSize: batch.size, perJobResults: true, burstWhenBatchFull: true },
          async (jobs: Job<{ id: number }>[]) => {
            const outcomes = await batch.attempt(
              database.db,
              jobs.map((job) => job.data.id),
            );
            return jobs.map((job, n) =>
              outcomes[n] === 'retry'
                ? {
                    id: job.id,
                    status: 'failed' as const,
                    output: { message: 'The receiver did not accept the delivery; it will be retried.' },
                  }
                : { id: job.id, status: 'completed' as const, output: { outcome: outcomes[n] } },
            );
          },
        );
        continue;
      }
      await boss.work(deliverer.queue, { ...polling, batchSize: 1 }, async ([job]: Job<{ id: number }>[]) => {
        const outcome = await deliverer.attempt(database.db, job!.data.id);
        if (outcome === 'retry') throw new Error('The receiver did not accept the delivery; it will be retried.');
        return { outcome };
      });
    }

    await boss.createQueue(SWEEP_QUEUE, { policy: 'singleton' });
    await boss.work(SWEEP_QUEUE, polling, async () => this.sweepNow());
    await boss.schedule(SWEEP_QUEUE, '* * * * *');
    // 'office': the offices' zone from the business settings, read as the runner starts.
    const officeZone = (await readBusinessFacts(database.db)).timeZone;
    for (const job of [...scheduledJobs, ...(options.extraScheduledJobs ?? [])]) {
      await boss.createQueue(job.name, { policy: 'singleton' });
      await boss.work(job.name, polling, async () => job.run(database.db, options.log));
      const tz = job.tz === 'office' ? officeZone : job.tz;
      await boss.schedule(job.name, job.cron, null, tz ? { tz } : undefined);
    }

    this.stopListening = await listenForOutbox(
      connection,
      OUTBOX_CHANNEL,
      () => void this.sweepNow(),
      (err) => options.log.warn({ err }, 'outbox listener error'),
    );
    await this.sweepNow();
  }

  /**
   * Hands new events to the deliverers and gives waiting deliveries their jobs. Calls that come
   * while a sweep runs coalesce into one more sweep.
   */
  sweepNow(): Promise<void> {
    if (this.stopped || !this.boss) return Promise.resolve();
    if (this.sweeping) {
      this.sweepAgain = true;
      return this.sweeping;
    }
    const run = async () => {
      do {
        this.sweepAgain = false;
        await this.sweepOnce().catch((err: unknown) => this.options.log.error({ err }, 'outbox sweep failed'));
      } while (this.sweepAgain && !this.stopped);
    };
    this.sweeping = run().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const boss = this.boss!;
    const db = this.database.db;
    await dispatchPendingEvents(
      db,
      this.deliverers.map((d) => d.fanOut),
    );
    for (const deliverer of this.deliverers) {
      await deliverer.enqueueWaiting(db, async (trx, ids, options) => {
        await boss.insert(
          deliverer.queue,
          ids.map((id) => ({ data: { id }, ...(options.priority ? { priority: options.priority } : {}) })),
          { db: fromKysely(trx) },
        );
      });
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.stopListening?.();
    await this.sweeping;
    await this.boss?.stop({ graceful: true, timeout: 8000 });
    this.boss = null;
    for (const deliverer of this.deliverers) deliverer.close?.();
  }
}
