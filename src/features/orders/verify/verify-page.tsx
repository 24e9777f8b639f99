import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Loader, Paper, Stack, Text, TextField, Title } from '#src/components/plain';
import { PROOF_ROUTE } from '#server/modules/orders/orders.choices';
import { postPublic, publicErrorMessage, PublicApiError } from '#src/lib/public-api';
import { MantineScope } from '#src/lib/mantine-scope';
import type { FormAnswer } from '#src/lib/form-answer';
import { FamilyOrderOnDemand } from './family-order-on-demand';
import type { FamilyView } from './family-order';
import { useRefreshFamily } from './use-refresh-family';

/** The key from `#t=...`, read once in the browser (the server never sees the fragment). */
function tokenFromHash(): string | null {
  if (typeof window === 'undefined') return null;
  const match = /(?:^#|&)t=([a-z2-7]{20,80})(?:&|$)/.exec(window.location.hash);
  return match?.[1] ?? null;
}

/**
 * /verify-manudraw: the family's proof and order. Rendered on the server from the family's
 * cookie; a private link's key (in the fragment) is exchanged for that cookie in the browser,
 * then the fragment is removed from the address bar and history. Until an order is open the page
 * is plain (decision 229): the code form is a POST form the server answers without script.
 */
export function VerifyPage({ view, answer }: { view: FamilyView | null; answer: FormAnswer | null }) {
  const refresh = useRefreshFamily();
  const [opening, setOpening] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const token = tokenFromHash();
    if (!token) return;
    started.current = true;
    setOpening(true); // eslint-disable-line react-hooks/set-state-in-effect -- the link is read once, here
    postPublic('orders.openLink', { token })
      .then(async () => {
        window.history.replaceState(window.history.state, '', window.location.pathname);
        await refresh();
      })
      .catch((error: unknown) => {
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setLinkError(publicErrorMessage(error, 'This link could not be opened. Please try again.'));
      })
      .finally(() => setOpening(false));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  if (opening) {
    return (
      <Stack align="flex-start" role="status" py="xl">
        <Loader size="sm" />
        <Text>Opening your proof…</Text>
      </Stack>
    );
  }
  if (!view) {
    return (
      <Stack gap="lg">
        <div>
          <Title order={1}>Check your memorial proof</Title>
          <Text size="lg" mt="xs" maw={640}>
            Before anything is cut in granite, we ask you to check every name and date on the drawing. Open your proof
            with the link in our email, or with the proof code from our letter and your email address.
          </Text>
        </div>
        {linkError && (
          <Alert id="link-error" color="red" title="We could not open this link">
            {linkError}
          </Alert>
        )}
        <OpenWithCode answer={answer} onOpened={refresh} />
      </Stack>
    );
  }
  return (
    <MantineScope>
      <FamilyOrderOnDemand view={view} />
    </MantineScope>
  );
}

/** Each field's message from a refused call: the server's field errors, as tRPC sends them. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const zod = error instanceof PublicApiError ? (error.data as { zodError?: unknown } | undefined)?.zodError : null;
  const byField = (zod as { fieldErrors?: Record<string, string[] | undefined> } | null)?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(byField).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  );
}

/**
 * The proof code and email: a plain POST form to this page, which the server answers by opening
 * the order (or with the page and its refusal) before the script or without it; with script, the
 * same form opens it in place.
 */
function OpenWithCode({ answer, onOpened }: { answer: FormAnswer | null; onOpened: () => Promise<void> }) {
  const id = useId();
  const [code, setCode] = useState(answer?.values.code ?? '');
  const [email, setEmail] = useState(answer?.values.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>(answer?.errors ?? {});
  const [problem, setProblem] = useState<string | null>(answer?.message ?? null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setErrors({});
    setProblem(null);
    const local: Record<string, string> = {};
    if (!code.trim()) local.code = 'Please enter the proof code, like K7M-4QX-29P';
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) local.email = 'Please enter the email address we have for you';
    if (Object.keys(local).length) return setErrors(local);
    setPending(true);
    try {
      await postPublic('orders.openWithCode', { code, email });
      await onOpened();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length) setErrors(byField);
      else setProblem(publicErrorMessage(error, 'We could not open your proof. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" maw={520}>
      <form method="post" action={PROOF_ROUTE} onSubmit={submit} noValidate aria-labelledby="open-code-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="open-code-title">
            Open with your proof code
          </Title>
          <TextField
            id={`${id}-code`}
            name="code"
            label="Proof code"
            description="Nine letters and numbers, from our letter or email"
            placeholder="K7M-4QX-29P"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            size="md"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={errors.code}
          />
          <TextField
            id={`${id}-email`}
            name="email"
            label="Your email address"
            type="email"
            autoComplete="email"
            size="md"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          {problem && (
            <Alert id={`${id}-problem`} color="red">
              {problem}
            </Alert>
          )}
          <div>
            <Button type="submit" size="md" disabled={pending} aria-busy={pending || undefined}>
              {pending ? 'Opening…' : 'Open my proof'}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
