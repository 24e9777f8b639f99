import { sql, type Kysely } from 'kysely';

// Frozen in time. Orders and design proofs (issue 19, decision records 140-143): an order for a
// family's memorial with its stages (each with a date and a note the family can see), a history
// of every change (who, when), the proof files staff upload, and the proof versions the family
// checks and approves at /verify-manudraw. A version the family has decided on can never change:
// the trigger below refuses it even to code that forgets the rule.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table orders (
       id serial primary key,
       source_kind text not null default 'manual'
         constraint orders_source_kind_check check (source_kind in ('manual', 'quote_request', 'commitment', 'booking')),
       source_id text,
       family_name text not null constraint orders_family_name_check check (char_length(family_name) between 1 and 120),
       family_email text constraint orders_family_email_check check (char_length(family_email) <= 200),
       family_phone text constraint orders_family_phone_check check (char_length(family_phone) <= 40),
       office text not null default 'oklahoma',
       inscription text not null default '' constraint orders_inscription_check check (char_length(inscription) <= 2000),
       cemetery text constraint orders_cemetery_check check (char_length(cemetery) <= 200),
       plot text constraint orders_plot_check check (char_length(plot) <= 200),
       sold_kind text not null default 'description'
         constraint orders_sold_kind_check check (sold_kind in ('package', 'estimate', 'description')),
       sold_reference text constraint orders_sold_reference_check check (char_length(sold_reference) <= 120),
       sold_description text not null default '' constraint orders_sold_description_check check (char_length(sold_description) <= 2000),
       price_cents integer constraint orders_price_check check (price_cents is null or price_cents > 0),
       deposit_cents integer constraint orders_deposit_check check (deposit_cents is null or deposit_cents > 0),
       stage text not null default 'opened'
         constraint orders_stage_check check (stage in ('opened', 'deposit_received', 'design', 'proof_sent',
           'proof_approved', 'in_production', 'cemetery_permit', 'ready_to_set', 'installed', 'complete')),
       expected_installation text constraint orders_expected_installation_check check (char_length(expected_installation) <= 120),
       proof_code text not null constraint orders_proof_code_unique unique
         constraint orders_proof_code_check check (proof_code ~ '^[A-Z2-9]{9}$'),
       family_token text not null constraint orders_family_token_unique unique,
       staff_notes text,
       created_by text,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint orders_reachable_check check (family_email is not null or family_phone is not null),
       constraint orders_source_check check ((source_kind = 'manual') = (source_id is null))
     )`,
    // One click opens one order: the same quote request, reservation or booking twice is refused.
    `create unique index orders_source_unique on orders (source_kind, source_id) where source_id is not null`,
    `create index orders_stage_idx on orders (stage, updated_at desc)`,
    `create index orders_created_idx on orders (created_at desc)`,
    `create table order_stages (
       order_id integer not null references orders (id) on delete cascade,
       stage text not null,
       reached_on date not null,
       family_note text constraint order_stages_note_check check (char_length(family_note) <= 600),
       updated_by text,
       updated_at timestamptz not null default now(),
       primary key (order_id, stage)
     )`,
    `create table order_history (
       id serial primary key,
       order_id integer not null references orders (id) on delete cascade,
       detail text not null,
       by_email text,
       created_at timestamptz not null default now()
     )`,
    `create index order_history_order_idx on order_history (order_id, id)`,
    `create table order_proof_files (
       id uuid primary key default gen_random_uuid(),
       order_id integer not null references orders (id) on delete cascade,
       kind text not null constraint order_proof_files_kind_check check (kind in ('image', 'pdf')),
       file_name text not null default '',
       original_key text not null,
       large_key text,
       medium_key text,
       width integer,
       height integer,
       page_count integer,
       bytes integer not null,
       sha256 text not null constraint order_proof_files_sha_check check (sha256 ~ '^[0-9a-f]{64}$'),
       uploaded_by text,
       created_at timestamptz not null default now()
     )`,
    `create table order_proofs (
       id serial primary key,
       order_id integer not null references orders (id) on delete cascade,
       version integer not null constraint order_proofs_version_check check (version > 0),
       file_id uuid not null constraint order_proofs_file_unique unique references order_proof_files (id),
       file_sha256 text not null,
       lines jsonb not null,
       message text,
       status text not null default 'awaiting'
         constraint order_proofs_status_check check (status in ('awaiting', 'approved', 'changes_requested')),
       sent_by text,
       sent_at timestamptz not null default now(),
       decided_at timestamptz,
       approved_name text,
       approved_sha256 text,
       change_comments text,
       decided_ip_hash text,
       constraint order_proofs_version_unique unique (order_id, version),
       constraint order_proofs_approved_check check (status <> 'approved' or
         (approved_name is not null and decided_at is not null and approved_sha256 = file_sha256)),
       constraint order_proofs_changes_check check (status <> 'changes_requested' or
         (change_comments is not null and decided_at is not null))
     )`,
    `create index order_proofs_status_idx on order_proofs (status, order_id)`,
    // A decided version is final: approved (the record of what the family signed off, with the
    // hash of the file) or sent back with changes (a new version answers it). Refused here as
    // well as in the code, so no query, script or future feature can alter or remove one.
    `create function order_proofs_decided_is_final() returns trigger language plpgsql as $$
     begin
       if old.status = 'approved' then
         raise exception 'An approved proof cannot change (order %, version %).', old.order_id, old.version
           using errcode = 'P0A01';
       end if;
       if old.status <> 'awaiting' then
         raise exception 'A proof the family has answered cannot change (order %, version %).', old.order_id, old.version
           using errcode = 'P0A01';
       end if;
       if tg_op = 'DELETE' then
         return old;
       end if;
       if new.file_id <> old.file_id or new.file_sha256 <> old.file_sha256 or new.lines <> old.lines
          or new.version <> old.version or new.order_id <> old.order_id then
         raise exception 'A sent proof cannot change; issue a new version (order %, version %).', old.order_id, old.version
           using errcode = 'P0A01';
       end if;
       return new;
     end $$`,
    `create trigger order_proofs_decided_is_final before update or delete on order_proofs
       for each row execute function order_proofs_decided_is_final()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists order_proofs, order_proof_files, order_history, order_stages, orders`.execute(db);
  await sql`drop function if exists order_proofs_decided_is_final()`.execute(db);
}
