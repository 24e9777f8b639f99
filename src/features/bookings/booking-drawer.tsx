import { formatPrice } from '#server/modules/shared/money';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { topicLabel } from '#server/modules/bookings/bookings.choices';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { GuardedDrawer, GuardedModal, UnsavedNotes } from '#src/components/admin/unsaved-notes';
import { FamilyDesign } from '#src/components/admin/family-design';
import { OrderFromSource } from '#src/components/admin/order-from-source';
import { useOffices } from './use-offices';
import { NO_SHOW_ORANGE, NO_SHOW_STYLES, StatusBadge } from './booking-status-badge';
import { CemeteryCheckView } from '#src/features/cemeteries/cemetery-check-view';

type Booking = RouterOutputs['admin']['bookings']['get'];

/** One booking in a drawer beside the agenda; opening a new one marks it seen. */
export function BookingDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
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

/** Everything about one booking: when, where, who, what they looked at, and what staff can do with it. */
function BookingDetails({ booking }: { booking: Booking }) {
  const { officeName } = useOffices();
  const dates = useStaffTime();
  const rows: Array<[string, string | null]> = [
    ['When', dates.range(booking.startsAt, booking.endsAt)],
    ['Office', `${officeName(booking.office)} (consultant ${booking.consultant})`],
    ['Reference', booking.reference],
    ['About', topicLabel(booking.topic)],
    ['Phone', booking.phone],
    ['Email', booking.email],
    ['Cemetery', booking.cemeteryCheck?.slug ? null : booking.cemetery],
    ['Town', booking.cemeteryCheck?.slug ? null : booking.town],
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
      {booking.cemeteryCheck && (
        <section aria-label="Cemetery">
          <Title order={3} size="h5" mb="xs">
            Cemetery
          </Title>
          <CemeteryCheckView check={booking.cemeteryCheck} />
        </section>
      )}
      {booking.attachment && booking.attachment.items.length > 0 && (
        <section aria-label="What the family looked at">
          <Title order={3} size="h5" mb="xs">
            Their basket ({booking.attachment.items.length})
          </Title>
          <Stack gap={4}>
            {booking.attachment.items.map((item, index) => (
              <Stack key={`${item.link}-${index}`} gap={4}>
                <Text size="sm">
                  <Anchor href={item.link} target="_blank" rel="noopener noreferrer">
                    {item.title}
                  </Anchor>{' '}
                  · {item.category}
                  {item.priceCents !== null ? ` · ${formatPrice(item.priceCents)}` : ''}
                </Text>
                {item.design && <FamilyDesign design={item.design} />}
              </Stack>
            ))}
          </Stack>
        </section>
      )}
      {booking.attachment?.items.some((item) => !!item.design) && (
        <OrderFromSource source={{ kind: 'booking', id: booking.id }} withDesign headingOrder={3} />
      )}
      <BookingActions booking={booking} />
    </Stack>
  );
}

/** Marking a booking completed, did not come, back to booked, or cancelled (each asked first where it matters). */
function BookingActions({ booking }: { booking: Booking }) {
  const changes = useBookingChanges();
  const { cancel, setStatus, refresh } = changes;
  const [cancelOpen, setCancelOpen] = useState(false);
  const [noShowOpen, setNoShowOpen] = useState(false);
  return (
    <>
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
      <CancelBookingDialog
        booking={booking}
        changes={changes}
        opened={cancelOpen}
        onClose={() => setCancelOpen(false)}
      />
    </>
  );
}

/** Cancelling a booking, with the reason (closing with a reason typed asks first). */
function CancelBookingDialog({
  booking,
  changes: { cancel, refresh },
  opened,
  onClose,
}: {
  booking: Booking;
  changes: ReturnType<typeof useBookingChanges>;
  opened: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Cancel this consultation?" centered>
      <UnsavedNotes dirty={reason.trim() !== ''} />
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          cancel.mutate(
            { id: booking.id, reason },
            {
              onSuccess: async () => {
                onClose();
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
            <Button variant="default" onClick={() => onClose()}>
              Keep it
            </Button>
            <Button type="submit" color="red.9" loading={cancel.isPending}>
              Cancel booking
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}

/** The changes staff make to a booking, and the refresh of every booking list after one. */
function useBookingChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.admin.bookings.cancel.mutationOptions());
  const setStatus = useMutation(trpc.admin.bookings.setStatus.mutationOptions());
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
  };
  return { cancel, setStatus, refresh };
}
