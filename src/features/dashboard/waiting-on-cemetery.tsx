import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { counted } from '#server/modules/shared/plural';

type Waiting = RouterOutputs['admin']['dashboard']['summary']['waitingOnCemetery'];

/**
 * Open orders waiting on a cemetery's approval (decision 286), oldest first: the cemetery and
 * section, its lead time, how long the order has waited and the day to ask by, each a link to
 * the order.
 */
export function WaitingOnCemetery({ waiting }: { waiting: Waiting }) {
  const dates = useStaffTime();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="cemetery-waiting-title">
      <Title order={2} size="h3" id="cemetery-waiting-title">
        Orders waiting on a cemetery
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Open orders whose cemetery has not approved the memorial yet, oldest first. Mark the approval in the order’s
        checklist.
      </Text>
      {waiting.orders.length === 0 ? (
        <Text>No order is waiting on a cemetery.</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {waiting.orders.map((order) => (
            <li key={order.id} data-testid="cemetery-waiting-order">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Anchor component={Link} to="/admin/orders" search={{ open: order.id } as never} fw={600}>
                    {order.name}
                  </Anchor>{' '}
                  <Text span size="sm" c="dimmed">
                    {order.reference}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {order.cemetery} · {order.leadTime}
                  </Text>
                  {order.askBy && (
                    <Text size="sm" c={order.late ? 'red.8' : undefined}>
                      {order.late ? 'Should have been asked by' : 'Ask by'} {dates.day(order.askBy)}
                    </Text>
                  )}
                </div>
                <Group gap={6}>
                  {order.findings > 0 && (
                    <Badge color="orange.8" variant="light">
                      {counted(order.findings, 'rule')} to look at
                    </Badge>
                  )}
                  <Badge color="gray.7" variant="outline">
                    {order.waited}
                  </Badge>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {waiting.total > waiting.orders.length && (
        <Text size="sm" mt="sm">
          {counted(waiting.total - waiting.orders.length, 'more order')} waiting.{' '}
          <Anchor component={Link} to="/admin/orders">
            All orders
          </Anchor>
        </Text>
      )}
    </Paper>
  );
}
