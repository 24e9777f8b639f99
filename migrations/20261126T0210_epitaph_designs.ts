import { sql, type Kysely } from 'kysely';

// Frozen in time. The epitaph builder (issue 18, decision 131): a family's saved design, with a
// reference for its link, the answers it was made from, the stone and the layout as measured
// when it was saved (a later change of font or rules never alters it). Then /ai-tools exists:
// the legacy rule for the design playground, seeded pointing at /gallery (decision 007), now
// points at the AI tools page, where the playground's card says it is coming. Only a rule still
// exactly as seeded moves; a rule staff changed (its target or its note) is left alone.
const PLAYGROUND_NOTE = 'The specification sends this to /ai-tools/design-playground; change it when that page exists.';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table epitaph_designs (
      id serial primary key,
      reference text not null unique check (reference ~ '^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$'),
      answers jsonb not null,
      stone jsonb not null,
      layout jsonb not null,
      attribution text check (char_length(attribution) <= 120),
      fits boolean not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index epitaph_designs_created_idx on epitaph_designs (created_at desc)`.execute(db);
  await moveInterimPlaygroundRule(db);
}

/** The seeded design-playground rule still pointing at /gallery with its seeded note goes to /ai-tools. */
export async function moveInterimPlaygroundRule(db: Kysely<any>) {
  await sql`update redirects set target_path = '/ai-tools', updated_at = now()
            where target_path = '/gallery' and note = ${PLAYGROUND_NOTE}`.execute(db);
}
