import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { bookingTopics, type BookingOffice } from '#server/modules/bookings/bookings.choices';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { SlotPicker } from './slot-picker';
import { useOffices } from './use-offices';

type Booking = RouterOutputs['admin']['bookings']['get'];

/** The "Book for a family" tab: a consultation for a family who called, at any free time. */
export function PhoneBooking({ onBooked }: { onBooked: (booking: Booking) => void }) {
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
