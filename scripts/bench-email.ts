/**
 * npm run bench:email: how fast the email queue drains a backlog against a local SMTP server
 * (smtp-server, accepting everything), and how long a family's booking confirmation waits
 * behind it (decision record 177). Two runs on a fresh embedded database each:
 *
 * - before: the sender as it was (one email per fetch, one connection, a fetch every 2 s);
 * - after: the sender as it is (batches over a few pooled connections, families first).
 *
 * Flags: --count N (the backlog for "after", 2000), --before-count N (the backlog for "before",
 * 30: at the old pace 2000 would take over an hour), --smtp-port P (2504; 0 for any free port),
 * --delay-ms D (the mail server's pause per message, 0). A benchmark, not a test: it prints
 * figures and the machine's load, and asserts nothing.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { SMTPServer } from 'smtp-server';
import { createDatabase, type Database } from '../db/create-db';
import { migrateToLatest } from '../db/migrator';
import { pgliteExtensions } from '../db/pglite-extensions';
import { JobRunner } from '../server/jobs/job-runner';
import { insertEmail } from '../server/modules/email/email.repository';
import { EMAIL_BATCH, EMAIL_CONNECTIONS } from '../server/modules/email/email.choices';

// The benchmark's mail server listens on 127.0.0.1, which the site contacts only when allowed.
process.env.ALLOW_PRIVATE_SMTP_HOST = 'true';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    'before-count': { type: 'string', default: '30' },
    'smtp-port': { type: 'string', default: '2504' },
    'delay-ms': { type: 'string', default: '0' },
  },
});
const count = Number(values.count);
const beforeCount = Number(values['before-count']);
const delayMs = Number(values['delay-ms']);

// The local mail server: takes every message, notes when each subject arrived.
const arrivals = new Map<string, number>();
const server = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('utf8');
    });
    stream.on('end', async () => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
      arrivals.set(subject, performance.now());
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(Number(values['smtp-port']), '127.0.0.1', resolve));
const smtpPort = (server.server.address() as AddressInfo).port;

const paragraph =
  'A family sent a message on the website and would like to talk about a headstone for their mother. ' +
  'They mentioned the cemetery, a budget and the best time to call; reply to this email to write to them. ';
const body = paragraph.repeat(6);

async function freshSite(): Promise<Database> {
  const database = await createDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) });
  await migrateToLatest(database.db);
  const smtp = JSON.stringify({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    username: '',
    fromAddress: 'web@caldwell.example',
  });
  await database.db
    .insertInto('settings')
    .values({ section: 'smtp', value: smtp })
    .onConflict((oc) => oc.column('section').doUpdateSet({ value: smtp }))
    .execute();
  return database;
}

const queue = (database: Database, audience: 'office' | 'family', subject: string) =>
  insertEmail(database.db, {
    eventId: null,
    eventType: audience === 'office' ? 'lead.created' : 'booking.created',
    audience,
    to: [audience === 'office' ? 'contact@office.example' : 'family@family.example'],
    subject,
    text: body,
    html: `<p>${body}</p>`,
    replyTo: audience === 'office' ? 'family@family.example' : null,
    attachments: [],
  });

const until = async (done: () => boolean, what: string, limitMs: number) => {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > limitMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const silentLog = { info() {}, warn() {}, error: (o: object) => console.error(o) };

interface Run {
  label: string;
  backlog: number;
  perSecond: number;
  confirmationWaitMs: number | null;
  confirmationPosition: number | null;
  sentBeforeIt: number;
  cpuSeconds: number;
  load: number[];
}

async function run(label: 'before' | 'after', backlog: number): Promise<Run> {
  const database = await freshSite();
  const tag = `${label}-${Date.now()}`;
  for (let n = 0; n < backlog; n++) await queue(database, 'office', `Notice ${tag} ${n}`);
  const runner = new JobRunner(database, {
    log: silentLog,
    siteUrl: 'https://caldwell.example',
    pollingIntervalSeconds: 2,
    email: label === 'before' ? { connections: 1, batchSize: 1 } : undefined,
  });
  const cpu = process.cpuUsage();
  const mine = () => [...arrivals.keys()].filter((s) => s.includes(tag)).length;
  await runner.start();
  const start = performance.now();
  // Once a tenth of the backlog is out, a family's booking confirmation is written.
  let confirmationWaitMs: number | null = null;
  let confirmationPosition: number | null = null;
  let sentBeforeIt = 0;
  if (label === 'after') {
    await until(() => mine() >= Math.floor(backlog / 10), 'the backlog to start', 600_000);
    const subject = `Your consultation ${tag}`;
    const written = performance.now();
    sentBeforeIt = mine();
    await queue(database, 'family', subject);
    await runner.sweepNow();
    await until(() => arrivals.has(subject), 'the confirmation', 600_000);
    confirmationWaitMs = arrivals.get(subject)! - written;
    confirmationPosition = [...arrivals.keys()].filter((s) => s.includes(tag)).indexOf(subject);
  }
  const total = backlog + (label === 'after' ? 1 : 0);
  await until(() => mine() >= total, 'the backlog', 4 * 3600_000);
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  await runner.stop();
  await database.close();
  return {
    label,
    backlog,
    perSecond: total / seconds,
    confirmationWaitMs,
    confirmationPosition,
    sentBeforeIt,
    cpuSeconds: (used.user + used.system) / 1e6,
    load: os.loadavg(),
  };
}

const loadBefore = os.loadavg();
const before = await run('before', beforeCount);
const after = await run('after', count);
server.close();

const fmt = (n: number, digits = 1) => n.toFixed(digits);
console.log(`\nEmail queue against a local SMTP server (127.0.0.1:${smtpPort}, ${delayMs} ms per message)`);
console.log(
  `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average at start ${loadBefore.map((l) => fmt(l, 2)).join(' / ')}`,
);
console.log(`database: embedded PGlite (fresh, in memory)\n`);
console.log(`before (1 email per fetch, 1 connection, fetch every 2 s), ${before.backlog} emails:`);
console.log(
  `  ${fmt(before.perSecond, 2)} emails/s, process CPU ${fmt(before.cpuSeconds)} s, load after ${before.load.map((l) => fmt(l, 2)).join(' / ')}`,
);
const behind = count - Math.floor(count / 10);
console.log(
  `  a confirmation written after a tenth of a ${count} backlog is sent would wait, first in first out, behind the other ${behind}: about ${fmt(behind / before.perSecond / 60)} min (estimated from that rate)`,
);
console.log(
  `after (batches of ${EMAIL_BATCH} over ${EMAIL_CONNECTIONS} pooled connections, families first), ${after.backlog} emails:`,
);
console.log(
  `  ${fmt(after.perSecond)} emails/s, process CPU ${fmt(after.cpuSeconds)} s, load after ${after.load.map((l) => fmt(l, 2)).join(' / ')}`,
);
console.log(
  `  the booking confirmation, written when ${after.sentBeforeIt} of the backlog were sent, arrived ${fmt(after.confirmationWaitMs! / 1000, 2)} s later, after ${after.confirmationPosition! - after.sentBeforeIt} more office notices (already in hand); ${count - after.confirmationPosition!} were still waiting behind it`,
);
console.log(`speed-up: ${fmt(after.perSecond / before.perSecond)}x\n`);
