// Both offices are in Central time (product.md, settled reading 7); the zone is explicit so the
// server's render and the browser's agree. The staff screens (leads, quote requests) show every
// received time this one way.
// The zone comes from the business facts (`useBusiness().timeZone`, set at /admin/settings).
const formats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 21, 2026, 2:05 PM" in the offices' time zone. */
export function formatOfficeDateTime(iso: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
