import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '#db/create-db';
import { pgliteExtensions } from '#db/pglite-extensions';
import { migrateToLatest } from '#db/migrator';
import { installJobQueue } from '#server/jobs/job-runner';

/**
 * Runs once before the integration tests: migrates one PGlite and saves its data directory
 * (each test file restores it in well under a second), and, when TEST_DATABASE_URL is set,
 * migrates a template database on that server that each test file clones. Both have the job
 * queue's tables, as a server's database has after its first start (and as the build prepares
 * it, decision record 225): pg-boss made them on every job runner's first start on a fresh test
 * database, 2-2.5 s each on PGlite on a busy machine, and starts on them in well under a second
 * (decision record 234).
 */
export const SNAPSHOT = path.resolve(import.meta.dirname, '../../.tmp/pglite-migrated.tar');
/**
 * Databases of this checkout on the shared server. Several checkouts may run their tests against
 * one PostgreSQL at once: each gets its own prefix, so none drops or re-migrates another's.
 */
export const PG_PREFIX = `monument_${createHash('sha1')
  .update(path.resolve(import.meta.dirname, '../..'))
  .digest('hex')
  .slice(0, 8)}_`;
export const PG_TEMPLATE = `${PG_PREFIX}template`;

/**
 * Both integration projects (vite.config.ts) name this setup, and Vitest runs each project's in the
 * same process: the first starts it and the second waits for the same run (a second would drop the
 * PostgreSQL databases the first project's files had opened); their teardowns likewise share one.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const shared = globalThis as { monumentTestSetup?: Promise<void>; monumentTestTeardown?: Promise<void> };
  shared.monumentTestSetup ??= prepareDatabases();
  await shared.monumentTestSetup;
  return () => (shared.monumentTestTeardown ??= dropCheckoutDatabases());
}

/**
 * Drops this checkout's databases on the PostgreSQL server (its prefix: the files' clones and their
 * template), many at once: at the end of a run, and at the start of one for what a killed run
 * left. PostgreSQL 15 forces an immediate checkpoint on every DROP DATABASE and waits for it:
 * dropped as each file closed, each flushed every other file's fresh clones (about 40 CPU-s of the
 * server's a run); side by side, the drops share their checkpoints (40 in 1.5 s where one after
 * another took 8.4 s). The template goes too: every run's setup makes it afresh, and a fresh clone
 * (a new path, a new prefix) would leave its own on the server for good (decision 298).
 */
async function dropCheckoutDatabases() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const list = new pg.Client({ connectionString: url });
  await list.connect();
  const { rows } = await list.query<{ datname: string }>('select datname from pg_database');
  await list.end();
  const names = rows.map((r) => r.datname).filter((name) => name.startsWith(PG_PREFIX));
  const dropper = new pg.Pool({ connectionString: url, max: 20 });
  await Promise.all(names.map((name) => dropper.query(`drop database if exists "${name}" with (force)`)));
  await dropper.end();
}

async function prepareDatabases() {
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = await createDatabase({ pglite });
  await migrateToLatest(database.db);
  await installJobQueue(database);
  // Uncompressed: every PGlite a test opens restores it, and unpacking the gzip of the same
  // tarball cost about 0.15 s of CPU per open (decision record 259).
  const dump = await pglite.dumpDataDir('none');
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  fs.writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await dropCheckoutDatabases();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${PG_TEMPLATE}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${PG_TEMPLATE}`;
    const template = await createDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
    await migrateToLatest(template.db);
    await installJobQueue(template);
    await template.close();
    await admin.end();
  }
}
