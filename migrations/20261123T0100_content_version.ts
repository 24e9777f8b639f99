import { sql, type Kysely } from 'kysely';

// Frozen in time. One row holding the version of everything the public pages show: every
// successful staff change adds one, and each app server drops its cached pages when it sees a
// new number (decision record 040).
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table content_version (
         id smallint primary key default 1 check (id = 1),
         version bigint not null default 1,
         changed_at timestamptz not null default now()
       )`,
    )
    .execute(db);
  await sql`insert into content_version (id) values (1)`.execute(db);
}
