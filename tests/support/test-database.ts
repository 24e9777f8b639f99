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

/**
 * A fresh, migrated, empty database of the given kind. close() throws a PGlite away; a PostgreSQL
 * clone is dropped with the others at the end of the run (global-setup's teardown), since
 * PostgreSQL 15 forces an immediate checkpoint on every DROP DATABASE (decision 298).
 */
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
  urls.set(database, dbUrl.toString());
  return database;
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
