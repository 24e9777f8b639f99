/** Email facts without zod: the queue, statuses and their words, the retry schedule's limits. */

import type { RetrySchedule } from '../shared/outbox-deliverer.service';

/** The pg-boss queue that carries one job per email. */
export const EMAIL_QUEUE = 'email-send';

/**
 * Who an email is for: the office (a notice), the family (a confirmation), a staff test, or one
 * member of staff about their own account (a password reset link).
 */
export const emailAudiences = ['office', 'family', 'test', 'staff'] as const;
export type EmailAudience = (typeof emailAudiences)[number];
export const emailAudienceLabels: Record<EmailAudience, string> = {
  office: 'To the office',
  family: 'To the family',
  test: 'Test',
  staff: 'To a member of staff',
};

export const emailStatuses = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** The event type a staff test email is logged under (never an event of its own). */
export const TEST_EMAIL_TYPE = 'email.test';

/**
 * Emails that carry a secret (a password reset link): their words are cleared from the log as
 * soon as they are sent or given up, so the table never keeps a working link longer than needed.
 */
export const SECRET_EMAIL_TYPES: readonly string[] = ['auth.password_reset'];

const HOUR_S = 60 * 60;
/**
 * Retries (the outbox deliverer's schedule): the first after about a minute, each wait about
 * twice the last, at most six hours; an email is given up after 20 tries or at three days old
 * (about three days either way), or at once when the mail server refuses it for good (a 5xx
 * answer, such as "no such mailbox").
 */
export const EMAIL_RETRY: RetrySchedule = {
  maxAttempts: 20,
  firstDelayS: 60,
  maxDelayS: 6 * HOUR_S,
  giveUpAfterS: 3 * 24 * HOUR_S,
};

/**
 * The sender (decision record 177): each server keeps at most `EMAIL_CONNECTIONS` connections to
 * the mail server open (nodemailer's pool), and its worker takes up to `EMAIL_BATCH` emails at a
 * time from the queue and sends them side by side over those connections. A connection is
 * replaced after `EMAIL_MESSAGES_PER_CONNECTION` messages, as most mail servers prefer.
 */
export const EMAIL_CONNECTIONS = 4;
export const EMAIL_BATCH = 12;
export const EMAIL_MESSAGES_PER_CONNECTION = 100;

/**
 * Who goes first (pg-boss priority: higher first). A family's email (a booking confirmation, a
 * reminder, a proof ready to check, an order update), a staff member's test and a staff member's
 * own account email (a password reset link, which expires in 30 minutes) go ahead of the office's
 * notices, so a burst of leads never delays them.
 */
export const emailPriority: Record<EmailAudience, number> = { family: 10, test: 10, staff: 10, office: 0 };

/**
 * A burst of leads from one address: the office gets its first `NOTICES_PER_HOUR` notices one by
 * one; the next ones within the hour are gathered into one digest, sent when that hour ends. A
 * digest lists at most `DIGEST_LISTS` of them in full and counts the rest.
 */
export const NOTICES_PER_HOUR = 5;
export const DIGEST_LISTS = 100;

/** The dashboard's notice: shown when the oldest email waiting has waited this long. */
export const BACKLOG_NOTICE_AFTER_S = 5 * 60;

/** How many of the latest emails the settings screen lists. */
export const RECENT_EMAILS = 20;
/** The log keeps emails this long (the hourly clean-up removes older ones). */
export const KEEP_EMAILS_DAYS = 90;
