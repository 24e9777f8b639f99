import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { resetWithLinkSchema } from '#server/modules/auth/auth.schema';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';

/** Alert titles in the text colour: the light orange and green ones are too faint to read. */
const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

type Errors = Partial<Record<'password' | 'confirm' | 'form', string>>;

/**
 * The page a reset link opens (decision record 172). The link's secret is in the address's
 * fragment, which browsers never send to a server or in a Referer; it is read here and removed
 * from the address bar. The new password is typed twice; once set, every device is signed out
 * and the person signs in with it.
 */
export function ResetPasswordForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const link = useQuery({ ...trpc.auth.checkResetLink.queryOptions({ token: token ?? '' }), enabled: !!token });
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const { reset: clearResult } = reset;
  useEffect(() => {
    // Read, then taken out of the address bar and the history entry; a link opened again in the
    // same tab (only the fragment changes) is read afresh.
    const read = () => {
      const fragment = window.location.hash.replace(/^#/, '');
      if (fragment) window.history.replaceState(window.history.state, '', window.location.pathname);
      setToken((current) => fragment || (current === null ? '' : current));
      if (fragment) clearResult();
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [clearResult]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const password = String(form.get('password') ?? '');
    const parsed = resetWithLinkSchema.safeParse({ token, password });
    if (!parsed.success) {
      setErrors({ password: parsed.error.flatten().fieldErrors.password?.[0] });
      return;
    }
    if (form.get('confirm') !== password) {
      setErrors({ confirm: 'The two passwords are not the same. Please type it again.' });
      return;
    }
    setErrors({});
    try {
      await reset.mutateAsync(parsed.data);
      // The link is used up: asked again, it answers so.
      queryClient.removeQueries({ queryKey: trpc.auth.checkResetLink.queryKey() });
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors(fields.password ? { password: fields.password } : { form: errorMessage(failure) });
    }
  }

  const gone = token === '' || (link.data && !link.data.valid);
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          Choose a new password
        </Title>
        {reset.isSuccess ? (
          <>
            <Alert color="brand" variant="light" styles={readableTitle} title="Your password is changed" role="status">
              Every device that was signed in to {reset.data.email} is now signed out. Sign in with your new password.
            </Alert>
            <Button component={Link} to="/admin/login" size="md">
              Sign in
            </Button>
          </>
        ) : gone ? (
          <>
            <Alert color="orange" variant="light" styles={readableTitle} title="This link no longer works">
              Each link works once, for 30 minutes, and only the latest one sent. Ask for a new one.
            </Alert>
            <Button component={Link} to="/admin/forgot-password" size="md">
              Ask for a new link
            </Button>
          </>
        ) : link.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(link.error)}
          </Alert>
        ) : !link.data ? (
          <Loader size="sm" aria-label="Checking the link" />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Text>
                For <strong>{link.data.email}</strong>. At least 12 characters; a few words you will remember are best.
              </Text>
              {/* For password managers: the account the new password belongs to. */}
              <input type="hidden" name="username" autoComplete="username" value={link.data.email ?? ''} />
              <PasswordInput
                label="New password"
                name="password"
                autoComplete="new-password"
                error={errors.password}
                required
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
              />
              <PasswordInput
                label="The same password again"
                name="confirm"
                autoComplete="new-password"
                error={errors.confirm}
                required
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
              />
              {errors.form && (
                <Alert color="red" variant="light" role="alert">
                  {errors.form}
                </Alert>
              )}
              <Button type="submit" disabled={reset.isPending} fullWidth size="md">
                {reset.isPending ? 'Saving...' : 'Save the new password'}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
