import { sql, type Kysely } from 'kysely';

// Frozen in time. Issue 35 point 6 (decision 286): an order's "cemetery approval" checklist item.
// The day the cemetery approved the memorial and who marked it (both or neither), and the
// monuments the order's cemetery check is made against (the family's designs, as the checks read
// them), so the check can be made again when staff choose another cemetery.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders
    add column cemetery_approved_on date,
    add column cemetery_approved_by text,
    add column cemetery_monuments jsonb,
    add constraint orders_cemetery_approval_whole
      check ((cemetery_approved_on is null) = (cemetery_approved_by is null))`.execute(db);
}
