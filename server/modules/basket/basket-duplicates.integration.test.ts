import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#db/create-db';
import { valuePackages } from '#content/packages';
import { openSnapshotPGlite } from '#tests/support/test-database';
import { addToBasket } from './basket.service';

/**
 * Embedded PGlite 0.4 stops working after about 12,500 errors raised to its caller (measured:
 * 12,481 unique violations, then every query fails), so a duplicate add, which a visitor can
 * repeat at will, must not raise one (decision record 035).
 */
describe('duplicate adds on embedded PGlite', () => {
  let database: Database;
  const raised: unknown[] = [];

  beforeAll(async () => {
    const pglite = await openSnapshotPGlite();
    // Record every error PGlite hands back to its caller.
    const query = pglite.query.bind(pglite);
    pglite.query = (async (...args: Parameters<typeof query>) => {
      try {
        return await query(...args);
      } catch (error) {
        raised.push(error);
        throw error;
      }
    }) as typeof pglite.query;
    database = await createDatabase({ pglite });
  });
  afterAll(() => database.close());

  it('answers "duplicate" without raising a database error', async () => {
    const sessionId = randomUUID();
    const item = { itemType: 'package' as const, itemId: valuePackages[0]!.id };
    expect((await addToBasket(database.db, sessionId, item)).status).toBe('added');
    for (let i = 0; i < 5; i++) expect((await addToBasket(database.db, sessionId, item)).status).toBe('duplicate');
    const lines = await database.db
      .selectFrom('basket_items')
      .select('id')
      .where('session_id', '=', sessionId)
      .execute();
    expect(lines).toHaveLength(1);
    expect(raised).toEqual([]);
  });
});
