import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { addAdminSchema, changeOwnPasswordSchema } from '#server/modules/auth/auth.schema';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { firstErrorPerField } from '#src/lib/form-errors';
import { useStaffTime } from '#src/lib/staff-time';

type Admin = RouterOutputs['admin']['admins']['list']['admins'][number];

/** Who can sign in: the list, adding, removing and resetting; and your own password. */
export function AdminsAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const dates = useStaffTime();
  const { data } = useSuspenseQuery(trpc.admin.admins.list.queryOptions());
  const [removing, setRemoving] = useState<Admin | null>(null);
  const [resetting, setResetting] = useState<Admin | null>(null);
  const [told, setTold] = useState<{ email: string; password: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.admins.pathKey() });
  const remove = useMutation(trpc.admin.admins.remove.mutationOptions({ onSuccess: refresh }));
  const onlyOne = data.admins.length <= 1;

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync({ id: removing.id });
      notifications.show({
        color: 'green',
        title: 'Admin removed',
        message: `${removing.email} can no longer sign in, and was signed out everywhere.`,
      });
      setRemoving(null);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not removed', message: errorMessage(error) });
    }
  }

  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : 'Never');

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          Admins
        </Title>
        <Text c="dimmed">Everyone who can sign in to this staff area.</Text>
      </div>

      {/* One card per admin: reads the same on a phone and a desk, with nothing to scroll sideways. */}
      <Stack component="ul" gap="sm" aria-label="Admins" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.admins.map((admin) => {
          const isYou = admin.id === data.youId;
          return (
            <Paper component="li" key={admin.id} withBorder p="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {/* A div, not a paragraph: the badge inside is a div, which a <p> cannot hold. */}
                  <Text fw={600} component="div">
                    {admin.email}{' '}
                    {isYou && (
                      <Badge size="sm" variant="light">
                        you
                      </Badge>
                    )}
                  </Text>
                  <Text size="sm">
                    Added {dates.dateTime(admin.createdAt)}
                    {admin.addedByEmail ? ` by ${admin.addedByEmail}` : ''}
                  </Text>
                  <Text size="sm">Last sign-in: {when(admin.lastSignInAt)}</Text>
                </Stack>
                {!isYou && (
                  <Group gap="xs">
                    <Button size="xs" variant="light" onClick={() => setResetting(admin)}>
                      Reset password
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      disabled={onlyOne}
                      onClick={() => setRemoving(admin)}
                      aria-label={`Remove ${admin.email}`}
                    >
                      Remove
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>

      <AddAdminForm onAdded={(email, password) => password && setTold({ email, password })} />
      <OwnPasswordForm />

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove this admin?" centered>
        <Stack>
          <Text>
            <strong>{removing?.email}</strong> will be signed out at once and can no longer sign in.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Keep them
            </Button>
            <Button color="red" onClick={confirmRemove} loading={remove.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>

      {resetting && (
        <ResetPasswordModal
          admin={resetting}
          onClose={() => setResetting(null)}
          onDone={(password) => {
            if (password) setTold({ email: resetting.email, password });
            setResetting(null);
          }}
        />
      )}

      <Modal opened={told !== null} onClose={() => setTold(null)} title="Their password" centered>
        <Stack>
          <Text>
            Give this password to <strong>{told?.email}</strong> in person or by phone. It is shown only this once.
          </Text>
          <Code block data-testid="generated-password">
            {told?.password}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={told?.password ?? ''}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setTold(null)}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

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

function AddAdminForm({ onAdded }: { onAdded: (email: string, password: string | null) => void }) {
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

function ResetPasswordModal({
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

function OwnPasswordForm() {
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
