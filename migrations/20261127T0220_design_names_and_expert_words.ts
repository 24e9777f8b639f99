import { sql, type Kysely } from 'kysely';

// Frozen in time. Two changes for the family tools:
//
// 1. The calculator's seeded designs were named with their sizes ("Single upright 36 × 6 × 24 on
//    a 42 × 12 × 6 base"), which a family can change, so a resized design's name contradicted
//    its sizes. Names no longer carry sizes; every screen shows them from the configuration
//    (decision 209). A seeded name is renamed only where it is still the seeded value for that
//    design's key: a name staff typed stays as they typed it. The draft and every published
//    version are renamed alike (only the name: no configuration or price changes), so
//    publishing, the history and a rollback show the same names.
// 2. The monument expert's search words are made by the application, no longer by the
//    database's English stemmer, which differs between PostgreSQL releases (decision 201,
//    amended): the vector becomes a column the application writes. The passages are dropped
//    with their record, so the first question rebuilds them.
const RENAMED: Array<{ key: string; seeded: string; name: string }> = [
  { key: 'single_upright', seeded: 'Single upright 36 × 6 × 24 on a 42 × 12 × 6 base', name: 'Single upright' },
  {
    key: 'companion_upright',
    seeded: 'Companion upright 60 × 8 × 30 on a 72 × 14 × 8 base',
    name: 'Companion upright',
  },
  { key: 'slant_marker', seeded: 'Slant marker 24 × 10 × 16 on a base', name: 'Slant marker on a base' },
  { key: 'bevel_marker', seeded: 'Bevel marker 24 × 12 × 6', name: 'Bevel marker' },
  { key: 'flat_marker', seeded: 'Flat marker 24 × 12 × 4', name: 'Flat marker' },
  { key: 'companion_flat', seeded: 'Companion flat marker 44 × 14 × 4', name: 'Companion flat marker' },
  { key: 'memorial_bench', seeded: 'Memorial bench 48 × 16 × 18', name: 'Memorial bench' },
];

/** The document with the one template of this key and name renamed, its order kept. */
const renamed = (key: string, from: string, to: string) => sql`
  jsonb_set(document, '{templates}', (
    select jsonb_agg(
      case when t->>'key' = ${key}::text and t->>'name' = ${from}::text
        then jsonb_set(t, '{name}', to_jsonb(${to}::text)) else t end
      order by position)
    from jsonb_array_elements(document->'templates') with ordinality as x(t, position)))`;

const holds = (key: string, name: string) =>
  sql`jsonb_typeof(document->'templates') = 'array'
    and document->'templates' @> jsonb_build_array(jsonb_build_object('key', ${key}::text, 'name', ${name}::text))`;

/** Renames the seeded designs whose name staff left as seeded, in the draft and every version (safe to run again). */
export async function renameSeededDesigns(db: Kysely<any>, direction: 'up' | 'down' = 'up'): Promise<void> {
  for (const item of RENAMED) {
    const [from, to] = direction === 'up' ? [item.seeded, item.name] : [item.name, item.seeded];
    for (const table of ['calculator_draft', 'calculator_versions'] as const)
      await sql`update ${sql.table(table)} set document = ${renamed(item.key, from, to)} where ${holds(item.key, from)}`.execute(
        db,
      );
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await renameSeededDesigns(db, 'up');
  await sql`delete from expert_index_state`.execute(db);
  await sql`delete from expert_passages`.execute(db);
  await sql`alter table expert_passages drop column search`.execute(db);
  await sql`alter table expert_passages add column search tsvector not null default ''::tsvector`.execute(db);
  await sql`create index expert_passages_search_idx on expert_passages using gin (search)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from expert_index_state`.execute(db);
  await sql`delete from expert_passages`.execute(db);
  await sql`alter table expert_passages drop column search`.execute(db);
  await sql`alter table expert_passages add column search tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
    ) stored`.execute(db);
  await sql`create index expert_passages_search_idx on expert_passages using gin (search)`.execute(db);
  await renameSeededDesigns(db, 'down');
}
