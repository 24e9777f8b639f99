import { createTransport, type Transporter } from 'nodemailer';
import { getEnv } from '#server/env';
import { guardedSmtpSocket } from '../media/outbound-guard';
import type { AppDb } from '#db/create-db';
import { readBusinessFacts, smtpSettings, type SmtpSettings } from '../settings/settings.service';
import type { BusinessFacts } from '../settings/settings.schema';
import { tryDelivery, type DeliveryOutcome, type OutboxRow } from '../shared/outbox-deliverer.service';
import {
  EMAIL_CONNECTIONS,
  EMAIL_MESSAGES_PER_CONNECTION,
  EMAIL_RETRY,
  SECRET_EMAIL_TYPES,
  type EmailStatus,
} from './email.choices';
import { findEmailForSending, forgetEmailBody, recordEmailAttempt, type EmailForSending } from './email.repository';

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
  async attemptBatch(db: AppDb, ids: number[], now: () => Date = () => new Date()): Promise<DeliveryOutcome[]> {
    const [smtp, business] = await Promise.all([smtpSettings(db), readBusinessFacts(db)]);
    return Promise.all(ids.map((id) => attemptEmail(db, id, this, now, { smtp, business })));
  }

  close(): void {
    for (const old of this.retired.splice(0)) old.close();
    this.pool?.transport.close();
    this.pool = null;
  }
}

const stateOf: Record<EmailStatus, OutboxRow['state']> = { pending: 'pending', sent: 'sent', failed: 'finished' };
const statusOf = { sent: 'sent', retry: 'pending', 'gave-up': 'failed' } as const satisfies Record<string, EmailStatus>;

/**
 * One try at one email through the mail server set in /admin/settings, by the outbox deliverer:
 * 'retry' when the job queue should try again later (with backoff); given up on the schedule's
 * last try or age, or at once when the server refuses the message for good or email was turned
 * off. An email that carried a secret forgets its words once sent or given up.
 */
export async function attemptEmail(
  db: AppDb,
  id: number,
  sender: EmailSender,
  now: () => Date = () => new Date(),
  settings?: { smtp: SmtpSettings | null; business: BusinessFacts },
): Promise<DeliveryOutcome> {
  const seen: { email?: EmailForSending } = {};
  const outcome = await tryDelivery<EmailForSending & OutboxRow, { error: string | null; smtpResponse: string | null }>(
    {
      load: async () => {
        const email = await findEmailForSending(db, id);
        if (!email) return null;
        seen.email = email;
        return { ...email, state: stateOf[email.status] };
      },
      send: async (email) => {
        const smtp = settings ? settings.smtp : await smtpSettings(db);
        if (!smtp) {
          const error = 'Outgoing email was turned off before this email could be sent.';
          return { ok: false, permanent: true, detail: { error, smtpResponse: null } };
        }
        const business = settings?.business ?? (await readBusinessFacts(db));
        try {
          const info = await sender.send(smtp, business, email);
          return { ok: true, detail: { error: null, smtpResponse: String(info.response ?? '').slice(0, 300) } };
        } catch (error) {
          const detail = { error: describeSendError(error, smtp), smtpResponse: null };
          return { ok: false, permanent: isPermanent(error), detail };
        }
      },
      record: (_email, attempt) =>
        recordEmailAttempt(db, {
          id,
          attempt: attempt.number,
          at: attempt.at,
          status: statusOf[attempt.verdict],
          ...attempt.result.detail,
        }),
    },
    EMAIL_RETRY,
    now,
  );
  if (
    (outcome === 'sent' || outcome === 'gave-up') &&
    seen.email &&
    SECRET_EMAIL_TYPES.includes(seen.email.eventType)
  ) {
    await forgetEmailBody(db, id);
  }
  return outcome;
}
