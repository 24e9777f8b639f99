import { Badge } from '@mantine/core';
import { bookingStatusLabels, type BookingStatus } from '#server/modules/bookings/bookings.choices';

// "Did not come" in a burnt orange dark enough for AA: 6.7:1 under the button's pale orange
// (orange-0), 7.3:1 under the badge's white letters (Mantine's orange-9 gave 4.0:1 and 4.3:1).
export const NO_SHOW_ORANGE = '#9a3412';
export const NO_SHOW_STYLES = {
  root: { backgroundColor: 'var(--mantine-color-orange-0)', color: NO_SHOW_ORANGE, borderColor: NO_SHOW_ORANGE },
};

const statusColor: Record<BookingStatus, string> = {
  booked: 'brand.7',
  completed: 'brand.9',
  no_show: NO_SHOW_ORANGE,
  cancelled: 'gray.7',
};

/** A booking's status, coloured by what it means. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge color={statusColor[status]} variant={status === 'cancelled' ? 'outline' : 'filled'}>
      {bookingStatusLabels[status]}
    </Badge>
  );
}
