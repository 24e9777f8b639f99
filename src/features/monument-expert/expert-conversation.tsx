import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { MAX_QUESTION, suggestedQuestions } from '#server/modules/monument-expert/monument-expert.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';
import { useGrantToken } from '#src/features/access/grant-storage';
import { CallbackForm } from './callback-form';
import { useConversation } from './use-conversation';
import { TurnView } from './expert-answer';
import classes from './monument-expert.module.css';

/** The conversation: questions typed or picked, answers fetched in the browser, a call back offered. */
export function ExpertConversation() {
  const hydrated = useHydrated();
  const id = useId();
  const conversation = useConversation();
  const { turns, pending, clear } = conversation;
  const [showCallback, setShowCallback] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { draft, setDraft, problem, setProblem, status, send } = useAsking(conversation, inputRef);
  const callbackRef = useRef<HTMLDivElement>(null);

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

  const questions = turns.map((t) => t.question);

  return (
    <Stack gap="lg">
      {turns.length === 0 ? (
        <SuggestedQuestions id={id} hydrated={hydrated} onAsk={(question) => void send(question)} />
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
      {showCallback && <CallbackSection id={id} sectionRef={callbackRef} questions={questions} />}
    </Stack>
  );
}

/**
 * Asking: the question as typed (checked for length), sent once the last answer is in, and what
 * the page says aloud meanwhile; a failed question is put back in the box.
 */
function useAsking(
  { pending, start, finish }: ReturnType<typeof useConversation>,
  inputRef: RefObject<HTMLTextAreaElement | null>,
) {
  const trpc = useTRPC();
  const ask = useMutation(trpc.monumentExpert.ask.mutationOptions());
  const [grantToken] = useGrantToken('calculator');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

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

  return { draft, setDraft, problem, setProblem, status, send };
}

/** Before the first question: what families often ask, each a button that asks it. */
function SuggestedQuestions({
  id,
  hydrated,
  onAsk,
}: {
  id: string;
  hydrated: boolean;
  onAsk: (question: string) => void;
}) {
  return (
    <div>
      <Text fw={600} mb="xs" id={`${id}-suggestions`}>
        Families often ask:
      </Text>
      <Group gap="sm" role="list" aria-labelledby={`${id}-suggestions`}>
        {suggestedQuestions.map((question) => (
          <div role="listitem" key={question} className={classes.suggestionItem}>
            <Button
              variant="light"
              onClick={() => onAsk(question)}
              disabled={!hydrated}
              classNames={{ root: classes.suggestion, label: classes.suggestionLabel }}
            >
              {question}
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
  sectionRef: RefObject<HTMLDivElement | null>;
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
      <CallbackForm questions={questions} />
    </Paper>
  );
}
