/** Webhook facts without zod: statuses and their words, and the retry schedule's limits. */

import type { RetrySchedule } from '../shared/outbox-deliverer.service';

export const endpointStatuses = ['active', 'paused'] as const;
export type EndpointStatus = (typeof endpointStatuses)[number];

export const deliveryStatuses = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Trying',
  succeeded: 'Delivered',
  failed: 'Gave up',
  skipped: 'Not sent (paused)',
};

export const deliveryReasonLabels: Record<string, string> = {
  event: 'New event',
  test: 'Test',
  redelivery: 'Sent again',
};

const HOUR_S = 60 * 60;
/**
 * Retries (the outbox deliverer's schedule): the first within a minute, each wait about twice
 * the last, at most six hours; a delivery is given up after 22 tries or at three days old,
 * whichever comes first (about three days either way).
 */
export const WEBHOOK_RETRY: RetrySchedule = {
  maxAttempts: 22,
  firstDelayS: 30,
  maxDelayS: 6 * HOUR_S,
  giveUpAfterS: 3 * 24 * HOUR_S,
};
/** An endpoint whose deliveries have all failed for this long is paused, with a notice on the dashboard. */
export const PAUSE_FAILING_AFTER_S = 3 * 24 * HOUR_S;

/** Deliveries shown per page in an endpoint's log. */
export const DELIVERY_PAGE_SIZE = 20;
