import { useQuery } from '@tanstack/react-query';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { orderSourceLabels } from '#server/modules/orders/orders.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { OrderStageBadge } from './stage-badge';
import { useOrderRefresh, type StaffOrder } from './use-order-refresh';
import { OrderFamilyAccess } from './order-family-access';
import { OrderProofSection } from './order-proof-section';
import { OrderStageSection } from './order-stage-section';
import { OrderDetailsSection } from './order-details-section';
import { OrderStaffNotes } from './order-staff-notes';
import { OrderHistory } from './order-history';
import { OrderChecklist } from './order-checklist';

/** The orders screen's drawer for one order, asked again every 20 seconds while open. */
export function OrderDetail({ id }: { id: number }) {
  const trpc = useTRPC();
  // A proof decision shows up without a reload: the open order is asked again every 20 seconds.
  const { data, error, isPending } = useQuery({
    ...trpc.admin.orders.get.queryOptions({ id }),
    staleTime: 5_000,
    refetchInterval: 20_000,
  });
  if (isPending) return <Text>Loading…</Text>;
  if (error || !data) return <Alert color="red">{errorMessage(error, 'This order could not be loaded.')}</Alert>;
  return <OrderEditor key={`${data.id}-${data.updatedAt}`} order={data} />;
}

/** One order, section by section: its checklist, the family's access, proofs, stages, details, notes and history. */
function OrderEditor({ order }: { order: StaffOrder }) {
  const dates = useStaffTime();
  const refresh = useOrderRefresh();

  return (
    <Stack gap="lg">
      <div>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {order.name}
          </Title>
          <OrderStageBadge stage={order.stage} />
        </Group>
        <Text size="sm" c="dimmed">
          {order.reference} · {orderSourceLabels[order.sourceKind]} · opened {dates.dateTime(order.createdAt)}
          {order.createdBy ? ` by ${order.createdBy}` : ''}
        </Text>
      </div>

      <OrderChecklist order={order} onChanged={refresh} />

      <OrderFamilyAccess order={order} onChanged={refresh} />

      <OrderProofSection order={order} onChanged={refresh} />

      <OrderStageSection order={order} onChanged={refresh} />

      <OrderDetailsSection order={order} onChanged={refresh} />

      <OrderStaffNotes order={order} onChanged={refresh} />

      <OrderHistory order={order} />
    </Stack>
  );
}
