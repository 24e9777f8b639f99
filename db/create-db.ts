import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DB } from './types';
import { acquireDataDirLock } from './data-dir-lock';
import { pgliteExtensions } from './pglite-extensions';
import { pgliteStartParams } from './pglite-settings';
import { copyPreparedDatabase } from './prepared-database';
import { upgradeDataDirIfNeeded, type UpgradeLog } from './upgrade-data-dir';

export type AppDb = Kysely<DB>;

export interface Database {
  db: AppDb;
  driver: 'pglite' | 'postgres';
  /** Closes the pool or the embedded database and releases its lock. */
  close(): Promise<void>;
  /**
   * How the job queue (pg-boss) and the outbox listener reach the same database: a connection
   * string of their own for PostgreSQL, the one embedded instance for PGlite.
   */
  jobConnection: { connectionString: string } | { pglite: PGlite };
}

// bigint (count(*), sums) as a JS number, as PGlite already returns it; our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  /**
   * `log` reports a one-time upgrade of a directory an older PGlite made (console by default).
   * `prepared`: a migrated empty database the build made (decision record 225), copied in when
   * `dataDir` holds no database yet, so the first start skips PostgreSQL's initdb.
   */
  | { dataDir: string; log?: UpgradeLog; prepared?: string }
  | { pglite: PGlite };

/** Opens node-postgres (databaseUrl), a persisted PGlite (dataDir) or a given PGlite instance. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) is re-emitted
    // by the pool; without a listener that 'error' event would end the whole process. The pool
    // replaces the connection on the next query, so noting it is enough.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      driver: 'postgres',
      close: () => db.destroy(),
      jobConnection: { connectionString: options.databaseUrl },
    };
  }
  if ('pglite' in options) {
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: options.pglite }) });
    return { db, driver: 'pglite', close: () => db.destroy(), jobConnection: { pglite: options.pglite } };
  }
  const dataDir = path.resolve(options.dataDir);
  // PGlite creates only the last folder of its path.
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const log = options.log ?? ((message: string) => console.info(message));
    await upgradeDataDirIfNeeded(dataDir, log);
    if (options.prepared) copyPreparedDatabase(options.prepared, dataDir, log);
    // Memory settings for a small site (decision record 223).
    const pglite = await PGlite.create(dataDir, { extensions: pgliteExtensions, startParams: pgliteStartParams });
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      driver: 'pglite',
      jobConnection: { pglite },
      close: async () => {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
