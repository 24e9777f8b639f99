import { inZone } from '../shared/time';
import { TRPCError } from '@trpc/server';
import { createTransport, type Transporter } from 'nodemailer';
import { getEnv } from '#server/env';
import { guardedSmtpSocket } from '../media/outbound-guard';
import type { AppDb } from '#db/create-db';
import { wakeOutbox, type EventFanOut, type RecordedEvent } from '../events/events.service';
import { eventPrivateSchema } from '../events/events.schema';
import { isEventType, type EventType } from '../events/events.choices';
import {
  allNotificationAddresses,
  readBusinessFacts,
  smtpSettings,
  type SmtpSettings,
} from '../settings/settings.service';
import type { BusinessFacts } from '../settings/settings.schema';
import {
  BACKLOG_NOTICE_AFTER_S,
  DIGEST_LISTS,
  EMAIL_CONNECTIONS,
  EMAIL_MESSAGES_PER_CONNECTION,
  emailPriority,
  GIVE_UP_AFTER_S,
  KEEP_EMAILS_DAYS,
  MAX_ATTEMPTS,
  NOTICES_PER_HOUR,
  RECENT_EMAILS,
  SECRET_EMAIL_TYPES,
  TEST_EMAIL_TYPE,
  type EmailAudience,
  type EmailStatus,
} from './email.choices';
import { renderEmail, type EmailContent } from './email-layout';
import { emailRegistry, type EmailComposer, type EmailDraft } from './email.registry';
import {
  claimUnqueuedEmails,
  deleteEmailsBefore,
  emailBacklog,
  emailFigures,
  findEmailForSending,
  forgetEmailBody,
  insertDigest,
  insertEmail,
  listRecentEmailRows,
  lockOpenDigest,
  recentNoticesFrom,
  recordEmailAttempt,
  updateDigest,
  type DigestContent,
  type EmailForSending,
} from './email.repository';
import { counted } from '../shared/plural';

export { EMAIL_QUEUE } from './email.choices';
export { emailRegistry } from './email.registry';

/** Whether outgoing email is set up (a mail server and a sender address in /admin/settings). */
export async function emailIsConfigured(db: AppDb): Promise<boolean> {
  return (await smtpSettings(db)) !== null;
}

/**
 * The email side of event delivery (decision record 103): for each event type in the registry,
 * writes its emails (office notice, family confirmation) as rows in the same transaction that
 * marks the event dispatched; each then gets a job on the email queue. Nothing is written while
 * outgoing email is not set up. An email that cannot be composed is logged as failed, never
 * holding up the events behind it.
 */
export function emailFanOut(siteUrl: string): EventFanOut {
  return {
    name: 'email',
    async fanOut(trx: AppDb, event: RecordedEvent) {
      if (!isEventType(event.type)) return;
      const entry = emailRegistry[event.type] as
        Partial<Record<'office' | 'family', EmailComposer<EventType>>> | undefined;
      if (!entry) return;
      if (!(await smtpSettings(trx))) return;
      const business = await readBusinessFacts(trx);
      const notify = await allNotificationAddresses(trx);
      const privately = eventPrivateSchema.safeParse(event.private ?? {});
      const extras = { notify, private: privately.success ? privately.data : {} };
      for (const audience of ['office', 'family'] as const) {
        const compose = entry[audience];
        if (!compose) continue;
        let draft: EmailDraft | null;
        try {
          draft = compose(event.payload as never, business, siteUrl, extras);
        } catch (error) {
          await insertEmail(trx, {
            eventId: event.id,
            eventType: event.type,
            audience,
            to: [],
            subject: `(${event.type})`,
            text: '',
            html: '',
            replyTo: null,
            attachments: [],
            failedWith: `This email could not be written: ${error instanceof Error ? error.message : String(error)}`,
          });
          continue;
        }
        if (!draft || draft.to.length === 0) continue;
        const senderKey = audience === 'office' && draft.replyTo ? draft.replyTo.trim().toLowerCase() : null;
        if (senderKey && (await gatheredIntoDigest(trx, senderKey, event.type, draft, business, siteUrl))) continue;
        await insertEmail(trx, {
          senderKey,
          eventId: event.id,
          eventType: event.type,
          audience,
          to: draft.to,
          subject: draft.subject,
          text: draft.text,
          html: draft.html,
          replyTo: draft.replyTo ?? null,
          attachments: draft.attachments ?? [],
        });
      }
    },
  };
}

const HOUR_MS = 3600 * 1000;

/**
 * A burst of leads from one address (decision record 177): once the office has had
 * NOTICES_PER_HOUR notices one by one from `senderKey` within the hour, the next notice is added
 * to that address's digest (one per set of recipients), held until the hour that began with the
 * first of those notices ends. Returns false when the notice should go out on its own.
 */
async function gatheredIntoDigest(
  trx: AppDb,
  senderKey: string,
  eventType: string,
  draft: EmailDraft,
  business: BusinessFacts,
  siteUrl: string,
): Promise<boolean> {
  const now = Date.now();
  const recent = await recentNoticesFrom(trx, senderKey, new Date(now - HOUR_MS));
  if (recent.count < NOTICES_PER_HOUR) return false;
  const digestKey = `${senderKey} ${[...draft.to].sort().join(',')}`;
  const item = { subject: draft.subject, replyTo: draft.replyTo ?? null, at: new Date(now).toISOString() };
  for (let tries = 0; tries < 3; tries++) {
    const open = await lockOpenDigest(trx, digestKey);
    if (open) {
      const digest: DigestContent = {
        count: open.digest.count + 1,
        items: open.digest.items.length < DIGEST_LISTS ? [...open.digest.items, item] : open.digest.items,
      };
      await updateDigest(trx, open.id, {
        eventType,
        to: draft.to,
        digest,
        ...digestEmail(senderKey, digest, business, siteUrl),
      });
      return true;
    }
    const first = recent.first ? new Date(recent.first).getTime() : now;
    const digest: DigestContent = { count: 1, items: [item] };
    const id = await insertDigest(trx, {
      eventType,
      to: draft.to,
      digestKey,
      senderKey,
      holdUntil: new Date(Math.max(first + HOUR_MS, now + 60_000)),
      digest,
      ...digestEmail(senderKey, digest, business, siteUrl),
    });
    if (id !== null) return true;
  }
  return false;
}

const timeOfDay = (iso: string, timeZone: string) => inZone(timeZone).time(iso);

/** The digest's words: how many more came from the address, each listed by its subject and time. */
function digestEmail(senderKey: string, digest: DigestContent, business: BusinessFacts, siteUrl: string) {
  const more = digest.count - digest.items.length;
  const subject = `${counted(digest.count, 'more request')} from ${senderKey} this hour`;
  const body = renderEmail(
    {
      heading: `${counted(digest.count, 'more request')} from ${senderKey}`,
      paragraphs: [
        `The office had ${NOTICES_PER_HOUR} notices from ${senderKey} within an hour, so the next ones are gathered here instead of one email each. Every request is saved on the website as usual.`,
        'If these look like a real family, reply to this email to write to them. If they look like someone filling in the forms over and over, there is nothing to do.',
      ],
      list: {
        title: 'Requests',
        items: [
          ...digest.items.map((i) => `${timeOfDay(i.at, business.timeZone)}: ${i.subject}`),
          ...(more > 0 ? [`and ${more} more`] : []),
        ],
      },
      action: { label: 'Open the requests in the admin', url: `${siteUrl.replace(/\/$/, '')}/admin/submissions` },
    },
    business,
    siteUrl,
  );
  return { subject, replyTo: digest.items[0]?.replyTo ?? null, ...body };
}

/**
 * Gives emails that have no job yet their job, in the same transaction that marks them queued
 * (`enqueue` writes the jobs through `trx`): each email gets exactly one job, even with two
 * servers sweeping at once. A family's email's job carries a higher priority than the office's
 * notices, so the queue hands it out first.
 */
export async function enqueueWaitingEmails(
  db: AppDb,
  enqueue: (trx: AppDb, ids: number[], options: { priority: number }) => Promise<void>,
  batchSize = 100,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const claimed = await claimUnqueuedEmails(trx, batchSize);
      const byPriority = new Map<number, number[]>();
      for (const { id, audience } of claimed) {
        const priority = emailPriority[audience];
        byPriority.set(priority, [...(byPriority.get(priority) ?? []), id]);
      }
      for (const [priority, ids] of byPriority) await enqueue(trx, ids, { priority });
      return claimed.length;
    });
    total += count;
    if (count < batchSize) return total;
  }
}

/** The mail server's words for a failure, said plainly for staff. */
export function describeSendError(error: unknown, smtp: Pick<SmtpSettings, 'host' | 'port'>): string {
  const e = (error ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const server = `${smtp.host}:${smtp.port}`;
  if (e.code === 'EAUTH') return `The mail server ${server} did not accept the user name or password.`;
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || e.code === 'EDNS') {
    return `Could not connect to the mail server ${server} (${e.message ?? e.code}).`;
  }
  if (e.code === 'ETIMEDOUT') return `The mail server ${server} did not answer in time.`;
  if (e.responseCode && e.response) {
    const answer = e.response.slice(0, 300);
    return e.responseCode >= 500
      ? `The mail server refused this email: ${answer}`
      : `The mail server asked us to try again later: ${answer}`;
  }
  return (e.message ?? String(error)).slice(0, 300);
}

/** A 5xx answer to the message itself: sending it again would be refused again. */
const isPermanent = (error: unknown) => {
  const e = (error ?? {}) as { code?: string; responseCode?: number };
  return e.code !== 'EAUTH' && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
};

const domainOf = (address: string) => address.split('@')[1] ?? 'localhost';

/** The name the site gives itself when it greets the mail server (EHLO): its own host, from SITE_URL. */
export function greetingName(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** `<random@sender's domain>`: unique across installations, the same on every try of one email. */
export const messageIdOf = (email: Pick<EmailForSending, 'messageKey'>, smtp: Pick<SmtpSettings, 'fromAddress'>) =>
  `<${email.messageKey}@${domainOf(smtp.fromAddress)}>`;

/**
 * Sends email over a few pooled connections to the mail server set in /admin/settings
 * (nodemailer's pool, decision record 177). One per job runner: the pool is opened on the first
 * send, replaced when the settings change, and closed when the runner stops.
 */
export class EmailSender {
  private pool: { key: string; transport: Transporter } | null = null;
  private retired: Transporter[] = [];
  private inFlight = 0;

  constructor(private readonly options: { siteUrl: string; connections?: number }) {}

  private transportFor(smtp: SmtpSettings): Transporter {
    const key = JSON.stringify(smtp);
    if (this.pool?.key === key) return this.pool.transport;
    if (this.pool) this.retired.push(this.pool.transport);
    const transport = createTransport({
      pool: true,
      maxConnections: this.options.connections ?? EMAIL_CONNECTIONS,
      maxMessages: EMAIL_MESSAGES_PER_CONNECTION,
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      name: greetingName(this.options.siteUrl),
      auth: smtp.username ? { user: smtp.username, pass: smtp.password ?? '' } : undefined,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      // Public addresses only, checked at connect time, unless ALLOW_PRIVATE_SMTP_HOST (decision 176).
      ...(getEnv().ALLOW_PRIVATE_SMTP_HOST ? {} : { getSocket: guardedSmtpSocket() }),
    });
    this.pool = { key, transport };
    return transport;
  }

  async send(smtp: SmtpSettings, business: BusinessFacts, email: EmailForSending) {
    const transport = this.transportFor(smtp);
    this.inFlight += 1;
    try {
      return await transport.sendMail({
        from: { name: business.name, address: smtp.fromAddress },
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // The same id on every try, so a mailbox that got a repeat can tell.
        messageId: messageIdOf(email, smtp),
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    } finally {
      this.inFlight -= 1;
      // A pool left behind by a settings change closes once nothing is sent through it.
      if (this.inFlight === 0) for (const old of this.retired.splice(0)) old.close();
    }
  }

  /**
   * A batch of emails, side by side over the pool, with the settings read once for the batch;
   * each outcome in the order given.
   */
  async attemptBatch(db: AppDb, ids: number[], now: () => Date = () => new Date()): Promise<EmailOutcome[]> {
    const [smtp, business] = await Promise.all([smtpSettings(db), readBusinessFacts(db)]);
    return Promise.all(ids.map((id) => attemptEmail(db, id, this, now, { smtp, business })));
  }

  close(): void {
    for (const old of this.retired.splice(0)) old.close();
    this.pool?.transport.close();
    this.pool = null;
  }
}

export type EmailOutcome = 'sent' | 'retry' | 'gave-up' | 'skipped' | 'gone';

/**
 * One attempt at one email through the mail server set in /admin/settings. Returns 'retry' when
 * the job queue should try again later (with backoff); gives up after GIVE_UP_AFTER_S or
 * MAX_ATTEMPTS, or at once when the server refuses the message for good.
 */
export async function attemptEmail(
  db: AppDb,
  id: number,
  sender: EmailSender,
  now: () => Date = () => new Date(),
  settings?: { smtp: SmtpSettings | null; business: BusinessFacts },
): Promise<EmailOutcome> {
  const outcome = await attemptEmailOnce(db, id, sender, now, settings);
  if (outcome === 'sent' || outcome === 'gave-up') {
    const email = await findEmailForSending(db, id);
    if (email && SECRET_EMAIL_TYPES.includes(email.eventType)) await forgetEmailBody(db, id);
  }
  return outcome;
}

async function attemptEmailOnce(
  db: AppDb,
  id: number,
  sender: EmailSender,
  now: () => Date,
  settings?: { smtp: SmtpSettings | null; business: BusinessFacts },
): Promise<EmailOutcome> {
  const email = await findEmailForSending(db, id);
  if (!email) return 'gone';
  if (email.status !== 'pending') return email.status === 'sent' ? 'sent' : 'skipped';
  const at = now();
  const attempt = email.attempts + 1;
  const smtp = settings ? settings.smtp : await smtpSettings(db);
  if (!smtp) {
    await recordEmailAttempt(db, {
      id,
      attempt,
      at,
      status: 'failed',
      error: 'Outgoing email was turned off before this email could be sent.',
      smtpResponse: null,
    });
    return 'gave-up';
  }
  const business = settings?.business ?? (await readBusinessFacts(db));
  try {
    const info = await sender.send(smtp, business, email);
    await recordEmailAttempt(db, {
      id,
      attempt,
      at,
      status: 'sent',
      error: null,
      smtpResponse: String(info.response ?? '').slice(0, 300),
    });
    return 'sent';
  } catch (error) {
    const tooOld = at.getTime() - email.createdAt.getTime() >= GIVE_UP_AFTER_S * 1000;
    const status: EmailStatus = isPermanent(error) || attempt >= MAX_ATTEMPTS || tooOld ? 'failed' : 'pending';
    await recordEmailAttempt(db, {
      id,
      attempt,
      at,
      status,
      error: describeSendError(error, smtp),
      smtpResponse: null,
    });
    return status === 'failed' ? 'gave-up' : 'retry';
  }
}

/**
 * Queues an email to one member of staff about their own account (a password reset link, the
 * notice that a password changed), outside any event: such emails never reach webhooks. Written
 * in the caller's transaction when given one; the job runner sends it within moments. Returns
 * false when outgoing email is not set up (nothing is written).
 */
export async function queueStaffEmail(
  db: AppDb,
  input: { type: string; to: string; subject: string; content: EmailContent; siteUrl: string },
): Promise<boolean> {
  if (!(await emailIsConfigured(db))) return false;
  const business = await readBusinessFacts(db);
  const body = renderEmail(input.content, business, input.siteUrl);
  await insertEmail(db, {
    eventId: null,
    eventType: input.type,
    audience: 'staff',
    to: [input.to],
    subject: input.subject,
    text: body.text,
    html: body.html,
    replyTo: null,
    attachments: [],
  });
  await wakeOutbox(db);
  return true;
}

/** Queues a test email (to the address given); the job runner sends it within moments. */
export async function sendTestEmail(db: AppDb, to: string, siteUrl: string) {
  if (!(await emailIsConfigured(db))) {
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message:
        'Outgoing email is not set up yet. Enter the mail server and the sender address, save, then send a test.',
    });
  }
  const business = await readBusinessFacts(db);
  const body = renderEmail(
    {
      heading: 'Your website can send email',
      paragraphs: [
        'This is a test from the settings screen of your website. If you can read it, outgoing email works: new leads will reach the office, and families will get their confirmations.',
      ],
    },
    business,
    siteUrl,
  );
  return db.transaction().execute(async (trx) => {
    const id = await insertEmail(trx, {
      eventId: null,
      eventType: TEST_EMAIL_TYPE,
      audience: 'test',
      to: [to],
      subject: `A test email from ${business.name}`,
      text: body.text,
      html: body.html,
      replyTo: null,
      attachments: [],
    });
    await wakeOutbox(trx);
    return { emailId: id! };
  });
}

const statusWords = (row: { status: string; attempts: number; last_error: string | null }) => {
  if (row.status === 'sent') return row.attempts > 1 ? `Sent (after ${row.attempts} tries)` : 'Sent';
  if (row.status === 'failed') return 'Not sent: gave up';
  return row.attempts === 0 ? 'Waiting to be sent' : `Not sent yet: trying again (${row.attempts} tries so far)`;
};

/** The latest emails for the settings screen, newest first, each said in plain words. */
export async function recentEmails(db: AppDb, limit = RECENT_EMAILS) {
  const since = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  const [rows, figures, configured] = await Promise.all([
    listRecentEmailRows(db, limit),
    emailFigures(db, since),
    emailIsConfigured(db),
  ]);
  return {
    configured,
    lastWeek: figures,
    emails: rows.map((row) => ({
      id: row.id,
      eventType: row.event_type,
      audience: row.audience as EmailAudience,
      to: row.to_addresses,
      subject: row.subject,
      status: row.status as EmailStatus,
      statusWords: statusWords(row),
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      lastAttemptAt: row.last_attempt_at,
      sentAt: row.sent_at,
    })),
  };
}

/** For the dashboard: emails given up in the last 7 days (a notice that points to the settings). */
export async function countEmailsNotSent(db: AppDb, now = new Date()): Promise<number> {
  return (await emailFigures(db, new Date(now.getTime() - 7 * 24 * 3600 * 1000))).failed;
}

/**
 * For the dashboard: the emails waiting to be sent (a digest still gathering is not waiting) and
 * how long the oldest has waited; `slow` when that is long enough to tell staff.
 */
export async function emailQueueFigures(db: AppDb, now = new Date()) {
  const { waiting, oldestSince } = await emailBacklog(db);
  const oldestWaitSeconds = oldestSince
    ? Math.max(0, Math.round((now.getTime() - new Date(oldestSince).getTime()) / 1000))
    : 0;
  return { waiting, oldestWaitSeconds, slow: waiting > 0 && oldestWaitSeconds >= BACKLOG_NOTICE_AFTER_S };
}

/** The hourly clean-up: the log keeps KEEP_EMAILS_DAYS days. */
export function deleteOldEmails(db: AppDb, now = new Date()): Promise<number> {
  return deleteEmailsBefore(db, new Date(now.getTime() - KEEP_EMAILS_DAYS * 24 * 3600 * 1000));
}
