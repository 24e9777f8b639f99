import { sql, type Kysely } from 'kysely';

// Frozen in time. The event outbox (one row per lead or other happening, written in the same
// transaction as the thing it describes), the webhook endpoints staff add, and each endpoint's
// deliveries with every attempt. pg-boss keeps its own tables in the `pgboss` schema.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table events (
       id uuid primary key default gen_random_uuid(),
       type text not null,
       version integer not null default 1,
       payload jsonb not null,
       occurred_at timestamptz not null default now(),
       dispatched_at timestamptz
     )`,
    `create index events_undispatched_idx on events (occurred_at) where dispatched_at is null`,
    `create index events_occurred_idx on events (occurred_at desc)`,
    `create table webhook_endpoints (
       id serial primary key,
       url text not null,
       description text not null default '',
       event_types text[] not null,
       secret text not null,
       status text not null default 'active' constraint webhook_endpoints_status_check check (status in ('active', 'paused')),
       paused_reason text constraint webhook_endpoints_paused_reason_check check (paused_reason in ('staff', 'failing')),
       failing_since timestamptz,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now()
     )`,
    `create table webhook_deliveries (
       id serial primary key,
       endpoint_id integer not null references webhook_endpoints (id) on delete cascade,
       event_id uuid references events (id) on delete set null,
       message_id text not null,
       event_type text not null,
       body text not null,
       reason text not null constraint webhook_deliveries_reason_check check (reason in ('event', 'test', 'redelivery')),
       status text not null default 'pending' constraint webhook_deliveries_status_check check (status in ('pending', 'succeeded', 'failed', 'skipped')),
       attempts integer not null default 0,
       enqueued_at timestamptz,
       last_attempt_at timestamptz,
       created_at timestamptz not null default now()
     )`,
    `create unique index webhook_deliveries_event_endpoint_key on webhook_deliveries (event_id, endpoint_id) where reason = 'event'`,
    `create index webhook_deliveries_unqueued_idx on webhook_deliveries (created_at) where enqueued_at is null`,
    `create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc)`,
    `create table webhook_attempts (
       id serial primary key,
       delivery_id integer not null references webhook_deliveries (id) on delete cascade,
       attempt integer not null,
       started_at timestamptz not null default now(),
       status_code integer,
       duration_ms integer not null,
       response_excerpt text not null default '',
       error text
     )`,
    `create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, attempt)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
