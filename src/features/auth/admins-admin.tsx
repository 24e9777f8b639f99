import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Badge, Button, Code, CopyButton, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { AddAdminForm, ResetPasswordModal } from './admin-password-forms';
import { OwnPasswordForm } from './own-password-form';

type Admin = RouterOutputs['admin']['admins']['list']['admins'][number];

/** Who can sign in: the list, adding, removing and resetting; and your own password. */
export function AdminsAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
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
        {data.admins.map((admin) => (
          <AdminCard
            key={admin.id}
            admin={admin}
            isYou={admin.id === data.youId}
            onlyOne={onlyOne}
            onReset={() => setResetting(admin)}
            onRemove={() => setRemoving(admin)}
          />
        ))}
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

      <TheirPasswordDialog told={told} onClose={() => setTold(null)} />
    </Stack>
  );
}

/** One admin: email, when added and by whom, last sign-in, and (for another admin) reset and remove. */
function AdminCard({
  admin,
  isYou,
  onlyOne,
  onReset,
  onRemove,
}: {
  admin: Admin;
  isYou: boolean;
  /** The last admin cannot be removed. */
  onlyOne: boolean;
  onReset: () => void;
  onRemove: () => void;
}) {
  const dates = useStaffTime();
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : 'Never');
  return (
    <Paper component="li" withBorder p="md">
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
            <Button size="xs" variant="light" onClick={onReset}>
              Reset password
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={onlyOne}
              onClick={onRemove}
              aria-label={`Remove ${admin.email}`}
            >
              Remove
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** A made-up password, shown once for staff to pass on in person or by phone. */
function TheirPasswordDialog({
  told,
  onClose,
}: {
  told: { email: string; password: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={told !== null} onClose={onClose} title="Their password" centered>
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
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
