import { sql, type Kysely } from 'kysely';

// Frozen in time. The price calculator's configuration (issue 11, decision 051): one draft
// document that staff edit (with a revision number and a log of what changed, for conflict
// checks), and immutable published versions. The newest published version prices visitors.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table calculator_draft (
       id smallint primary key default 1 check (id = 1),
       document jsonb not null,
       revision integer not null default 0 check (revision >= 0),
       updated_by text,
       updated_at timestamptz not null default now()
     )`,
    `create table calculator_draft_changes (
       id serial primary key,
       revision integer not null,
       section text not null,
       item_key text,
       summary text not null check (char_length(summary) <= 500),
       changed_by text,
       changed_at timestamptz not null default now()
     )`,
    `create index calculator_draft_changes_revision_idx on calculator_draft_changes (revision)`,
    `create table calculator_versions (
       id serial primary key,
       document jsonb not null,
       note text not null check (char_length(note) <= 300),
       published_by text,
       published_at timestamptz not null default now(),
       restored_from integer references calculator_versions (id)
     )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
