import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PGliteDialect } from 'kysely';
import { PGlite as PGliteV04 } from 'pglite-v0-4';
import { btree_gist as btreeGistV04 } from 'pglite-v0-4/contrib/btree_gist';
import { pg_trgm as pgTrgmV04 } from 'pglite-v0-4/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './create-db';
import { migrateToLatest } from './migrator';
import { dataDirMajor } from './upgrade-data-dir';
import type { DB } from './types';
import { seedDemoContent } from '../server/seed/seed-demo';
import { createDiskStorage } from '../server/modules/media/disk-storage';

/**
 * A data directory made by PGlite 0.4 with today's migrations and demo content is upgraded on
 * open: same rows, the site's queries work, the old directory kept as a dated backup.
 */
describe('opening an embedded database made by PGlite 0.4', () => {
  let root: string;
  let dataDir: string;
  const before = new Map<keyof DB, number>();

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-upgrade-'));
    dataDir = path.join(root, 'pglite');
    // Today's migrations need btree_gist (the bookings' exclusion constraint), as the site loads it.
    const old = await PGliteV04.create(dataDir, { extensions: { btree_gist: btreeGistV04, pg_trgm: pgTrgmV04 } });
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: old }) });
    await migrateToLatest(db);
    const quiet = { info: () => {} };
    await seedDemoContent(db, { log: quiet, dataDir: root, storage: createDiskStorage(path.join(root, 'media')) });
    for (const table of ['gallery_images', 'redirects', 'users', 'user_roles', 'site_images'] as const) {
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      before.set(table, Number(n));
    }
    await db.destroy();
    if (!old.closed) await old.close();
  }, 240_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is dumped, restored into PostgreSQL 18 files, checked, and the old files kept', async () => {
    expect(dataDirMajor(dataDir)).toBe(17);
    expect(before.get('gallery_images')).toBeGreaterThan(0);
    const messages: string[] = [];
    const database = await createDatabase({ dataDir, log: (message) => messages.push(message) });
    try {
      expect(dataDirMajor(dataDir)).toBe(18);
      for (const [table, rows] of before) {
        const { n } = await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(n), table).toBe(rows);
      }
      // Sequences and defaults came across: the database takes new rows and migrations are current.
      await expect(migrateToLatest(database.db)).resolves.toMatchObject({ results: [] });
      await database.db
        .insertInto('redirects')
        .values({ match_type: 'exact', pattern: '/an-upgrade-check', target_path: '/', status_code: 301 })
        .execute();
    } finally {
      await database.close();
    }
    const backups = fs.readdirSync(root).filter((name) => name.startsWith('pglite.pglite-0.4-backup-'));
    expect(backups).toHaveLength(1);
    expect(dataDirMajor(path.join(root, backups[0]!))).toBe(17);
    expect(messages.join('\n')).toMatch(/made by PGlite 0\.4.*upgrading it/);
    expect(messages.join('\n')).toMatch(/kept as .*pglite-0\.4-backup-/);

    // A second open finds nothing to do.
    const again: string[] = [];
    const reopened = await createDatabase({ dataDir, log: (message) => again.push(message) });
    await reopened.close();
    expect(again).toEqual([]);
  }, 240_000);
});
