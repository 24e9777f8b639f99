import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { ManageBookingAnswer } from '#server/modules/bookings/bookings.choices';
import { useHydrated } from '#src/lib/hydration';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { downloadFile } from '#src/lib/download';
import { SlotPicker } from './slot-picker';
import { useBookingTime } from './booking-format';
import classes from './bookings.module.css';
import { useDialogFocusReturn } from '#src/lib/dialog-focus';
import { OpeningBooking } from './manage-booking-opening';

/**
 * The confirmation and the private link: date, time, office, what to bring, the calendar file,
 * and cancel or move. Fetched in the browser with the link's token, or shown as the server opened
 * it (`served`: this session's booking, or a plain form's answer, decision 232).
 */
export function OpenBooking({
  token,
  served,
}: {
  token: string;
  served: Extract<ManageBookingAnswer, { kind: 'booking' }> | null;
}) {
  const trpc = useTRPC();
  const booking = useQuery({
    ...trpc.bookings.get.queryOptions({ token }),
    staleTime: 0,
    initialData: served?.token === token ? served.booking : undefined,
  });
  const data = booking.data;

  if (booking.isPending) return <OpeningBooking />;
  if (booking.isError || !data) {
    return (
      <Alert color="red" variant="light" title="We could not open this booking" role="alert">
        <Text>{errorMessage(booking.error, 'Please try again in a moment.')}</Text>
        <Text mt="sm">
          You can{' '}
          <Anchor component={Link} to="/book" underline="always">
            book a new consultation
          </Anchor>{' '}
          or call the office.
        </Text>
      </Alert>
    );
  }

  return (
    <BookedConsultation
      token={token}
      data={data}
      confirmCancel={served?.token === token && served.confirmCancel}
      message={served?.token === token ? served.message : null}
    />
  );
}

type PublicBooking = RouterOutputs['bookings']['get'];

/** The booking itself: when and where, what to bring, the calendar file, and moving or cancelling it. */
function BookedConsultation({
  token,
  data,
  confirmCancel: askedToConfirm,
  message,
}: {
  token: string;
  data: PublicBooking;
  /** Asked to cancel with the plain form: the page asks to confirm, in place (no dialog without the script). */
  confirmCancel: boolean;
  message: string | null;
}) {
  const trpc = useTRPC();
  const bookingWhen = useBookingTime();
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  useDialogFocusReturn(confirmCancel);
  const [moving, setMoving] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (data) headingRef.current?.focus();
  }, [data?.status, data?.startsAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const refresh = (next: typeof data) => queryClient.setQueryData(trpc.bookings.get.queryKey({ token }), next);

  async function saveCalendarFile() {
    setFileError(null);
    try {
      const file = await queryClient.fetchQuery({
        ...trpc.bookings.calendarFile.queryOptions({ token }),
        staleTime: 0,
      });
      downloadFile([file.content], file.filename, 'text/calendar');
    } catch (error) {
      setFileError(errorMessage(error, 'The calendar file could not be made just now.'));
    }
  }

  const cancelled = data.status === 'cancelled';
  const when = `${bookingWhen.dayOf(data.startsAt)}, ${bookingWhen.time(data.startsAt)} to ${bookingWhen.time(data.endsAt)} ${bookingWhen.zoneName}`;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {cancelled ? 'This consultation is cancelled' : 'Your consultation is booked'}
        </Title>
        <Text mt="xs">
          Reference <strong>{data.reference}</strong>
          {cancelled ? null : <> · Thank you, {data.name.split(/\s+/)[0]}. We look forward to meeting you.</>}
        </Text>
      </div>
      <BookingSummary data={data} when={when} />
      {cancelled ? (
        <Text>
          The time is free again. If you would like another,{' '}
          <Anchor component={Link} to={`/book/${data.office}`} underline="always">
            choose a new time
          </Anchor>
          .
        </Text>
      ) : (
        <>
          <section aria-labelledby="bring">
            <Title order={2} size="h4" id="bring" mb="xs">
              What to bring
            </Title>
            <List spacing={4}>
              {data.whatToBring.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </section>
          <Alert color="blue" variant="light" title="Keep this page's link">
            This page is your{' '}
            <Anchor href={`/book/manage#${token}`} underline="always">
              private link to the booking
            </Anchor>
            : bookmark it, or save it somewhere safe. It lets you cancel or change the time until the consultation.
          </Alert>
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          {askedToConfirm && <ConfirmCancelPlain token={token} when={when} />}
          <BookingActions
            token={token}
            changeable={data.changeable}
            moving={moving}
            onCalendar={() => void saveCalendarFile()}
            onMove={() => setMoving((v) => !v)}
            onCancel={() => setConfirmCancel(true)}
          />
          {fileError && (
            <Alert color="red" variant="light" role="alert">
              {fileError}
            </Alert>
          )}
          {moving && <MoveBooking token={token} office={data.office} onMoved={() => setMoving(false)} />}
        </>
      )}
      <CancelBookingDialog
        token={token}
        when={when}
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        onCancelled={refresh}
      />
    </Stack>
  );
}

/** When and where, what it is about, and the office's phone. */
function BookingSummary({ data, when }: { data: PublicBooking; when: string }) {
  const cancelled = data.status === 'cancelled';
  return (
    <div className={classes.panel}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={cancelled ? 'gray.7' : 'brand.7'} size="lg">
            {cancelled ? 'Cancelled' : 'Booked'}
          </Badge>
        </Group>
        <Text size="lg" fw={600} data-testid="booking-when">
          {when}
        </Text>
        <Text>
          {data.officeName} office: {data.address}
        </Text>
        <Text>
          About: {data.topic} · Office phone:{' '}
          <Anchor href={`tel:+1${data.phone.replace(/\D/g, '')}`} underline="always">
            {data.phone}
          </Anchor>
        </Text>
      </Stack>
    </div>
  );
}

/**
 * The calendar file, another time and cancelling. A plain form before the script (the server gives
 * the file, or asks to confirm the cancelling); the script's own ways after it.
 */
function BookingActions({
  token,
  changeable,
  moving,
  onCalendar,
  onMove,
  onCancel,
}: {
  token: string;
  changeable: boolean;
  moving: boolean;
  onCalendar: () => void;
  onMove: () => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <form method="post" action="/book/manage" aria-label="Your booking">
      <input type="hidden" name="token" value={token} />
      <Group gap="sm">
        <Button
          type="submit"
          name="intent"
          value="calendar"
          size="md"
          onClick={(event) => {
            event.preventDefault();
            onCalendar();
          }}
        >
          Add to my calendar (.ics)
        </Button>
        {changeable && (
          <>
            {/* Moving needs the free times beside the booking: with the script only. */}
            {hydrated && (
              <Button size="md" variant="light" onClick={onMove} aria-expanded={moving}>
                Choose another time
              </Button>
            )}
            <Button
              type="submit"
              name="intent"
              value="cancel"
              size="md"
              variant="outline"
              color="red.9"
              onClick={(event) => {
                event.preventDefault();
                onCancel();
              }}
            >
              Cancel this consultation
            </Button>
          </>
        )}
      </Group>
    </form>
  );
}

/** "Cancel this consultation?" as the server asks it after the plain form's Cancel (no dialog without the script). */
function ConfirmCancelPlain({ token, when }: { token: string; when: string }) {
  return (
    <section aria-labelledby="confirm-cancel" className={classes.panel}>
      <Title order={2} size="h4" id="confirm-cancel" mb="xs">
        Cancel this consultation?
      </Title>
      <Text>{when}</Text>
      <Text mb="md">The time will be offered to other families straight away.</Text>
      <form method="post" action="/book/manage" aria-label="Cancel this consultation">
        <input type="hidden" name="token" value={token} />
        <Group gap="sm">
          <Button type="submit" name="intent" value="cancel-confirmed" color="red.9">
            Yes, cancel it
          </Button>
          <Button component="a" href="/book/manage" variant="default">
            Keep it
          </Button>
        </Group>
      </form>
    </section>
  );
}

/** Another time for the consultation: the office's free times, and the move (the link changes with it). */
function MoveBooking({
  token,
  office,
  onMoved,
}: {
  token: string;
  office: PublicBooking['office'];
  onMoved: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const move = useMutation(trpc.bookings.move.mutationOptions());
  const [newTime, setNewTime] = useState<string | null>(null);
  const slots = useQuery({
    ...trpc.bookings.slots.queryOptions({ office }),
    staleTime: 0,
  });
  return (
    <section aria-labelledby="move-title" className={classes.panel}>
      <Title order={2} size="h4" id="move-title" mb="sm">
        Choose another time
      </Title>
      <SlotPicker
        list={slots.data}
        loading={!slots.data && !slots.isError}
        error={slots.isError ? errorMessage(slots.error, 'Please try again.') : null}
        onRetry={() => void slots.refetch()}
        value={newTime}
        onChange={setNewTime}
      />
      {move.error && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {errorMessage(move.error, 'The time could not be changed just now.')}
        </Alert>
      )}
      <Button
        mt="md"
        disabled={!newTime}
        loading={move.isPending}
        onClick={() =>
          move.mutate(
            { token, startsAt: newTime! },
            {
              onSuccess: (result) => {
                onMoved();
                setNewTime(null);
                queryClient.setQueryData(trpc.bookings.get.queryKey({ token: result.token }), result.booking);
                void navigate({ to: '/book/manage', hash: result.token, replace: true });
              },
              onError: () => void slots.refetch(),
            },
          )
        }
      >
        Move my consultation to this time
      </Button>
    </section>
  );
}

/** "Cancel this consultation?": the time is freed for other families once they say yes. */
function CancelBookingDialog({
  token,
  when,
  opened,
  onClose,
  onCancelled,
}: {
  token: string;
  when: string;
  opened: boolean;
  onClose: () => void;
  onCancelled: (next: PublicBooking) => void;
}) {
  const trpc = useTRPC();
  const cancel = useMutation(trpc.bookings.cancel.mutationOptions());
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this consultation?" centered>
      <Stack>
        <Text>{when}</Text>
        <Text>The time will be offered to other families straight away.</Text>
        {cancel.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(cancel.error, 'It could not be cancelled just now.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red.9"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { token },
                {
                  onSuccess: (next) => {
                    onCancelled(next);
                    onClose();
                  },
                },
              )
            }
          >
            Yes, cancel it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
