import type { StoredEventPayload } from '../events/events.schema';
import type { BusinessFacts } from '../settings/settings.schema';
import { whatToBring } from '../bookings/bookings.choices';
import { inZone } from '../shared/time';
import { calendarFileOfEvent, officeAddressLine, officeFacts } from '../bookings/bookings.service';
import { oneLine, type EmailContent } from './email-layout';
import {
  adminLink,
  familyEmail,
  formatWhen,
  officeEmail,
  site,
  type EmailAttachment,
  type EmailComposer,
  type EmailExtras,
} from './email.drafts';
import { counted } from '../shared/plural';

/** The emails of a consultation: booked, moved, cancelled, and the reminder the day before. */

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

export const bookingCreatedOffice: EmailComposer<'booking.created'> = (p, business, siteUrl, { notify }) =>
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

export const bookingCreatedFamily: EmailComposer<'booking.created'> = (p, business, siteUrl, extras) =>
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

export const bookingMovedOffice: EmailComposer<'booking.moved'> = (p, business, siteUrl, { notify }) =>
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

export const bookingMovedFamily: EmailComposer<'booking.moved'> = (p, business, siteUrl, extras) =>
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

export const bookingCancelledOffice: EmailComposer<'booking.cancelled'> = (p, business, siteUrl, { notify }) =>
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

export const bookingCancelledFamily: EmailComposer<'booking.cancelled'> = (p, business, siteUrl, extras) =>
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

export const bookingReminderFamily: EmailComposer<'booking.reminder_due'> = (p, business, siteUrl) =>
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
