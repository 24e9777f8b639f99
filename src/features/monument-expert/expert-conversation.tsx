import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { MAX_QUESTION, suggestedQuestions } from '#server/modules/monument-expert/monument-expert.choices';
import { formatDollars } from '#server/modules/public-calculator/public-calculator.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';
import { useGrantToken } from '#src/features/access/grant-storage';
import { CallbackForm } from './callback-form';
import { useConversation, type ExpertAnswer, type Turn } from './use-conversation';
import classes from './monument-expert.module.css';

/** A link inside an answer: followed in the page (the conversation is kept), or opened as usual with a modifier key. */
function SiteLink({ href, children }: { href: string; children: React.ReactNode }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
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

function AnswerView({ answer, onCallback }: { answer: ExpertAnswer; onCallback: () => void }) {
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
            <Button variant="subtle" onClick={onCallback}>
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

function TurnView({ turn, onCallback }: { turn: Turn; onCallback: () => void }) {
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
          <Alert color="red" variant="light" title="No answer this time">
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

/** The conversation: questions typed or picked, answers fetched in the browser, a call back offered. */
export function ExpertConversation() {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const id = useId();
  const ask = useMutation(trpc.monumentExpert.ask.mutationOptions());
  const { turns, pending, start, finish, clear } = useConversation();
  const [grantToken] = useGrantToken('calculator');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [showCallback, setShowCallback] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const callbackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (showCallback) callbackRef.current?.focus();
  }, [showCallback]);

  async function send(question: string) {
    const text = question.trim();
    if (text.length < 2) {
      setProblem('Please type your question');
      inputRef.current?.focus();
      return;
    }
    if (text.length > MAX_QUESTION) {
      setProblem(`Please shorten your question to ${MAX_QUESTION} characters`);
      inputRef.current?.focus();
      return;
    }
    if (pending) return;
    setProblem(null);
    setStatus('Looking through our pages for an answer.');
    const turnId = start(text);
    setDraft('');
    try {
      const answer = await ask.mutateAsync({ question: text, grantToken });
      finish(turnId, text, { answer });
      setStatus(
        answer.status === 'answered'
          ? 'Answer ready.'
          : 'We could not answer that here. Our phone numbers and a booking link are in the answer.',
      );
    } catch (error) {
      finish(turnId, text, {
        error: errorMessage(error, 'We could not get an answer just now. Please try again, or call us.'),
      });
      setStatus('No answer this time.');
      setDraft(text);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, as in any chat; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  }

  const questions = turns.map((t) => t.question);

  return (
    <Stack gap="lg">
      {turns.length === 0 ? (
        <div>
          <Text fw={600} mb="xs" id={`${id}-suggestions`}>
            Families often ask:
          </Text>
          <Group gap="sm" role="list" aria-labelledby={`${id}-suggestions`}>
            {suggestedQuestions.map((question) => (
              <div role="listitem" key={question} className={classes.suggestionItem}>
                <Button
                  variant="light"
                  onClick={() => void send(question)}
                  disabled={!hydrated}
                  classNames={{ root: classes.suggestion, label: classes.suggestionLabel }}
                >
                  {question}
                </Button>
              </div>
            ))}
          </Group>
        </div>
      ) : (
        <section aria-labelledby={`${id}-conversation`}>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h3" id={`${id}-conversation`}>
              Your questions
            </Title>
            <Button variant="subtle" size="sm" onClick={clear} disabled={pending}>
              Start over
            </Button>
          </Group>
          <ol className={classes.turns} aria-busy={pending}>
            {turns.map((turn) => (
              <TurnView key={turn.id} turn={turn} onCallback={() => setShowCallback(true)} />
            ))}
          </ol>
        </section>
      )}
      <div role="status" aria-live="polite" className={classes.liveStatus}>
        {status}
      </div>
      <form onSubmit={onSubmit} className={classes.askForm} aria-label="Ask a question" noValidate>
        <Textarea
          ref={inputRef}
          id={`${id}-question`}
          name="question"
          label="Your question"
          description="In your own words: sizes, granite, cemetery rules, cleaning, prices. Enter sends."
          placeholder="How long does a headstone take?"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MAX_QUESTION + 100}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          error={problem}
        />
        <Group gap="sm" mt="sm">
          <Button type="submit" size="md" loading={pending} disabled={!hydrated}>
            Ask
          </Button>
          {!showCallback && (
            <Button variant="subtle" size="md" onClick={() => setShowCallback(true)}>
              Ask us to call you
            </Button>
          )}
        </Group>
      </form>
      {showCallback && (
        <Paper
          withBorder
          p="lg"
          ref={callbackRef}
          tabIndex={-1}
          component="section"
          aria-labelledby={`${id}-callback`}
          className={classes.callback}
        >
          <Title order={2} size="h3" id={`${id}-callback`} mb="xs">
            Ask us to call you
          </Title>
          <Text mb="md">
            Leave your name and number and someone from our offices will call you, usually within one business day.
          </Text>
          <CallbackForm questions={questions} />
        </Paper>
      )}
    </Stack>
  );
}
