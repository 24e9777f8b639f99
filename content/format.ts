/** "a, b and c": lists in the site's copy, without a serial comma. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * "$4,850" from integer cents, "$4,850.50" when there are cents: what Intl's en-US currency
 * format writes, written out because a page's first Intl formatter costs the browser 30–50 ms of
 * set-up in one piece while the page hydrates (issue 10).
 */
export function formatPrice(cents: number): string {
  const amount = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(amount / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = amount % 100;
  return `${cents < 0 ? '-' : ''}$${dollars}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
