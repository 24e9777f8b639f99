import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { eventTypeInfo, eventTypes, type EventType } from '#server/modules/events/events.choices';
import { webhookEndpointInputSchema } from '#server/modules/webhooks/webhooks.schema';
import { deliveryReasonLabels, deliveryStatusLabels } from '#server/modules/webhooks/webhooks.choices';
import { useStaffTime } from '#src/lib/staff-time';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';

type Endpoint = RouterOutputs['admin']['webhooks']['list'][number];

/** A time in the log, as every staff screen writes it. */
function useWhen() {
  const dates = useStaffTime();
  return (value: string | Date | null) => (value ? dates.dateTime(value) : '—');
}

const eventLabel = (type: string) =>
  eventTypeInfo[type as EventType]?.label ?? (type === 'webhook.test' ? 'Test' : type);

/** /admin/webhooks: where new leads are sent (a CRM, Zapier, a chat channel), and how that went. */
export function WebhooksAdmin() {
  const when = useWhen();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: endpoints } = useSuspenseQuery(trpc.admin.webhooks.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
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
            <Card key={endpoint.id} withBorder padding="md" data-testid="webhook-endpoint">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {endpoint.url}
                  </Text>
                  <Badge
                    color={
                      endpoint.status === 'active'
                        ? 'brand.7'
                        : endpoint.pausedReason === 'failing'
                          ? 'red.9'
                          : 'gray.7'
                    }
                    variant={endpoint.status === 'paused' && endpoint.pausedReason !== 'failing' ? 'outline' : 'filled'}
                  >
                    {endpoint.status === 'active'
                      ? 'Active'
                      : endpoint.pausedReason === 'failing'
                        ? 'Paused: kept failing'
                        : 'Paused'}
                  </Badge>
                </Group>
                {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
                <Group gap={6}>
                  {endpoint.eventTypes.map((type) => (
                    <Badge key={type} variant="outline" color="gray.7">
                      {eventLabel(type)}
                    </Badge>
                  ))}
                </Group>
                <Text size="sm" c="dimmed">
                  Last delivered: {when(endpoint.lastSuccessAt)}
                  {endpoint.pendingDeliveries > 0 && ` · ${endpoint.pendingDeliveries} still being tried`}
                </Text>
                <Group gap="xs">
                  <Button size="xs" onClick={() => test(endpoint)} disabled={endpoint.status !== 'active'}>
                    Send a test
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setLogFor(endpoint)}>
                    Delivery log
                  </Button>
                  <Button size="xs" variant="light" onClick={() => togglePause(endpoint)}>
                    {endpoint.status === 'active' ? 'Pause' : 'Resume'}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setDeleting(endpoint)}>
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}

      {adding && (
        <AddWebhookModal
          onClose={() => setAdding(false)}
          onCreated={(created) => {
            setAdding(false);
            setSecret(created);
            void refresh();
          }}
        />
      )}

      <Modal
        opened={secret !== null}
        onClose={() => setSecret(null)}
        title="Webhook added: copy its secret now"
        centered
      >
        <Stack>
          <Text>
            The system at <strong style={{ overflowWrap: 'anywhere' }}>{secret?.url}</strong> uses this secret to check
            that messages really come from your website. Paste it into that system now:{' '}
            <strong>it will not be shown again.</strong>
          </Text>
          <Code block data-testid="webhook-secret" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {secret?.secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={secret?.secret ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy the secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setSecret(null)}>I have copied it</Button>
          </Group>
        </Stack>
      </Modal>

      {logFor && <DeliveryLogModal endpoint={logFor} onClose={() => setLogFor(null)} />}

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

type Created = { url: string; secret: string };

function AddWebhookModal({ onClose, onCreated }: { onClose: () => void; onCreated: (created: Created) => void }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.webhooks.create.mutationOptions());
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<string[]>([...eventTypes]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = webhookEndpointInputSchema.safeParse({ url, description, eventTypes: types });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      setErrors(Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, v?.[0] ?? ''])));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const created = await create.mutateAsync({ url, description, eventTypes: parsed.data.eventTypes });
      onCreated({ url: created.endpoint.url, secret: created.secret });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorMessage(error));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Add a webhook" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Address to send to"
            description="Given by the other system, for example https://hooks.zapier.com/…"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={errors.url}
            required
            inputMode="url"
          />
          <TextInput
            label="Description"
            description="To remember what it is, for example “Our CRM”"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
          <Checkbox.Group label="Send these" value={types} onChange={setTypes} error={errors.eventTypes} required>
            <Stack gap="xs" mt="xs">
              {eventTypes.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={eventTypeInfo[type].label}
                  description={eventTypeInfo[type].description}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add the webhook
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeliveryLogModal({ endpoint, onClose }: { endpoint: Endpoint; onClose: () => void }) {
  const when = useWhen();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const log = useQuery({
    ...trpc.admin.webhooks.deliveries.queryOptions({ endpointId: endpoint.id, page }),
    // While a delivery is still being tried, the log follows it.
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : false),
  });
  const redeliver = useMutation(
    trpc.admin.webhooks.redeliver.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.webhooks.pathKey() }),
    }),
  );

  async function again(deliveryId: number) {
    try {
      await redeliver.mutateAsync({ deliveryId });
      notifications.show({
        title: 'Sending again',
        message: 'The new try appears at the top of the log.',
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not sent', message: errorMessage(error), color: 'red' });
    }
  }

  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Modal opened onClose={onClose} title="Delivery log" size="xl" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {endpoint.url}
        </Text>
        {log.isPending && <Text>Loading the log…</Text>}
        {log.isError && <Alert color="red">{errorMessage(log.error)}</Alert>}
        {data && data.deliveries.length === 0 && <Text>Nothing has been sent to this address yet.</Text>}
        {data?.deliveries.map((delivery) => (
          <Card key={delivery.id} withBorder padding="sm" data-testid="webhook-delivery">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{eventLabel(delivery.eventType)}</Text>
                <Text size="sm" c="dimmed">
                  {deliveryReasonLabels[delivery.reason] ?? delivery.reason} · {when(delivery.createdAt)}
                </Text>
              </div>
              <Group gap="xs">
                <Badge
                  color={
                    delivery.status === 'succeeded' ? 'brand.7' : delivery.status === 'pending' ? 'gray.7' : 'red.9'
                  }
                  variant={delivery.status === 'pending' ? 'outline' : 'filled'}
                >
                  {deliveryStatusLabels[delivery.status]}
                </Badge>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => again(delivery.id)}
                  disabled={endpoint.status !== 'active'}
                >
                  Send again
                </Button>
              </Group>
            </Group>
            {delivery.tries.length > 0 && (
              <Table.ScrollContainer minWidth={520} mt="xs">
                <Table fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Try</Table.Th>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Answer</Table.Th>
                      <Table.Th>Took</Table.Th>
                      <Table.Th>What they said</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {delivery.tries.map((t) => (
                      <Table.Tr key={t.attempt}>
                        <Table.Td>{t.attempt}</Table.Td>
                        <Table.Td>{when(t.startedAt)}</Table.Td>
                        <Table.Td>{t.statusCode ?? 'No answer'}</Table.Td>
                        <Table.Td>{t.durationMs} ms</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          {t.error ?? (t.responseExcerpt || '—')}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        ))}
        {pages > 1 && (
          <Group justify="space-between">
            <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Newer
            </Button>
            <Text size="sm">
              Page {page} of {pages}
            </Text>
            <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Older
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
