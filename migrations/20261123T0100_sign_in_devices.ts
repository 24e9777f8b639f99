import { sql, type Kysely } from 'kysely';

// Frozen in time. Secrets the app makes for itself on first use and every app server shares,
// starting with the key that signs device cookies (decision record 037).
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table server_secrets (
         name text primary key,
         value text not null,
         created_at timestamptz not null default now()
       )`,
    )
    .execute(db);
}
