import { sql, type Kysely } from 'kysely';

// Frozen in time. The families' calculator (issue 12, decision 110): access grants (the
// price-calculator and design-tool access forms; a browser keeps a random token, the table keeps
// only its hash) and saved estimates, each with the published version it was priced by and a
// copy of what was priced, so a later price change never alters it. Then the legacy redirect
// rules that still carry decision 007's interim target go back to /calculator; a rule staff
// changed (its target or its note) is left alone.
const INTERIM_NOTE = 'The specification sends this to /calculator; change it when that page exists.';

export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table access_grants (
       id serial primary key,
       tool text not null check (tool in ('calculator', 'design_tool')),
       token_hash text not null unique,
       name text not null check (char_length(name) <= 120),
       email text check (char_length(email) <= 200),
       phone text check (char_length(phone) <= 40),
       zip text not null check (zip ~ '^[0-9]{5}$'),
       ip_hash text,
       created_at timestamptz not null default now(),
       revoked_at timestamptz,
       revoked_by text
     )`,
    `create index access_grants_created_idx on access_grants (created_at desc)`,
    `create table calculator_estimates (
       id serial primary key,
       reference text not null unique,
       version_id integer not null references calculator_versions (id),
       choices jsonb not null,
       configuration jsonb not null,
       summary jsonb not null,
       total_cents integer not null,
       low_cents integer not null,
       high_cents integer not null,
       grant_id integer references access_grants (id),
       created_at timestamptz not null default now()
     )`,
    `create index calculator_estimates_created_idx on calculator_estimates (created_at desc)`,
    `create index calculator_estimates_grant_idx on calculator_estimates (grant_id)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await moveInterimCalculatorRules(db);
}

/** The seeded rules still pointing at /pricing with their seeded note go to /calculator; staff-edited ones stay. */
export async function moveInterimCalculatorRules(db: Kysely<any>) {
  await sql`update redirects set target_path = '/calculator', note = null, updated_at = now()
            where target_path = '/pricing' and note = ${INTERIM_NOTE}`.execute(db);
}
