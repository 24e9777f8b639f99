import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, VisuallyHidden } from '#src/components/plain';
import { formatDollars } from '#server/modules/public-calculator/public-calculator.choices';
import type { ExpertAnswer, Turn } from './use-conversation';
import classes from './monument-expert.module.css';

/** Where "Ask us to call you" leads without the page's script: the contact form, which does the same. */
export const CALLBACK_FALLBACK = '/contact-us';

type OnCallback = (event: MouseEvent) => void;

/** A link inside an answer: followed in the page (the conversation is kept), or opened as usual with a modifier key. */
function SiteLink({ href, children }: { href: string; children: React.ReactNode }) {
  const router = useRouter();
  function onClick(event: MouseEvent) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate({ href });
  }
  return (
    <Anchor href={href} onClick={onClick} underline="always">
      {children}
    </Anchor>
  );
}

/** The prices an answer gives, each with the way to it (the calculator or the package). */
function Prices({ prices }: { prices: ExpertAnswer['prices'] }) {
  if (prices.length === 0) return null;
  return (
    <ul className={classes.prices} aria-label="Prices">
      {prices.map((price) => (
        <li key={`${price.kind}-${price.link}-${price.label}`} className={classes.price}>
          <Text fw={700} component="span" className={classes.priceLabel}>
            {price.label}
          </Text>
          <Text component="span" fw={700} className={classes.amount}>
            {price.kind === 'estimate'
              ? `${formatDollars(price.lowCents)} to ${formatDollars(price.highCents)}`
              : price.kind === 'from'
                ? `from ${formatDollars(price.fromCents)}`
                : formatDollars(price.amountCents)}
          </Text>
          <Text size="sm" c="dimmed">
            {price.note}{' '}
            <SiteLink href={price.link}>
              {price.kind === 'package' ? 'See the package' : 'Open it in the calculator'}
            </SiteLink>
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** One answer: its paragraphs, prices, ways to reach us when it could not answer, and its sources. */
function AnswerView({ answer, onCallback }: { answer: ExpertAnswer; onCallback: OnCallback }) {
  return (
    <Stack gap="sm">
      {answer.paragraphs.map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
      <Prices prices={answer.prices} />
      {answer.contact && (
        <Stack gap="xs">
          <Group gap="sm">
            {answer.contact.offices.map((office) => (
              <Button key={office.phoneHref} component="a" href={office.phoneHref} variant="light">
                Call {office.city}: {office.phone}
              </Button>
            ))}
          </Group>
          <Group gap="sm">
            <Button component="a" href={answer.contact.bookingUrl} variant="outline">
              Book a consultation
            </Button>
            <Button component="a" href={CALLBACK_FALLBACK} variant="subtle" onClick={onCallback}>
              Ask us to call you
            </Button>
          </Group>
        </Stack>
      )}
      {answer.citations.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {answer.writtenBy === 'model' ? 'Written from these pages' : 'From these pages'}
          </Text>
          <ol className={classes.sources}>
            {answer.citations.map((citation) => (
              <li key={citation.url}>
                <SiteLink href={citation.url}>{citation.title}</SiteLink>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Stack>
  );
}

/** One question and its answer (or its error, or the wait for it). */
export function TurnView({ turn, onCallback }: { turn: Turn; onCallback: OnCallback }) {
  return (
    <li className={classes.turn}>
      <div className={classes.question}>
        <VisuallyHidden>You asked: </VisuallyHidden>
        <Text>{turn.question}</Text>
      </div>
      <Paper className={classes.answer} withBorder>
        <VisuallyHidden>Our answer: </VisuallyHidden>
        {turn.answer ? (
          <AnswerView answer={turn.answer} onCallback={onCallback} />
        ) : turn.error ? (
          <Alert id={`turn-${turn.id}-error`} color="red" title="No answer this time">
            {turn.error}
          </Alert>
        ) : (
          <Group gap="sm" aria-hidden="true">
            <Loader size="sm" />
            <Text c="dimmed">Looking through our pages…</Text>
          </Group>
        )}
      </Paper>
    </li>
  );
}
