import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  const ddl = `
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      name text,
      password_hash text not null,
      created_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));

    create table user_roles (
      user_id uuid not null references users(id) on delete cascade,
      role text not null check (role in ('admin')),
      created_at timestamptz not null default now(),
      primary key (user_id, role)
    );

    create table sessions (
      id text primary key,
      user_id uuid not null references users(id) on delete cascade,
      secret_hash bytea not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index sessions_user_id_idx on sessions (user_id);

    create table login_throttle (
      key text primary key,
      failures integer not null default 0,
      window_started_at timestamptz not null default now(),
      locked_until timestamptz
    );

    create table basket_items (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null,
      item_type text not null,
      item_id text not null,
      item_data jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      constraint basket_items_session_item_key unique (session_id, item_type, item_id)
    );
    create index basket_items_session_created_idx on basket_items (session_id, created_at desc);

    create table site_images (
      id uuid primary key default gen_random_uuid(),
      category text not null check (category in ('hero', 'service', 'about', 'process')),
      is_active boolean not null default true,
      display_order integer not null default 0,
      created_at timestamptz not null default now(),
      name text not null,
      image_url text not null,
      medium_url text,
      alt_text text not null,
      usage_notes text
    );
    create index site_images_category_order_idx on site_images (category, is_active, display_order, created_at desc);

    create table gallery_images (
      id uuid primary key default gen_random_uuid(),
      category text not null check (category in
        ('set_monuments', 'catalog_items', 'stock_items', 'clearance_specials', 'artwork', 'granite_colors')),
      image_url text not null,
      medium_url text,
      optimized_image_url text,
      thumbnail_url text,
      title text,
      display_order integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index gallery_images_category_order_idx on gallery_images (category, display_order, created_at desc);

    create table redirects (
      id serial primary key,
      match_type text not null check (match_type in ('exact', 'keyword')),
      pattern text not null,
      target_path text not null check (target_path like '/%'),
      status_code integer not null check (status_code in (301, 302)),
      priority integer not null default 100,
      note text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint redirects_match_pattern_key unique (match_type, pattern)
    );

    create table not_found_log (
      path text primary key,
      hits integer not null default 1,
      last_referrer text,
      first_seen_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now()
    );
    create index not_found_log_last_seen_idx on not_found_log (last_seen_at desc);
  `;
  // One statement per call: PGlite's extended protocol runs a single statement at a time.
  for (const statement of ddl
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
