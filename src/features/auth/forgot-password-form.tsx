import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Code, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { forgotPasswordSchema } from '#server/modules/auth/auth.schema';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';

/** Alert titles in the text colour: the light orange and green ones are too faint to read. */
const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

/**
 * "Forgot your password?" (decision record 172): asks for the email address and always gives
 * the same answer, whether or not it is an admin's. Without outgoing email set up it says so
 * first and tells the two ways that remain: another admin, or the command on the server.
 */
export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const availability = useQuery(trpc.auth.passwordResetAvailability.queryOptions());
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const noEmail = availability.data?.emailConfigured === false || request.data?.emailConfigured === false;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') });
    if (!parsed.success) {
      setError(parsed.error.flatten().fieldErrors.email?.[0]);
      return;
    }
    setError(undefined);
    try {
      const answer = await request.mutateAsync(parsed.data);
      if (answer.emailConfigured) setSentTo(parsed.data.email);
    } catch (failure) {
      setError(fieldErrors(failure).email ?? errorMessage(failure));
    }
  }

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Forgot your password?
          </Title>
          <Text c="dimmed" mt={4}>
            We will email you a link to choose a new one.
          </Text>
        </div>
        {noEmail ? (
          <Alert color="orange" variant="light" styles={readableTitle} title="This website cannot send email yet">
            <Stack gap="xs">
              <Text size="sm">Outgoing email is not set up, so a reset link cannot be sent. To get back in:</Text>
              <Text size="sm" component="ul" m={0} pl="md">
                <li>ask another admin to reset your password under Settings, Admins; or</li>
                <li>
                  on the server, run <Code>npm run admin:create -- --email you@example.com</Code> with your email: it
                  asks for a new password.
                </li>
              </Text>
            </Stack>
          </Alert>
        ) : sentTo ? (
          <Alert color="brand" variant="light" styles={readableTitle} title="Check your email" role="status">
            If {sentTo} belongs to an admin of this website, a link to choose a new password is on its way. It works
            once, for 30 minutes. No email after a few minutes? Look in the spam folder, or ask another admin.
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput label="Email" name="email" type="email" autoComplete="username" error={error} required />
              <Button type="submit" disabled={!hydrated || request.isPending} fullWidth size="md">
                {request.isPending ? 'Sending...' : 'Send me a reset link'}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/admin/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </Paper>
  );
}
