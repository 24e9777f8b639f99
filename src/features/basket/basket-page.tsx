import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Container, Group, Paper, Skeleton, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { useHydrated } from '#src/lib/hydration';
import { lazyWithMantine } from '#src/lib/mantine-scope';
import { formatPrice } from '#content/packages';
import type { PackageView } from '#src/features/value-engineering/package-card';
import { PlainAddToBasketButton } from './add-to-basket-plain';
import { BasketIcon } from './basket-icon';
import { useBasketSessionId } from './basket-session';

// The items, the quote request and its confirmation, with Mantine and React Query: loaded only
// in a browser that has a basket (decision 231).
const BasketContents = lazyWithMantine(() => import('./basket-contents').then((m) => m.BasketContents));

// Pages outside this feature, typed as plain paths so the basket does not depend on their routes.
const waysBack: Array<{ label: string; to: string; description: string }> = [
  { label: 'Browse the gallery', to: '/gallery', description: 'Stock monuments, clearance specials and our catalog' },
  {
    label: 'See our monument packages',
    to: '/value-engineering/packages',
    description: 'Complete packages with installation included',
  },
  { label: 'Contact us', to: '/contact-us', description: 'Talk with our family about what you have in mind' },
];

/**
 * /basket, a light page (decision 231). The basket's id is kept in this browser's storage
 * (specification, section 3), so the server cannot know what is in it, and the page is the same
 * for everyone (cached). The server's HTML is the page a family without a basket needs, ways on,
 * packages to add and both offices' numbers, headed as what it is: the basket kept on this device.
 * Once the page's code runs, a browser without a basket says it is empty (no request); one with a
 * basket loads its items and the quote request, with Mantine and React Query, in that panel's place.
 */
export function BasketPage({ packages }: { packages: PackageView[] }) {
  const hydrated = useHydrated();
  const hasBasket = useBasketSessionId() !== null;
  const welcome = <BasketWelcome known={hydrated} packages={packages} />;

  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Your basket</Title>
          <Text size="lg" mt="xs" maw={720}>
            Gather the memorials you are considering, then send them to us as one quote request. Our family will help
            you with the rest.
          </Text>
        </div>
        {hasBasket ? (
          <Suspense fallback={<BasketLoading />}>
            <BasketContents empty={welcome} loading={<BasketLoading />} />
          </Suspense>
        ) : (
          welcome
        )}
      </Stack>
    </Container>
  );
}

function BasketLoading() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading your basket">
      <Skeleton height={140} radius="md" />
      <Skeleton height={140} radius="md" />
      <Text c="dimmed">Loading...</Text>
    </Stack>
  );
}

/**
 * The ways on from a basket with nothing in it. `known` is false in the server's HTML (and while
 * it hydrates), which cannot know this browser's basket: the heading says where the basket is
 * kept rather than that it is empty, on one line as the other, so nothing moves when it changes.
 */
function BasketWelcome({ known, packages }: { known: boolean; packages: PackageView[] }) {
  const business = useBusiness();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="sm" c="brand.8">
          <BasketIcon size={32} />
          <Title order={2} size="h3">
            {known ? 'Your basket is empty' : 'Your basket is on this device'}
          </Title>
        </Group>
        <Text>
          Add a stock monument, a clearance special, a catalog design or one of our packages, and it will wait here
          while you decide. No account needed.
        </Text>
        {!known && (
          <noscript>
            <Text fw={600}>
              Your basket shows here once this page&apos;s script has run, and your browser has not run it. Please call
              us and we will help with your choices.
            </Text>
          </noscript>
        )}
        <Stack gap="xs">
          {waysBack.map((way) => (
            <Paper key={way.to} withBorder radius="md" p="sm">
              <Anchor component={Link} to={way.to} fw={600} fz="lg">
                {way.label}
              </Anchor>
              <Text size="sm" c="dimmed">
                {way.description}
              </Text>
            </Paper>
          ))}
        </Stack>
        <PackageSuggestions packages={packages} />
        <Text size="sm">
          Prefer to talk? Call{' '}
          {business.offices.map((office, index) => (
            <span key={office.id}>
              {index > 0 && ' or '}
              {office.city} at{' '}
              <Anchor href={office.phoneHref} inherit fw={600}>
                {office.phone}
              </Anchor>
            </span>
          ))}
          , {business.hours.label}.
        </Text>
      </Stack>
    </Paper>
  );
}

/** A quick start: the packages on sale, each addable from here (read by the page's loader). */
function PackageSuggestions({ packages }: { packages: PackageView[] }) {
  if (packages.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="package-suggestions">
      <Title order={3} size="h4" id="package-suggestions">
        Not sure where to start?
      </Title>
      <Text size="sm">
        Each package includes the design proof, foundation, delivery and installation, with a final price guaranteed
        below the package price.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {packages.map((pkg) => (
          <Paper key={pkg.id} withBorder radius="md" p="sm">
            <Stack gap={6} h="100%" justify="space-between">
              <div>
                <Text fw={600} id={`suggested-${pkg.id}`}>
                  {pkg.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {pkg.style} · {pkg.granite}
                </Text>
                <Text fw={700} mt={4}>
                  {formatPrice(pkg.priceCents)}
                </Text>
              </div>
              <PlainAddToBasketButton
                itemType="package"
                itemId={pkg.id}
                size="sm"
                variant="light"
                withStatus={false}
                describedBy={`suggested-${pkg.id}`}
              />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
