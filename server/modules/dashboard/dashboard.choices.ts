/**
 * Every kind of request a family makes, as the dashboard's chart counts them: contact messages,
 * price estimates and call-backs (leads), quote requests (basket), consultation bookings and
 * package reservations. Each is counted by its owning domain's service (dashboard.admin-router).
 */
export const REQUEST_KINDS = ['contact', 'estimate', 'callback', 'quoteRequest', 'booking', 'reservation'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export type RequestsOnDay = { day: string } & Record<RequestKind, number>;

/** The chart's legend, in the order of REQUEST_KINDS. */
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  contact: 'Contact messages',
  estimate: 'Price estimates',
  callback: 'Call-back requests',
  quoteRequest: 'Quote requests',
  booking: 'Consultation bookings',
  reservation: 'Package reservations',
};
