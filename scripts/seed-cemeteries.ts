/**
 * npm run seed:cemeteries -- --file cemeteries.csv
 *
 * Imports the office's list of cemeteries and their rules from a CSV file in the staff export's
 * columns (/admin/cemeteries, "Export CSV"; decision 266). All or nothing: one bad row and nothing
 * is written, every bad row named with its line. Safe to run again: a cemetery is matched by its
 * slug, and one already as in the file is left alone.
 */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { AppDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrator';
import { importCemeteriesCsv, type CsvImportResult } from '../server/modules/cemeteries/cemeteries.service';
import { bumpContentVersion } from '../server/modules/page-cache/content-version';
import { openCliDatabase } from './cli-database';
import { createProgressBar } from './progress-bar';

/** Imports `file` into `db`, printing progress to `stream`; what happened, or the problems. */
export async function seedCemeteriesFromFile(
  db: AppDb,
  file: string,
  stream: NodeJS.WriteStream = process.stderr,
): Promise<CsvImportResult> {
  const csv = await fs.readFile(file, 'utf8');
  const bar: { current: ReturnType<typeof createProgressBar> | null } = { current: null };
  const result = await importCemeteriesCsv(db, { id: null, email: 'command line' }, csv, {
    onProgress: (done, total, slug) => {
      bar.current ??= createProgressBar(total, stream);
      bar.current.tick(slug);
    },
  });
  bar.current?.finish();
  // A running site drops its cached pages (the cemeteries' pages and the directory, decision 271)
  // at its next check of the content version, as after a change made on the staff screen.
  if (result.ok && result.created + result.updated > 0) await bumpContentVersion(db);
  return result;
}

async function main() {
  const { values } = parseArgs({ options: { file: { type: 'string' } } });
  if (!values.file) {
    console.error('Usage: npm run seed:cemeteries -- --file cemeteries.csv');
    process.exit(2);
  }
  const database = await openCliDatabase();
  try {
    await migrateToLatest(database.db);
    const result = await seedCemeteriesFromFile(database.db, values.file);
    if (!result.ok) {
      for (const problem of result.problems) console.error(`Line ${problem.line}: ${problem.message}`);
      console.error('Nothing was imported. Correct these lines and run it again.');
      process.exitCode = 1;
      return;
    }
    console.log(`Added ${result.created}, updated ${result.updated}, already as in the file ${result.unchanged}.`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
