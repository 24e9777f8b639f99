import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { EmailAudience, EmailStatus } from './email.choices';
import type { EmailAttachment } from './email.drafts';
import { claimRowsWithoutJob } from '../shared/outbox-deliverer.service';

export interface NewEmail {
  eventId: string | null;
  eventType: string;
  audience: EmailAudience;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  attachments: EmailAttachment[];
  /** Written already failed (an email that could not even be composed), with the reason. */
  failedWith?: string;
  /** An office notice: the (lower-case) address of the family it came from, to spot a burst. */
  senderKey?: string | null;
}

/** A new email; an event writes each audience's email once (the unique index makes a repeat a no-op). */
export async function insertEmail(db: AppDb, input: NewEmail): Promise<number | null> {
  const row = await db
    .insertInto('email_messages')
    .values({
      event_id: input.eventId,
      event_type: input.eventType,
      audience: input.audience,
      to_addresses: input.to,
      subject: input.subject,
      text_body: input.text,
      html_body: input.html,
      reply_to: input.replyTo,
      attachments: JSON.stringify(input.attachments),
      sender_key: input.senderKey ?? null,
      ...(input.failedWith ? { status: 'failed', last_error: input.failedWith, enqueued_at: sql`now()` } : {}),
    })
    .onConflict((oc) => oc.columns(['event_id', 'audience']).where('event_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Locks emails that have no job yet and marks them queued; the caller creates their jobs in the
 * same transaction. A digest still gathering (held until its hour ends) waits.
 */
export async function claimUnqueuedEmails(
  trx: AppDb,
  limit: number,
): Promise<{ id: number; audience: EmailAudience }[]> {
  const rows = await claimRowsWithoutJob<{ id: number; audience: string }>(trx, 'email_messages', limit, {
    columns: ['audience'],
    due: sql<boolean>`(hold_until is null or hold_until <= now())`,
    // Families' emails and tests get their jobs first, then the office's notices, each oldest first.
    order: sql`audience = 'office', created_at`,
  });
  return rows.map((r) => ({ id: r.id, audience: r.audience as EmailAudience }));
}

/** Office notices sent one by one to a family's address since `since`: how many, and the first one's time. */
export async function recentNoticesFrom(trx: AppDb, senderKey: string, since: Date) {
  return trx
    .selectFrom('email_messages')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`min(created_at)`.as('first')])
    .where('sender_key', '=', senderKey)
    .where('created_at', '>', since)
    .where('digest', 'is', null)
    .executeTakeFirstOrThrow();
}

export interface DigestItem {
  subject: string;
  replyTo: string | null;
  at: string;
}
export interface DigestContent {
  count: number;
  items: DigestItem[];
}

/** The digest still gathering for `digestKey` (no job yet), locked until the caller's transaction ends. */
export async function lockOpenDigest(trx: AppDb, digestKey: string) {
  const row = await trx
    .selectFrom('email_messages')
    .select(['id', 'digest', 'hold_until'])
    .where('digest_key', '=', digestKey)
    .where('enqueued_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return null;
  const digest = (typeof row.digest === 'string' ? JSON.parse(row.digest) : row.digest) as DigestContent;
  return { id: row.id, digest, holdUntil: row.hold_until };
}

export interface DigestWrite {
  eventType: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  digest: DigestContent;
}

/** A new digest, held until `holdUntil`; null when another server opened one for the key meanwhile. */
export async function insertDigest(
  trx: AppDb,
  input: DigestWrite & { digestKey: string; senderKey: string; holdUntil: Date },
): Promise<number | null> {
  const row = await trx
    .insertInto('email_messages')
    .values({
      event_id: null,
      event_type: input.eventType,
      audience: 'office',
      to_addresses: input.to,
      subject: input.subject,
      text_body: input.text,
      html_body: input.html,
      reply_to: input.replyTo,
      sender_key: input.senderKey,
      digest_key: input.digestKey,
      digest: JSON.stringify(input.digest),
      hold_until: input.holdUntil,
    })
    .onConflict((oc) =>
      oc.column('digest_key').where('digest_key', 'is not', null).where('enqueued_at', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateDigest(trx: AppDb, id: number, input: DigestWrite): Promise<void> {
  await trx
    .updateTable('email_messages')
    .set({
      event_type: input.eventType,
      to_addresses: input.to,
      subject: input.subject,
      text_body: input.text,
      html_body: input.html,
      reply_to: input.replyTo,
      digest: JSON.stringify(input.digest),
    })
    .where('id', '=', id)
    .execute();
}

/** Emails waiting to be sent (not held digests): how many, and since when the oldest waits. */
export async function emailBacklog(db: AppDb) {
  return db
    .selectFrom('email_messages')
    .select([
      sql<number>`count(*)::int`.as('waiting'),
      sql<Date | null>`min(coalesce(hold_until, created_at))`.as('oldestSince'),
    ])
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('hold_until', 'is', null), eb('hold_until', '<=', sql<Date>`now()`)]))
    .executeTakeFirstOrThrow();
}

export interface EmailForSending {
  id: number;
  /** The random part of its Message-ID (the same on every try). */
  messageKey: string;
  eventId: string | null;
  eventType: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  attachments: EmailAttachment[];
  status: EmailStatus;
  attempts: number;
  createdAt: Date;
}

export async function findEmailForSending(db: AppDb, id: number): Promise<EmailForSending | null> {
  const row = await db
    .selectFrom('email_messages')
    .select([
      'id',
      'message_key',
      'event_id',
      'event_type',
      'to_addresses',
      'reply_to',
      'subject',
      'text_body',
      'html_body',
      'attachments',
      'status',
      'attempts',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const attachments = (
    typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments
  ) as EmailAttachment[];
  return {
    id: row.id,
    messageKey: row.message_key,
    eventId: row.event_id,
    eventType: row.event_type,
    to: row.to_addresses,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    replyTo: row.reply_to,
    attachments: attachments ?? [],
    status: row.status as EmailStatus,
    attempts: row.attempts,
    createdAt: row.created_at,
  };
}

/** One attempt's outcome; only an email still pending changes (a repeat job changes nothing). */
export async function recordEmailAttempt(
  db: AppDb,
  input: {
    id: number;
    attempt: number;
    at: Date;
    status: EmailStatus;
    error: string | null;
    smtpResponse: string | null;
  },
): Promise<void> {
  await db
    .updateTable('email_messages')
    .set({
      attempts: input.attempt,
      last_attempt_at: input.at,
      status: input.status,
      last_error: input.error,
      smtp_response: input.smtpResponse,
      ...(input.status === 'sent' ? { sent_at: input.at } : {}),
    })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .execute();
}

export async function listRecentEmailRows(db: AppDb, limit: number) {
  return db
    .selectFrom('email_messages')
    .select([
      'id',
      'event_type',
      'audience',
      'to_addresses',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'last_attempt_at',
      'sent_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function emailFigures(db: AppDb, since: Date) {
  return db
    .selectFrom('email_messages')
    .select([
      sql<number>`count(*) filter (where status = 'sent')::int`.as('sent'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
      sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
    ])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
}

export async function deleteEmailsBefore(db: AppDb, before: Date): Promise<number> {
  const result = await db.deleteFrom('email_messages').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Replaces an email's words with a note (an email that carried a secret, once it is sent or given up). */
export async function forgetEmailBody(db: AppDb, id: number): Promise<void> {
  const note = 'The words of this email are not kept: it carried a private link.';
  await db
    .updateTable('email_messages')
    .set({ text_body: note, html_body: `<p>${note}</p>` })
    .where('id', '=', id)
    .execute();
}
