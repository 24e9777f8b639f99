import { randomBytes, randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { Webhook } from 'standardwebhooks';
import type { AppDb } from '#db/create-db';
import { wakeOutbox, type EventFanOut, type RecordedEvent } from '../events/events.service';
import { TEST_EVENT_TYPE } from '../events/events.choices';
import { DELIVERY_PAGE_SIZE, PAUSE_FAILING_AFTER_S, WEBHOOK_RETRY, type DeliveryStatus } from './webhooks.choices';
import { enqueueWaiting, tryDelivery, type DeliveryOutcome, type OutboxRow } from '../shared/outbox-deliverer.service';
import type { WebhookEndpointInput } from './webhooks.schema';
import {
  claimUnqueuedDeliveries,
  countEndpointsPausedForFailing,
  deleteEndpointRow,
  endpointDeliveryFigures,
  findDelivery,
  findDeliveryForSending,
  findEndpoint,
  insertDelivery,
  insertEndpoint,
  listDeliveryPage,
  listEndpointRows,
  listSubscribedEndpoints,
  markEndpointFailing,
  markEndpointHealthy,
  pauseEndpointsFailingSince,
  recordAttempt,
  setDeliveryStatus,
  setEndpointStatus,
  type DeliveryForSending,
} from './webhooks.repository';
import { checkWebhookUrl, postWebhook, type WebhookNetwork, type WebhookResponse } from './webhook-request';

export type { WebhookNetwork } from './webhook-request';

/** The pg-boss queue that carries one job per delivery. */
export const WEBHOOK_QUEUE = 'webhook-deliver';

const notFound = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'That webhook no longer exists. Please reload the page.' });

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The body every receiver gets (Standard Webhooks' recommended shape: type, timestamp, data). */
export function webhookBody(type: string, version: number, timestamp: Date, data: unknown): string {
  return JSON.stringify({ type, version, timestamp: timestamp.toISOString(), data });
}

/** Adds an endpoint after checking its address; the secret is returned here and never again. */
export async function createEndpoint(db: AppDb, input: WebhookEndpointInput, network: WebhookNetwork) {
  const check = await checkWebhookUrl(input.url, network);
  if (!check.ok) {
    // As a ZodError cause, so the form shows the message beside the address field.
    const refusal = z.object({ url: z.custom(() => false, { error: check.message }) }).safeParse({ url: input.url });
    throw new TRPCError({ code: 'BAD_REQUEST', message: check.message, cause: refusal.error });
  }
  const secret = newSecret();
  const endpoint = await insertEndpoint(db, {
    url: input.url,
    description: input.description ?? '',
    eventTypes: input.eventTypes,
    secret,
  });
  return { endpoint, secret };
}

/** Every endpoint with its latest success and deliveries still being tried (no secrets). */
export async function listEndpoints(db: AppDb) {
  const [endpoints, figures] = await Promise.all([listEndpointRows(db), endpointDeliveryFigures(db)]);
  const byId = new Map(figures.map((f) => [f.endpoint_id, f]));
  return endpoints.map((e) => ({
    ...e,
    lastSuccessAt: byId.get(e.id)?.last_success_at ?? null,
    pendingDeliveries: byId.get(e.id)?.pending ?? 0,
  }));
}

export async function setEndpointPaused(db: AppDb, id: number, paused: boolean) {
  const changed = await setEndpointStatus(db, id, paused ? 'paused' : 'active', paused ? 'staff' : null);
  if (!changed) throw notFound();
  const endpoint = await findEndpoint(db, id);
  if (!endpoint) throw notFound();
  return endpoint;
}

export async function deleteEndpoint(db: AppDb, id: number) {
  if (!(await deleteEndpointRow(db, id))) throw notFound();
  return { ok: true as const };
}

async function activeEndpointOrThrow(db: AppDb, id: number) {
  const endpoint = await findEndpoint(db, id);
  if (!endpoint) throw notFound();
  if (endpoint.status !== 'active') {
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: 'This webhook is paused. Resume it first, then send again.',
    });
  }
  return endpoint;
}

/** Queues a test message to one endpoint; the job runner sends it within moments. */
export async function sendTestDelivery(db: AppDb, endpointId: number) {
  const endpoint = await activeEndpointOrThrow(db, endpointId);
  return db.transaction().execute(async (trx) => {
    const id = await insertDelivery(trx, {
      endpointId: endpoint.id,
      eventId: null,
      messageId: `msg_${randomUUID()}`,
      eventType: TEST_EVENT_TYPE,
      body: webhookBody(TEST_EVENT_TYPE, 1, new Date(), {
        message: 'This is a test from your website. If you can read this, the webhook works.',
        endpointId: endpoint.id,
      }),
      reason: 'test',
    });
    await wakeOutbox(trx);
    return { deliveryId: id! };
  });
}

/** Sends a delivery's message again, as it was (same webhook-id, so a receiver can tell it is a repeat). */
export async function redeliver(db: AppDb, deliveryId: number) {
  const delivery = await findDelivery(db, deliveryId);
  if (!delivery) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'That delivery no longer exists. Please reload the page.' });
  }
  await activeEndpointOrThrow(db, delivery.endpoint_id);
  return db.transaction().execute(async (trx) => {
    const id = await insertDelivery(trx, {
      endpointId: delivery.endpoint_id,
      eventId: delivery.event_id,
      messageId: delivery.message_id,
      eventType: delivery.event_type,
      body: delivery.body,
      reason: 'redelivery',
    });
    await wakeOutbox(trx);
    return { deliveryId: id! };
  });
}

/** One page of an endpoint's delivery log, newest first, each delivery with its attempts. */
export async function listDeliveries(db: AppDb, endpointId: number, page = 1) {
  if (!(await findEndpoint(db, endpointId))) throw notFound();
  const { rows, attempts, total } = await listDeliveryPage(
    db,
    endpointId,
    DELIVERY_PAGE_SIZE,
    (page - 1) * DELIVERY_PAGE_SIZE,
  );
  return {
    total,
    page,
    pageSize: DELIVERY_PAGE_SIZE,
    deliveries: rows.map((r) => ({
      id: r.id,
      eventType: r.event_type,
      reason: r.reason,
      status: r.status as DeliveryStatus,
      attempts: r.attempts,
      messageId: r.message_id,
      createdAt: r.created_at,
      lastAttemptAt: r.last_attempt_at,
      tries: attempts
        .filter((a) => a.delivery_id === r.id)
        .map((a) => ({
          attempt: a.attempt,
          startedAt: a.started_at,
          statusCode: a.status_code,
          durationMs: a.duration_ms,
          responseExcerpt: a.response_excerpt,
          error: a.error,
        })),
    })),
  };
}

/** For the dashboard: endpoints paused because their deliveries kept failing. */
export function countWebhooksPausedForFailing(db: AppDb): Promise<number> {
  return countEndpointsPausedForFailing(db);
}

/** The webhook side of event delivery: one delivery row per active endpoint that asked for the type. */
export const webhookFanOut: EventFanOut = {
  name: 'webhooks',
  async fanOut(trx: AppDb, event: RecordedEvent) {
    const endpoints = await listSubscribedEndpoints(trx, event.type);
    if (endpoints.length === 0) return;
    const body = webhookBody(event.type, event.version, event.occurredAt, event.payload);
    for (const endpoint of endpoints) {
      await insertDelivery(trx, {
        endpointId: endpoint.id,
        eventId: event.id,
        messageId: `msg_${event.id}`,
        eventType: event.type,
        body,
        reason: 'event',
      });
    }
  },
};

/**
 * Gives deliveries that have no job yet their job, through the outbox deliverer, in the same
 * transaction that marks them queued: each delivery gets exactly one job, even with two servers
 * sweeping at once.
 */
export function enqueueWaitingDeliveries(
  db: AppDb,
  enqueue: (trx: AppDb, deliveryIds: number[], options: { priority: number }) => Promise<void>,
  batchSize = 100,
): Promise<number> {
  return enqueueWaiting(db, claimUnqueuedDeliveries, enqueue, batchSize);
}

const stateOf: Record<DeliveryStatus, OutboxRow['state']> = {
  pending: 'pending',
  succeeded: 'sent',
  failed: 'finished',
  skipped: 'finished',
};
const statusOf = { sent: 'succeeded', retry: 'pending', 'gave-up': 'failed' } as const satisfies Record<
  string,
  DeliveryStatus
>;

/**
 * One try at one delivery by the outbox deliverer, signed per Standard Webhooks at the moment of
 * sending: 'retry' when the job queue should try again later (with backoff); given up on the
 * schedule's last try or age. A delivery to a paused endpoint is skipped; an endpoint that has
 * failed for PAUSE_FAILING_AFTER_S is paused.
 */
export function attemptDelivery(
  db: AppDb,
  deliveryId: number,
  network: WebhookNetwork,
  now: () => Date = () => new Date(),
): Promise<DeliveryOutcome> {
  return tryDelivery<DeliveryForSending & OutboxRow, WebhookResponse>(
    {
      load: async () => {
        const delivery = await findDeliveryForSending(db, deliveryId);
        return delivery && { ...delivery, state: stateOf[delivery.status] };
      },
      holdBack: async (delivery) => {
        if (delivery.endpointStatus === 'active') return false;
        await setDeliveryStatus(db, delivery.id, 'skipped');
        return true;
      },
      send: async (delivery, startedAt) => {
        const headers = {
          'webhook-id': delivery.messageId,
          'webhook-timestamp': String(Math.floor(startedAt.getTime() / 1000)),
          'webhook-signature': new Webhook(delivery.secret).sign(delivery.messageId, startedAt, delivery.body),
        };
        const response = await postWebhook(delivery.url, delivery.body, headers, network);
        const code = response.statusCode;
        return { ok: response.error === null && code !== null && code >= 200 && code < 300, detail: response };
      },
      record: (delivery, attempt) =>
        db.transaction().execute(async (trx) => {
          // The endpoint row first, as deleting an endpoint does (then its deliveries): one lock order, no deadlock.
          if (attempt.result.ok) await markEndpointHealthy(trx, delivery.endpointId);
          else {
            const pauseBefore = new Date(attempt.at.getTime() - PAUSE_FAILING_AFTER_S * 1000);
            await markEndpointFailing(trx, delivery.endpointId, pauseBefore);
          }
          const response = attempt.result.detail;
          await recordAttempt(trx, {
            deliveryId: delivery.id,
            attempt: attempt.number,
            startedAt: attempt.at,
            statusCode: response.statusCode,
            durationMs: response.durationMs,
            excerpt: response.excerpt,
            error: response.error,
            status: statusOf[attempt.verdict],
          });
        }),
    },
    WEBHOOK_RETRY,
    now,
  );
}

/** The hourly check: endpoints that have failed for days are paused (also done at each failure). */
export function pauseLongFailingEndpoints(db: AppDb, now = new Date()): Promise<number> {
  return pauseEndpointsFailingSince(db, new Date(now.getTime() - PAUSE_FAILING_AFTER_S * 1000));
}
