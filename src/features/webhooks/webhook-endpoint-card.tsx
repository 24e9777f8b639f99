import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { eventLabel, useWhen, type Endpoint } from './webhooks-shared';

/** One address new leads are sent to: its state, what it receives, and what staff can do with it. */
export function EndpointCard({
  endpoint,
  onTest,
  onShowLog,
  onTogglePause,
  onDelete,
}: {
  endpoint: Endpoint;
  onTest: () => void;
  onShowLog: () => void;
  onTogglePause: () => void;
  onDelete: () => void;
}) {
  const when = useWhen();
  return (
    <Card withBorder padding="md" data-testid="webhook-endpoint">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          <Badge
            color={endpoint.status === 'active' ? 'brand.7' : endpoint.pausedReason === 'failing' ? 'red.9' : 'gray.7'}
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
          <Button size="xs" onClick={onTest} disabled={endpoint.status !== 'active'}>
            Send a test
          </Button>
          <Button size="xs" variant="light" onClick={onShowLog}>
            Delivery log
          </Button>
          <Button size="xs" variant="light" onClick={onTogglePause}>
            {endpoint.status === 'active' ? 'Pause' : 'Resume'}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
