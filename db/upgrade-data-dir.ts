import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';

/** The PostgreSQL major of the PGlite this build runs (0.5.x). */
export const CURRENT_PG_MAJOR = 18;
/** The major that PGlite 0.4.x wrote, which this build can still upgrade from. */
const UPGRADABLE_PG_MAJOR = 17;

export type UpgradeLog = (message: string) => void;

/** The PostgreSQL major a data directory was made by, or null for a directory that is not one. */
export function dataDirMajor(dataDir: string): number | null {
  const file = path.join(dataDir, 'PG_VERSION');
  if (!fs.existsSync(file)) return null;
  return Number(fs.readFileSync(file, 'utf8').trim());
}

/**
 * Brings an embedded database made by PGlite 0.4 (PostgreSQL 17) to PGlite 0.5 (PostgreSQL 18),
 * which cannot open the old files: the old directory is opened with PGlite 0.4, dumped with its
 * own pg_dump, restored into a new directory by PGlite 0.5, checked table by table, and swapped
 * in; the old one stays beside it as a dated backup. The caller holds the data directory's lock.
 *
 * Safe to interrupt: the old directory is renamed only once the new one is complete (a marker
 * file says so), and a start after a crash between the two renames finishes the swap.
 */
export async function upgradeDataDirIfNeeded(dataDir: string, log: UpgradeLog, now = new Date()): Promise<void> {
  const staging = `${dataDir}.upgrading`;
  const complete = `${staging}.complete`;
  if (fs.existsSync(complete) && fs.existsSync(staging)) {
    swapIn(dataDir, staging, complete, now, log);
    return;
  }

  const major = dataDirMajor(dataDir);
  if (major === null || major === CURRENT_PG_MAJOR) return;
  if (major !== UPGRADABLE_PG_MAJOR) {
    throw new Error(
      `The embedded database in ${dataDir} was made by PostgreSQL ${major}; this version can open ${CURRENT_PG_MAJOR} and upgrade ${UPGRADABLE_PG_MAJOR}. Restore a backup made by a matching version.`,
    );
  }

  log(
    `The embedded database in ${dataDir} was made by PGlite 0.4 (PostgreSQL ${major}); upgrading it to PGlite 0.5 (PostgreSQL ${CURRENT_PG_MAJOR}). This happens once.`,
  );
  const started = Date.now();
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(complete, { force: true });

  // The old engine and its pg_dump are loaded only here, for the one start that needs them.
  const { PGlite: PGliteV04 } = await import('pglite-v0-4');
  const { pgDump } = await import('pglite-tools-v0-3/pg_dump');
  const old = await PGliteV04.create(dataDir);
  let dump: string;
  let before: Map<string, number>;
  try {
    before = await rowCounts(old);
    // pglite-tools 0.3 was built for PGlite 0.4; its types name the installed (0.5) class.
    dump = await (await pgDump({ pg: old as unknown as PGlite })).text();
  } finally {
    await old.close();
  }

  const fresh = await PGlite.create(staging, { extensions: pgliteExtensions });
  try {
    await fresh.exec(dump);
    const after = await rowCounts(fresh);
    for (const [table, rows] of before) {
      if (after.get(table) !== rows) {
        throw new Error(
          `Upgrading the embedded database: ${table} had ${rows} rows, the copy has ${after.get(table) ?? 'none'}.`,
        );
      }
    }
  } finally {
    await fresh.close();
  }
  fs.writeFileSync(complete, `${new Date().toISOString()}\n`);
  log(
    `Copied ${before.size} tables (${[...before.values()].reduce((a, b) => a + b, 0)} rows) in ${Date.now() - started} ms.`,
  );
  swapIn(dataDir, staging, complete, now, log);
}

function swapIn(dataDir: string, staging: string, complete: string, now: Date, log: UpgradeLog) {
  if (fs.existsSync(dataDir)) {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    const backup = `${dataDir}.pglite-0.4-backup-${stamp}`;
    fs.renameSync(dataDir, backup);
    log(`The old database is kept as ${backup}; delete it once the site works as before.`);
  }
  fs.renameSync(staging, dataDir);
  fs.rmSync(complete, { force: true });
  log(`The embedded database in ${dataDir} now runs on PGlite 0.5.`);
}

interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/** Rows per table in the public schema and the migrations' own tables. */
async function rowCounts(pg: Queryable): Promise<Map<string, number>> {
  const { rows: tables } = await pg.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const { rows } = await pg.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts.set(name, rows[0]!.n);
  }
  return counts;
}
