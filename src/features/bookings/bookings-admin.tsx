import { Stack, Tabs, Title } from '@mantine/core';
import type { BookingsAdminSearch } from '#server/modules/bookings/bookings.choices';
import { Agenda } from './bookings-agenda';
import { PhoneBooking } from './phone-booking';
import { ClosedDates } from './closed-dates';
import { BookingSettings } from './booking-settings';

/** /admin/bookings: the offices' agenda, bookings taken on the phone, closed dates and settings. */
export function BookingsAdmin({
  search,
  onSearch,
}: {
  search: BookingsAdminSearch;
  onSearch: (next: Partial<BookingsAdminSearch>) => void;
}) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Bookings
      </Title>
      <Tabs value={search.tab} onChange={(tab) => onSearch({ tab: (tab as BookingsAdminSearch['tab']) ?? 'agenda' })}>
        <Tabs.List>
          <Tabs.Tab value="agenda">Agenda</Tabs.Tab>
          <Tabs.Tab value="phone">Book for a family</Tabs.Tab>
          <Tabs.Tab value="closed">Closed dates</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="agenda" pt="lg">
          {search.tab === 'agenda' && <Agenda search={search} onSearch={onSearch} />}
        </Tabs.Panel>
        <Tabs.Panel value="phone" pt="lg">
          {search.tab === 'phone' && (
            <PhoneBooking
              onBooked={(b) => onSearch({ tab: 'agenda', office: b.office, date: b.startsAt.slice(0, 10), open: b.id })}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="closed" pt="lg">
          {search.tab === 'closed' && <ClosedDates />}
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          {search.tab === 'settings' && <BookingSettings />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
