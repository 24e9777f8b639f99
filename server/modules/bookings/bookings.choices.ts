/**
 * The lists and labels of consultation booking that public pages, the staff screen and the
 * schema share (zod-free, so pages import them without the schema).
 */

import type { BookingOffice } from './bookings.search';

// The address bar's parser and the lists it checks are in bookings.search.ts: the route's search parser
// is part of every page's first download, and this file is not (decision 044).
export {
  bookingOffices,
  parseBookingDaySearch,
  parseBookingsAdminSearch,
  type BookingDaySearch,
  type BookingOffice,
  type BookingsAdminSearch,
} from './bookings.search';

export const bookingTopics = [
  { value: 'new-monument', label: 'A new monument' },
  { value: 'inscription', label: 'An inscription or final date' },
  { value: 'cleaning-repair', label: 'Cleaning or repair' },
  { value: 'pre-planning', label: 'Planning ahead' },
  { value: 'other', label: 'Something else' },
] as const;
export type BookingTopic = (typeof bookingTopics)[number]['value'];
export const bookingTopicValues = bookingTopics.map((topic) => topic.value) as [BookingTopic, ...BookingTopic[]];

export function topicLabel(value: string): string {
  return bookingTopics.find((topic) => topic.value === value)?.label ?? value;
}

/** What the family's private link shows. */
export interface FamilyBooking {
  reference: string;
  office: BookingOffice;
  officeName: string;
  address: string;
  phone: string;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  name: string;
  topic: string;
  /** The link still works for changes (the slot has not ended and it is booked). */
  changeable: boolean;
  whatToBring: readonly string[];
}

export const bookingStatuses = ['booked', 'completed', 'no_show', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusLabels: Record<BookingStatus, string> = {
  booked: 'Booked',
  completed: 'Completed',
  no_show: 'Did not come',
  cancelled: 'Cancelled',
};

/** What a family is asked to bring (the /book page and the confirmation). */
export const whatToBring = [
  'The cemetery name, and the section, row or plot number if you have it',
  'The deed or any cemetery paperwork, if it is at hand',
  'Names and dates exactly as they should be cut in the stone',
  'Photos, artwork or ideas you would like us to see',
] as const;

/** The message a visitor sees when another family took the time a moment before. */
export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please choose another time from the updated list.';

/**
 * What an office's booking page shows after its plain form was posted (no script yet, decision
 * 232): everything sent, as typed, and a message beside each field that needs one.
 */
export interface BookingFormAnswer {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** About the whole form: too many bookings this hour, or a fault on our side with its reference. */
  message: string | null;
}

/**
 * What /book/manage shows from the server (decision 232): the booking its private link opens, or
 * the form asking for the link again with the reason it did not open.
 */
export type ManageBookingAnswer =
  | { kind: 'booking'; token: string; booking: FamilyBooking; confirmCancel: boolean; message: string | null }
  | { kind: 'link'; link: string; message: string };

/** What /book/manage says when a pasted link holds no token. */
export const LINK_INCOMPLETE_MESSAGE =
  'Please paste the whole link from your booking confirmation: it ends with a long run of letters and numbers.';

const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a private link as pasted (the whole address, its fragment, or the token alone); null when none. */
export function tokenOfLink(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  const candidate = trimmed.includes('#') ? trimmed.slice(trimmed.lastIndexOf('#') + 1) : trimmed;
  return BOOKING_TOKEN.test(candidate) ? candidate : null;
}
