/**
 * The lists and labels of consultation booking that public pages, the staff screen and the
 * schema share (zod-free, so pages import them without the schema).
 */

// The address bar's parser and the lists it checks are in bookings.search.ts: the route's search parser
// is part of every page's first download, and this file is not (decision 044).
export {
  bookingOffices,
  parseBookingsAdminSearch,
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
