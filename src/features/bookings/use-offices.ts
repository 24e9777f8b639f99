import { bookingOffices } from '#server/modules/bookings/bookings.choices';
import { useBusiness } from '#src/lib/business';

/** The offices' names as staff keep them at /admin/settings, and the choices for office pickers. */
export function useOffices() {
  const business = useBusiness();
  const officeName = (office: string) => business.offices.find((o) => o.id === office)?.name ?? office;
  const officeData = bookingOffices.map((office) => ({ value: office, label: officeName(office) }));
  return { officeName, officeData };
}
