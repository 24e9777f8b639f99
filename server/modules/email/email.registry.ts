import type { BusinessFacts } from '../settings/settings.schema';
import { renderEmail } from './email-layout';
import {
  proofDecisionOfficeEmail,
  proofSentFamilyEmail,
  stageChangedFamilyEmail,
  type OrderEmail,
} from '../orders/orders.service';
import type { EmailDraft, EmailRegistry } from './email.drafts';
import {
  accessGrantOffice,
  leadOffice,
  quoteRequestFamily,
  quoteRequestOffice,
  reservationFamily,
  reservationOffice,
} from './email.request-emails';
import {
  bookingCancelledFamily,
  bookingCancelledOffice,
  bookingCreatedFamily,
  bookingCreatedOffice,
  bookingMovedFamily,
  bookingMovedOffice,
  bookingReminderFamily,
} from './email.booking-emails';

/**
 * The emails each event sends (decision record 103). An entry maps an event type to the
 * composers of its emails, keyed by who they are for: `office` (a notice to the addresses staff
 * set for that kind of lead in /admin/settings) and `family` (a confirmation to the address the
 * family gave). A composer is a pure function of the event's payload, the business facts and the
 * site's address; it returns the email, or null when there is no one to send it to.
 *
 * Adding an email for a new event type is one line in `emailRegistry` below, e.g.
 *
 *   'proof.decided': { office: proofDecidedOffice, family: proofDecidedFamily },
 *
 * plus its composers (write them like the ones in email.request-emails.ts, with `renderEmail`).
 * Nothing else changes: the email deliverer writes, queues, retries and logs every email the
 * same way.
 */

// ---------------------------------------------------------------------------------------------
// Orders and proofs: the words are the orders domain's (orders.emails.ts), rendered here.

const rendered = (email: OrderEmail | null, business: BusinessFacts, siteUrl: string): EmailDraft | null =>
  email && email.to.length
    ? { to: email.to, subject: email.subject, replyTo: email.replyTo, ...renderEmail(email.content, business, siteUrl) }
    : null;

// ---------------------------------------------------------------------------------------------

export const emailRegistry: EmailRegistry = {
  'lead.created': { office: leadOffice },
  'quote_request.created': { office: quoteRequestOffice, family: quoteRequestFamily },
  'access_grant.created': { office: accessGrantOffice },
  'package_reservation.created': { office: reservationOffice, family: reservationFamily },
  'booking.created': { office: bookingCreatedOffice, family: bookingCreatedFamily },
  'booking.moved': { office: bookingMovedOffice, family: bookingMovedFamily },
  'booking.cancelled': { office: bookingCancelledOffice, family: bookingCancelledFamily },
  'booking.reminder_due': { family: bookingReminderFamily },
  'proof.sent': {
    family: (p, business, siteUrl, extras) =>
      rendered(proofSentFamilyEmail(p, business, siteUrl, extras.private.familyToken), business, siteUrl),
  },
  'proof.approved': {
    office: (p, business, siteUrl, { notify }) =>
      rendered(proofDecisionOfficeEmail(p, siteUrl, notify.proofDecision), business, siteUrl),
  },
  'proof.changes_requested': {
    office: (p, business, siteUrl, { notify }) =>
      rendered(proofDecisionOfficeEmail(p, siteUrl, notify.proofDecision), business, siteUrl),
  },
  'order.stage_changed': {
    family: (p, business, siteUrl, extras) =>
      rendered(stageChangedFamilyEmail(p, business, siteUrl, extras.private.familyToken), business, siteUrl),
  },
};
