import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import { cemeteryColumns, toFacts } from './cemeteries.repository';

/**
 * The published cemeteries as families reach them outside the forms (decision 271): the service
 * area directory's lists, the sitemap, and the name a question to the monument expert gives.
 * Published means at least one confirmed section (decision 266).
 */

/** Every published cemetery (at least one confirmed section), without its sections: by state and name. */
export async function listPublished(db: AppDb) {
  const rows = await db
    .selectFrom('cemeteries')
    .select(cemeteryColumns)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('cemetery_sections')
          .select(sql`1`.as('one'))
          .whereRef('cemetery_sections.cemetery_id', '=', 'cemeteries.id')
          .where('cemetery_sections.confirmed_on', 'is not', null),
      ),
    )
    .orderBy('state')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toFacts);
}

/** A name without the words every cemetery's name shares ("Rose Hill Cemetery" → "rose hill"), in SQL. */
const coreName = (value: ReturnType<typeof sql>) =>
  sql<string>`btrim(regexp_replace(lower(${value}), '\\m(cemetery|cemetary|cemeteries|memorial|gardens?|park|burial|the)\\M', ' ', 'g'))`;

/**
 * The published cemetery whose name is most like `name` (trigram similarity of the names without
 * "cemetery", "memorial", "gardens"... so "Oak Lawn Memorial Gardens" is not taken for "Wylie
 * Memorial Gardens"), when at least `threshold` alike; else null.
 */
export async function findPublishedByName(db: AppDb, name: string, threshold: number) {
  const score = sql<number>`similarity(${coreName(sql`${name}`)}, ${coreName(sql.ref('name'))})`;
  const row = await db
    .selectFrom('cemeteries')
    .select('slug')
    .select(score.as('score'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('cemetery_sections')
          .select(sql`1`.as('one'))
          .whereRef('cemetery_sections.cemetery_id', '=', 'cemeteries.id')
          .where('cemetery_sections.confirmed_on', 'is not', null),
      ),
    )
    .where(score, '>=', threshold)
    .orderBy(score, 'desc')
    .orderBy('name')
    .limit(1)
    .executeTakeFirst();
  return row ? { slug: row.slug, score: Number(row.score) } : null;
}
