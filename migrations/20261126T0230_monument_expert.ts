import { sql, type Kysely } from 'kysely';

// Frozen in time. The monument expert (issue 18, decision 135): the passages it answers from,
// cut from the site's own content (FAQ, service pages, published posts, packages, business
// facts, the calculator's published price list) with a full-text vector kept by the database,
// the one-row record of what the index was built from, and a new kind of lead: a family asking
// the expert's page for a call back.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table expert_passages (
       id serial primary key,
       source_kind text not null check (source_kind in
         ('faq', 'faq_article', 'service', 'blog', 'package', 'business', 'calculator', 'pricing')),
       source_key text not null,
       title text not null check (char_length(title) <= 300),
       url text not null check (char_length(url) <= 500),
       body text not null check (char_length(body) <= 8000),
       published_at timestamptz,
       search tsvector generated always as (
         setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
       ) stored
     )`,
    `create index expert_passages_search_idx on expert_passages using gin (search)`,
    `create table expert_index_state (
       id integer primary key check (id = 1),
       content_version bigint not null,
       fingerprint text not null,
       passages integer not null,
       indexed_at timestamptz not null default now()
     )`,
    `alter table submissions drop constraint submissions_kind_check`,
    `alter table submissions add constraint submissions_kind_check
       check (kind in ('contact', 'estimate', 'callback'))`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
