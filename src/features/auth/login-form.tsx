import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { loginSchema } from '#server/modules/auth/auth.schema';
import { useBusiness } from '#src/lib/business';
import { fieldErrors, useTRPC } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';

type Errors = Partial<Record<'email' | 'password', string>>;

/**
 * The specification's Admin Login: messages, busy text and notices exactly as written there.
 * The inputs are uncontrolled (read from the form on submit), so what someone types while the
 * page is still loading is kept; the button waits for the code, so a password is never sent by
 * the browser's own form submission.
 */
export function LoginForm() {
  const business = useBusiness();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const parsed = loginSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      setErrors({ email: flat.email?.[0], password: flat.password?.[0] });
      return;
    }
    setErrors({});
    try {
      await signIn.mutateAsync(parsed.data);
      await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      // An "Error" from an earlier try would otherwise stay on screen beside the success.
      notifications.clean();
      notifications.show({ title: 'Success', message: 'Logged in successfully', color: 'green' });
      await navigate({ to: '/admin' });
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      const known = error instanceof TRPCClientError && error.data;
      notifications.show({
        title: 'Error',
        message: known ? error.message || 'Invalid credentials' : 'An unexpected error occurred',
        color: 'red',
      });
    }
  }

  return (
    <Paper component="form" onSubmit={onSubmit} noValidate withBorder shadow="sm" p="xl" radius="md" w="100%">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Admin Login
          </Title>
          <Text c="dimmed" mt={4}>
            Sign in to access the admin dashboard
          </Text>
        </div>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          placeholder={`admin@${business.email.split('@')[1]}`}
          error={errors.email}
          required
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          error={errors.password}
          required
          // Mantine leaves the eye out of the tab order; keyboard users need it too. It is a toggle
          // button (aria-pressed), so its name stays the same.
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
        />
        <Button type="submit" disabled={!hydrated || signIn.isPending} fullWidth size="md">
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <Anchor component={Link} to="/admin/forgot-password" size="sm" ta="center">
          Forgot your password?
        </Anchor>
      </Stack>
    </Paper>
  );
}
