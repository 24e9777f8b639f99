import { staffTime } from './staff-time';

/** "Nov 21, 2026, 2:05 PM" in the offices' time zone: the staff formatter (`staff-time.ts`), for the
 * family's proof page that writes its times the way the office does. */
export function formatOfficeDateTime(iso: string, timeZone: string): string {
  return staffTime(timeZone).dateTime(iso);
}
