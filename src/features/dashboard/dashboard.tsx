import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';
import { PageSpinner } from '#src/components/feedback/page-spinner';
import { useBusiness } from '#src/lib/business';
import { useStaffTime } from '#src/lib/staff-time';
import { BackupNotice } from '#src/features/backup/backup-notice';
import { counted } from '#server/modules/shared/plural';
import { REQUEST_KINDS, REQUEST_KIND_LABELS } from '#server/modules/dashboard/dashboard.choices';
import { WaitingOnCemetery } from './waiting-on-cemetery';

type Summary = RouterOutputs['admin']['dashboard']['summary'];
type WaitingCard = { label: string; value: number; to: string; search?: Record<string, string> };

const RequestsChart = lazy(() => import('./requests-chart'));

/** "12 minutes", "3 hours", "2 days": how long the oldest email has waited, in words. */
export function waitedFor(seconds: number): string {
  const [value, unit] =
    seconds < 3600
      ? [Math.max(1, Math.round(seconds / 60)), 'minute']
      : seconds < 48 * 3600
        ? [Math.round(seconds / 3600), 'hour']
        : [Math.round(seconds / 86_400), 'day'];
  return counted(value, unit);
}

/** What needs the office today, from one call: counts as links, the chart, missing pages, images. */
export function Dashboard() {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.admin.dashboard.summary.queryOptions());

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text c="dimmed">Signed in as {data.signedInAs}</Text>
      </div>

      <DeliveryAlerts data={data} />

      <BackupNotice />

      <WaitingForYou cards={waitingCards(data.awaiting)} />

      <WaitingOnCemetery waiting={data.waitingOnCemetery} />

      <NextConsultations bookings={data.upcomingBookings} />

      <RequestsOverTime requestsPerDay={data.requestsPerDay} />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MissingPages data={data} />

        <ImagesStatus images={data.images} />
      </SimpleGrid>
    </Stack>
  );
}

/** One card per thing waiting; a feature adds its figure to the summary and one line here. */
function waitingCards(awaiting: Summary['awaiting']): WaitingCard[] {
  return [
    {
      label: 'New messages and estimates to answer',
      value: awaiting.newSubmissions,
      to: '/admin/submissions',
      search: { status: 'new' },
    },
    {
      label: 'New quote requests to answer',
      value: awaiting.newQuoteRequests,
      to: '/admin/quote-requests',
      search: { status: 'new' },
    },
    {
      label: 'New consultation bookings to look at',
      value: awaiting.newBookings,
      to: '/admin/bookings',
    },
    {
      label: 'Package reservations waiting for a call',
      value: awaiting.newCommitments,
      to: '/admin/ve/commitments',
      search: { stage: 'new' },
    },
    {
      label: 'Proofs waiting for the family’s approval',
      value: awaiting.proofsAwaitingApproval,
      to: '/admin/orders',
      search: { stage: 'proof_sent' },
    },
    {
      label: 'Blog drafts waiting',
      value: awaiting.draftPosts,
      to: '/admin/blogs',
      search: { status: 'draft' },
    },
  ];
}

/** What is not getting through: paused webhooks, emails waiting too long, emails that could not be sent. */
function DeliveryAlerts({ data }: { data: Summary }) {
  return (
    <>
      {data.webhooksPausedForFailing > 0 && (
        <Alert color="red" title="Leads are not reaching another system">
          {data.webhooksPausedForFailing === 1 ? 'A webhook was' : `${data.webhooksPausedForFailing} webhooks were`}{' '}
          paused because the other system refused everything for several days.{' '}
          <Anchor component={Link} to="/admin/webhooks">
            Check the webhooks
          </Anchor>
        </Alert>
      )}

      {data.emailQueue.slow && (
        <Alert
          color="yellow"
          title="Emails are waiting to be sent"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          data-testid="email-backlog"
        >
          {data.emailQueue.waiting === 1 ? 'One email is' : `${data.emailQueue.waiting} emails are`} waiting to be sent;
          the oldest has waited {waitedFor(data.emailQueue.oldestWaitSeconds)}. They go out on their own as the mail
          server takes them, families’ emails first. If this does not go down, check Outgoing email in the{' '}
          <Anchor component={Link} to="/admin/settings">
            settings
          </Anchor>
          .
        </Alert>
      )}

      {data.emailsNotSent > 0 && (
        <Alert
          color="red"
          title="Some emails could not be sent"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {data.emailsNotSent === 1 ? 'One email' : `${data.emailsNotSent} emails`} could not be sent in the last 7
          days. The reason is listed under Outgoing email in the{' '}
          <Anchor component={Link} to="/admin/settings">
            settings
          </Anchor>
          .
        </Alert>
      )}
    </>
  );
}

/** The counts of what waits, each a link to the list that shows it. */
function WaitingForYou({ cards }: { cards: WaitingCard[] }) {
  return (
    <section aria-labelledby="waiting-title">
      <Title order={2} size="h3" id="waiting-title" mb="sm">
        Waiting for you
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {cards.map((card) => (
          <Card key={card.label} withBorder padding="lg">
            <Anchor component={Link} to={card.to} search={card.search as never} underline="hover" c="inherit">
              <Text fz={32} fw={700} data-testid={`waiting-${card.to.split('/').pop()}`}>
                {card.value}
              </Text>
              <Text size="sm">{card.label}</Text>
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** The next consultations booked, with their time, office and name. */
function NextConsultations({ bookings }: { bookings: Summary['upcomingBookings'] }) {
  const { offices } = useBusiness();
  const dates = useStaffTime();
  const officeName = (id: string) => offices.find((office) => office.id === id)?.name ?? id;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="next-bookings-title">
      <Title order={2} size="h3" id="next-bookings-title" mb="sm">
        Next consultations
      </Title>
      {bookings.length === 0 ? (
        <Text c="dimmed">No consultations booked yet.</Text>
      ) : (
        <Stack gap={4}>
          {bookings.map((booking) => (
            <Text key={booking.id}>
              {dates.dateTime(booking.startsAt)} · {officeName(booking.office)} · {booking.name}
            </Text>
          ))}
          <Anchor component={Link} to="/admin/bookings" size="sm">
            Open the agenda
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}

/** Requests per day over 90 days: the total in words, and the chart once the page has hydrated. */
function RequestsOverTime({ requestsPerDay }: { requestsPerDay: Summary['requestsPerDay'] }) {
  const hydrated = useHydrated();
  const totalRequests = requestsPerDay.reduce(
    (sum, d) => sum + REQUEST_KINDS.reduce((daySum, kind) => daySum + d[kind], 0),
    0,
  );
  const kindsInWords = REQUEST_KINDS.map((kind) => REQUEST_KIND_LABELS[kind].toLowerCase());
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="chart-title">
      <Title order={2} size="h3" id="chart-title">
        Requests over the last 90 days
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {totalRequests} in all: {kindsInWords.slice(0, -1).join(', ')} and {kindsInWords.at(-1)}, per day.
      </Text>
      {hydrated ? (
        <Suspense fallback={<PageSpinner label="Drawing the chart..." />}>
          <RequestsChart data={requestsPerDay} />
        </Suspense>
      ) : (
        <PageSpinner label="Drawing the chart..." />
      )}
    </Paper>
  );
}

/** The missing addresses visitors hit most, each with a button to redirect it. */
function MissingPages({ data }: { data: Summary }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="missing-title">
      <Title order={2} size="h3" id="missing-title" mb="sm">
        Missing pages visitors hit most
      </Title>
      {data.missingPages.length === 0 ? (
        <Text>No visitor has hit a missing page.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Address</Table.Th>
              <Table.Th>Visits</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Action</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.missingPages.map((page) => (
              <Table.Tr key={page.path}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{page.path}</Table.Td>
                <Table.Td>{page.hits}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to="/admin/redirects"
                    search={{ redirect: page.path } as never}
                  >
                    Add a redirect
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Anchor component={Link} to="/admin/redirects" size="sm" mt="sm" display="inline-block">
        All {data.notFoundPaths} missing pages and {data.redirects} redirects
      </Anchor>
    </Paper>
  );
}

/** How many images still need their sizes made, and the way to make them. */
function ImagesStatus({ images }: { images: Summary['images'] }) {
  const imagesNeedingWork = images.gallery.needsWork + images.site.needsWork;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="images-title">
      <Title order={2} size="h3" id="images-title" mb="sm">
        Images
      </Title>
      <Stack gap="xs">
        <Text>
          {imagesNeedingWork === 0
            ? 'Every image has all its sizes. Nothing to do.'
            : `${counted(imagesNeedingWork, 'image')} need new sizes made.`}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/admin/galleries">
            Gallery: {images.gallery.total} ({images.gallery.needsWork} need work)
          </Anchor>
          <Anchor component={Link} to="/admin/site-images">
            Site images: {images.site.total} ({images.site.needsWork} need work)
          </Anchor>
        </Group>
        {imagesNeedingWork > 0 && (
          <Button component={Link} to="/admin/image-migration" variant="light" w="fit-content">
            Fix the images
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
