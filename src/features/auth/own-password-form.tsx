import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { changeOwnPasswordSchema } from '#server/modules/auth/auth.schema';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { firstErrorPerField } from '#src/lib/form-errors';

/** The signed-in admin changes their own password (their other devices are signed out). */
export function OwnPasswordForm() {
  const trpc = useTRPC();
  const [draft, setDraft] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [done, setDone] = useState(false);
  const change = useMutation(trpc.admin.admins.changeOwnPassword.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const parsed = changeOwnPasswordSchema.safeParse(draft);
    if (!parsed.success) return setErrors(firstErrorPerField(parsed.error));
    try {
      await change.mutateAsync(parsed.data);
      setErrors({});
      setDraft({ currentPassword: '', newPassword: '' });
      setDone(true);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { currentPassword: errorMessage(error) });
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="own-password-title">
      <form onSubmit={submit} noValidate>
        <Stack maw={480}>
          <Title order={2} size="h3" id="own-password-title">
            Your password
          </Title>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={draft.currentPassword}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setDraft((d) => ({ ...d, currentPassword: value }));
            }}
            error={errors.currentPassword}
          />
          <PasswordInput
            label="New password"
            description="At least 12 characters. The most common passwords are refused."
            autoComplete="new-password"
            value={draft.newPassword}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setDraft((d) => ({ ...d, newPassword: value }));
            }}
            error={errors.newPassword}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change my password
            </Button>
          </Group>
          {done && (
            <Alert color="green" role="status">
              Your password is changed. You were signed out on your other devices.
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
