import { sql, type Kysely } from 'kysely';

// Frozen in time. WordPress import done by hand's standards (issue 31, decision 181):
// - an old permalink whose post is still a draft answers a temporary redirect to /blog and
//   waits for the post: `waiting_for` holds the post's path, and publishing it turns the rule
//   into the 301 to that path;
// - every address a picture was fetched from is remembered with the blog picture it became,
//   so importing another export that uses it never fetches it again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table redirects add column waiting_for text check (char_length(waiting_for) <= 300)`.execute(db);
  await sql`create index redirects_waiting_for_idx on redirects (waiting_for) where waiting_for is not null`.execute(
    db,
  );
  await sql`
    create table imported_image_sources (
      url text primary key check (char_length(url) <= 2000),
      blog_image_id integer not null references blog_images (id) on delete cascade,
      created_at timestamptz not null default now()
    )
  `.execute(db);
}
