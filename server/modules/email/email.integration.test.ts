/**
 * Email end to end, against a real SMTP server started in this file (smtp-server, messages
 * parsed with mailparser): every lead kind reaches the office and the family, sends survive a
 * restart and are sent once by two app servers, refused sends are retried and logged, and
 * nothing is sent while outgoing email is not set up.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#db/create-db';
import { valuePackages } from '#content/packages';
import { JobRunner } from '#server/jobs/job-runner';
import { recordDueReminders } from '#server/modules/bookings/bookings.service';
import { callerFor, codeOf, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openSecondConnection, openTestDatabase } from '#tests/support/test-database';
import { waitForSettledQueues } from '#tests/support/settled-queues';
import { startSmtpReceiver, type ReceivedMail } from '#tests/support/smtp-receiver';
import { waitFor } from '#tests/support/webhook-receiver';

// The test's mail server listens on 127.0.0.1: allowed here as the environment would allow it.
vi.hoisted(() => {
  vi.stubEnv('ALLOW_PRIVATE_SMTP_HOST', 'true');
});

const silentLog = { info() {}, warn() {}, error() {} };
const SITE = 'https://caldwell.example';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver({ username: 'website', password: 'mail-secret' });
});
afterAll(() => smtp.close());

let ip = 0;
const freshIp = () => `203.0.113.${(++ip % 250) + 1}`;

const runnerOn = (database: Database, pollingIntervalSeconds = 0.5) =>
  new JobRunner(database, { log: silentLog, retryDelaySeconds: 1, pollingIntervalSeconds, siteUrl: SITE });

const office = {
  contact: ['contact@office.example'],
  estimate: ['estimates@office.example'],
  accessForm: ['access@office.example'],
  quoteRequest: ['quotes@office.example', 'owner@office.example'],
  booking: ['bookings@office.example'],
  commitment: ['reservations@office.example'],
  proofDecision: [],
};

/** Outgoing email pointed at the in-test server, and an address for every kind of lead. */
async function configureEmail(database: Database, adminToken: string) {
  const admin = callerFor(database, { sessionToken: adminToken }).admin;
  await admin.settings.update({
    section: 'smtp',
    value: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: 'website',
      fromAddress: 'web@caldwell.example',
      password: { value: 'mail-secret' },
    },
  });
  await admin.settings.update({ section: 'notifications', value: office });
}

const contactLead = (database: Database, name: string) =>
  callerFor(database, { ip: freshIp() }).leads.submitContact({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@family.example`,
    phone: '(580) 555-0136',
    office: 'oklahoma',
    message: 'We would like to talk about a headstone.',
    sourcePage: '/contact-us',
  });

/** Mails whose subject or text contains `text` (one receiver serves every test: tests use names of their own). */
const mailsAbout = (text: string) =>
  smtp.received.filter((m) => `${m.mail.subject ?? ''}\n${m.mail.text ?? ''}`.includes(text));
const mailTo = (address: string, text: string) => mailsAbout(text).filter((m) => m.to.includes(address));
async function oneMailTo(address: string, text: string): Promise<ReceivedMail> {
  await waitFor(() => mailTo(address, text).length > 0, 15_000, `an email to ${address} about "${text}"`);
  return mailTo(address, text)[0]!;
}

describe.each(databaseTargets)('email on the job queue (%s)', (target) => {
  let database: Database;
  let adminToken: string;
  let runner: JobRunner;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    adminToken = (await createUserSession(database, { admin: true, email: `staff-${target}@office.example` })).token;
    runner = runnerOn(database);
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await database.close();
  });

  const admin = () => callerFor(database, { sessionToken: adminToken }).admin;

  it('sends nothing while outgoing email is not set up, and the test button says what to do', async () => {
    await contactLead(database, `Unset ${target}`);
    await runner.sweepNow();
    // The lead's event is handed out and nothing is left to send (no email was written for it).
    await waitForSettledQueues(database);
    expect(mailsAbout(`Unset ${target}`)).toHaveLength(0);
    expect(await database.db.selectFrom('email_messages').select('id').execute()).toHaveLength(0);
    expect(await codeOf(admin().email.sendTest({}))).toBe('PRECONDITION_FAILED');
    expect((await admin().email.recent()).configured).toBe(false);
  });

  it('each lead kind emails the office, and families get their confirmations (the booking with its .ics)', async () => {
    await configureEmail(database, adminToken);
    const tag = `${target}-${randomUUID().slice(0, 6)}`;
    const family = (kind: string) => `${kind}.${tag}@family.example`;

    const contact = await callerFor(database, { ip: freshIp() }).leads.submitContact({
      name: `Contact ${tag}`,
      email: family('contact'),
      phone: '(580) 555-0136',
      office: 'oklahoma',
      message: 'Please call <b>after</b> 5.',
      sourcePage: '/contact-us',
    });
    const estimate = await callerFor(database, { ip: freshIp() }).leads.submitEstimate({
      name: `Estimate ${tag}`,
      phone: '972-555-0147',
      email: family('estimate'),
      monumentType: 'companion',
      size: 'medium',
      granite: 'blue-pearl',
      budget: '4000-7000',
      timeline: 'within-3-months',
      cemetery: 'Rosedale Cemetery, Ada',
      office: 'texas',
      message: 'For my parents.',
      sourcePage: '/',
    });
    await callerFor(database, { ip: freshIp() }).access.request({
      tool: 'calculator',
      name: `Access ${tag}`,
      email: family('access'),
      phone: '(580) 555-0136',
      zip: '74820',
    });
    const basketSessionId = randomUUID();
    const basket = callerFor(database, { basketSessionId, ip: freshIp() }).basket;
    await basket.add({ itemType: 'package', itemId: valuePackages[0]!.id });
    const quote = await basket.submitQuote({
      name: `Quote ${tag}`,
      email: family('quote'),
      phone: '(580) 555-0199',
      preferredOffice: 'oklahoma',
      cemeteryName: 'Rosedale Cemetery',
      cemeteryTown: 'Ada, OK',
      timeline: 'within-3-months',
      message: 'For my mother.',
      idempotencyKey: randomUUID(),
    });
    const reservation = await callerFor(database, { ip: freshIp() }).valueEngineering.reserve({
      packageId: valuePackages[0]!.id,
      name: `Reserve ${tag}`,
      email: family('reserve'),
      phone: '(580) 555-0136',
      office: 'oklahoma',
      timeline: 'asap',
      submissionKey: randomUUID(),
    });
    const slots = (await callerFor(database).bookings.slots({ office: 'oklahoma' })).days.flatMap((d) => d.slots);
    const booked = await callerFor(database, { ip: freshIp() }).bookings.book({
      office: 'oklahoma',
      startsAt: slots[0]!.startsAt,
      name: `Book ${tag}`,
      email: family('book'),
      phone: '(580) 555-0136',
      topic: 'new-monument',
    });

    // The office: one notice per lead, to the addresses set for its kind, linking to its admin screen.
    const contactMail = await oneMailTo('contact@office.example', `${contact.reference} from Contact ${tag}`);
    expect(contactMail.mail.text).toContain(`${SITE}/admin/submissions?open=`);
    expect(contactMail.mail.text).toContain('Please call <b>after</b> 5.');
    expect(contactMail.mail.html).toContain('Please call &lt;b&gt;after&lt;/b&gt; 5.');
    expect(contactMail.mail.replyTo?.text).toContain(family('contact'));
    expect(contactMail.mail.from?.value[0]?.address).toBe('web@caldwell.example');
    expect(contactMail.user).toBe('website');
    const estimateMail = await oneMailTo('estimates@office.example', `${estimate.reference} from Estimate ${tag}`);
    expect(estimateMail.mail.text).toMatch(/Granite: Blue Pearl/);
    const accessMail = await oneMailTo('access@office.example', `Access ${tag}`);
    expect(accessMail.mail.text).toContain('ZIP code: 74820');
    const quoteMail = await oneMailTo('quotes@office.example', `${quote.reference!} from Quote ${tag}`);
    expect(quoteMail.to).toEqual(['quotes@office.example', 'owner@office.example']);
    expect(quoteMail.mail.text).toContain(valuePackages[0]!.name);
    const reserveMail = await oneMailTo('reservations@office.example', `Reserve ${tag} reserved`);
    expect(reserveMail.mail.subject).toContain(reservation.reference);
    expect(reserveMail.mail.text).toContain(`${SITE}/admin/ve/commitments?open=`);
    const bookingOffice = await oneMailTo('bookings@office.example', `Book ${tag} booked a consultation`);
    expect(bookingOffice.mail.subject).toContain(booked.reference);
    expect(bookingOffice.mail.text).toContain(`${SITE}/admin/bookings?office=oklahoma`);

    // The families: quote requests, reservations and bookings; the booking with its calendar file and private link.
    expect((await oneMailTo(family('quote'), quote.reference!)).mail.text).toContain('within one business day');
    expect((await oneMailTo(family('reserve'), reservation.reference!)).mail.text).toContain('Nothing is paid online');
    const bookingFamily = await oneMailTo(family('book'), 'Your consultation on');
    expect(bookingFamily.mail.text).toContain(`${SITE}/book/manage#${booked.token}`);
    expect(bookingFamily.mail.html).toContain(`href="${SITE}/book/manage#${booked.token}"`);
    const [ics] = bookingFamily.mail.attachments;
    expect(ics?.filename).toBe(`consultation-${booked.reference}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.toString('utf8')).toMatch(/BEGIN:VCALENDAR[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*END:VCALENDAR/);
    // Contact, estimate and access forms send the family nothing (all that was queued is sent).
    await waitForSettledQueues(database);
    for (const kind of ['contact', 'estimate', 'access'])
      expect(smtp.received.filter((m) => m.to.includes(family(kind)))).toEqual([]);
    // Each email once.
    expect(mailTo('contact@office.example', `Contact ${tag}`)).toHaveLength(1);
    expect(mailTo(family('book'), 'Your consultation on')).toHaveLength(1);
    // The private link is gone from the event once the emails are written; no webhook ever had it.
    const bookingEvents = await database.db
      .selectFrom('events')
      .select(['payload', 'private'])
      .where('type', '=', 'booking.created')
      .execute();
    expect(bookingEvents.every((e) => e.private === null)).toBe(true);
    expect(JSON.stringify(bookingEvents)).not.toContain(booked.token);

    // Moving: the office hears, the family gets the new time, its calendar file and the new link.
    const moved = await callerFor(database, { ip: freshIp() }).bookings.move({
      token: booked.token,
      startsAt: slots[3]!.startsAt,
    });
    const movedOffice = await oneMailTo('bookings@office.example', `Consultation moved: Book ${tag}`);
    expect(movedOffice.mail.text).toContain(booked.reference);
    const movedFamily = await oneMailTo(family('book'), 'Your consultation is moved');
    expect(movedFamily.mail.text).toContain(`${SITE}/book/manage#${moved.token}`);
    expect(movedFamily.mail.attachments[0]?.filename).toBe(`consultation-${moved.booking.reference}.ics`);

    // Cancelling through the link: both hear of it.
    await callerFor(database).bookings.cancel({ token: moved.token });
    await oneMailTo('bookings@office.example', `Consultation cancelled: Book ${tag}`);
    expect((await oneMailTo(family('book'), 'is cancelled')).mail.text).toContain('As you asked');

    // The day before a consultation: one reminder to the family.
    const again = await callerFor(database, { ip: freshIp() }).bookings.book({
      office: 'oklahoma',
      startsAt: slots[5]!.startsAt,
      name: `Remind ${tag}`,
      email: family('remind'),
      phone: '(580) 555-0136',
      topic: 'new-monument',
    });
    const dayBefore = new Date(new Date(slots[5]!.startsAt).getTime() - 24 * 3600 * 1000);
    expect(await recordDueReminders(database.db, dayBefore)).toBeGreaterThanOrEqual(1);
    expect(await recordDueReminders(database.db, dayBefore)).toBe(0);
    const reminder = await oneMailTo(family('remind'), 'Reminder: your consultation tomorrow');
    expect(reminder.mail.text).toContain(again.reference);

    // The log on the settings screen.
    const log = await admin().email.recent();
    expect(log.configured).toBe(true);
    expect(log.emails.find((e) => e.subject.includes(quote.reference!) && e.audience === 'family')).toMatchObject({
      status: 'sent',
      statusWords: 'Sent',
      to: [family('quote')],
    });
  });

  it('retries a refused email with growing gaps and logs the tries; a permanent refusal is given up at once', async () => {
    const start = smtp.offered();
    smtp.answerWith((n) => (n - start <= 2 ? { code: 451, message: 'Mailbox busy, try again later' } : null));
    const staff = `retry-${target}@office.example`;
    await admin().email.sendTest({ to: staff });
    const mail = await oneMailTo(staff, 'A test email');
    expect(mail.mail.text).toContain('outgoing email works');
    let log = await admin().email.recent();
    await waitFor(async () => {
      log = await admin().email.recent();
      return log.emails.find((e) => e.to.includes(staff))?.status === 'sent';
    });
    expect(log.emails.find((e) => e.to.includes(staff))).toMatchObject({
      audience: 'test',
      attempts: 3,
      statusWords: 'Sent (after 3 tries)',
    });

    smtp.answerWith(() => ({ code: 550, message: 'No such mailbox here' }));
    const nobody = `nobody-${target}@office.example`;
    await admin().email.sendTest({ to: nobody });
    await waitFor(async () => {
      log = await admin().email.recent();
      return log.emails.find((e) => e.to.includes(nobody))?.status === 'failed';
    });
    const failed = log.emails.find((e) => e.to.includes(nobody))!;
    expect(failed).toMatchObject({ attempts: 1, statusWords: 'Not sent: gave up' });
    expect(failed.lastError).toMatch(/The mail server refused this email: 550.*No such mailbox here/);
    expect(log.lastWeek.failed).toBeGreaterThanOrEqual(1);
    expect((await admin().dashboard.summary()).emailsNotSent).toBe(log.lastWeek.failed);
    smtp.answerWith(() => null);
  });

  it('emails queued before a stop are sent exactly once after the restart', async () => {
    // The running server stops; another starts whose workers look for due jobs only every 60 s.
    await runner.stop();
    const first = runnerOn(database, 60);
    await first.start();
    const references: string[] = [];
    const lead = async (n: number) => {
      const name = `Restart ${target} ${n}`;
      references.push(`${(await contactLead(database, name)).reference} from ${name}`);
    };
    for (let n = 1; n <= 3; n++) await lead(n);
    await first.sweepNow(); // these three have jobs waiting in pg-boss
    await first.stop();
    // Two more while no server runs at all: events recorded, no email written yet.
    for (let n = 4; n <= 5; n++) await lead(n);
    expect(references.flatMap((r) => mailsAbout(r))).toHaveLength(0);

    // Restart, on a new connection pool (PostgreSQL) as a restarted process would have.
    const reopened = await openSecondConnection(database);
    const restarted = runnerOn(reopened);
    await restarted.start();
    try {
      await waitFor(() => references.every((r) => mailsAbout(r).length > 0), 20_000, 'five emails');
      await waitForSettledQueues(reopened); // nothing left that could send a repeat
      for (const reference of references) expect(mailsAbout(reference)).toHaveLength(1);
    } finally {
      await restarted.stop();
      await reopened.close();
    }
    runner = runnerOn(database);
    await runner.start();
  });
});

describe.runIf(databaseTargets.includes('postgres'))('email with two app servers on one PostgreSQL database', () => {
  it('sends each email once between them', async () => {
    const database = await openTestDatabase('postgres');
    const second = await openSecondConnection(database);
    const { token } = await createUserSession(database, { admin: true });
    await configureEmail(database, token);
    const runners = [runnerOn(database), runnerOn(second)];
    await Promise.all(runners.map((r) => r.start()));
    try {
      const count = 20;
      // Leads arrive through both servers, interleaved; both sweep on every commit.
      const names = Array.from({ length: count }, (_, n) => `Twin ${String(n).padStart(2, '0')}`);
      const references = (await Promise.all(names.map((name, n) => contactLead(n % 2 ? second : database, name)))).map(
        (r, n) => `${r.reference} from ${names[n]}`,
      );
      await waitFor(() => references.every((r) => mailsAbout(r).length > 0), 30_000, `${count} emails`);
      await waitForSettledQueues(database);
      for (const reference of references) expect(mailsAbout(reference)).toHaveLength(1);
      const rows = await database.db.selectFrom('email_messages').select(['status', 'attempts']).execute();
      expect(rows).toHaveLength(count);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
      await second.close();
      await database.close();
    }
  });
});
