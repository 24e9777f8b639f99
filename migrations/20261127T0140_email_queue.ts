import { sql, type Kysely } from 'kysely';

// Frozen in time. The email queue (decision 177): a random part for each email's Message-ID (the
// row number alone repeats across installations); the address an office notice came from, so a
// burst of leads from one address is grouped; and the digest those later notices are gathered
// into, held until the end of the hour the burst began.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `alter table email_messages add column message_key uuid not null default gen_random_uuid()`,
    `alter table email_messages add column sender_key text`,
    `alter table email_messages add column digest_key text`,
    `alter table email_messages add column digest jsonb`,
    `alter table email_messages add column hold_until timestamptz`,
    `create index email_messages_sender_idx on email_messages (sender_key, created_at) where sender_key is not null`,
    `create unique index email_messages_open_digest_key on email_messages (digest_key) where digest_key is not null and enqueued_at is null`,
    `create index email_messages_pending_idx on email_messages (created_at) where status = 'pending'`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
