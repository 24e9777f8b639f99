import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Grid, SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '#content/packages';
import { AddToBasketButton } from './add-to-basket-button';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';
import { BasketItems } from './basket-items';
import { QuoteRequestForm, type SentQuote } from './quote-request-form';
import { quoteTimelines } from '#server/modules/basket/basket.schema';
import { BasketIcon } from './basket-icon';
import { useBasket } from './use-basket';
import classes from './basket.module.css';

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
 * /basket. The basket lives in this browser's storage, so its contents load after the page
 * appears (product.md, settled reading 3). The server cannot know what is in it, so its HTML
 * shows the neutral loading state, never "empty"; once the page's code runs, a browser without
 * a basket sees the empty state at once, without a request.
 */
export function BasketPage() {
  const basket = useBasket();
  const hydrated = useHydrated();
  const [sent, setSent] = useState<(SentQuote & { items: SentItem[] }) | null>(null);

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

        {sent ? (
          <QuoteSent sent={sent} />
        ) : !hydrated || basket.status === 'loading' ? (
          <Stack gap="sm" role="status" aria-label="Loading your basket">
            <Skeleton height={140} radius="md" />
            <Skeleton height={140} radius="md" />
            <Text c="dimmed">Loading...</Text>
          </Stack>
        ) : basket.status === 'error' ? (
          <Alert color="red" title="We could not load your basket" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text>{errorMessage(basket.error, 'Please try again in a moment.')}</Text>
              <Button variant="white" color="red" onClick={() => void basket.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : basket.count === 0 ? (
          <EmptyBasket />
        ) : (
          <Grid gap={{ base: 'lg', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <BasketItems basket={basket} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <div className={classes.formColumn}>
                <QuoteRequestForm
                  onSent={(result) =>
                    // The basket is emptied on send: what was in it is kept here for the confirmation.
                    setSent({
                      ...result,
                      items: basket.items.map((item) => ({
                        id: item.id,
                        title: item.data.title,
                        priceCents: item.data.priceCents,
                      })),
                    })
                  }
                />
              </div>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

function EmptyBasket() {
  const business = useBusiness();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="sm" c="brand.8">
          <BasketIcon size={32} />
          <Title order={2} size="h3">
            Your basket is empty
          </Title>
        </Group>
        <Text>
          Add a stock monument, a clearance special, a catalog design or one of our packages, and it will wait here
          while you decide. No account needed.
        </Text>
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
        <PackageSuggestions />
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

/** A quick start: the packages on sale, each addable from here (fetched here: the basket page is not cached per visitor). */
function PackageSuggestions() {
  const trpc = useTRPC();
  const { data: packages } = useQuery(trpc.valueEngineering.packages.queryOptions());
  if (!packages || packages.length === 0) return null;
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
              <AddToBasketButton
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

type SentItem = { id: string; title: string; priceCents: number | null };

/** The confirmation: the reference to read out on the phone, what was sent, and what happens next. */
function QuoteSent({ sent }: { sent: SentQuote & { items: SentItem[] } }) {
  const business = useBusiness();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was further down the page: bring the confirmation into view and announce it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const { details } = sent;
  const office = business.offices.find((o) => o.id === details.preferredOffice);
  const timeline = quoteTimelines.find((t) => t.value === details.timeline)?.label;
  const facts: Array<[string, ReactNode]> = [
    ['Name', details.name],
    ['Phone', details.phone],
    ['Email', details.email],
    [
      'Office',
      office ? (
        <>
          {office.name}, <span className={classes.nowrap}>{office.phone}</span>
        </>
      ) : null,
    ],
    ['Cemetery', [details.cemeteryName, details.cemeteryTown].filter(Boolean).join(', ') || null],
    ['Timeline', timeline],
    ['Message', details.message],
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md" maw={680}>
        <Title order={2} size="h3" ref={heading} tabIndex={-1} className={classes.confirmation}>
          Thank you, {sent.name}. Your quote request is on its way.
        </Title>
        <div>
          <Text>Your reference number is</Text>
          <Text fz={28} fw={700} c="brand.9" className={classes.reference} data-testid="quote-reference">
            {sent.reference}
          </Text>
        </div>
        <Text>
          {sent.emailCopy && details.email ? (
            <>
              A copy of this request is on its way to{' '}
              <strong className={classes.nowrapAnywhere}>{details.email}</strong>. If it has not arrived within the
              hour, please look in your spam folder.
            </>
          ) : details.email ? (
            <>We will not send an email copy of this request, so please keep this page or write the number down.</>
          ) : (
            <>You gave us no email address, so no copy will follow by email. Please write the number down.</>
          )}
        </Text>
        <Text>
          Our team will contact you during office hours ({business.hours.label}) to go over your choices and prepare a
          written quote. Your basket is now empty.
        </Text>
        <section aria-labelledby="sent-items">
          <Title order={3} size="h4" id="sent-items">
            What you sent us
          </Title>
          <ul className={classes.sentList}>
            {sent.items.map((item) => (
              <li key={item.id}>
                {item.title}
                {' · '}
                <span className={classes.nowrap}>
                  {item.priceCents === null ? 'Price on request' : formatPrice(item.priceCents)}
                </span>
              </li>
            ))}
          </ul>
          <dl className={classes.sentFacts} aria-label="Your details">
            {facts
              .filter(([, value]) => Boolean(value))
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{label === 'Phone' ? <span className={classes.nowrap}>{value}</span> : value}</dd>
                </div>
              ))}
          </dl>
        </section>
        <Group>
          <Button component={Link} to="/" variant="default">
            Back to the home page
          </Button>
          <Button component="a" href={(office ?? business.offices[0]!).phoneHref} variant="light">
            {`Call ${(office ?? business.offices[0]!).city}: ${(office ?? business.offices[0]!).phone}`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
