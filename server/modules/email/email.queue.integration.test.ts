/**
 * The email queue under load (decision record 177), against a real SMTP server started per test
 * (smtp-server; messages parsed with mailparser): emails go out side by side over a few pooled
 * connections, a family's email goes ahead of a backlog of office notices, a burst of leads from
 * one address is gathered into one digest, the dashboard tells staff about a backlog, and each
 * email says who sent it the way other mail software expects (a Message-ID of its own, the
 * site's host in the greeting).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#db/create-db';
import { JobRunner } from '#server/jobs/job-runner';
import { callerFor, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { waitForSettledQueues } from '#tests/support/settled-queues';
import { startSmtpReceiver } from '#tests/support/smtp-receiver';
import { waitFor } from '#tests/support/webhook-receiver';
import { EMAIL_CONNECTIONS, NOTICES_PER_HOUR } from './email.choices';
import { insertEmail } from './email.repository';

// The test's mail server listens on 127.0.0.1: allowed here as the environment would allow it.
vi.hoisted(() => {
  vi.stubEnv('ALLOW_PRIVATE_SMTP_HOST', 'true');
});

const silentLog = { info() {}, warn() {}, error() {} };
const SITE = 'https://caldwell.example';

let ip = 0;
const freshIp = () => `198.51.100.${(++ip % 250) + 1}`;

/** Everything a test opens, closed after it whatever happens. */
const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

async function setUp(target: (typeof databaseTargets)[number]) {
  const smtp = await startSmtpReceiver();
  opened.push(() => smtp.close());
  const database = await openTestDatabase(target);
  opened.push(() => database.close());
  const { token } = await createUserSession(database, { admin: true, email: 'staff@office.example' });
  const admin = callerFor(database, { sessionToken: token }).admin;
  await admin.settings.update({
    section: 'smtp',
    value: { host: '127.0.0.1', port: smtp.port, secure: false, username: '', fromAddress: 'web@caldwell.example' },
  });
  await admin.settings.update({
    section: 'notifications',
    value: {
      contact: ['contact@office.example'],
      estimate: ['estimates@office.example'],
      accessForm: [],
      quoteRequest: [],
      booking: ['bookings@office.example'],
      commitment: [],
      proofDecision: [],
    },
  });
  const runner = (pollingIntervalSeconds = 0.5) => {
    const started = new JobRunner(database, {
      log: silentLog,
      retryDelaySeconds: 1,
      pollingIntervalSeconds,
      siteUrl: SITE,
    });
    opened.push(() => started.stop());
    return started;
  };
  return { smtp, database, admin, runner };
}

/** An email row as the fan-out writes it (the queue does not care which event it came from). */
const queueEmail = (database: Database, audience: 'office' | 'family', to: string, subject: string) =>
  insertEmail(database.db, {
    eventId: null,
    eventType: audience === 'office' ? 'lead.created' : 'booking.created',
    audience,
    to: [to],
    subject,
    text: `${subject}\n`,
    html: `<p>${subject}</p>`,
    replyTo: null,
    attachments: [],
  });

describe.each(databaseTargets)('the email queue (%s)', (target) => {
  it('gives each email a Message-ID of its own across installations, and greets the mail server with the site host', async () => {
    // Two installations, each sending its first email (row 1 in both databases).
    const [first, second] = await Promise.all([setUp(target), setUp(target)]);
    await Promise.all(
      [first, second].map(async (site) => {
        await site.runner().start();
        await site.admin.email.sendTest({ to: 'owner@office.example' });
      }),
    );
    await waitFor(() => first.smtp.received.length === 1 && second.smtp.received.length === 1, 15_000, 'two tests');
    const [a, b] = [first.smtp.received[0]!, second.smtp.received[0]!];
    expect(a.mail.messageId).toMatch(
      /^<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@caldwell\.example>$/,
    );
    expect(b.mail.messageId).toMatch(/@caldwell\.example>$/);
    expect(a.mail.messageId).not.toBe(b.mail.messageId);
    // The same id as the log row keeps, so a retry repeats it.
    const [row] = await first.database.db.selectFrom('email_messages').select(['id', 'message_key']).execute();
    expect(row!.id).toBe(1);
    expect(a.mail.messageId).toBe(`<${row!.message_key}@caldwell.example>`);
    // EHLO names the site's host, not the machine's address.
    expect(a.greeting).toBe('caldwell.example');
    expect(b.greeting).toBe('caldwell.example');
  }, 150_000);

  it('sends a backlog side by side over a few pooled connections, and a family email goes ahead of it', async () => {
    const { smtp, database, runner } = await setUp(target);
    smtp.answerAfter(60); // a mail server that takes a moment per message, so sends overlap
    const tag = randomUUID().slice(0, 6);
    const backlog = 80;
    for (let n = 0; n < backlog; n++)
      await queueEmail(database, 'office', 'contact@office.example', `Notice ${tag} ${n}`);
    const started = runner();
    await started.start();
    await waitFor(() => smtp.received.length >= 3, 15_000, 'the backlog to start');

    // A booking confirmation arrives while the backlog is being sent.
    await queueEmail(database, 'family', 'family@family.example', `Confirmation ${tag}`);
    await started.sweepNow();
    await waitFor(() => smtp.received.length === backlog + 1, 30_000, 'every email');
    const order = smtp.received.map((m) => m.mail.subject ?? '');
    const position = order.indexOf(`Confirmation ${tag}`);
    // Only the office notices already in hand (a batch or two) go before it; without priority it would be last.
    expect(backlog - position).toBeGreaterThan(backlog / 2);

    // Several connections at once, each carrying many messages; never more than the pool's bound.
    expect(smtp.connections.mostAtOnce).toBeGreaterThan(1);
    expect(smtp.connections.opened).toBeLessThanOrEqual(EMAIL_CONNECTIONS);
    expect(new Set(smtp.received.map((m) => m.sessionId)).size).toBeLessThanOrEqual(EMAIL_CONNECTIONS);
    // Each once.
    expect(new Set(order).size).toBe(backlog + 1);
    // The log row of the last message is marked once the server's answer is back: a moment after
    // the server has it (read at once, the last row was sometimes still being marked).
    const sentOnce = async () => {
      const rows = await database.db.selectFrom('email_messages').select(['status', 'attempts']).execute();
      return rows.every((r) => r.status === 'sent' && r.attempts === 1);
    };
    await waitFor(sentOnce, 10_000, 'every email marked sent').catch(() => undefined);
    expect(await sentOnce()).toBe(true);
  }, 150_000);

  it('gathers a burst of leads from one address into one digest after the first few in the hour', async () => {
    const { smtp, database, admin, runner } = await setUp(target);
    const started = runner();
    await started.start();
    const tag = randomUUID().slice(0, 6);
    const address = `flood.${tag}@family.example`;
    const total = NOTICES_PER_HOUR + 3;
    const references: string[] = [];
    for (let n = 0; n < total; n++) {
      const lead = await callerFor(database, { ip: freshIp() }).leads.submitContact({
        name: `Flood ${n}`,
        email: address,
        phone: '(580) 555-0136',
        office: 'oklahoma',
        message: `Message ${n}`,
        sourcePage: '/contact-us',
      });
      references.push(lead.reference!);
    }
    // A real family writing once at the same time is not held up.
    await callerFor(database, { ip: freshIp() }).leads.submitContact({
      name: `Calm ${tag}`,
      email: `calm.${tag}@family.example`,
      phone: '(580) 555-0136',
      office: 'oklahoma',
      message: 'One question.',
      sourcePage: '/contact-us',
    });
    const fromFlood = () => smtp.received.filter((m) => m.mail.replyTo?.text.includes(address));
    await waitFor(
      () =>
        fromFlood().length >= NOTICES_PER_HOUR && smtp.received.some((m) => m.mail.subject?.includes(`Calm ${tag}`)),
      15_000,
      'the first notices',
    );
    // Everything not held for the digest is sent: no further notice can come.
    await waitForSettledQueues(database);
    expect(fromFlood()).toHaveLength(NOTICES_PER_HOUR);
    expect(
      fromFlood()
        .map((m) => m.mail.subject)
        .sort(),
    ).toEqual(references.slice(0, NOTICES_PER_HOUR).map((r, n) => `New contact message ${r} from Flood ${n}`));

    // The rest wait in one digest until the hour ends; a held digest is not a backlog.
    const digests = await database.db
      .selectFrom('email_messages')
      .select(['id', 'hold_until', 'digest'])
      .where('digest', 'is not', null)
      .execute();
    expect(digests).toHaveLength(1);
    expect(new Date(digests[0]!.hold_until!).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect((await admin.dashboard.summary()).emailQueue.waiting).toBe(0);

    // The hour is over: the digest goes out, once, listing each of them.
    await sql`update email_messages set hold_until = now() - interval '1 second' where digest is not null`.execute(
      database.db,
    );
    await started.sweepNow();
    await waitFor(() => fromFlood().length === NOTICES_PER_HOUR + 1, 15_000, 'the digest');
    const digest = fromFlood().at(-1)!;
    expect(digest.mail.subject).toBe(`3 more requests from ${address} this hour`);
    expect(digest.to).toEqual(['contact@office.example']);
    for (const reference of references.slice(NOTICES_PER_HOUR)) expect(digest.mail.text).toContain(reference);
    for (const reference of references.slice(0, NOTICES_PER_HOUR)) expect(digest.mail.text).not.toContain(reference);
    expect(digest.mail.text).toContain(`${SITE}/admin/submissions`);
    await waitForSettledQueues(database);
    expect(fromFlood()).toHaveLength(NOTICES_PER_HOUR + 1);
    // Every lead is saved as usual.
    const saved = await database.db.selectFrom('submissions').select('id').where('email', '=', address).execute();
    expect(saved).toHaveLength(total);
  }, 150_000);

  it('shows the backlog and the age of its oldest email on the dashboard', async () => {
    const { smtp, database, admin, runner } = await setUp(target);
    expect((await admin.dashboard.summary()).emailQueue).toEqual({ waiting: 0, oldestWaitSeconds: 0, slow: false });
    for (let n = 0; n < 3; n++) await queueEmail(database, 'office', 'contact@office.example', `Waiting ${n}`);
    await sql`update email_messages set created_at = now() - interval '10 minutes'`.execute(database.db);
    const queue = (await admin.dashboard.summary()).emailQueue;
    expect(queue.waiting).toBe(3);
    expect(queue.oldestWaitSeconds).toBeGreaterThanOrEqual(600);
    expect(queue.oldestWaitSeconds).toBeLessThan(700);
    expect(queue.slow).toBe(true);

    await runner().start();
    await waitFor(() => smtp.received.length === 3, 15_000, 'the three emails');
    await waitFor(
      async () => (await admin.dashboard.summary()).emailQueue.waiting === 0,
      10_000,
      'the backlog to clear',
    );
    expect((await admin.dashboard.summary()).emailQueue.slow).toBe(false);
  }, 150_000);
});
