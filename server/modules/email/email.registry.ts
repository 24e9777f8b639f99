import { formatPrice } from '../shared/money';
import type { EventType } from '../events/events.choices';
import type { EventPrivate, StoredEventPayload } from '../events/events.schema';
import type { BusinessFacts } from '../settings/settings.schema';
import type { NotificationKind } from '../settings/settings.choices';
import { accessToolLabels } from '../access/access.choices';
import { quoteTimelines } from '../basket/basket.schema';
import {
  budgetChoices,
  choiceLabel,
  graniteChoices,
  monumentTypeChoices,
  officeChoices,
  sizeChoices,
  timelineChoices,
} from '../leads/leads.choices';
import { commitmentOffices, commitmentTimelines } from '../value-engineering/value-engineering.choices';
import { whatToBring } from '../bookings/bookings.choices';
import { spokenTimeZone } from '../settings/settings.choices';
import { inZone } from '../shared/time';
import { calendarFileOfEvent, officeAddressLine, officeFacts } from '../bookings/bookings.service';
import { oneLine, renderEmail, type EmailContent } from './email-layout';
import {
  proofDecisionOfficeEmail,
  proofSentFamilyEmail,
  stageChangedFamilyEmail,
  type OrderEmail,
} from '../orders/orders.service';
import { counted } from '../shared/plural';

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
 * plus its composers (write them like the ones here, with `renderEmail`). Nothing else changes:
 * the email deliverer writes, queues, retries and logs every email the same way.
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

// ---------------------------------------------------------------------------------------------
// Helpers

const site = (siteUrl: string) => siteUrl.replace(/\/$/, '');
const adminLink = (siteUrl: string, path: string) => `${site(siteUrl)}${path}`;

/** "Tuesday, December 1, 2026 at 10:00 AM Central Time" (the offices' zone). */
export function formatWhen(iso: string, timeZone: string): string {
  const when = inZone(timeZone);
  return `${when.fullDay(iso)} at ${when.time(iso)} ${spokenTimeZone(timeZone)}`;
}

const officeEmail = (
  to: string[],
  subject: string,
  content: EmailContent,
  business: BusinessFacts,
  siteUrl: string,
  replyTo: string | null,
): EmailDraft | null => (to.length ? { to, subject, replyTo, ...renderEmail(content, business, siteUrl) } : null);

const familyEmail = (
  to: string | null,
  subject: string,
  content: EmailContent,
  business: BusinessFacts,
  siteUrl: string,
  attachments?: EmailAttachment[],
): EmailDraft | null =>
  to ? { to: [to], subject, replyTo: business.email, attachments, ...renderEmail(content, business, siteUrl) } : null;

const phones = (business: BusinessFacts) => business.offices.map((o) => `${o.name} ${o.phone}`).join(' or ');

// ---------------------------------------------------------------------------------------------
// Contact and estimate requests

const leadOffice: EmailComposer<'lead.created'> = (p, business, siteUrl, { notify }) => {
  const what =
    p.kind === 'estimate' ? 'price estimate request' : p.kind === 'callback' ? 'call-back request' : 'contact message';
  const d = p.details;
  return officeEmail(
    // A call back asked for on the monument expert's page goes to whoever answers contact messages.
    notify[p.kind === 'estimate' ? 'estimate' : 'contact'],
    `New ${what} ${p.reference} from ${oneLine(p.name, 60)}`,
    {
      heading: `New ${what} from ${oneLine(p.name, 80)}`,
      paragraphs: [`${p.name} sent a ${what} on the website. Reply to this email to write to them.`],
      facts: [
        ['Reference', p.reference],
        ['Name', p.name],
        ['Email', p.email],
        ['Phone', p.phone],
        ['Office', d.office ? choiceLabel(officeChoices, d.office) : null],
        ['Monument', d.monumentType ? choiceLabel(monumentTypeChoices, d.monumentType) : null],
        ['Size', d.size ? choiceLabel(sizeChoices, d.size) : null],
        ['Granite', d.granite ? choiceLabel(graniteChoices, d.granite) : null],
        ['Budget', d.budget ? choiceLabel(budgetChoices, d.budget) : null],
        ['Timeline', d.timeline ? choiceLabel(timelineChoices, d.timeline) : null],
        ['Cemetery', d.cemetery],
        ['Best time to call', d.bestTime],
        ['Message', p.message],
        ['Sent from', p.sourcePage],
      ],
      action: { label: 'Open it in the admin', url: adminLink(siteUrl, `/admin/submissions?open=${p.submissionId}`) },
    },
    business,
    siteUrl,
    p.email,
  );
};

// ---------------------------------------------------------------------------------------------
// Quote requests (the basket)

const quoteItems = (p: StoredEventPayload<'quote_request.created'>) =>
  p.items.map(
    (item) => `${item.title ?? item.itemId}${item.priceCents != null ? `, ${formatPrice(item.priceCents)}` : ''}`,
  );

const quoteRequestOffice: EmailComposer<'quote_request.created'> = (p, business, siteUrl, { notify }) =>
  officeEmail(
    notify.quoteRequest,
    `New quote request ${p.reference} from ${oneLine(p.name, 60)}`,
    {
      heading: `New quote request from ${oneLine(p.name, 80)}`,
      paragraphs: [
        `${p.name} sent ${counted(p.items.length, 'item')} from their basket and asked for a quote. Reply to this email to write to them.`,
      ],
      facts: [
        ['Reference', p.reference],
        ['Name', p.name],
        ['Email', p.email],
        ['Phone', p.phone],
        ['Office', choiceLabel(officeChoices, p.preferredOffice)],
        ['Cemetery', [p.cemeteryName, p.cemeteryTown].filter(Boolean).join(', ') || null],
        ['Timeline', p.timeline ? choiceLabel(quoteTimelines, p.timeline) : null],
        ['Known prices add up to', p.knownTotalCents ? formatPrice(p.knownTotalCents) : null],
        ['Message', p.message],
      ],
      list: { title: 'Items', items: quoteItems(p) },
      action: { label: 'Open it in the admin', url: adminLink(siteUrl, `/admin/quote-requests/${p.quoteRequestId}`) },
    },
    business,
    siteUrl,
    p.email,
  );

const quoteRequestFamily: EmailComposer<'quote_request.created'> = (p, business, siteUrl) =>
  familyEmail(
    p.email,
    `We received your quote request (${p.reference})`,
    {
      heading: `Thank you, ${oneLine(p.name, 80)}`,
      paragraphs: [
        `We received your request for a quote and will get back to you within one business day (${business.hours.label}). Your reference is ${p.reference}.`,
      ],
      list: { title: 'What you asked about', items: quoteItems(p) },
      after: [`If you have a question in the meantime, reply to this email or call ${phones(business)}.`],
    },
    business,
    siteUrl,
  );

// ---------------------------------------------------------------------------------------------
// Access forms (the calculator and the design tool)

const accessGrantOffice: EmailComposer<'access_grant.created'> = (p, business, siteUrl, { notify }) =>
  officeEmail(
    notify.accessForm,
    `${oneLine(p.name, 60)} filled in the ${accessToolLabels[p.tool].toLowerCase()} access form`,
    {
      heading: `New access form: ${accessToolLabels[p.tool]}`,
      paragraphs: [`${p.name} gave their details to use the ${accessToolLabels[p.tool].toLowerCase()}.`],
      facts: [
        ['Name', p.name],
        ['Email', p.email],
        ['Phone', p.phone],
        ['ZIP code', p.zip],
      ],
      action: {
        label: 'See it in the admin',
        url: adminLink(siteUrl, `/admin/authorizations?q=${encodeURIComponent(p.email ?? p.phone ?? p.name)}`),
      },
    },
    business,
    siteUrl,
    p.email,
  );

// ---------------------------------------------------------------------------------------------
// Package reservations (value engineering)

const reservationOffice: EmailComposer<'package_reservation.created'> = (p, business, siteUrl, { notify }) =>
  officeEmail(
    notify.commitment,
    `New package reservation ${p.reference}: ${oneLine(p.packageName, 60)}`,
    {
      heading: `${oneLine(p.name, 80)} reserved ${oneLine(p.packageName, 80)}`,
      paragraphs: [`A family reserved a package on the website. Reply to this email to write to them.`],
      facts: [
        ['Reference', p.reference],
        ['Package', `${p.packageName}, ${formatPrice(p.packagePriceCents)}`],
        ['Deposit due', formatPrice(p.depositDueCents)],
        ['Name', p.name],
        ['Email', p.email],
        ['Phone', p.phone],
        ['Office', choiceLabel(commitmentOffices, p.office)],
        ['Cemetery', [p.cemetery, p.town].filter(Boolean).join(', ') || null],
        ['Timeline', choiceLabel(commitmentTimelines, p.timeline)],
        ['Notes', p.notes],
      ],
      action: {
        label: 'Open it in the admin',
        url: adminLink(siteUrl, `/admin/ve/commitments?open=${p.commitmentId}`),
      },
    },
    business,
    siteUrl,
    p.email,
  );

const reservationFamily: EmailComposer<'package_reservation.created'> = (p, business, siteUrl) =>
  familyEmail(
    p.email,
    `Your reservation of ${oneLine(p.packageName, 60)} (${p.reference})`,
    {
      heading: `Thank you, ${oneLine(p.name, 80)}`,
      paragraphs: [
        `We have reserved ${p.packageName} for you at ${formatPrice(p.packagePriceCents)}, and your final price is guaranteed to come in below it. Your reference is ${p.reference}; please keep it handy when we talk.`,
        `What happens next: we will call you within one business day (${business.hours.label}) to take the deposit of ${formatPrice(p.depositDueCents)} and to talk through your wishes and the cemetery's rules. Nothing is paid online.`,
      ],
      after: [`If you have a question in the meantime, reply to this email or call ${phones(business)}.`],
    },
    business,
    siteUrl,
  );

// ---------------------------------------------------------------------------------------------
// Consultations

type BookingFields = StoredEventPayload<'booking.reminder_due'>;

const bookingFacts = (p: BookingFields, business: BusinessFacts): EmailContent['facts'] => [
  ['When', formatWhen(p.startsAt, business.timeZone)],
  ['Where', `${officeFacts(business, p.office).name}, ${officeAddressLine(business, p.office)}`],
  ['About', p.topicLabel],
  ['Reference', p.reference],
];

const manageLink = (siteUrl: string, extras: EmailExtras) =>
  extras.private.bookingToken
    ? {
        label: 'See, move or cancel your consultation',
        url: `${site(siteUrl)}/book/manage#${extras.private.bookingToken}`,
      }
    : undefined;

/** The consultation's calendar file: PUBLISH to add or move it, CANCEL to remove it (same UID). */
const calendarAttachment = (
  p: BookingFields,
  business: BusinessFacts,
  siteUrl: string,
  extras: EmailExtras,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): EmailAttachment => ({
  filename: `consultation-${p.reference}.ics`,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: calendarFileOfEvent(p, extras.private.bookingToken ?? null, site(siteUrl), business, method),
});

const bookingAdminLink = (siteUrl: string, p: BookingFields, timeZone: string) =>
  adminLink(
    siteUrl,
    `/admin/bookings?office=${p.office}&view=day&date=${inZone(timeZone).isoDay(p.startsAt)}&open=${p.bookingId}`,
  );

const bookingOfficeFacts = (p: BookingFields, business: BusinessFacts): EmailContent['facts'] => [
  ...(bookingFacts(p, business) ?? []),
  ['Name', p.name],
  ['Email', p.email],
  ['Phone', p.phone],
  ['Cemetery', [p.cemetery, p.town].filter(Boolean).join(', ') || null],
  ['Notes', p.notes],
];

const bookingCreatedOffice: EmailComposer<'booking.created'> = (p, business, siteUrl, { notify }) =>
  // A booking staff took on the phone needs no notice: staff made it.
  p.source === 'phone'
    ? null
    : officeEmail(
        notify.booking,
        `New consultation ${p.reference}: ${oneLine(p.name, 60)}, ${formatWhen(p.startsAt, business.timeZone)}`,
        {
          heading: `${oneLine(p.name, 80)} booked a consultation`,
          paragraphs: [
            p.basketItems
              ? `They attached ${counted(p.basketItems, 'item')} from their basket.`
              : 'Booked on the website.',
          ],
          facts: bookingOfficeFacts(p, business),
          action: { label: 'Open it in the admin', url: bookingAdminLink(siteUrl, p, business.timeZone) },
        },
        business,
        siteUrl,
        p.email,
      );

const bookingCreatedFamily: EmailComposer<'booking.created'> = (p, business, siteUrl, extras) =>
  familyEmail(
    p.email,
    `Your consultation on ${formatWhen(p.startsAt, business.timeZone)}`,
    {
      heading: `Your consultation is booked, ${oneLine(p.name, 80)}`,
      paragraphs: [`We look forward to seeing you. The calendar file attached adds the consultation to your calendar.`],
      facts: bookingFacts(p, business),
      list: { title: 'Please bring', items: [...whatToBring] },
      action: manageLink(siteUrl, extras),
      after: [
        extras.private.bookingToken
          ? `If something comes up, use the link above to move or cancel, or call ${officeFacts(business, p.office).phone}.`
          : `If something comes up, please call ${officeFacts(business, p.office).phone}.`,
      ],
    },
    business,
    siteUrl,
    [calendarAttachment(p, business, siteUrl, extras)],
  );

const bookingMovedOffice: EmailComposer<'booking.moved'> = (p, business, siteUrl, { notify }) =>
  officeEmail(
    notify.booking,
    `Consultation moved: ${oneLine(p.name, 60)}, now ${formatWhen(p.startsAt, business.timeZone)}`,
    {
      heading: `${oneLine(p.name, 80)} moved their consultation`,
      paragraphs: [
        `The consultation ${p.previousReference} on ${formatWhen(p.previousStartsAt, business.timeZone)} is now ${p.reference} on ${formatWhen(p.startsAt, business.timeZone)}.`,
      ],
      facts: bookingOfficeFacts(p, business),
      action: { label: 'Open it in the admin', url: bookingAdminLink(siteUrl, p, business.timeZone) },
    },
    business,
    siteUrl,
    p.email,
  );

const bookingMovedFamily: EmailComposer<'booking.moved'> = (p, business, siteUrl, extras) =>
  familyEmail(
    p.email,
    `Your consultation is moved to ${formatWhen(p.startsAt, business.timeZone)}`,
    {
      heading: `Your consultation is moved, ${oneLine(p.name, 80)}`,
      paragraphs: [
        `Your consultation is now on ${formatWhen(p.startsAt, business.timeZone)} (it was ${formatWhen(p.previousStartsAt, business.timeZone)}).`,
        'If you added the earlier time to your calendar, please remove it; the calendar file attached has the new time.',
      ],
      facts: bookingFacts(p, business),
      list: { title: 'Please bring', items: [...whatToBring] },
      action: manageLink(siteUrl, extras),
      after: [
        `The link in earlier emails no longer works; please use this one, or call ${officeFacts(business, p.office).phone}.`,
      ],
    },
    business,
    siteUrl,
    [calendarAttachment(p, business, siteUrl, extras)],
  );

const bookingCancelledOffice: EmailComposer<'booking.cancelled'> = (p, business, siteUrl, { notify }) =>
  // Staff who cancel know already.
  p.cancelledBy === 'staff'
    ? null
    : officeEmail(
        notify.booking,
        `Consultation cancelled: ${oneLine(p.name, 60)}, ${formatWhen(p.startsAt, business.timeZone)}`,
        {
          heading: `${oneLine(p.name, 80)} cancelled their consultation`,
          paragraphs: ['The time is free again for other families.'],
          facts: bookingOfficeFacts(p, business),
          action: { label: 'Open it in the admin', url: bookingAdminLink(siteUrl, p, business.timeZone) },
        },
        business,
        siteUrl,
        p.email,
      );

const bookingCancelledFamily: EmailComposer<'booking.cancelled'> = (p, business, siteUrl, extras) =>
  familyEmail(
    p.email,
    `Your consultation on ${formatWhen(p.startsAt, business.timeZone)} is cancelled`,
    {
      heading: `Your consultation is cancelled`,
      paragraphs: [
        p.cancelledBy === 'visitor'
          ? `As you asked, we cancelled your consultation on ${formatWhen(p.startsAt, business.timeZone)}.`
          : `We are sorry: we had to cancel your consultation on ${formatWhen(p.startsAt, business.timeZone)}. We will be in touch to find another time.`,
        `Whenever you are ready, you can book a new time at ${site(siteUrl)}/book or call ${officeFacts(business, p.office).phone}.`,
      ],
      facts: [['Reference', p.reference]],
    },
    business,
    siteUrl,
    // Removes the event from the family's calendar (same UID, higher SEQUENCE, METHOD:CANCEL).
    [calendarAttachment(p, business, siteUrl, extras, 'CANCEL')],
  );

const bookingReminderFamily: EmailComposer<'booking.reminder_due'> = (p, business, siteUrl) =>
  familyEmail(
    p.email,
    `Reminder: your consultation tomorrow, ${formatWhen(p.startsAt, business.timeZone)}`,
    {
      heading: `See you tomorrow, ${oneLine(p.name, 80)}`,
      paragraphs: ['A reminder of your consultation tomorrow.'],
      facts: bookingFacts(p, business),
      list: { title: 'Please bring', items: [...whatToBring] },
      after: [
        `To move or cancel, use the link in your confirmation email, or call ${officeFacts(business, p.office).phone}.`,
      ],
    },
    business,
    siteUrl,
  );

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
