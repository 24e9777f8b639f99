import { sql, type Kysely } from 'kysely';

// Frozen in time. The blog (issue 14): posts and the pictures staff upload for them (covers and
// pictures in the body), stored through the image pipeline like the gallery's.
//
// A post is a draft or published; "scheduled" is a published post whose time has not come, so a
// post appears at its time with no job to flip it (every public query asks published_at <= now()).
// `revision` goes up by one on every save: a save that names an older revision is refused, so
// two tabs editing one post never overwrite each other silently.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table blog_images (
       id serial primary key,
       image_url text not null,
       medium_url text,
       width integer,
       height integer,
       variants jsonb,
       placeholder_color text,
       original_key text,
       content_hash text,
       created_at timestamptz not null default now()
     )`,
    `create table blog_posts (
       id serial primary key,
       title text not null check (char_length(title) <= 200),
       slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
       excerpt text not null default '' check (char_length(excerpt) <= 400),
       category text not null,
       body_html text not null default '',
       reading_minutes integer not null default 1,
       cover_image_id integer references blog_images(id) on delete set null,
       cover_alt text,
       seo_title text,
       seo_description text,
       status text not null default 'draft' check (status in ('draft', 'published')),
       published_at timestamptz,
       revision integer not null default 1,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint blog_posts_slug_key unique (slug),
       constraint blog_posts_published_has_time check (status = 'draft' or published_at is not null)
     )`,
    `create index blog_posts_published_idx on blog_posts (published_at desc) where status = 'published'`,
    `create index blog_posts_category_idx on blog_posts (category, published_at desc) where status = 'published'`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
