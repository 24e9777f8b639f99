import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { WebhookEndpointsTable } from '#db/types';
import type { DeliveryStatus, EndpointStatus } from './webhooks.choices';
import { claimRowsWithoutJob } from '../shared/outbox-deliverer.service';

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  eventTypes: string[];
  status: EndpointStatus;
  pausedReason: 'staff' | 'failing' | null;
  failingSince: Date | null;
  createdAt: Date;
}

const endpointColumns = [
  'id',
  'url',
  'description',
  'event_types',
  'status',
  'paused_reason',
  'failing_since',
  'created_at',
] as const;

type EndpointRow = Pick<Selectable<WebhookEndpointsTable>, (typeof endpointColumns)[number]>;

const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  description: r.description,
  eventTypes: r.event_types,
  status: r.status as EndpointStatus,
  pausedReason: r.paused_reason as WebhookEndpoint['pausedReason'],
  failingSince: r.failing_since,
  createdAt: r.created_at,
});

export async function insertEndpoint(
  db: AppDb,
  input: { url: string; description: string; eventTypes: string[]; secret: string },
): Promise<WebhookEndpoint> {
  const row = await db
    .insertInto('webhook_endpoints')
    .values({ url: input.url, description: input.description, event_types: input.eventTypes, secret: input.secret })
    .returning(endpointColumns)
    .executeTakeFirstOrThrow();
  return toEndpoint(row);
}

export async function listEndpointRows(db: AppDb): Promise<WebhookEndpoint[]> {
  const rows = await db.selectFrom('webhook_endpoints').select(endpointColumns).orderBy('id').execute();
  return rows.map(toEndpoint);
}

export async function findEndpoint(db: AppDb, id: number): Promise<WebhookEndpoint | null> {
  const row = await db.selectFrom('webhook_endpoints').select(endpointColumns).where('id', '=', id).executeTakeFirst();
  return row ? toEndpoint(row) : null;
}

/** Active endpoints that asked for this event type. */
export async function listSubscribedEndpoints(db: AppDb, eventType: string): Promise<Array<{ id: number }>> {
  return db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('status', '=', 'active')
    .where(sql<boolean>`${eventType} = any(event_types)`)
    .execute();
}

export async function setEndpointStatus(
  db: AppDb,
  id: number,
  status: EndpointStatus,
  pausedReason: 'staff' | 'failing' | null,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({
      status,
      paused_reason: pausedReason,
      updated_at: sql`now()`,
      // Resuming starts the failure clock afresh.
      ...(status === 'active' ? { failing_since: null } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEndpointRow(db: AppDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function markEndpointHealthy(db: AppDb, id: number): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', id).execute();
}

/** Notes a failure; pauses the endpoint when every delivery has failed since `pauseBefore`. Returns true when paused now. */
export async function markEndpointFailing(db: AppDb, id: number, pauseBefore: Date): Promise<boolean> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: sql`coalesce(failing_since, now())` })
    .where('id', '=', id)
    .returning('failing_since')
    .executeTakeFirst();
  if (!row?.failing_since || row.failing_since > pauseBefore) return false;
  const paused = await db
    .updateTable('webhook_endpoints')
    .set({ status: 'paused', paused_reason: 'failing', updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(paused.numUpdatedRows) > 0;
}

/** Active endpoints failing since before `pauseBefore` are paused (the hourly sweep). */
export async function pauseEndpointsFailingSince(db: AppDb, pauseBefore: Date): Promise<number> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ status: 'paused', paused_reason: 'failing', updated_at: sql`now()` })
    .where('status', '=', 'active')
    .where('failing_since', '<=', pauseBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countEndpointsPausedForFailing(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'paused')
    .where('paused_reason', '=', 'failing')
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface NewDelivery {
  endpointId: number;
  eventId: string | null;
  messageId: string;
  eventType: string;
  body: string;
  reason: 'event' | 'test' | 'redelivery';
}

/** A new delivery; an event reaches one endpoint once (the unique index makes a repeat a no-op). */
export async function insertDelivery(db: AppDb, input: NewDelivery): Promise<number | null> {
  const row = await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: input.endpointId,
      event_id: input.eventId,
      message_id: input.messageId,
      event_type: input.eventType,
      body: input.body,
      reason: input.reason,
    })
    .onConflict((oc) => oc.columns(['event_id', 'endpoint_id']).where('reason', '=', 'event').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Locks deliveries that have no job yet and marks them queued; the caller creates their jobs in the same transaction. */
export function claimUnqueuedDeliveries(trx: AppDb, limit: number): Promise<Array<{ id: number }>> {
  return claimRowsWithoutJob(trx, 'webhook_deliveries', limit);
}

export interface DeliveryForSending {
  id: number;
  endpointId: number;
  messageId: string;
  eventType: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
  endpointStatus: EndpointStatus;
}

/** A delivery with its endpoint's address and secret, for one attempt. */
export async function findDeliveryForSending(trx: AppDb, id: number): Promise<DeliveryForSending | null> {
  const row = await trx
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.endpoint_id',
      'd.message_id',
      'd.event_type',
      'd.body',
      'd.status',
      'd.attempts',
      'd.created_at',
      'e.url',
      'e.secret',
      'e.status as endpoint_status',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    messageId: row.message_id,
    eventType: row.event_type,
    body: row.body,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    createdAt: row.created_at,
    url: row.url,
    secret: row.secret,
    endpointStatus: row.endpoint_status as EndpointStatus,
  };
}

export async function recordAttempt(
  db: AppDb,
  input: {
    deliveryId: number;
    attempt: number;
    startedAt: Date;
    statusCode: number | null;
    durationMs: number;
    excerpt: string;
    error: string | null;
    status: DeliveryStatus;
  },
): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: input.deliveryId,
      attempt: input.attempt,
      started_at: input.startedAt,
      status_code: input.statusCode,
      duration_ms: input.durationMs,
      response_excerpt: input.excerpt,
      error: input.error,
    })
    .execute();
  await db
    .updateTable('webhook_deliveries')
    .set({ attempts: input.attempt, last_attempt_at: input.startedAt, status: input.status })
    .where('id', '=', input.deliveryId)
    .where('status', '=', 'pending')
    .execute();
}

export async function setDeliveryStatus(db: AppDb, id: number, status: DeliveryStatus): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ status }).where('id', '=', id).execute();
}

export async function findDelivery(db: AppDb, id: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'endpoint_id', 'event_id', 'message_id', 'event_type', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listDeliveryPage(db: AppDb, endpointId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .select(['id', 'event_type', 'reason', 'status', 'attempts', 'message_id', 'created_at', 'last_attempt_at'])
      .where('endpoint_id', '=', endpointId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const attempts = ids.length
    ? await db
        .selectFrom('webhook_attempts')
        .select(['delivery_id', 'attempt', 'started_at', 'status_code', 'duration_ms', 'response_excerpt', 'error'])
        .where('delivery_id', 'in', ids)
        .orderBy('delivery_id')
        .orderBy('attempt')
        .execute()
    : [];
  return { rows, attempts, total: total.n };
}

/** When each endpoint last got a delivery through, and the status of its latest delivery. */
export async function endpointDeliveryFigures(db: AppDb) {
  return db
    .selectFrom('webhook_deliveries')
    .select([
      'endpoint_id',
      sql<Date | null>`max(last_attempt_at) filter (where status = 'succeeded')`.as('last_success_at'),
      sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
    ])
    .groupBy('endpoint_id')
    .execute();
}
