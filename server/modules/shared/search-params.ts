/**
 * Plain readers for staff lists' address-bar parameters (not zod: the parsers ship with every
 * page's router, decision 044). Anything odd reads as "not given".
 */

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A search box's text, trimmed and capped; a number typed in the address bar counts as text. */
export function searchText(value: unknown, maxLength = 200): string | undefined {
  const text =
    typeof value === 'string' ? value.trim().slice(0, maxLength) : typeof value === 'number' ? String(value) : '';
  return text || undefined;
}

/** A list's page number, 1 to 10,000; 1 when missing or odd. */
export function searchPage(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The id of the row open in a side panel: a positive 32-bit integer, or undefined. */
export function searchId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}
