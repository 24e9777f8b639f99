import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, type Database } from '#db/create-db';
import { pgliteExtensions } from '#db/pglite-extensions';
import { pgliteStartParams } from '#db/pglite-settings';
import { PG_PREFIX, PG_TEMPLATE, SNAPSHOT } from './global-setup';

export type DatabaseTarget = 'pglite' | 'postgres';

/** The databases every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The PostgreSQL server's test connection string (TEST_DATABASE_URL), when there is one. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL;

let snapshot: Blob | undefined;

/**
 * A PGlite restored from the migrated snapshot (global-setup), with the site's own memory settings:
 * PostgreSQL's default 128 MB of shared buffers are zeroed at every open, and with the snapshot
 * read once per file and left uncompressed an open costs about half the CPU it did (decision 259).
 */
export function openSnapshotPGlite(): Promise<PGlite> {
  snapshot ??= new Blob([fs.readFileSync(SNAPSHOT)]);
  return PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions, startParams: pgliteStartParams });
}

/** A fresh, migrated, empty database of the given kind; close() throws it away. */
export async function openTestDatabase(target: DatabaseTarget): Promise<Database> {
  if (target === 'pglite') return createDatabase({ pglite: await openSnapshotPGlite() });
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${PG_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: dbUrl.toString(), poolSize: 25 });
  const opened: Database = {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // pg's pool.end() resolves before its sockets have closed; dropping "with (force)" at that
      // moment kills connections mid-goodbye, which surfaces as an uncaught 57P01 error.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  urls.set(opened, dbUrl.toString());
  return opened;
}

const urls = new WeakMap<Database, string>();

/**
 * A second, independent connection pool to the same PostgreSQL test database, as a second app
 * server would have; close it before the database. For PGlite (one process owns the data) it
 * is the same database object and close() does nothing.
 */
export async function openSecondConnection(database: Database): Promise<Database> {
  const url = urls.get(database);
  if (!url) return { ...database, close: async () => {} };
  return createDatabase({ databaseUrl: url, poolSize: 5 });
}
