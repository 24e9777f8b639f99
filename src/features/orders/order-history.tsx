import { Text, Timeline, Title } from '@mantine/core';
import { useStaffTime } from '#src/lib/staff-time';
import type { StaffOrder } from './use-order-refresh';

/** Everything that happened to the order, newest first, and who did it. */
export function OrderHistory({ order }: { order: StaffOrder }) {
  const dates = useStaffTime();
  return (
    <>
      <Title order={3} size="h4">
        History
      </Title>
      <Timeline bulletSize={14} lineWidth={2} aria-label="History">
        {order.history.map((entry) => (
          <Timeline.Item key={entry.id} title={entry.detail}>
            <Text size="sm" c="dimmed">
              {dates.dateTime(entry.createdAt)} · {entry.byEmail ?? 'the family, online'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}
