import { sql, type Kysely } from 'kysely';

// Frozen in time. The 404 log is bounded (issue 8): paths and referrers of at most 300
// characters, no rows for the RPC endpoint, the staff area or asset files, and an index to
// find the oldest single hits to prune. Rows that break the new rules are removed or cut.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `delete from not_found_log
       where char_length(path) > 300
          or path ~* '^/(trpc|admin|assets|media)(/|$)'
          or path ~* '\\.(js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|json|xml|txt|webmanifest)$'`,
    `update not_found_log set last_referrer = left(last_referrer, 300) where char_length(last_referrer) > 300`,
    `alter table not_found_log
       add constraint not_found_log_path_length check (char_length(path) <= 300),
       add constraint not_found_log_referrer_length check (char_length(last_referrer) <= 300)`,
    `create index not_found_log_prune_idx on not_found_log ((hits = 1) desc, last_seen_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
