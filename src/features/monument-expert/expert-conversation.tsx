import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Group, Loader, Paper, Stack, Text, TextareaField, Title } from '#src/components/plain';
import {
  MAX_QUESTION,
  questionProblem,
  suggestedQuestions,
} from '#server/modules/monument-expert/monument-expert.choices';
import { postPublic, publicErrorMessage } from '#src/lib/public-api';
import { MantineScope } from '#src/lib/mantine-scope';
import { ensureQueryKit } from '#src/lib/query-kit-store';
import { useGrantToken } from '#src/features/access/grant-storage';
import { NO_ANSWER_MESSAGE, type AskedFromAddress } from './ask-from-address';
import { useConversation, type ExpertAnswer, type Turn } from './use-conversation';
import { CALLBACK_FALLBACK, TurnView } from './expert-answer';
import classes from './monument-expert.module.css';

const EXPERT_PATH = '/ai-tools/monument-expert';

// The call-back form (Mantine's inputs and React Query) loads when a family first asks for it.
const CallbackForm = lazy(async () => {
  const [{ CallbackForm: Form }] = await Promise.all([import('./callback-form'), ensureQueryKit()]);
  return { default: Form };
});

/** A tap that the page's script answers itself (a link that also works without it). */
const ownTap = (event: MouseEvent) =>
  !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The conversation (decision 229). Before its script, or without it, the question box is a plain
 * GET form and each suggestion a link: the server answers the question in the address into the
 * page. With script, the same form and links ask in the page (nothing reloads, what was typed
 * stays), answers are kept in this tab, and a call back can be asked for.
 */
export function ExpertConversation({
  addressQuestion,
  asked,
}: {
  /** `?question=` of the address. */
  addressQuestion: string | undefined;
  /** The server's answer to it, rendered with the page (null in the browser's own navigations). */
  asked: AskedFromAddress | null;
}) {
  const id = useId();
  const conversation = useConversation();
  const { pending, clear } = conversation;
  const [showCallback, setShowCallback] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { draft, setDraft, problem, setProblem, status, send } = useAsking(conversation, inputRef, asked);
  const fromAddress = useAddressQuestion(addressQuestion, asked, conversation, send);
  const turns = fromAddress ? [...conversation.turns, fromAddress] : conversation.turns;
  const callbackRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (showCallback) callbackRef.current?.focus();
  }, [showCallback]);

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

  function openCallback(event: MouseEvent) {
    if (!ownTap(event)) return;
    event.preventDefault();
    setShowCallback(true);
  }

  return (
    <Stack gap="lg">
      {turns.length === 0 ? (
        <SuggestedQuestions id={id} onAsk={(question) => void send(question)} />
      ) : (
        <section aria-labelledby={`${id}-conversation`}>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h3" id={`${id}-conversation`}>
              Your questions
            </Title>
            <Button
              component="a"
              href={EXPERT_PATH}
              variant="subtle"
              size="sm"
              onClick={(event: MouseEvent) => {
                if (!ownTap(event)) return;
                event.preventDefault();
                if (!pending) clear();
              }}
            >
              Start over
            </Button>
          </Group>
          <ol className={classes.turns} aria-busy={pending}>
            {turns.map((turn) => (
              <TurnView key={turn.id} turn={turn} onCallback={openCallback} />
            ))}
          </ol>
        </section>
      )}
      <div role="status" aria-live="polite" className={classes.liveStatus}>
        {status}
      </div>
      <form
        method="get"
        action={EXPERT_PATH}
        onSubmit={onSubmit}
        className={classes.askForm}
        aria-label="Ask a question"
        noValidate
      >
        <TextareaField
          ref={inputRef}
          id={`${id}-question`}
          name="question"
          label="Your question"
          description="In your own words: sizes, granite, cemetery rules, cleaning, prices. Enter sends."
          placeholder="How long does a headstone take?"
          rows={2}
          maxLength={MAX_QUESTION + 100}
          className={classes.questionInput}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={warmCallback}
          error={problem}
        />
        <Group gap="sm" mt="sm">
          <Button type="submit" size="md" disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Asking…' : 'Ask'}
          </Button>
          {!showCallback && (
            <Button component="a" href={CALLBACK_FALLBACK} variant="subtle" size="md" onClick={openCallback}>
              Ask us to call you
            </Button>
          )}
        </Group>
      </form>
      {showCallback && <CallbackSection id={id} sectionRef={callbackRef} questions={turns.map((t) => t.question)} />}
    </Stack>
  );
}

/** Starts loading the call-back form's code once a family is in the question box. */
function warmCallback() {
  void import('./callback-form');
}

/**
 * The question the address carries, once the page's script runs: the server's answer is kept in
 * the conversation (under the id the server gave it), a question the browser navigated to (no
 * server answer) is asked here, and the address loses it (a reload does not ask again). Returns
 * the server's turn to show until it is in the conversation, as the server drew it.
 */
function useAddressQuestion(
  addressQuestion: string | undefined,
  asked: AskedFromAddress | null,
  { turns, finish }: ReturnType<typeof useConversation>,
  send: (question: string) => Promise<void>,
): Turn | null {
  const navigate = useNavigate();
  const answered = asked && (asked.answer || asked.error) ? asked : null;
  const kept = answered !== null && turns.some((turn) => turn.id === answered.id);
  useEffect(() => {
    if (!addressQuestion) return;
    if (answered?.question === addressQuestion) {
      if (!kept)
        finish(answered.id, answered.question, {
          answer: answered.answer ?? undefined,
          error: answered.error ?? undefined,
        });
    } else if (asked?.question !== addressQuestion) void send(addressQuestion);
    void navigate({ to: EXPERT_PATH, search: {}, replace: true, resetScroll: false });
  }, [addressQuestion]); // eslint-disable-line react-hooks/exhaustive-deps
  return answered && !kept
    ? { id: answered.id, question: answered.question, answer: answered.answer, error: answered.error }
    : null;
}

/**
 * Asking: the question as typed (checked for length), sent once the last answer is in, and what
 * the page says aloud meanwhile; a failed question is put back in the box. A question the server
 * refused as typed starts in the box with its message.
 */
function useAsking(
  { pending, start, finish }: ReturnType<typeof useConversation>,
  inputRef: RefObject<HTMLTextAreaElement | null>,
  asked: AskedFromAddress | null,
) {
  const [grantToken] = useGrantToken('calculator');
  const [draft, setDraft] = useState(asked?.problem ? asked.question : '');
  const [problem, setProblem] = useState<string | null>(asked?.problem ?? null);
  const [status, setStatus] = useState('');

  async function send(question: string) {
    const text = question.trim();
    const wrong = questionProblem(text);
    if (wrong) {
      setDraft(question);
      setProblem(wrong);
      inputRef.current?.focus();
      return;
    }
    if (pending) return;
    setProblem(null);
    setStatus('Looking through our pages for an answer.');
    const turnId = start(text);
    setDraft('');
    try {
      const answer = await postPublic<ExpertAnswer>('monumentExpert.ask', { question: text, grantToken });
      finish(turnId, text, { answer });
      setStatus(
        answer.status === 'answered'
          ? 'Answer ready.'
          : 'We could not answer that here. Our phone numbers and a booking link are in the answer.',
      );
    } catch (error) {
      finish(turnId, text, { error: publicErrorMessage(error, NO_ANSWER_MESSAGE) });
      setStatus('No answer this time.');
      setDraft(text);
    }
  }

  return { draft, setDraft, problem, setProblem, status, send };
}

/** Before the first question: what families often ask, each a link that asks it. */
function SuggestedQuestions({ id, onAsk }: { id: string; onAsk: (question: string) => void }) {
  return (
    <div>
      <Text fw={600} mb="xs" id={`${id}-suggestions`}>
        Families often ask:
      </Text>
      <Group gap="sm" role="list" aria-labelledby={`${id}-suggestions`}>
        {suggestedQuestions.map((question) => (
          <div role="listitem" key={question} className={classes.suggestionItem}>
            <Button
              component="a"
              href={`${EXPERT_PATH}?${new URLSearchParams({ question }).toString()}`}
              variant="light"
              className={classes.suggestion}
              onClick={(event: MouseEvent) => {
                if (!ownTap(event)) return;
                event.preventDefault();
                onAsk(question);
              }}
            >
              <span className={classes.suggestionLabel}>{question}</span>
            </Button>
          </div>
        ))}
      </Group>
    </div>
  );
}

/** The call back form, opened from an answer or beside the question box. */
function CallbackSection({
  id,
  sectionRef,
  questions,
}: {
  id: string;
  sectionRef: RefObject<HTMLElement | null>;
  questions: string[];
}) {
  return (
    <Paper
      withBorder
      p="lg"
      ref={sectionRef}
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
      <MantineScope>
        <Suspense fallback={<Loader size="sm" aria-label="Loading the form" />}>
          <CallbackForm questions={questions} />
        </Suspense>
      </MantineScope>
    </Paper>
  );
}
