import type { AppDb } from '#db/create-db';
import { eventTypeInfo, type EventType } from './events.choices';
import { eventPayloadSchemas, eventPrivateSchema, type EventPayload, type EventPrivate } from './events.schema';
import {
  insertEvent,
  lockUndispatchedEvents,
  markEventsDispatched,
  notifyOutbox,
  type EventRow,
} from './events.repository';

export { OUTBOX_CHANNEL } from './events.repository';
export type RecordedEvent = EventRow;
export type { EventPayload, EventPrivate, StoredEventPayload } from './events.schema';

/**
 * Records that something happened, inside the caller's transaction: the event commits with the
 * lead (or booking, or reservation) it describes, or not at all. Delivery happens later, on the
 * job queue, woken by a NOTIFY that PostgreSQL sends only on commit.
 *
 *   await recordEvent(trx, 'quote_request.created', { ... });
 *
 * `privately` is for the site's own emails only (a booking's private link token): webhooks never
 * see it, and it is cleared once the event has been handed to its deliverers.
 */
export async function recordEvent<T extends EventType>(
  trx: AppDb,
  type: T,
  payload: EventPayload<T>,
  privately?: EventPrivate,
): Promise<{ id: string }> {
  const data = eventPayloadSchemas[type].parse(payload);
  const event = await insertEvent(trx, {
    type,
    version: eventTypeInfo[type].version,
    payload: data,
    private: privately === undefined ? undefined : eventPrivateSchema.parse(privately),
  });
  await notifyOutbox(trx);
  return event;
}

/**
 * Something that turns an event into work of its own (the webhook deliverer today, an email
 * deliverer next). `fanOut` runs inside the dispatch transaction: the rows it writes (one
 * delivery per subscribed endpoint, say) commit together with the event being marked dispatched.
 */
export interface EventFanOut {
  readonly name: string;
  fanOut(trx: AppDb, event: RecordedEvent): Promise<void>;
}

/**
 * Hands every undispatched event to each fan-out, in batches, exactly once: the events are
 * locked with SKIP LOCKED and marked dispatched in the same transaction as the rows the fan-outs
 * write, so two servers sweeping together split the work and a crash mid-way repeats nothing.
 */
export async function dispatchPendingEvents(
  db: AppDb,
  fanOuts: readonly EventFanOut[],
  batchSize = 50,
): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await db.transaction().execute(async (trx) => {
      const events = await lockUndispatchedEvents(trx, batchSize);
      for (const event of events) {
        for (const fanOut of fanOuts) await fanOut.fanOut(trx, event);
      }
      await markEventsDispatched(
        trx,
        events.map((e) => e.id),
      );
      return events.length;
    });
    total += handled;
    if (handled < batchSize) return total;
  }
}

/** Wakes the job runner after the caller's transaction commits (used for deliveries staff ask for). */
export function wakeOutbox(trx: AppDb): Promise<void> {
  return notifyOutbox(trx);
}
