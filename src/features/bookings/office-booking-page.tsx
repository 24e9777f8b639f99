import { spokenTimeZone } from '#server/modules/settings/settings.choices';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { Anchor, Container, Stack, Text, Title } from '#src/components/plain';
import { Grid } from '#src/components/layout/responsive-grid';
import { PageHero } from '#src/components/content/page-hero';
import { directionsUrl } from '#src/components/content/office-cards';
import { useBusiness } from '#src/lib/business';
import { publicErrorMessage } from '#src/lib/public-api';
import { bookingOfficeFacts, type OfficeBookingData, type SlotList } from './booking-office';
import { useHydrated } from '#src/lib/hydration';
import { whatToBring, type BookingOffice } from '#server/modules/bookings/bookings.choices';
import { SlotPicker } from './slot-picker';
import { BookingForm } from './booking-form';
import classes from './bookings.module.css';

/**
 * An office's free times, live: what the server listed (a day asked for without the script) to
 * start with, then asked again through `context.api` once the page is hydrated, when the tab is
 * shown again and on "Try again" or "Show times" (never kept: `LIVE` in public-api.ts). The list
 * stays on screen while it is asked again; an answer overtaken by a later question is dropped.
 */
function useFreeTimes(office: BookingOffice, initial: SlotList | null) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const hydrated = useHydrated();
  const [state, setState] = useState<{ data: SlotList | undefined; error: unknown }>({
    data: initial ?? undefined,
    error: null,
  });
  const asked = useRef(0);
  const refetch = useCallback(() => {
    const question = ++asked.current;
    return api.bookings.slots({ office }).then(
      (data) => {
        if (question === asked.current) setState({ data, error: null });
      },
      (error: unknown) => {
        if (question === asked.current) setState((current) => ({ data: current.data, error }));
      },
    );
  }, [api, office]);
  useEffect(() => {
    if (!hydrated) return;
    void refetch();
    const onShown = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, [hydrated, refetch]);
  return { ...state, refetch };
}

/**
 * /book/oklahoma and /book/texas, light pages (decision 238): plain components, the free times
 * through `context.api`, the booking sent with `postPublic`. The page itself is the same for
 * everyone (cached); the free times are fetched by the browser, so they are always live. Before the script, or without it,
 * the page is plain forms the server answers (decision 232): a day's free times on the page's
 * own address with `?day=` (listed live, never cached), and the booking posted to that address.
 */
export function OfficeBookingPage({ officeId, data }: { officeId: BookingOffice; data: OfficeBookingData }) {
  const business = useBusiness();
  const office = { ...bookingOfficeFacts(business, officeId), id: officeId };
  const navigate = useNavigate();
  const slots = useFreeTimes(office.id, data.slots);
  const [startsAt, setStartsAt] = useState<string | null>(data.answer?.values.startsAt ?? null);
  const formId = useId();
  const action = `/book/${office.id}`;

  return (
    <>
      <PageHero
        eyebrow="Book a consultation"
        title={`Book a Consultation in ${office.name}`}
        breadcrumbs={[
          { name: 'Book a Consultation', path: '/book' },
          { name: office.name, path: `/book/${office.id}` },
        ]}
        lead={`Choose a free time at our ${office.city} office. A consultation takes about an hour, costs nothing and carries no obligation.`}
      >
        <Text>
          {office.street}, {office.city}, {office.region} {office.postalCode} ·{' '}
          <Anchor href={office.phoneHref} underline="always">
            {office.phone}
          </Anchor>{' '}
          · {business.hours.label} ({spokenTimeZone(business.timeZone)}) ·{' '}
          <Anchor href={directionsUrl(office)} target="_blank" rel="noopener noreferrer" underline="always">
            Directions
            <span className="visually-hidden"> to {office.city} (opens in a new tab)</span>
          </Anchor>
        </Text>
      </PageHero>
      <Container size="lg" py={40}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xl">
              <section aria-labelledby="choose-time" className={classes.panel}>
                <Title order={2} id="choose-time" size="h3" mb="md">
                  1. Choose a time
                </Title>
                <SlotPicker
                  list={slots.data}
                  loading={!slots.data && !slots.error}
                  error={slots.error ? publicErrorMessage(slots.error, 'Please try again in a moment.') : null}
                  onRetry={() => void slots.refetch()}
                  value={startsAt}
                  onChange={setStartsAt}
                  plain={{ action, formId, day: data.day === 'soonest' ? undefined : data.day }}
                />
              </section>
              <section aria-labelledby="your-details" className={classes.panel}>
                <Title order={2} id="your-details" size="h3" mb="md">
                  2. Your details
                </Title>
                <BookingForm
                  id={formId}
                  office={office.id}
                  answer={data.answer}
                  startsAt={startsAt}
                  onBooked={(token) => {
                    void navigate({ to: '/book/manage', hash: token });
                  }}
                  onTaken={() => {
                    setStartsAt(null);
                    void slots.refetch();
                  }}
                />
              </section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <section aria-labelledby="bring-title" className={classes.panel}>
              <Title order={2} id="bring-title" size="h4" mb="sm">
                What to bring
              </Title>
              <ul>
                {whatToBring.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <Text size="sm" mt="sm">
                Nothing is required: if you have none of it yet, come anyway and we will help you find it.
              </Text>
            </section>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
