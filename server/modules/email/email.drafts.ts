import type { EventType } from '../events/events.choices';
import type { EventPrivate, StoredEventPayload } from '../events/events.schema';
import type { BusinessFacts } from '../settings/settings.schema';
import type { NotificationKind } from '../settings/settings.choices';
import { spokenTimeZone } from '../settings/settings.choices';
import { inZone } from '../shared/time';
import { renderEmail, type EmailContent } from './email-layout';

/**
 * What an email composer writes and with what (decision record 103), and the pieces every
 * composer uses: the office's notice and the family's email, links into the admin, a time in the
 * offices' zone. The composers are in email.request-emails.ts and email.booking-emails.ts; the
 * registry (email.registry.ts) says which event sends which.
 */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailDraft {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the family for the office's notices, the office for the family's emails. */
  replyTo?: string | null;
  attachments?: EmailAttachment[];
}

/** What a composer may use besides the payload: the office's addresses per kind, and the event's private part. */
export interface EmailExtras {
  notify: Record<NotificationKind, string[]>;
  private: EventPrivate;
}

export type EmailComposer<T extends EventType> = (
  payload: StoredEventPayload<T>,
  business: BusinessFacts,
  siteUrl: string,
  extras: EmailExtras,
) => EmailDraft | null;

export type EmailRegistry = {
  [T in EventType]?: { office?: EmailComposer<T>; family?: EmailComposer<T> };
};

export const site = (siteUrl: string) => siteUrl.replace(/\/$/, '');
export const adminLink = (siteUrl: string, path: string) => `${site(siteUrl)}${path}`;

/** "Tuesday, December 1, 2026 at 10:00 AM Central Time" (the offices' zone). */
export function formatWhen(iso: string, timeZone: string): string {
  const when = inZone(timeZone);
  return `${when.fullDay(iso)} at ${when.time(iso)} ${spokenTimeZone(timeZone)}`;
}

export const officeEmail = (
  to: string[],
  subject: string,
  content: EmailContent,
  business: BusinessFacts,
  siteUrl: string,
  replyTo: string | null,
): EmailDraft | null => (to.length ? { to, subject, replyTo, ...renderEmail(content, business, siteUrl) } : null);

export const familyEmail = (
  to: string | null,
  subject: string,
  content: EmailContent,
  business: BusinessFacts,
  siteUrl: string,
  attachments?: EmailAttachment[],
): EmailDraft | null =>
  to ? { to: [to], subject, replyTo: business.email, attachments, ...renderEmail(content, business, siteUrl) } : null;

export const phones = (business: BusinessFacts) => business.offices.map((o) => `${o.name} ${o.phone}`).join(' or ');
