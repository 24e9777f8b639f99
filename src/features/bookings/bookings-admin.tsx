import { formatPrice } from '#server/modules/shared/money';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  bookingOffices,
  bookingStatusLabels,
  bookingTopics,
  topicLabel,
  type BookingOffice,
  type BookingsAdminSearch,
  type BookingStatus,
} from '#server/modules/bookings/bookings.choices';
import { useBusiness } from '#src/lib/business';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { SlotPicker } from './slot-picker';
import { useStaffTime } from '#src/lib/staff-time';
import { GuardedDrawer, GuardedModal, UnsavedNotes } from '#src/components/admin/unsaved-notes';

type Booking = RouterOutputs['admin']['bookings']['get'];

/** The offices' names as staff keep them at /admin/settings, and the choices for office pickers. */
function useOffices() {
  const business = useBusiness();
  const officeName = (office: string) => business.offices.find((o) => o.id === office)?.name ?? office;
  const officeData = bookingOffices.map((office) => ({ value: office, label: officeName(office) }));
  return { officeName, officeData };
}

// "Did not come" in a burnt orange dark enough for AA: 6.7:1 under the button's pale orange
// (orange-0), 7.3:1 under the badge's white letters (Mantine's orange-9 gave 4.0:1 and 4.3:1).
const NO_SHOW_ORANGE = '#9a3412';
const NO_SHOW_STYLES = {
  root: { backgroundColor: 'var(--mantine-color-orange-0)', color: NO_SHOW_ORANGE, borderColor: NO_SHOW_ORANGE },
};

const statusColor: Record<BookingStatus, string> = {
  booked: 'brand.7',
  completed: 'brand.9',
  no_show: NO_SHOW_ORANGE,
  cancelled: 'gray.7',
};

function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge color={statusColor[status]} variant={status === 'cancelled' ? 'outline' : 'filled'}>
      {bookingStatusLabels[status]}
    </Badge>
  );
}

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
          {search.tab === 'settings' && <Settings />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Agenda({
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

function BookingDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const booking = useQuery({ ...trpc.admin.bookings.get.queryOptions({ id: id ?? 1 }), enabled: id !== undefined });
  const acknowledge = useMutation(trpc.admin.bookings.acknowledge.mutationOptions());
  const [acknowledged, setAcknowledged] = useState<number | null>(null);
  if (id !== undefined && booking.data && !booking.data.seen && acknowledged !== id) {
    setAcknowledged(id);
    acknowledge.mutate(
      { id },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.agenda.queryKey() }) },
    );
  }
  return (
    <GuardedDrawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title="Consultation"
      closeButtonProps={{ 'aria-label': 'Close booking', size: 'xl' }}
    >
      {booking.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(booking.error)}
        </Alert>
      )}
      {booking.data && booking.data.id === id && <BookingDetails booking={booking.data} />}
    </GuardedDrawer>
  );
}

function BookingDetails({ booking }: { booking: Booking }) {
  const { officeName } = useOffices();
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.admin.bookings.cancel.mutationOptions());
  const setStatus = useMutation(trpc.admin.bookings.setStatus.mutationOptions());
  const [cancelOpen, setCancelOpen] = useState(false);
  const [noShowOpen, setNoShowOpen] = useState(false);
  const [reason, setReason] = useState('');
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
  };
  const rows: Array<[string, string | null]> = [
    ['When', dates.range(booking.startsAt, booking.endsAt)],
    ['Office', `${officeName(booking.office)} (consultant ${booking.consultant})`],
    ['Reference', booking.reference],
    ['About', topicLabel(booking.topic)],
    ['Phone', booking.phone],
    ['Email', booking.email],
    ['Cemetery', booking.cemetery],
    ['Town', booking.town],
    ['Notes', booking.notes],
    ['Booked', booking.source === 'phone' ? 'By staff, on the phone' : 'Online by the family'],
    ['Cancel reason', booking.cancelReason],
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {booking.name}
        </Title>
        <StatusBadge status={booking.status} />
      </Group>
      <Table>
        <Table.Tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      {booking.attachment && booking.attachment.items.length > 0 && (
        <section aria-label="What the family looked at">
          <Title order={3} size="h5" mb="xs">
            Their basket ({booking.attachment.items.length})
          </Title>
          <Stack gap={4}>
            {booking.attachment.items.map((item, index) => (
              <Text key={`${item.link}-${index}`} size="sm">
                <Anchor href={item.link} target="_blank" rel="noopener noreferrer">
                  {item.title}
                </Anchor>{' '}
                · {item.category}
                {item.priceCents !== null ? ` · ${formatPrice(item.priceCents)}` : ''}
              </Text>
            ))}
          </Stack>
        </section>
      )}
      {(setStatus.error || cancel.error) && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(setStatus.error ?? cancel.error)}
        </Alert>
      )}
      {booking.status !== 'cancelled' && (
        <Group gap="sm">
          {booking.status !== 'completed' && (
            <Button
              variant="light"
              loading={setStatus.isPending && setStatus.variables?.status === 'completed'}
              onClick={() => setStatus.mutate({ id: booking.id, status: 'completed' }, { onSuccess: refresh })}
            >
              Mark completed
            </Button>
          )}
          {booking.status !== 'no_show' && (
            <Button variant="outline" styles={NO_SHOW_STYLES} onClick={() => setNoShowOpen(true)}>
              Did not come
            </Button>
          )}
          {booking.status !== 'booked' && (
            <Button
              variant="default"
              onClick={() => setStatus.mutate({ id: booking.id, status: 'booked' }, { onSuccess: refresh })}
            >
              Back to booked
            </Button>
          )}
          {booking.status === 'booked' && (
            <Button color="red.9" variant="outline" onClick={() => setCancelOpen(true)}>
              Cancel booking
            </Button>
          )}
        </Group>
      )}
      <Modal opened={noShowOpen} onClose={() => setNoShowOpen(false)} title="Mark as did not come?" centered>
        <Stack>
          <Text size="sm">
            {booking.name} will be recorded as not having come to this consultation. You can put it back to booked
            later.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setNoShowOpen(false)} data-autofocus>
              Go back
            </Button>
            <Button
              color={NO_SHOW_ORANGE}
              loading={setStatus.isPending && setStatus.variables?.status === 'no_show'}
              onClick={() =>
                setStatus.mutate(
                  { id: booking.id, status: 'no_show' },
                  {
                    onSuccess: async () => {
                      setNoShowOpen(false);
                      await refresh();
                    },
                  },
                )
              }
            >
              Yes, did not come
            </Button>
          </Group>
        </Stack>
      </Modal>
      <GuardedModal opened={cancelOpen} onClose={() => setCancelOpen(false)} title="Cancel this consultation?" centered>
        <UnsavedNotes dirty={reason.trim() !== ''} />
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            cancel.mutate(
              { id: booking.id, reason },
              {
                onSuccess: async () => {
                  setCancelOpen(false);
                  notifications.show({ message: 'The booking is cancelled and the time is free again.' });
                  await refresh();
                },
              },
            );
          }}
        >
          <Stack>
            <Text size="sm">
              The time is offered to other families at once. Please let {booking.name} know if they do not know yet.
            </Text>
            <Textarea
              label="Reason"
              description="For example: the family called to cancel"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={fieldErrors(cancel.error).reason}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCancelOpen(false)}>
                Keep it
              </Button>
              <Button type="submit" color="red.9" loading={cancel.isPending}>
                Cancel booking
              </Button>
            </Group>
          </Stack>
        </form>
      </GuardedModal>
    </Stack>
  );
}

function PhoneBooking({ onBooked }: { onBooked: (booking: Booking) => void }) {
  const { officeData } = useOffices();
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [office, setOffice] = useState<BookingOffice>('oklahoma');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const slots = useQuery({ ...trpc.admin.bookings.slots.queryOptions({ office }), staleTime: 0 });
  const book = useMutation(trpc.admin.bookings.bookByPhone.mutationOptions());
  const errors = fieldErrors(book.error);
  return (
    <form
      noValidate
      aria-label="Book for a family"
      onSubmit={(event) => {
        event.preventDefault();
        const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
        book.mutate(
          {
            office,
            startsAt: startsAt ?? '',
            name: values.name ?? '',
            phone: values.phone,
            email: values.email,
            topic: values.topic as never,
            cemetery: values.cemetery,
            town: values.town,
            notes: values.notes,
          },
          {
            onSuccess: async (booking) => {
              notifications.show({
                message: `Booked ${booking.name} for ${dates.dateTime(booking.startsAt)}.`,
              });
              await queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
              onBooked(booking);
            },
            onError: () => void slots.refetch(),
          },
        );
      }}
    >
      <Stack gap="md" maw={720}>
        <Text>Book a consultation for a family who called. The minimum notice does not apply here.</Text>
        <SegmentedControl
          aria-label="Office"
          value={office}
          onChange={(value) => {
            setOffice(value as BookingOffice);
            setStartsAt(null);
          }}
          data={officeData}
        />
        <SlotPicker
          list={slots.data}
          loading={!slots.data && !slots.isError}
          error={slots.isError ? errorMessage(slots.error) : null}
          onRetry={() => void slots.refetch()}
          value={startsAt}
          onChange={setStartsAt}
        />
        {errors.startsAt && (
          <Text c="red.8" size="sm">
            Please choose a time.
          </Text>
        )}
        <TextInput name="name" label="Family's name" required error={errors.name} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput name="phone" label="Phone" type="tel" error={errors.phone} miw={200} />
          <TextInput name="email" label="Email (optional)" type="email" error={errors.email} miw={200} />
        </Group>
        <NativeSelect
          name="topic"
          label="What is the visit about?"
          data={bookingTopics.map((t) => ({ value: t.value, label: t.label }))}
          error={errors.topic}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput name="cemetery" label="Cemetery" error={errors.cemetery} miw={200} />
          <TextInput name="town" label="Town" error={errors.town} miw={200} />
        </Group>
        <Textarea name="notes" label="Notes" rows={3} error={errors.notes} />
        {book.error && Object.keys(errors).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(book.error)}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={book.isPending}>
            Book this time
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function ClosedDates() {
  const { officeData, officeName } = useOffices();
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.bookings.closedDates.queryOptions());
  const add = useMutation(trpc.admin.bookings.addClosedDate.mutationOptions());
  const remove = useMutation(trpc.admin.bookings.removeClosedDate.mutationOptions());
  const [values, setValues] = useState({ office: '', startsOn: '', endsOn: '', label: '' });
  const errors = fieldErrors(add.error);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.closedDates.queryKey() });
  return (
    <Stack gap="lg" maw={820}>
      <Text>
        Days no family can book online (US public holidays are already left out). A single day: give the same first and
        last day.
      </Text>
      <form
        noValidate
        aria-label="Add closed dates"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            {
              office: values.office ? (values.office as BookingOffice) : null,
              startsOn: values.startsOn,
              endsOn: values.endsOn || values.startsOn,
              label: values.label,
            },
            {
              onSuccess: async () => {
                setValues({ office: '', startsOn: '', endsOn: '', label: '' });
                await refresh();
              },
            },
          );
        }}
      >
        <Group align="flex-end" wrap="wrap" gap="md">
          <NativeSelect
            label="Office"
            value={values.office}
            onChange={(e) => setValues({ ...values, office: e.currentTarget.value })}
            data={[{ value: '', label: 'Both offices' }, ...officeData]}
          />
          <TextInput
            type="date"
            label="First day"
            value={values.startsOn}
            onChange={(e) => setValues({ ...values, startsOn: e.currentTarget.value })}
            error={errors.startsOn}
          />
          <TextInput
            type="date"
            label="Last day"
            value={values.endsOn}
            onChange={(e) => setValues({ ...values, endsOn: e.currentTarget.value })}
            error={errors.endsOn}
          />
          <TextInput
            label="Why"
            placeholder="Staff training"
            value={values.label}
            onChange={(e) => setValues({ ...values, label: e.currentTarget.value })}
            error={errors.label}
          />
          <Button type="submit" loading={add.isPending}>
            Add
          </Button>
        </Group>
      </form>
      {list.data && list.data.length === 0 && <Text c="dimmed">No closed dates ahead.</Text>}
      {list.data && list.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dates</Table.Th>
              <Table.Th>Office</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((closed) => (
              <Table.Tr key={closed.id}>
                <Table.Td>
                  {dates.day(closed.startsOn)}
                  {closed.endsOn !== closed.startsOn ? ` to ${dates.day(closed.endsOn)}` : ''}
                </Table.Td>
                <Table.Td>{closed.office ? officeName(closed.office) : 'Both offices'}</Table.Td>
                <Table.Td>{closed.label}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables?.id === closed.id}
                    onClick={() => remove.mutate({ id: closed.id }, { onSuccess: () => void refresh() })}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function Settings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.admin.bookings.settings.queryOptions());
  if (!settings.data) return <Loader size="sm" />;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      {settings.data.map((office) => (
        <OfficeSettingsForm key={office.office} initial={office} />
      ))}
    </Group>
  );
}

type OfficeSettings = RouterOutputs['admin']['bookings']['settings'][number];

function OfficeSettingsForm({ initial }: { initial: OfficeSettings }) {
  const { officeName } = useOffices();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.bookings.saveSettings.mutationOptions());
  const [values, setValues] = useState(initial);
  const errors = fieldErrors(save.error);
  const field = (key: keyof Omit<OfficeSettings, 'office'>, label: string, description: string) => (
    <NumberInput
      label={label}
      description={description}
      value={values[key]}
      onChange={(value) => setValues({ ...values, [key]: typeof value === 'number' ? value : Number(value) || 0 })}
      error={errors[key]}
      allowDecimal={false}
      allowNegative={false}
    />
  );
  return (
    <Paper withBorder p="lg" radius="md" w={340} component="section" aria-label={officeName(initial.office)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(values, {
            onSuccess: async () => {
              notifications.show({ message: `Saved the settings of ${officeName(initial.office)}.` });
              await queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.settings.queryKey() });
            },
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {officeName(initial.office)}
          </Title>
          {field('slotMinutes', 'Consultation length (minutes)', 'How long each time lasts')}
          {field('bufferMinutes', 'Break after each (minutes)', 'Time between two consultations')}
          {field('minNoticeHours', 'Minimum notice (hours)', 'How soon a family can book online')}
          {field('daysAhead', 'Days ahead', 'How far ahead families can book')}
          {field('consultants', 'Consultants', 'How many families can be seen at once')}
          <Text size="xs" c="dimmed">
            Existing bookings keep their times when these change.
          </Text>
          {save.error && Object.keys(errors).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
