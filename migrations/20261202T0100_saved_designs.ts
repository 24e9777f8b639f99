import { sql, type Kysely } from 'kysely';

// Frozen in time. The design playground (issue 34, decision 247): a family's saved design, with
// an unguessable reference for its link (the same alphabet and form as saved estimates and
// epitaphs), the configuration exactly as sent (it reopens byte for byte), the price list version
// that priced it, and the design-tool access grant it was saved under when the gate was on.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table saved_designs (
      id uuid primary key default gen_random_uuid(),
      reference text not null unique check (reference ~ '^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$'),
      configuration jsonb not null,
      price_list_version_id integer references calculator_versions (id),
      grant_id integer references access_grants (id),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index saved_designs_created_idx on saved_designs (created_at desc)`.execute(db);
  await sql`create index saved_designs_grant_idx on saved_designs (grant_id)`.execute(db);
}
