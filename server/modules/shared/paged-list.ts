import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { StringReference } from 'kysely';

/**
 * The staff lists that page by offset (submissions, package commitments, orders, quote
 * requests): one page of rows and the total for the pager, and the search box's matching. Each
 * repository keeps its own table, filters, columns and order; this is what they share.
 */

/** One page of a staff list, as every list screen reads it ("Showing 26-50 of 112."). */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * One page of `filtered` (the table with its filters, nothing selected yet) and how many rows it
 * has in all, as two queries side by side. `rows` selects and orders; the page is cut here.
 */
export async function pagedList<DB, TB extends keyof DB, Row, Item>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  paging: { page: number; pageSize: number },
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  toItem: (row: Row) => Item,
): Promise<ListPage<Item>> {
  const { page, pageSize } = paging;
  const [found, count] = await Promise.all([
    rows(filtered)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: found.map(toItem), total: Number((count as { total: number }).total), page, pageSize };
}

/** Text matched literally inside ILIKE: "50%_off" finds "50%_off", not "50 and anything off". */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The digits of a search typed as a phone number ("(580) 555-0136", "580.555", "+1 580"), or null. */
export function phoneDigits(q: string): string | null {
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 && /^[\d\s()+\-.]+$/.test(q) ? digits : null;
}

/**
 * What a staff search box matches: each of `columns` containing the words as typed (any case),
 * and, when the search is typed as a phone number, the `phone` column digit by digit, whatever
 * punctuation either has ("5805550136" finds "(580) 555-0136"). The caller adds its own exact
 * matches (a reference) and joins them all with `or`.
 */
export function searchMatches<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  q: string,
  fields: { columns: readonly StringReference<DB, TB>[]; phone?: StringReference<DB, TB> },
): Expression<SqlBool>[] {
  const pattern = `%${escapeLike(q)}%`;
  const matches: Expression<SqlBool>[] = fields.columns.map(
    (column) => sql<SqlBool>`${eb.ref(column)} ilike ${pattern}`,
  );
  const digits = phoneDigits(q);
  if (fields.phone && digits) {
    const phone = sql`regexp_replace(coalesce(${eb.ref(fields.phone)}, ''), '[^0-9]', '', 'g')`;
    matches.push(sql<SqlBool>`${phone} like ${`%${digits}%`}`);
  }
  return matches;
}
