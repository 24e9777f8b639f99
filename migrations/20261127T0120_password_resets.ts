import { sql, type Kysely } from 'kysely';

// Frozen in time. "Forgot your password?" (decision record 172): one row per reset link sent,
// holding only the SHA-256 of the link's secret, its expiry and when it was used; and a fourth
// kind of email, to staff about their own account (the reset link, the notice that a password
// changed).
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table password_reset_tokens (
       token_hash bytea primary key,
       user_id uuid not null references users (id) on delete cascade,
       created_at timestamptz not null default now(),
       expires_at timestamptz not null,
       used_at timestamptz
     )`,
    `create index password_reset_tokens_user_idx on password_reset_tokens (user_id)`,
    `alter table email_messages drop constraint email_messages_audience_check`,
    `alter table email_messages add constraint email_messages_audience_check
       check (audience in ('office', 'family', 'test', 'staff'))`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
