import { sql, type Kysely } from 'kysely';

// Frozen in time. One rate-limiting mechanism (decision record 036): the sign-in throttle and
// the lead-form limit move onto `rate_limit_counters`, which gains `blocked_until` (a key
// refused until then: the end of its window, or a sign-in lock-out). Locks in force are carried
// over; plain counts are not worth keeping.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `alter table rate_limit_counters add column blocked_until timestamptz`,
    `insert into rate_limit_counters (key, window_started_at, hits, blocked_until)
       select 'signin:' || key, window_started_at, failures, locked_until
       from login_throttle where locked_until > now()
       on conflict (key) do nothing`,
    `drop table login_throttle`,
    `drop table lead_rate_limits`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
