import { sql, type Kysely } from 'kysely';

// Frozen in time. Baskets get a session row (last activity, for the 90-day clean-up and to
// serialize adds to one basket), quote requests are stored as basket submissions with a copy of
// the items, and a request counter table backs per-IP rate limits shared by every app server.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table basket_sessions (
       id uuid primary key,
       created_at timestamptz not null default now(),
       last_active_at timestamptz not null default now()
     )`,
    `create index basket_sessions_last_active_idx on basket_sessions (last_active_at)`,
    // Baskets that existed before this migration keep their items.
    `insert into basket_sessions (id, created_at, last_active_at)
       select session_id, min(created_at), max(created_at) from basket_items group by session_id`,
    `alter table basket_items
       add constraint basket_items_session_fkey foreign key (session_id)
       references basket_sessions (id) on delete cascade`,

    `create sequence basket_submission_number_seq`,
    // "Q-2026-000123": the year in the offices' zone and a number that never repeats.
    `create function next_basket_submission_reference() returns text language sql volatile as $$
       select 'Q-' || to_char(now() at time zone 'America/Chicago', 'YYYY') || '-'
         || lpad(n::text, greatest(6, length(n::text)), '0')
       from (select nextval('basket_submission_number_seq') as n) as next_number
     $$`,
    `create table basket_submissions (
       id uuid primary key default gen_random_uuid(),
       reference text not null default next_basket_submission_reference(),
       idempotency_key uuid not null,
       basket_session_id uuid not null,
       name text not null,
       email text,
       phone text,
       preferred_office text not null check (preferred_office in ('oklahoma', 'texas')),
       cemetery_name text,
       cemetery_town text,
       timeline text,
       message text,
       items jsonb not null,
       item_count integer not null check (item_count > 0),
       known_total_cents integer not null check (known_total_cents >= 0),
       status text not null default 'new' check (status in ('new', 'contacted', 'quoted', 'won', 'lost')),
       staff_notes text,
       status_changed_at timestamptz,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint basket_submissions_reference_key unique (reference),
       constraint basket_submissions_idempotency_key_key unique (idempotency_key),
       constraint basket_submissions_contact_check check (email is not null or phone is not null)
     )`,
    `create index basket_submissions_created_idx on basket_submissions (created_at desc)`,
    `create index basket_submissions_status_created_idx on basket_submissions (status, created_at desc)`,

    // Unlogged: counters are worth nothing after a crash, and skipping the WAL means one busy
    // counter row does not make every request wait for a disk flush.
    `create unlogged table rate_limit_counters (
       key text primary key,
       window_started_at timestamptz not null,
       hits integer not null
     )`,
    `create index rate_limit_counters_window_idx on rate_limit_counters (window_started_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
