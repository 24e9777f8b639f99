/**
 * tsx scripts/prepare-first-start.ts [--out dist/first-start] [--concurrency 2]
 *
 * The last step of `npm run build` (decision record 225): what a first start on an empty data
 * folder would otherwise make before it can answer, made once here.
 *
 * - `pglite/`: an embedded database made by this PGlite, migrated to this build's migrations and
 *   with the job queue's tables, empty (`prepared-by.json` says which PGlite made it). The server
 *   copies it into an empty data folder instead of running initdb, every migration and the job
 *   queue's installation.
 * - the demo pictures (gallery, blog covers, the demo order's proof) with every rendition, in
 *   the render cache's format. The demo seed stores them instead of drawing them. Pictures this
 *   machine drew before (its render cache, in the system's temporary folder) are copied, not drawn.
 *
 * Written to a folder beside the output and renamed into place, so an interrupted build leaves
 * the previous copy or none, never half of one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../db/create-db';
import { migrateToLatest } from '../db/migrator';
import { installedPgliteVersion } from '../db/pglite-settings';
import { PREPARED_MARKER, preparedDatabaseDir, type PreparedMarker } from '../db/prepared-database';
import { writePreparedDemoPictures } from '../server/seed/seed-demo';
import { installJobQueue } from '../server/jobs/job-runner';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist/first-start' },
    concurrency: { type: 'string', default: String(Math.max(1, Math.min(4, os.availableParallelism()))) },
  },
});
const out = path.resolve(args.out!);
const staging = `${out}.preparing`;
fs.rmSync(staging, { recursive: true, force: true });
fs.mkdirSync(staging, { recursive: true });

const started = performance.now();
const database = await createDatabase({ dataDir: preparedDatabaseDir(staging), log: () => {} });
try {
  await migrateToLatest(database.db);
  await installJobQueue(database);
} finally {
  await database.close();
}
const marker: PreparedMarker = { pglite: installedPgliteVersion(), madeAt: new Date().toISOString() };
fs.writeFileSync(path.join(staging, PREPARED_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
const databaseMs = performance.now() - started;

const drawn = await writePreparedDemoPictures(staging, Number(args.concurrency));
const picturesMs = performance.now() - started - databaseMs;

fs.rmSync(out, { recursive: true, force: true });
fs.renameSync(staging, out);
console.log(
  `prepared the first start in ${path.relative(process.cwd(), out) || out}: a migrated database (${(databaseMs / 1000).toFixed(1)} s), the demo pictures (${drawn} drawn, ${(picturesMs / 1000).toFixed(1)} s)`,
);
