import { sql, type Kysely } from 'kysely';

// Frozen in time. /blog exists (issue 14): the legacy rules seeded with the interim target
// /faq (decision 007) go back to /blog. Only rules still exactly as seeded move: a rule staff
// changed (its target or its note) is theirs and stays as it is.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update redirects
       set target_path = '/blog', note = null, updated_at = now()
     where target_path = '/faq'
       and note = 'The specification sends this to /blog; change it when that page exists.'
  `.execute(db);
}
