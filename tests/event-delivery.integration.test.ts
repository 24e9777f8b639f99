/**
 * The promises of the event outbox and the job queue, end to end: leads written while delivery
 * cannot happen are delivered exactly once after a restart, and two app servers on one
 * PostgreSQL database deliver each event once between them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { createDatabase, type Database } from '#db/create-db';
import { JobRunner } from '#server/jobs/job-runner';
import { migratedDataDir } from '#tests/support/migrated-data-dir';
import { waitForSettledQueues } from '#tests/support/settled-queues';
import { callerFor, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openSecondConnection, openTestDatabase } from '#tests/support/test-database';
import { loopbackReceiverNetwork, startReceiver, waitFor } from '#tests/support/webhook-receiver';
import { startSmtpReceiver } from '#tests/support/smtp-receiver';

// The test's mail server listens on 127.0.0.1: allowed here as the environment would allow it.
vi.hoisted(() => {
  vi.stubEnv('ALLOW_PRIVATE_SMTP_HOST', 'true');
});

const silentLog = { info() {}, warn() {}, error() {} };
let ip = 0;
const lead = (db: Database, n: number) =>
  callerFor(db, { ip: `192.0.2.${(++ip % 250) + 1}` }).leads.submitEstimate({
    name: `Family ${n}`,
    phone: '972-555-0147',
    monumentType: 'companion',
    size: 'medium',
    granite: 'blue-pearl',
    budget: '4000-7000',
    timeline: 'within-3-months',
    cemetery: 'Rosedale Cemetery, Ada',
    office: 'texas',
    message: `Lead ${n}`,
    sourcePage: '/',
  });

const runnerOn = (database: Database, pollingIntervalSeconds: number) =>
  new JobRunner(database, {
    log: silentLog,
    webhookNetwork: loopbackReceiverNetwork,
    retryDelaySeconds: 1,
    pollingIntervalSeconds,
  });

/** The connection string of a PostgreSQL test database (for a child process). */
const urlOf = (database: Database) => {
  if (!('connectionString' in database.jobConnection)) throw new Error('not PostgreSQL');
  return database.jobConnection.connectionString;
};

/** Opens the same database again, as a restarted server would: a PGlite data folder, or a new pool. */
type Reopen = () => Promise<Database>;

describe.each(databaseTargets)('events survive a restart (%s)', (target) => {
  let reopen: Reopen;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (target === 'pglite') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-restart-'));
      const dataDir = await migratedDataDir(path.join(dir, 'pglite'));
      reopen = () => createDatabase({ dataDir });
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const database = await openTestDatabase('postgres');
      reopen = () => openSecondConnection(database);
      cleanup = () => database.close();
    }
  });
  afterAll(() => cleanup());

  it('delivers every lead written before the stop exactly once after the restart, signed', async () => {
    const hook = await startReceiver();
    try {
      // First run: the queue is up, but its workers look for due jobs only every 60 s, so nothing
      // is delivered before the server stops.
      const before = await reopen();
      const runner1 = runnerOn(before, 60);
      await runner1.start();
      const { token } = await createUserSession(before, { admin: true });
      const { secret } = await callerFor(before, {
        sessionToken: token,
        webhookNetwork: loopbackReceiverNetwork,
      }).admin.webhooks.create({ url: hook.url, eventTypes: ['lead.created'] });
      const references: string[] = [];
      for (let n = 1; n <= 3; n++) references.push((await lead(before, n)).reference!);
      await runner1.sweepNow(); // these three now have jobs waiting in pg-boss
      await runner1.stop();
      // Two more while no job runner runs at all: events recorded, not yet handed out.
      for (let n = 4; n <= 5; n++) references.push((await lead(before, n)).reference!);
      await before.close();
      expect(hook.received).toHaveLength(0);

      // Restart.
      const after = await reopen();
      const runner2 = runnerOn(after, 0.5);
      await runner2.start();
      try {
        await waitFor(() => hook.received.length >= 5, 20_000, 'five deliveries');
        await waitForSettledQueues(after);
        expect(hook.received).toHaveLength(5);
        const ids = new Set(hook.received.map((r) => r.headers['webhook-id']));
        expect(ids.size).toBe(5);
        const delivered = hook.received.map((r) => {
          const body = new Webhook(secret).verify(r.body, r.headers) as { data: { reference: string } };
          return body.data.reference;
        });
        expect(delivered.sort()).toEqual([...references].sort());
      } finally {
        await runner2.stop();
        await after.close();
      }
    } finally {
      await hook.close();
    }
  });
});

describe.each(databaseTargets)('events survive a killed server (%s)', (target) => {
  it('delivers every lead recorded before a SIGKILL exactly once after the restart, signed, and emails the office once', async () => {
    const hook = await startReceiver();
    const smtp = await startSmtpReceiver();
    let database: Database | null = null;
    let dir: string | null = null;
    const env: Record<string, string> = { KILL_RECEIVER_URL: hook.url, KILL_SMTP_PORT: String(smtp.port) };
    if (target === 'pglite') {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-kill-'));
      env.KILL_DATA_DIR = await migratedDataDir(path.join(dir, 'pglite'));
    } else {
      database = await openTestDatabase('postgres');
      env.KILL_DATABASE_URL = urlOf(database);
    }
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/kill-before-delivery.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      let errors = '';
      child.stderr.on('data', (chunk) => (errors += chunk));
      const report = await new Promise<{ secret: string; references: string[] }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the child did not report:\n${errors}`)), 90_000);
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const line = output.split('\n').find((l) => l.startsWith('{'));
          if (line) {
            clearTimeout(timer);
            resolve(JSON.parse(line) as { secret: string; references: string[] });
          }
        });
        child.on('exit', (code) => reject(new Error(`the child exited (${code}):\n${errors}`)));
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      expect(hook.received).toHaveLength(0);
      expect(smtp.received).toHaveLength(0);

      const after =
        target === 'pglite'
          ? await createDatabase({ dataDir: env.KILL_DATA_DIR! })
          : await openSecondConnection(database!);
      const runner = runnerOn(after, 0.5);
      await runner.start();
      try {
        await waitFor(() => hook.received.length >= 5, 30_000, 'five deliveries');
        expect(hook.received).toHaveLength(5);
        expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(5);
        const delivered = hook.received.map(
          (r) =>
            (new Webhook(report.secret).verify(r.body, r.headers) as { data: { reference: string } }).data.reference,
        );
        expect(delivered.sort()).toEqual([...report.references].sort());
        // The office's notices, through the batched, pooled sender: each lead's once.
        await waitFor(() => smtp.received.length >= 5, 30_000, 'five emails');
        await waitForSettledQueues(after);
        expect(hook.received).toHaveLength(5);
        expect(smtp.received).toHaveLength(5);
        for (const reference of report.references) {
          expect(smtp.received.filter((m) => m.mail.subject?.includes(reference))).toHaveLength(1);
        }
      } finally {
        await runner.stop();
        await after.close();
      }
    } finally {
      await hook.close();
      await smtp.close();
      await database?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe.runIf(databaseTargets.includes('postgres'))('two app servers on one PostgreSQL database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('deliver each event once between them', async () => {
    const second = await openSecondConnection(database);
    const hook = await startReceiver();
    const runners = [runnerOn(database, 0.5), runnerOn(second, 0.5)];
    await Promise.all(runners.map((r) => r.start()));
    try {
      const { token } = await createUserSession(database, { admin: true });
      await callerFor(database, { sessionToken: token, webhookNetwork: loopbackReceiverNetwork }).admin.webhooks.create(
        { url: hook.url, eventTypes: ['lead.created'] },
      );
      const count = 30;
      // Leads arrive through both servers, interleaved; both sweep on every commit (NOTIFY).
      await Promise.all(Array.from({ length: count }, (_, n) => lead(n % 2 ? second : database, n)));
      await waitFor(() => hook.received.length >= count, 30_000, `${count} deliveries`);
      await waitForSettledQueues(database);
      expect(hook.received).toHaveLength(count);
      expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(count);
      const attempts = await database.db.selectFrom('webhook_attempts').select('id').execute();
      expect(attempts).toHaveLength(count);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
      await hook.close();
      await second.close();
    }
  });
});
