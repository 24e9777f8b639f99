import { spokenTimeZone } from '#server/modules/settings/settings.choices';
import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Grid } from '#src/components/layout/responsive-grid';
import { PageHero } from '#src/components/content/page-hero';
import { directionsUrl } from '#src/components/content/office-cards';
import { useBusiness } from '#src/lib/business';
import { bookingOfficeFacts, type OfficeBookingData } from './booking-office';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';
import { whatToBring, type BookingOffice } from '#server/modules/bookings/bookings.choices';
import { SlotPicker } from './slot-picker';
import { BookingForm } from './booking-form';
import classes from './bookings.module.css';

/**
 * /book/oklahoma and /book/texas. The page itself is the same for everyone (cached); the free
 * times are fetched by the browser, so they are always live. Before the script, or without it,
 * the page is plain forms the server answers (decision 232): a day's free times on the page's
 * own address with `?day=` (listed live, never cached), and the booking posted to that address.
 */
export function OfficeBookingPage({ officeId, data }: { officeId: BookingOffice; data: OfficeBookingData }) {
  const business = useBusiness();
  const office = { ...bookingOfficeFacts(business, officeId), id: officeId };
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const slotsOptions = trpc.bookings.slots.queryOptions({ office: office.id });
  const slots = useQuery({
    ...slotsOptions,
    enabled: hydrated,
    staleTime: 0,
    refetchOnWindowFocus: true,
    // The times the server listed (a day asked for without the script), looked up again once hydrated.
    initialData: data.slots ?? undefined,
  });
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
                  loading={!slots.data && !slots.isError}
                  error={slots.isError ? errorMessage(slots.error, 'Please try again in a moment.') : null}
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
                    void queryClient.invalidateQueries({ queryKey: slotsOptions.queryKey });
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
