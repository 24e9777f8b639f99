import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { loginSchema } from '../../../server/modules/auth/auth.schema';
import { business } from '../../../content/business';
import { fieldErrors, useTRPC } from '../../lib/trpc';

type Errors = Partial<Record<'email' | 'password', string>>;

/** The specification's Admin Login: messages, busy text and notices exactly as written there. */
export function LoginForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      setErrors({ email: flat.email?.[0], password: flat.password?.[0] });
      return;
    }
    setErrors({});
    try {
      await signIn.mutateAsync(parsed.data);
      await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
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
    <Paper component="form" onSubmit={onSubmit} noValidate withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
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
          value={values.email}
          onChange={(e) => {
            const email = e.currentTarget.value;
            setValues((v) => ({ ...v, email }));
          }}
          error={errors.email}
          required
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => {
            const password = e.currentTarget.value;
            setValues((v) => ({ ...v, password }));
          }}
          error={errors.password}
          required
        />
        <Button type="submit" disabled={signIn.isPending} fullWidth size="md">
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </Paper>
  );
}
