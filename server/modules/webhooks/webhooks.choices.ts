/** Webhook facts without zod: statuses and their words, and the retry schedule's limits. */

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
 * Retries: pg-boss waits about `RETRY_DELAY_S * 2^n` (with jitter) before try n+1, at most
 * `RETRY_DELAY_MAX_S`; a delivery is given up when it is `GIVE_UP_AFTER_S` old or has had
 * `MAX_ATTEMPTS` tries, whichever comes first (about three days either way).
 */
export const RETRY_DELAY_S = 30;
export const RETRY_DELAY_MAX_S = 6 * HOUR_S;
export const MAX_ATTEMPTS = 22;
export const GIVE_UP_AFTER_S = 3 * 24 * HOUR_S;
/** An endpoint whose deliveries have all failed for this long is paused, with a notice on the dashboard. */
export const PAUSE_FAILING_AFTER_S = 3 * 24 * HOUR_S;

/** Deliveries shown per page in an endpoint's log. */
export const DELIVERY_PAGE_SIZE = 20;
