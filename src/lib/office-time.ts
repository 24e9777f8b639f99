import { business } from '#content/business';

// Both offices are in Central time (product.md, settled reading 7); the zone is explicit so the
// server's render and the browser's agree. The staff screens (leads, quote requests) show every
// received time this one way.
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 21, 2026, 2:05 PM" in the offices' time zone. */
export const formatOfficeDateTime = (iso: string) => dateTime.format(new Date(iso));
