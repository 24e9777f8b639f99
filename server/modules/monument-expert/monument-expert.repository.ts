import { sql, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { ExpertIndexStateTable, ExpertPassagesTable } from '#db/types';
import type { PassageKind } from './monument-expert.choices';
import type { Passage } from './monument-expert.sources';
import { lexemesOfText } from './monument-expert.stems';

export interface IndexState {
  contentVersion: number;
  fingerprint: string;
  passages: number;
  indexedAt: Date;
}

const toState = (
  row: Pick<Selectable<ExpertIndexStateTable>, 'content_version' | 'fingerprint' | 'passages' | 'indexed_at'>,
) => ({
  contentVersion: Number(row.content_version),
  fingerprint: row.fingerprint,
  passages: row.passages,
  indexedAt: row.indexed_at,
});

export async function readIndexState(db: AppDb): Promise<IndexState | null> {
  const row = await db
    .selectFrom('expert_index_state')
    .select(['content_version', 'fingerprint', 'passages', 'indexed_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? toState(row) : null;
}

/** Holds the index's lock until the transaction ends: two servers never rebuild it at once. */
export async function lockIndex(trx: AppDb): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('expert_passages'))`.execute(trx);
}

/** Replaces every passage and records what they were built from (inside the caller's transaction). */
export async function replacePassages(
  trx: AppDb,
  passages: Passage[],
  state: { contentVersion: number; fingerprint: string },
): Promise<void> {
  await trx.deleteFrom('expert_passages').execute();
  for (let start = 0; start < passages.length; start += 100) {
    await trx
      .insertInto('expert_passages')
      .values(
        passages.slice(start, start + 100).map((p) => ({
          source_kind: p.kind,
          source_key: p.key,
          title: p.title,
          url: p.url,
          body: p.body,
          published_at: p.publishedAt ?? null,
          // The application's words (monument-expert.stems.ts), stored and ranked as they are.
          search: sql<string>`setweight(to_tsvector('simple', ${lexemesOfText(p.title).join(' ')}), 'A') || setweight(to_tsvector('simple', ${lexemesOfText(p.body).join(' ')}), 'B')`,
        })),
      )
      .execute();
  }
  await recordIndexState(trx, { ...state, passages: passages.length });
}

/** Records that the passages are current for this content version (nothing changed, or just rebuilt). */
export async function recordIndexState(
  db: AppDb,
  state: { contentVersion: number; fingerprint: string; passages: number },
): Promise<void> {
  await db
    .insertInto('expert_index_state')
    .values({
      id: 1,
      content_version: state.contentVersion,
      fingerprint: state.fingerprint,
      passages: state.passages,
      indexed_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        content_version: state.contentVersion,
        fingerprint: state.fingerprint,
        passages: state.passages,
        indexed_at: new Date(),
      }),
    )
    .execute();
}

/**
 * How many visible passages hold each lexeme (every lexeme, or only `words`), and how many
 * passages there are (for the terms' weights).
 */
export async function documentFrequencies(
  db: AppDb,
  words?: string[],
): Promise<{ total: number; df: Map<string, number> }> {
  const [{ rows }, count] = await Promise.all([
    words
      ? sql<{ word: string; ndoc: number | string }>`
          select word, ndoc from ts_stat('select search from expert_passages')
          where word = any(${sql.val(words)}::text[])`.execute(db)
      : sql<{ word: string; ndoc: number | string }>`
          select word, ndoc from ts_stat('select search from expert_passages')`.execute(db),
    db
      .selectFrom('expert_passages')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), df: new Map(rows.map((r) => [r.word, Number(r.ndoc)])) };
}

export interface PassageHit {
  id: number;
  kind: PassageKind;
  key: string;
  title: string;
  url: string;
  body: string;
  score: number;
  /** How many of the question's groups the passage matches. */
  matched: number;
}

/** One word of the question and its alternatives, each lexeme with its weight. */
export interface WeightedGroup {
  lexemes: Array<{ lexeme: string; weight: number }>;
}

/**
 * The best passages for the question's groups. A group scores the best of its lexemes (each
 * lexeme's weight times PostgreSQL's rank of the passage for it, titles counting more than
 * bodies), so a word with many alternatives is not diluted; a passage's score is the sum over
 * groups, times a bonus for covering more of the question. Posts not yet live are left out.
 */
export async function searchPassages(db: AppDb, groups: WeightedGroup[], limit: number): Promise<PassageHit[]> {
  const usable = groups
    .map((g) => ({ lexemes: g.lexemes.filter((l) => l.weight > 0) }))
    .filter((g) => g.lexemes.length > 0);
  if (usable.length === 0) return [];
  // Each lexeme is quoted for to_tsquery (a quote inside one is doubled) and passed as a parameter.
  const quoted = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;
  const rankOf = (l: { lexeme: string; weight: number }) =>
    sql`ts_rank('{0.1, 0.2, 0.5, 1.0}', search, to_tsquery('simple', ${quoted(l.lexeme)}), 1) * ${l.weight}::float8`;
  const groupQuery = (g: (typeof usable)[number]) =>
    sql`to_tsquery('simple', ${g.lexemes.map((l) => quoted(l.lexeme)).join(' | ')})`;
  const ranks = usable.map((g) =>
    g.lexemes.length === 1 ? sql`(${rankOf(g.lexemes[0]!)})` : sql`greatest(${sql.join(g.lexemes.map(rankOf))})`,
  );
  const hits = usable.map((g) => sql`(case when search @@ ${groupQuery(g)} then 1 else 0 end)`);
  const any = sql`to_tsquery('simple', ${usable.flatMap((g) => g.lexemes.map((l) => quoted(l.lexeme))).join(' | ')})`;
  // The kinds written are PassageKind's (the index is built only from them).
  type Row = Pick<Selectable<ExpertPassagesTable>, 'id' | 'source_kind' | 'source_key' | 'title' | 'url' | 'body'> & {
    score: number | string;
    matched: number | string;
  };
  const { rows } = await sql<Row>`
    select id, source_kind, source_key, title, url, body, raw * (1 + 0.5 * (matched - 1)) as score, matched
    from (
      select id, source_kind, source_key, title, url, body,
        (${sql.join(ranks, sql` + `)}) as raw,
        (${sql.join(hits, sql` + `)}) as matched
      from expert_passages
      where search @@ ${any} and (published_at is null or published_at <= now())
    ) ranked
    order by score desc, id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    kind: row.source_kind as PassageKind,
    key: row.source_key,
    title: row.title,
    url: row.url,
    body: row.body,
    score: Number(row.score),
    matched: Number(row.matched),
  }));
}
