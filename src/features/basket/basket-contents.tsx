import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Grid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { formatPrice } from '#content/packages';
import { errorMessage } from '#src/lib/trpc';
import { BasketItems } from './basket-items';
import { QuoteRequestForm, type SentQuote } from './quote-request-form';
import { quoteTimelines } from '#server/modules/basket/basket.schema';
import { useBasket } from './use-basket';
import classes from './basket.module.css';

/**
 * The basket of a browser that has one (basket-page.tsx loads this with Mantine and React Query):
 * its items, the quote request, and the confirmation once sent. `empty` is the page's own panel,
 * shown when the basket has nothing in it; `loading` while the list is on its way.
 */
export function BasketContents({ empty, loading }: { empty: ReactNode; loading: ReactNode }) {
  const basket = useBasket();
  const [sent, setSent] = useState<(SentQuote & { items: SentItem[] }) | null>(null);

  if (sent) return <QuoteSent sent={sent} />;
  if (basket.status === 'loading') return loading;
  if (basket.status === 'error')
    return (
      <Alert color="red" title="We could not load your basket" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>{errorMessage(basket.error, 'Please try again in a moment.')}</Text>
          <Button variant="white" color="red" onClick={() => void basket.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (basket.count === 0) return empty;
  return (
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
