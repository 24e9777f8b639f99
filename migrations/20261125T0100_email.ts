import { sql, type Kysely } from 'kysely';

// Frozen in time. Email: every message the site sends (office notices, family confirmations,
// reminders, tests) with its delivery status, which is also the sent-email log staff read; a
// private part on events (a booking's manage link) that webhooks never send and that is cleared
// once the emails are written; and the day-before reminder mark on bookings.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `alter table events add column private jsonb`,
    `create table email_messages (
       id serial primary key,
       event_id uuid references events (id) on delete set null,
       event_type text not null,
       audience text not null constraint email_messages_audience_check check (audience in ('office', 'family', 'test')),
       to_addresses text[] not null,
       reply_to text,
       subject text not null,
       text_body text not null,
       html_body text not null,
       attachments jsonb not null default '[]',
       status text not null default 'pending' constraint email_messages_status_check check (status in ('pending', 'sent', 'failed')),
       attempts integer not null default 0,
       last_error text,
       smtp_response text,
       enqueued_at timestamptz,
       last_attempt_at timestamptz,
       sent_at timestamptz,
       created_at timestamptz not null default now()
     )`,
    `create unique index email_messages_event_audience_key on email_messages (event_id, audience) where event_id is not null`,
    `create index email_messages_unqueued_idx on email_messages (created_at) where enqueued_at is null`,
    `create index email_messages_created_idx on email_messages (created_at desc)`,
    `alter table bookings add column reminded_at timestamptz`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
