import { eventTypeInfo, type EventType } from '#server/modules/events/events.choices';
import { useStaffTime } from '#src/lib/staff-time';
import type { RouterOutputs } from '#src/lib/trpc';

export type Endpoint = RouterOutputs['admin']['webhooks']['list'][number];

/** A time in the log, as every staff screen writes it. */
export function useWhen() {
  const dates = useStaffTime();
  return (value: string | Date | null) => (value ? dates.dateTime(value) : '—');
}

export const eventLabel = (type: string) =>
  eventTypeInfo[type as EventType]?.label ?? (type === 'webhook.test' ? 'Test' : type);
