import { TRPCError } from '@trpc/server';
import { createTransport } from 'nodemailer';
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
  GIVE_UP_AFTER_S,
  KEEP_EMAILS_DAYS,
  MAX_ATTEMPTS,
  RECENT_EMAILS,
  TEST_EMAIL_TYPE,
  type EmailAudience,
  type EmailStatus,
} from './email.choices';
import { renderEmail } from './email-layout';
import { emailRegistry, type EmailComposer, type EmailDraft } from './email.registry';
import {
  claimUnqueuedEmails,
  deleteEmailsBefore,
  emailFigures,
  findEmailForSending,
  insertEmail,
  listRecentEmailRows,
  recordEmailAttempt,
  type EmailForSending,
} from './email.repository';

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
        await insertEmail(trx, {
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

/**
 * Gives emails that have no job yet their job, in the same transaction that marks them queued
 * (`enqueue` writes the jobs through `trx`): each email gets exactly one job, even with two
 * servers sweeping at once.
 */
export async function enqueueWaitingEmails(
  db: AppDb,
  enqueue: (trx: AppDb, ids: number[]) => Promise<void>,
  batchSize = 100,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const ids = await claimUnqueuedEmails(trx, batchSize);
      if (ids.length) await enqueue(trx, ids);
      return ids.length;
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

async function sendOne(smtp: SmtpSettings, business: BusinessFacts, email: EmailForSending) {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.username ? { user: smtp.username, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // Public addresses only, checked at connect time, unless ALLOW_PRIVATE_SMTP_HOST (decision 176).
    ...(getEnv().ALLOW_PRIVATE_SMTP_HOST ? {} : { getSocket: guardedSmtpSocket() }),
  });
  try {
    return await transport.sendMail({
      from: { name: business.name, address: smtp.fromAddress },
      to: email.to,
      replyTo: email.replyTo ?? undefined,
      subject: email.subject,
      text: email.text,
      html: email.html,
      // The same id on every try, so a mailbox that got a repeat can tell.
      messageId: `<email-${email.id}${email.eventId ? `.${email.eventId}` : ''}@${domainOf(smtp.fromAddress)}>`,
      attachments: email.attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
  } finally {
    transport.close();
  }
}

export type EmailOutcome = 'sent' | 'retry' | 'gave-up' | 'skipped' | 'gone';

/**
 * One attempt at one email through the mail server set in /admin/settings. Returns 'retry' when
 * the job queue should try again later (with backoff); gives up after GIVE_UP_AFTER_S or
 * MAX_ATTEMPTS, or at once when the server refuses the message for good.
 */
export async function attemptEmail(db: AppDb, id: number, now: () => Date = () => new Date()): Promise<EmailOutcome> {
  const email = await findEmailForSending(db, id);
  if (!email) return 'gone';
  if (email.status !== 'pending') return email.status === 'sent' ? 'sent' : 'skipped';
  const at = now();
  const attempt = email.attempts + 1;
  const smtp = await smtpSettings(db);
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
  const business = await readBusinessFacts(db);
  try {
    const info = await sendOne(smtp, business, email);
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

/** The hourly clean-up: the log keeps KEEP_EMAILS_DAYS days. */
export function deleteOldEmails(db: AppDb, now = new Date()): Promise<number> {
  return deleteEmailsBefore(db, new Date(now.getTime() - KEEP_EMAILS_DAYS * 24 * 3600 * 1000));
}
