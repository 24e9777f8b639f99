import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { wakeOutbox } from '../events/events.service';
import { readBusinessFacts, smtpSettings } from '../settings/settings.service';
import { enqueueWaiting } from '../shared/outbox-deliverer.service';
import {
  BACKLOG_NOTICE_AFTER_S,
  emailPriority,
  KEEP_EMAILS_DAYS,
  RECENT_EMAILS,
  TEST_EMAIL_TYPE,
  type EmailAudience,
  type EmailStatus,
} from './email.choices';
import { renderEmail, type EmailContent } from './email-layout';
import {
  claimUnqueuedEmails,
  deleteEmailsBefore,
  emailBacklog,
  emailFigures,
  insertEmail,
  listRecentEmailRows,
} from './email.repository';

/**
 * Email's public entry: whether it is set up, the staff's own emails and tests, the log and the
 * dashboard's figures. The emails events send are written by email.fan-out.ts and sent by
 * email.sender.ts through the outbox deliverer.
 */

export { EMAIL_QUEUE } from './email.choices';
export { emailRegistry } from './email.registry';

/** Whether outgoing email is set up (a mail server and a sender address in /admin/settings). */
export async function emailIsConfigured(db: AppDb): Promise<boolean> {
  return (await smtpSettings(db)) !== null;
}

/**
 * Gives emails that have no job yet their job, through the outbox deliverer, in the same
 * transaction that marks them queued: each email gets exactly one job, even with two servers
 * sweeping at once. A family's email's job carries a higher priority than the office's notices,
 * so the queue hands it out first.
 */
export function enqueueWaitingEmails(
  db: AppDb,
  enqueue: (trx: AppDb, ids: number[], options: { priority: number }) => Promise<void>,
  batchSize = 100,
): Promise<number> {
  const claim = async (trx: AppDb, limit: number) =>
    (await claimUnqueuedEmails(trx, limit)).map(({ id, audience }) => ({ id, priority: emailPriority[audience] }));
  return enqueueWaiting(db, claim, enqueue, batchSize);
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
