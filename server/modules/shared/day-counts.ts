import { sql, type Kysely } from 'kysely';
import type { DB } from '#db/types';

/** The tables with a `created_at` column. */
type TableWithCreatedAt = { [T in keyof DB]: DB[T] extends { created_at: unknown } ? T : never }[keyof DB];

/**
 * How many rows a table gained per day since `since`, the days written `YYYY-MM-DD` in the given
 * time zone; days without any are absent (the dashboard's chart). Called by the repository that
 * owns the table, with its own table's name.
 */
export async function countCreatedPerDay(
  db: Kysely<DB>,
  table: TableWithCreatedAt,
  since: Date,
  timeZone: string,
): Promise<Array<{ day: string; count: number }>> {
  const { rows } = await sql<{ day: string; count: number }>`
    select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as count
    from ${sql.table(table)}
    where created_at >= ${since}
    group by 1`.execute(db);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}
