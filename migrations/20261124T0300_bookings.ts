import { sql, type Kysely } from 'kysely';

// Frozen in time. Consultation booking (decision records 060-062): each office's settings, the
// dates it is closed, and the bookings themselves. Two bookings of one consultant at one office
// can never overlap: an exclusion constraint (btree_gist) decides, never a check-then-insert.
// Cancelled bookings leave the constraint, so cancelling frees the time at once.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create extension if not exists btree_gist`,
    `create table booking_settings (
       office text primary key constraint booking_settings_office_check check (office in ('oklahoma', 'texas')),
       slot_minutes integer not null default 60 check (slot_minutes between 15 and 240),
       buffer_minutes integer not null default 15 check (buffer_minutes between 0 and 120),
       min_notice_hours integer not null default 24 check (min_notice_hours between 0 and 336),
       days_ahead integer not null default 28 check (days_ahead between 1 and 180),
       consultants integer not null default 1 check (consultants between 1 and 10),
       updated_at timestamptz not null default now()
     )`,
    `insert into booking_settings (office) values ('oklahoma'), ('texas')`,
    `create table booking_closed_dates (
       id serial primary key,
       office text constraint booking_closed_dates_office_check check (office in ('oklahoma', 'texas')),
       starts_on date not null,
       ends_on date not null,
       label text not null,
       created_at timestamptz not null default now(),
       constraint booking_closed_dates_order_check check (ends_on >= starts_on)
     )`,
    `create index booking_closed_dates_range_idx on booking_closed_dates (ends_on, starts_on)`,
    `create table bookings (
       id serial primary key,
       office text not null constraint bookings_office_check check (office in ('oklahoma', 'texas')),
       consultant integer not null check (consultant between 1 and 10),
       starts_at timestamptz not null,
       ends_at timestamptz not null,
       blocked_until timestamptz not null,
       status text not null default 'booked'
         constraint bookings_status_check check (status in ('booked', 'completed', 'no_show', 'cancelled')),
       name text not null,
       email text,
       phone text,
       topic text not null,
       cemetery text,
       town text,
       notes text,
       attachment jsonb,
       source text not null default 'online' constraint bookings_source_check check (source in ('online', 'phone')),
       token_hash text unique,
       seen_at timestamptz,
       cancel_reason text,
       cancelled_by text constraint bookings_cancelled_by_check check (cancelled_by in ('visitor', 'staff')),
       status_changed_at timestamptz,
       ip_hash text,
       created_at timestamptz not null default now(),
       constraint bookings_order_check check (ends_at > starts_at and blocked_until >= ends_at),
       constraint bookings_reachable_check check (email is not null or phone is not null),
       constraint bookings_no_overlap exclude using gist (
         office with =,
         consultant with =,
         tstzrange(starts_at, blocked_until, '[)') with &&
       ) where (status <> 'cancelled')
     )`,
    `create index bookings_office_starts_idx on bookings (office, starts_at)`,
    `create index bookings_status_idx on bookings (status, starts_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
