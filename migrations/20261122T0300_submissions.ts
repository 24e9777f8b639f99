import { sql, type Kysely } from 'kysely';

// Frozen in time. Leads from the public forms (contact, price estimate; more kinds later by a
// migration that replaces submissions_kind_check) and the per-address counter that limits them.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table submissions (
       id serial primary key,
       kind text not null constraint submissions_kind_check check (kind in ('contact', 'estimate')),
       name text not null,
       email text,
       phone text,
       message text,
       extra jsonb not null default '{}'::jsonb,
       source_page text,
       status text not null default 'new' constraint submissions_status_check check (status in ('new', 'contacted', 'closed')),
       staff_notes text,
       ip_hash text,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint submissions_reachable_check check (email is not null or phone is not null)
     )`,
    `create index submissions_created_idx on submissions (created_at desc)`,
    `create index submissions_status_created_idx on submissions (status, created_at desc)`,
    `create index submissions_kind_created_idx on submissions (kind, created_at desc)`,
    // A fixed-window counter per key, kept in the database so every app server agrees.
    `create table lead_rate_limits (
       key text primary key,
       hits integer not null default 0,
       window_started_at timestamptz not null default now()
     )`,
    `create index lead_rate_limits_window_idx on lead_rate_limits (window_started_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
