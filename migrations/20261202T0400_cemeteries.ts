import { sql, type Kysely } from 'kysely';

// Frozen in time. Cemeteries the office serves and their rules by section (issue 35, decision
// 266): a section's rules are published only when confirmed (date, source and who, all or none);
// staff changes are kept before and after, as the settings' history keeps them, so one can be
// undone. Names and towns are found by trigram similarity (pg_trgm) on both databases.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table cemeteries (
      id serial primary key,
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
      name text not null check (length(btrim(name)) between 1 and 120),
      town text not null check (length(btrim(town)) between 1 and 80),
      county text not null default '' check (length(county) <= 80),
      state text not null check (state ~ '^[A-Z]{2}$'),
      latitude numeric(9, 6) check (latitude between -90 and 90),
      longitude numeric(9, 6) check (longitude between -180 and 180),
      phone text not null default '' check (length(phone) <= 40),
      email text not null default '' check (length(email) <= 254),
      website text not null default '' check (length(website) <= 300),
      office_hours text not null default '' check (length(office_hours) <= 300),
      notes text not null default '' check (length(notes) <= 4000),
      placeholder boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((latitude is null) = (longitude is null))
    )
  `.execute(db);
  await sql`
    create index cemeteries_search_idx on cemeteries
      using gin ((lower(name || ' ' || town)) gin_trgm_ops)
  `.execute(db);
  await sql`create index cemeteries_state_idx on cemeteries (state, name)`.execute(db);
  await sql`
    create table cemetery_sections (
      id serial primary key,
      cemetery_id integer not null references cemeteries (id) on delete cascade,
      position integer not null default 0,
      name text not null check (length(btrim(name)) between 1 and 80),
      kinds_allowed text[] not null
        check (cardinality(kinds_allowed) >= 1
          and kinds_allowed <@ array['upright', 'slant', 'bevel', 'flat', 'ledger', 'bench']::text[]),
      max_height_in numeric(6, 2) check (max_height_in > 0 and max_height_in <= 240),
      max_width_in numeric(6, 2) check (max_width_in > 0 and max_width_in <= 240),
      max_depth_in numeric(6, 2) check (max_depth_in > 0 and max_depth_in <= 240),
      base_max_height_in numeric(6, 2) check (base_max_height_in > 0 and base_max_height_in <= 240),
      base_max_width_in numeric(6, 2) check (base_max_width_in > 0 and base_max_width_in <= 240),
      base_max_depth_in numeric(6, 2) check (base_max_depth_in > 0 and base_max_depth_in <= 240),
      base_required boolean not null default false,
      foundation_required boolean not null default false,
      foundation_by text check (foundation_by in ('cemetery', 'us', 'either')),
      granite_colors text[],
      bronze_only boolean not null default false,
      vases_allowed boolean not null default true,
      setting_fee_cents integer check (setting_fee_cents between 0 and 10000000),
      permit_fee_cents integer check (permit_fee_cents between 0 and 10000000),
      approval_lead_days integer check (approval_lead_days between 0 and 365),
      notes text not null default '' check (length(notes) <= 4000),
      confirmed_on date,
      confirmed_source text check (confirmed_source in ('phone', 'printed', 'website')),
      confirmed_by text check (length(btrim(confirmed_by)) between 1 and 120),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (cemetery_id, name),
      check ((foundation_by is null) or foundation_required),
      check (
        (confirmed_on is null and confirmed_source is null and confirmed_by is null)
        or (confirmed_on is not null and confirmed_source is not null and confirmed_by is not null)
      )
    )
  `.execute(db);
  await sql`create index cemetery_sections_cemetery_idx on cemetery_sections (cemetery_id, position)`.execute(db);
  await sql`
    create table cemetery_history (
      id serial primary key,
      cemetery_slug text not null,
      action text not null check (action in ('create', 'update', 'delete', 'import', 'undo')),
      changed_at timestamptz not null default now(),
      changed_by uuid references users (id) on delete set null,
      changed_by_email text not null,
      before jsonb,
      after jsonb,
      undo_of integer references cemetery_history (id) on delete set null,
      undone_at timestamptz
    )
  `.execute(db);
  await sql`create index cemetery_history_changed_at_idx on cemetery_history (changed_at desc)`.execute(db);
  await sql`create index cemetery_history_slug_idx on cemetery_history (cemetery_slug, id desc)`.execute(db);
}
