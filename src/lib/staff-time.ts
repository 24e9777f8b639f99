import { useMemo } from 'react';
import { inZone, type ZoneTime } from '#server/modules/shared/time';
import { useBusiness } from './business';

/**
 * How every screen writes a date and a time (decisions 193 and 197), in the offices' time zone as
 * staff set it at /admin/settings (`useBusiness().timeZone`), so the server's render and the
 * browser's agree wherever the browser is. The formats live in the one time module
 * (`server/modules/shared/time.ts`); screens call the hook:
 *
 *   const when = useStaffTime();
 *   when.dateTime(order.createdAt)   // "Nov 27, 2026, 1:03 AM"
 *   when.date(order.createdAt)       // "Nov 27, 2026"
 *   when.time(booking.startsAt)      // "1:03 AM"
 *   when.day('2026-11-27')           // "Fri, Nov 27, 2026" (a calendar date, no time)
 *   when.today()                     // "2026-11-27" in the offices' zone, for date inputs
 */
export type StaffTime = ZoneTime;

/** The formatter for one time zone (the hook's, and a test's without React). */
export const staffTime = inZone;

/** The formatter in the offices' time zone from the business settings. */
export function useStaffTime(): StaffTime {
  const { timeZone } = useBusiness();
  return useMemo(() => inZone(timeZone), [timeZone]);
}
