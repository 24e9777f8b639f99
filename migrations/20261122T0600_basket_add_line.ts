import { sql, type Kysely } from 'kysely';

// Frozen in time. Adding a basket line goes through a function that catches the unique
// constraint's violation (SQLSTATE 23505) inside the database and answers false for "already
// there". The constraint still decides (no check-then-insert), but no error reaches the
// client: embedded PGlite 0.4 breaks after about 12,500 errors raised to its caller, and every
// duplicate add used to raise one (decision record 035).
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function basket_add_line(p_session_id uuid, p_item_type text, p_item_id text, p_item_data jsonb)
       returns boolean language plpgsql volatile as $$
       declare
         violated text;
       begin
         insert into basket_items (session_id, item_type, item_id, item_data)
           values (p_session_id, p_item_type, p_item_id, p_item_data);
         return true;
       exception when unique_violation then
         get stacked diagnostics violated = constraint_name;
         if violated = 'basket_items_session_item_key' then
           return false;
         end if;
         raise;
       end
       $$`,
    )
    .execute(db);
}
