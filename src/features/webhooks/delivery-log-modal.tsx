import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deliveryReasonLabels, deliveryStatusLabels } from '#server/modules/webhooks/webhooks.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { eventLabel, useWhen, type Endpoint } from './webhooks-shared';

/**
 * One address's deliveries in a dialog. It stays mounted while closed, with the last address shown
 * as it fades out, so that focus goes back to the button that opened it.
 */
export function DeliveryLogModal({ endpoint, onClose }: { endpoint: Endpoint | null; onClose: () => void }) {
  const [shown, setShown] = useState(endpoint);
  if (endpoint && endpoint !== shown) setShown(endpoint);
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title="Delivery log" size="xl" centered>
      {shown && <DeliveryLog endpoint={shown} />}
    </Modal>
  );
}

/** One address's deliveries, newest first, with every try. */
function DeliveryLog({ endpoint }: { endpoint: Endpoint }) {
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
                color={delivery.status === 'succeeded' ? 'brand.7' : delivery.status === 'pending' ? 'gray.7' : 'red.9'}
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
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{t.error ?? (t.responseExcerpt || '—')}</Table.Td>
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
  );
}
