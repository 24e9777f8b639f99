import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { AddWebhookModal, type Created } from './add-webhook-modal';
import { DeliveryLogModal } from './delivery-log-modal';
import { EndpointCard } from './webhook-endpoint-card';
import { SecretModal } from './webhook-secret-modal';
import type { Endpoint } from './webhooks-shared';

/** /admin/webhooks: where new leads are sent (a CRM, Zapier, a chat channel), and how that went. */
export function WebhooksAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: endpoints } = useSuspenseQuery(trpc.admin.webhooks.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<Created | null>(null);
  const [logFor, setLogFor] = useState<Endpoint | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.webhooks.pathKey() });
  const setPaused = useMutation(trpc.admin.webhooks.setPaused.mutationOptions({ onSuccess: refresh }));
  const sendTest = useMutation(trpc.admin.webhooks.sendTest.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.admin.webhooks.delete.mutationOptions({ onSuccess: refresh }));

  const failing = endpoints.filter((e) => e.pausedReason === 'failing');

  async function test(endpoint: Endpoint) {
    try {
      await sendTest.mutateAsync({ id: endpoint.id });
      notifications.show({
        title: 'Test sent',
        message: 'It appears in the delivery log within a few seconds.',
        color: 'green',
      });
      setLogFor(endpoint);
    } catch (error) {
      notifications.show({ title: 'Not sent', message: errorMessage(error), color: 'red' });
    }
  }

  async function togglePause(endpoint: Endpoint) {
    const paused = endpoint.status === 'active';
    try {
      await setPaused.mutateAsync({ id: endpoint.id, paused });
      notifications.show({
        title: paused ? 'Paused' : 'Resumed',
        message: paused ? 'Nothing is sent to this address until you resume it.' : 'New leads are sent again.',
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Error', message: errorMessage(error), color: 'red' });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      notifications.show({ title: 'Webhook deleted', message: deleting.url, color: 'green' });
      setDeleting(null);
    } catch (error) {
      notifications.show({ title: 'Error', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            Webhooks
          </Title>
          <Text c="dimmed" maw={640}>
            Send every new lead to another system (your CRM, Zapier, a chat channel) the moment it arrives. If that
            system is down, we keep trying for about three days.
          </Text>
        </div>
        <Button onClick={() => setAdding(true)}>Add a webhook</Button>
      </Group>

      {failing.length > 0 && (
        <Alert color="red" title="A webhook was paused because it kept failing">
          {failing.map((e) => e.url).join(', ')} did not accept anything for several days, so we stopped sending to it.
          Check the address with whoever runs that system, then resume it.
        </Alert>
      )}

      {endpoints.length === 0 ? (
        <Text>No webhooks yet. Leads are still kept here in the admin; webhooks only send a copy elsewhere.</Text>
      ) : (
        <Stack gap="md">
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onTest={() => test(endpoint)}
              onShowLog={() => setLogFor(endpoint)}
              onTogglePause={() => togglePause(endpoint)}
              onDelete={() => setDeleting(endpoint)}
            />
          ))}
        </Stack>
      )}

      <AddWebhookModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setSecret(created);
          void refresh();
        }}
      />

      <SecretModal secret={secret} onClose={() => setSecret(null)} />

      <DeliveryLogModal endpoint={logFor} onClose={() => setLogFor(null)} />

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this webhook?" centered>
        <Stack>
          <Text>
            Nothing more will be sent to <strong style={{ overflowWrap: 'anywhere' }}>{deleting?.url}</strong>, and its
            delivery log is removed. Leads stay here in the admin.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
