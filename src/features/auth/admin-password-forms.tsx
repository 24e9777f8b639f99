import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Modal, Paper, PasswordInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { addAdminSchema } from '#server/modules/auth/auth.schema';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { firstErrorPerField } from '#src/lib/form-errors';

type Admin = RouterOutputs['admin']['admins']['list']['admins'][number];

/** "Generate one" or "Type one": the choice every new password starts with. */
function PasswordChoice({
  generate,
  setGenerate,
  password,
  setPassword,
  error,
}: {
  generate: boolean;
  setGenerate: (value: boolean) => void;
  password: string;
  setPassword: (value: string) => void;
  error?: string;
}) {
  return (
    <>
      <Radio.Group
        label="Password"
        value={generate ? 'generate' : 'type'}
        onChange={(value) => setGenerate(value === 'generate')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="generate" label="Make one up for me (shown once, to pass on)" />
          <Radio value="type" label="I will type one" />
        </Stack>
      </Radio.Group>
      {!generate && (
        <PasswordInput
          label="Their password"
          description="At least 12 characters; a few words in a row is easy to remember and hard to guess."
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
        />
      )}
    </>
  );
}
/** Adds an admin with a password made up for them or typed; a made-up one is handed back to show once. */
export function AddAdminForm({ onAdded }: { onAdded: (email: string, password: string | null) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [generate, setGenerate] = useState(true);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const add = useMutation(trpc.admin.admins.add.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { email, generate, password: generate ? undefined : password };
    const parsed = addAdminSchema.safeParse(input);
    if (!parsed.success) return setErrors(firstErrorPerField(parsed.error));
    try {
      const result = await add.mutateAsync(parsed.data);
      setErrors({});
      setEmail('');
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: trpc.admin.admins.pathKey() });
      notifications.show({ color: 'green', title: 'Admin added', message: `${result.email} can now sign in.` });
      onAdded(result.email, result.generatedPassword);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        notifications.show({ color: 'red', title: 'Not added', message: errorMessage(error) });
      }
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="add-admin-title">
      <form onSubmit={submit} noValidate>
        <Stack maw={480}>
          <Title order={2} size="h3" id="add-admin-title">
            Add an admin
          </Title>
          <TextInput
            label="Their email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordChoice
            generate={generate}
            setGenerate={setGenerate}
            password={password}
            setPassword={setPassword}
            error={errors.password}
          />
          <Group>
            <Button type="submit" loading={add.isPending}>
              Add admin
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
/** Gives another admin a new password and signs them out everywhere. */
export function ResetPasswordModal({
  admin,
  onClose,
  onDone,
}: {
  admin: Admin;
  onClose: () => void;
  onDone: (password: string | null) => void;
}) {
  const trpc = useTRPC();
  const [generate, setGenerate] = useState(true);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useMutation(trpc.admin.admins.resetPassword.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const result = await reset.mutateAsync({ id: admin.id, generate, password: generate ? undefined : password });
      notifications.show({
        color: 'green',
        title: 'Password reset',
        message: `${admin.email} was signed out everywhere; they sign in with the new password.`,
      });
      onDone(result.generatedPassword);
    } catch (caught) {
      const fields = fieldErrors(caught);
      setError(fields.password ?? errorMessage(caught));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`New password for ${admin.email}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">They are signed out everywhere at once.</Text>
          <PasswordChoice
            generate={generate}
            setGenerate={setGenerate}
            password={password}
            setPassword={setPassword}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={reset.isPending}>
              Reset password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
