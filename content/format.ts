/** "a, b and c": lists in the site's copy, without a serial comma. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "$4,850" from integer cents. */
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

// Built once: a formatter per call was a measurable part of rendering `/` (about 2% in the profile).
export function formatPrice(cents: number): string {
  return (cents % 100 ? withCents : wholeDollars).format(cents / 100);
}
