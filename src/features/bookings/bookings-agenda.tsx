import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { topicLabel, type BookingOffice, type BookingsAdminSearch } from '#server/modules/bookings/bookings.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { useOffices } from './use-offices';
import { StatusBadge } from './booking-status-badge';
import { BookingDrawer } from './booking-drawer';

/** The agenda tab: one office's consultations by day or week, closed days shown, a booking opened in a drawer. */
export function Agenda({
  search,
  onSearch,
}: {
  search: BookingsAdminSearch;
  onSearch: (next: Partial<BookingsAdminSearch>) => void;
}) {
  const { officeData } = useOffices();
  const dates = useStaffTime();
  const trpc = useTRPC();
  const agenda = useQuery(
    trpc.admin.bookings.agenda.queryOptions({ office: search.office, view: search.view, date: search.date }),
  );
  const data = agenda.data;
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label="Office"
          value={search.office}
          onChange={(office) => onSearch({ office: office as BookingOffice })}
          data={officeData}
        />
        <SegmentedControl
          aria-label="Show"
          value={search.view}
          onChange={(view) => onSearch({ view: view as 'day' | 'week' })}
          data={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
        />
        {data && (
          <Group gap="xs">
            <Button variant="default" onClick={() => onSearch({ date: data.previous })}>
              Previous {search.view}
            </Button>
            <Button variant="default" onClick={() => onSearch({ date: undefined })}>
              Today
            </Button>
            <Button variant="default" onClick={() => onSearch({ date: data.next })}>
              Next {search.view}
            </Button>
          </Group>
        )}
      </Group>
      {agenda.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(agenda.error)}
        </Alert>
      )}
      {!data && !agenda.isError && <Loader size="sm" />}
      {data &&
        data.days.map((day) => (
          <Paper
            key={day.date}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={dates.day(day.date)}
            bg={day.closed ? 'gray.1' : undefined}
          >
            <Title order={2} size="h5" mb="xs">
              {dates.day(day.date)}
            </Title>
            {day.closed && (
              <Text size="sm" fw={600} mb={day.bookings.length > 0 ? 'xs' : 0}>
                Office closed: {day.closed}
                {day.bookings.length > 0 ? '. These were booked before it closed:' : ''}
              </Text>
            )}
            {day.bookings.length === 0 ? (
              !day.closed && (
                <Text c="dimmed" size="sm">
                  No consultations.
                </Text>
              )
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Family</Table.Th>
                    <Table.Th>About</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {day.bookings.map((booking) => (
                    <Table.Tr key={booking.id}>
                      <Table.Td>
                        {dates.time(booking.startsAt)}–{dates.time(booking.endsAt)}
                      </Table.Td>
                      <Table.Td>
                        <UnstyledButton onClick={() => onSearch({ open: booking.id })} fw={600} td="underline">
                          {booking.name}
                        </UnstyledButton>
                        {!booking.seen && booking.status === 'booked' && (
                          <Badge ml="xs" color="red.9" size="sm">
                            New
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{topicLabel(booking.topic)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={booking.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        ))}
      <BookingDrawer id={search.open} onClose={() => onSearch({ open: undefined })} />
    </Stack>
  );
}
