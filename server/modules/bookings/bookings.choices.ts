/**
 * The lists and labels of consultation booking that public pages, the staff screen and the
 * schema share (zod-free, so pages import them without the schema).
 */

export const bookingOffices = ['oklahoma', 'texas'] as const;
export type BookingOffice = (typeof bookingOffices)[number];

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

/** The office's day, in its own time zone (both offices are in America/Chicago). */
export const BOOKING_TIME_ZONE = 'America/Chicago';
export const BOOKING_TIME_ZONE_LABEL = 'Central Time';

/** The message a visitor sees when another family took the time a moment before. */
export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please choose another time from the updated list.';

/** The staff screen's address-bar state. */
export interface BookingsAdminSearch {
  tab: 'agenda' | 'phone' | 'closed' | 'settings';
  office: BookingOffice;
  view: 'day' | 'week';
  date?: string;
  open?: number;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A plain parser (not zod): it ships with every page's router. A bad value falls back to the default. */
export function parseBookingsAdminSearch(search: Record<string, unknown>): BookingsAdminSearch {
  const open = Number(search.open);
  const date = typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined;
  return {
    tab: isOneOf(['agenda', 'phone', 'closed', 'settings'] as const, search.tab) ? search.tab : 'agenda',
    office: isOneOf(bookingOffices, search.office) ? search.office : 'oklahoma',
    view: search.view === 'day' ? 'day' : 'week',
    date: date && !Number.isNaN(Date.parse(date)) ? date : undefined,
    open: Number.isInteger(open) && open > 0 && open <= 2_147_483_647 ? open : undefined,
  };
}
