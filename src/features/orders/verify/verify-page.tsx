import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { ProofCheck } from './proof-check';
import { OrderTracker } from './order-tracker';
import classes from './verify.module.css';

type FamilyView = NonNullable<RouterOutputs['orders']['family']>;

/** The key from `#t=...`, read once in the browser (the server never sees the fragment). */
function tokenFromHash(): string | null {
  if (typeof window === 'undefined') return null;
  const match = /(?:^#|&)t=([a-z2-7]{20,80})(?:&|$)/.exec(window.location.hash);
  return match?.[1] ?? null;
}

/**
 * /verify-manudraw: the family's proof and order. Rendered on the server from the family's
 * cookie; a private link's key (in the fragment) is exchanged for that cookie in the browser,
 * then the fragment is removed from the address bar and history.
 */
export function VerifyPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.orders.family.queryOptions());
  const openLink = useMutation(trpc.orders.openLink.mutationOptions());
  const [linkError, setLinkError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const token = tokenFromHash();
    if (!token) return;
    started.current = true;
    openLink
      .mutateAsync({ token })
      .then(async () => {
        window.history.replaceState(window.history.state, '', window.location.pathname);
        await queryClient.invalidateQueries({ queryKey: trpc.orders.family.queryKey() });
      })
      .catch((error: unknown) => {
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setLinkError(errorMessage(error, 'This link could not be opened. Please try again.'));
      });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  if (openLink.isPending) {
    return (
      <Stack align="flex-start" role="status" py="xl">
        <Loader size="sm" />
        <Text>Opening your proof…</Text>
      </Stack>
    );
  }
  if (!data) {
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
          <Alert color="red" variant="light" title="We could not open this link" role="alert">
            {linkError}
          </Alert>
        )}
        <OpenWithCode />
      </Stack>
    );
  }
  return <FamilyOrder view={data} />;
}

function OpenWithCode() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = useMutation(trpc.orders.openWithCode.mutationOptions());
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    const local: Record<string, string> = {};
    if (!code.trim()) local.code = 'Please enter the proof code, like K7M-4QX-29P';
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) local.email = 'Please enter the email address we have for you';
    if (Object.keys(local).length) return setErrors(local);
    try {
      await open.mutateAsync({ code, email });
      await queryClient.invalidateQueries({ queryKey: trpc.orders.family.queryKey() });
    } catch (error) {
      const byField = fieldErrors(error);
      if (Object.keys(byField).length) setErrors(byField);
      else setProblem(errorMessage(error, 'We could not open your proof. Please try again.'));
    }
  }

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      maw={520}
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="open-code-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="open-code-title">
          Open with your proof code
        </Title>
        <TextInput
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
        <TextInput
          label="Your email address"
          type="email"
          autoComplete="email"
          size="md"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <div>
          <Button type="submit" size="md" loading={open.isPending}>
            Open my proof
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

function FamilyOrder({ view }: { view: FamilyView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const close = useMutation(trpc.orders.close.mutationOptions());
  const proof = view.proof;

  return (
    <Stack gap="xl">
      <div>
        <Text c="dimmed" fw={600}>
          Order {view.reference}
        </Text>
        <Title order={1}>The memorial for {view.name}</Title>
        {proof?.status === 'awaiting' ? (
          <Text size="lg" mt="xs" maw={680}>
            Your proof is ready. Please take your time: look at the drawing, then type each name and date as it should
            read. We show you any letter that differs before you approve.
          </Text>
        ) : (
          <Text size="lg" mt="xs" maw={680}>
            Here is where your memorial is, what happens next, and who to call with any question.
          </Text>
        )}
      </div>

      {proof && <ProofCheck key={`${proof.version}-${proof.status}`} proof={proof} orderName={view.name} />}

      <OrderTracker view={view} />

      <Paper withBorder p="md" radius="md" className={classes.help}>
        <Title order={2} size="h4">
          Questions?
        </Title>
        <Text mt={4}>
          Call our {view.contact.office} office at{' '}
          <Anchor href={view.contact.phoneHref} fw={600} underline="always">
            {view.contact.phone}
          </Anchor>{' '}
          ({view.contact.hours}), or write to{' '}
          <Anchor href={`mailto:${view.contact.email}`} underline="always">
            {view.contact.email}
          </Anchor>
          . Please mention order {view.reference}.
        </Text>
      </Paper>

      <Group>
        <Button
          variant="subtle"
          onClick={async () => {
            await close.mutateAsync();
            await queryClient.invalidateQueries({ queryKey: trpc.orders.family.queryKey() });
          }}
          loading={close.isPending}
        >
          Close this proof on this device
        </Button>
      </Group>
    </Stack>
  );
}
