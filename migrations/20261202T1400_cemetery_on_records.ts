import { sql, type Kysely } from 'kysely';

// Frozen in time. Issue 35 (decision 270): the cemetery a family chose, the section and the rules
// the design broke when it was sent, kept with each record the office reads (a quote request, an
// estimate request, a booking, a package reservation, an order) as one JSON value, so the office
// sees what the family saw even after the cemetery's rules change. The records' own `cemetery` text
// (or a quote request's `cemetery_name`) stays the name as the family gave it.
const TABLES = ['basket_submissions', 'submissions', 'bookings', 've_commitments', 'orders'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column cemetery_check jsonb`.execute(db);
  }
}
