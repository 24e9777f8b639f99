import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '#src/lib/hydration';
import { Alert, Button, Group, Loader, SelectField, Stack, Text } from '#src/components/plain';
import type { RouterOutputs } from '#src/lib/trpc';
import { useBookingTime } from './booking-format';
import classes from './bookings.module.css';
import { counted } from '#server/modules/shared/plural';

type SlotList = RouterOutputs['bookings']['slots'];

/**
 * Free times of one office: a day list (a native select: keyboard and screen readers know it),
 * then that day's times as radio buttons, each announced with its full date and time. Wraps at
 * any width, so nothing scrolls sideways on a phone.
 *
 * On an office's booking page (`plain`, decision 232) it works before the page's script too: the
 * day list is a GET form to the page's own address, which the server answers with that day's free
 * times; the times are the booking form's `startsAt` radios (joined to it by its id) and the day
 * rides along with it. Before the times are known and the script has run, a link asks the server
 * for them.
 *
 * Drawn with the plain components (Mantine's markup, none of its runtime), so the office pages
 * stay light (decision 238); inside the staff screens and the booking's own screen it looks the same.
 */
export function SlotPicker({
  list,
  loading,
  error,
  onRetry,
  value,
  onChange,
  plain,
}: {
  list: SlotList | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  value: string | null;
  onChange: (startsAt: string | null) => void;
  plain?: { action: string; formId: string; day?: string | undefined };
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [day, setDay] = useState<string | null>(plain?.day ?? null);
  // The visitor's own zone is known only in the browser.
  const when = useBookingTime();
  const zoneNote = hydrated ? when.visitorZoneNote() : null;

  const days = list?.days ?? [];
  const chosenDay =
    days.find((d) => d.date === day) ?? days.find((d) => d.slots.some((s) => s.startsAt === value)) ?? days[0];

  // Said before the free times load (it is in the page's server HTML), in the offices' zone.
  const zone = (
    <Text size="sm" data-testid="booking-time-zone">
      All times are <strong>{when.zoneName}</strong>, the time at both our offices.
      {zoneNote ? ` You seem to be in ${zoneNote}: please allow for the difference.` : ''}
    </Text>
  );

  if (error) {
    return (
      <Alert color="red" title="We could not load the free times">
        <Text size="sm">{error}</Text>
        <Button mt="sm" size="sm" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (plain && !hydrated && !list) {
    // The cached page carries no times: before the script, the server lists them on their own page.
    return (
      <Stack gap="md" align="flex-start">
        {zone}
        <Button component="a" href={`${plain.action}?day=soonest`} variant="light" size="md">
          Show the free times
        </Button>
      </Stack>
    );
  }
  if (loading || !list) {
    return (
      <Stack gap="md">
        {zone}
        <Stack align="flex-start" gap="xs" role="status">
          <Loader size="sm" />
          <Text>Looking up the free times…</Text>
        </Stack>
      </Stack>
    );
  }
  if (days.length === 0) {
    return (
      <Alert color="blue" title="No free times online just now">
        Every time in the coming weeks is taken. Please call the office and we will find a time for you.
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {zone}
      <DayForm plain={plain} onRefresh={onRetry}>
        <SelectField
          id={`${id}-day`}
          name="day"
          label="Day"
          value={chosenDay?.date}
          onChange={(event) => {
            setDay(event.currentTarget.value);
            onChange(null);
          }}
          data={days.map((d) => ({
            value: d.date,
            label: `${when.shortDay(d.date)}: ${counted(d.slots.length, 'time')} free`,
          }))}
          size="md"
          rootProps={plain ? { style: { flex: '1 1 14rem' } } : undefined}
        />
      </DayForm>
      {chosenDay && (
        <fieldset className={classes.times}>
          <legend className={classes.timesLegend}>Free times on {when.day(chosenDay.date)}</legend>
          <div className={classes.timeGrid}>
            {chosenDay.slots.map((slot) => (
              <label key={slot.startsAt} className={classes.time} data-checked={slot.startsAt === value || undefined}>
                <input
                  type="radio"
                  name={plain ? 'startsAt' : `${id}-slot`}
                  form={plain?.formId}
                  value={slot.startsAt}
                  checked={slot.startsAt === value}
                  onChange={() => onChange(slot.startsAt)}
                  aria-label={when.fullSlot(slot.startsAt)}
                  className={classes.timeInput}
                />
                <span aria-hidden="true">{when.time(slot.startsAt)}</span>
              </label>
            ))}
          </div>
          {plain && <input type="hidden" name="day" value={chosenDay.date} form={plain.formId} />}
        </fieldset>
      )}
    </Stack>
  );
}

/**
 * The day list as a GET form on an office's page: before the script, "Show times" asks the server
 * for that day's times; with it, the day's times follow the list at once and the button looks
 * them up again.
 */
function DayForm({
  plain,
  onRefresh,
  children,
}: {
  plain: { action: string } | undefined;
  onRefresh: () => void;
  children: ReactNode;
}) {
  if (!plain) return children;
  return (
    <form
      method="get"
      action={plain.action}
      aria-label="Choose a day"
      onSubmit={(event) => {
        event.preventDefault();
        onRefresh();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        <Button type="submit" variant="light" size="md">
          Show times
        </Button>
      </Group>
    </form>
  );
}
