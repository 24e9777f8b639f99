/** Email facts without zod: the queue, statuses and their words, the retry schedule's limits. */

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
 * Retries: pg-boss waits about `RETRY_DELAY_S * 2^n` (with jitter) before try n+1, at most
 * `RETRY_DELAY_MAX_S`; an email is given up when it is `GIVE_UP_AFTER_S` old or has had
 * `MAX_ATTEMPTS` tries (about three days either way), or at once when the mail server refuses
 * it for good (a 5xx answer, such as "no such mailbox").
 */
export const RETRY_DELAY_S = 60;
export const RETRY_DELAY_MAX_S = 6 * HOUR_S;
export const MAX_ATTEMPTS = 20;
export const GIVE_UP_AFTER_S = 3 * 24 * HOUR_S;

/** How many of the latest emails the settings screen lists. */
export const RECENT_EMAILS = 20;
/** The log keeps emails this long (the hourly clean-up removes older ones). */
export const KEEP_EMAILS_DAYS = 90;
