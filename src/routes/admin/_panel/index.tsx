import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTRPC } from '#src/lib/trpc';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/')({
  head: ({ match }) => pageHead(match, { title: 'Dashboard', description: 'Staff dashboard.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.dashboard.summary.queryOptions())
      : undefined,
  component: Dashboard,
});

function Dashboard() {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.admin.dashboard.summary.queryOptions());
  const cards: Array<{ label: string; value: number; to?: string; search?: Record<string, string> }> = [
    {
      label: 'New submissions waiting for a reply',
      value: data.newSubmissions,
      to: '/admin/submissions',
      search: { status: 'new' },
    },
    { label: 'Gallery images', value: data.galleryImages, to: '/admin/galleries' },
    { label: 'Site images', value: data.siteImages, to: '/admin/site-images' },
    { label: 'Redirect rules', value: data.redirects, to: '/admin/redirects' },
    { label: 'Missing pages visitors hit', value: data.notFoundPaths, to: '/admin/redirects' },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text c="dimmed">Signed in as {data.signedInAs}</Text>
      </div>
      {data.webhooksPausedForFailing > 0 && (
        <Alert color="red" title="Leads are not reaching another system">
          {data.webhooksPausedForFailing === 1 ? 'A webhook was' : `${data.webhooksPausedForFailing} webhooks were`}{' '}
          paused because the other system refused everything for several days.{' '}
          <Anchor component={Link} to="/admin/webhooks">
            Check the webhooks
          </Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {cards.map((card) => (
          <Card key={card.label} withBorder padding="lg">
            <Text size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text fz={32} fw={700}>
              {card.value}
            </Text>
            {card.to && (
              <Anchor component={Link} to={card.to} search={card.search as never} size="sm">
                Manage
              </Anchor>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
