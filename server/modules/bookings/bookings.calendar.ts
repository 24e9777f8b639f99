import { createEvent, type EventAttributes } from 'ics';
import type { BusinessFacts } from '../settings/settings.schema';
import type { FamilyBooking } from './bookings.choices';

export type { FamilyBooking };

/**
 * A booking's calendar file (RFC 5545), made by the `ics` package and folded again by octets
 * (decision record 182): `ics` 3.12 folds a line every 75 *characters*, so a line with accents
 * or curly quotes passes the 75-octet limit and a strict reader refuses it or splits a letter.
 */

/** RFC 5545 3.1: content lines longer than 75 octets are folded (CRLF and one space). */
const LINE_OCTETS = 75;

/**
 * Folds one unfolded content line at 75 octets of UTF-8, never inside a character: a
 * continuation line starts with a space, which counts toward its 75.
 */
export function foldLineByOctets(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = LINE_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = LINE_OCTETS - 1; // the leading space of the continuation line
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The calendar text with every line unfolded, then folded again by octets. */
export function refoldByOctets(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => (line ? foldLineByOctets(line) : line))
    .join('\r\n');
}

export interface CalendarEventFields {
  /** The event's permanent id (a random UUID stored with the booking). */
  uid: string;
  /** Raised at each change; a calendar app keeps the highest. */
  sequence: number;
  startsAt: string;
  endsAt: string;
  title: string;
  description: string;
  location: string;
  /** The family's private manage link (or the booking page when the link is not at hand). */
  url: string;
  cancelled: boolean;
  organizer: { name: string; email: string };
  /** PUBLISH for a file to add; CANCEL for the email that tells the calendar to remove it. */
  method: 'PUBLISH' | 'CANCEL';
}

/** The .ics text of one consultation. */
export function consultationCalendar(fields: CalendarEventFields): string {
  const attributes: EventAttributes = {
    productId: 'caldwell-monuments/booking',
    method: fields.method,
    uid: fields.uid,
    sequence: fields.sequence,
    start: new Date(fields.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(fields.endsAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: fields.title,
    description: fields.description,
    location: fields.location,
    url: fields.url,
    organizer: fields.organizer,
    status: fields.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: fields.cancelled ? 'FREE' : 'BUSY',
    // The day before, as the reminder email: the family's own calendar reminds them too.
    alarms: fields.cancelled
      ? []
      : [
          {
            action: 'display',
            description: `Tomorrow: ${fields.title}`,
            trigger: { days: 1, before: true },
          },
        ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('Could not make the calendar file');
  return refoldByOctets(value);
}

/** What a calendar file needs beyond what the family sees: its permanent id and where to manage it. */
export interface CalendarIdentity {
  uid: string;
  sequence: number;
  /** The family's private link token, when at hand: the event's URL is then their manage page. */
  token: string | null;
}

/**
 * The calendar file of a booking: UTC times (every calendar shows them in its own zone), a
 * random UID kept when the booking moves with a higher SEQUENCE, STATUS:CANCELLED once cancelled
 * (METHOD:CANCEL in the cancellation email), a reminder the day before and the manage link.
 */
export function calendarFile(
  booking: FamilyBooking,
  identity: CalendarIdentity,
  siteUrl: string,
  business: BusinessFacts,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): string {
  const cancelled = booking.status === 'cancelled' || method === 'CANCEL';
  return consultationCalendar({
    uid: identity.uid,
    sequence: identity.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    title: `Monument consultation at ${business.shortName}, ${booking.officeName}`,
    description: [
      cancelled
        ? `This consultation for ${booking.name} is cancelled (reference ${booking.reference}).`
        : `The consultation for ${booking.name} about ${booking.topic.toLowerCase()} (reference ${booking.reference}).`,
      ...(cancelled ? [] : [`Please bring: ${booking.whatToBring.join('; ')}.`]),
      identity.token
        ? `To see, move or cancel it, open the link of this event, or call ${booking.phone}.`
        : `To change or cancel, use the private link from your confirmation, or call ${booking.phone}.`,
    ].join('\n'),
    location: `${business.name}, ${booking.address}`,
    url: identity.token ? `${siteUrl}/book/manage#${identity.token}` : `${siteUrl}/book`,
    cancelled,
    organizer: { name: business.name, email: business.email },
    method,
  });
}
