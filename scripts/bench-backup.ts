import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../db/create-db';
import { migrateToLatest } from '../db/migrator';
import { seedDemoContent } from '../server/seed/seed-demo';
import { createDiskStorage } from '../server/modules/media/disk-storage';
import { createBackup } from '../server/modules/backup/backup.create';
import { restoreBackup } from '../server/modules/backup/backup.restore';
import { megabytes } from '../server/modules/content-migration/content-migration.zip';

/**
 * `npx tsx scripts/bench-backup.ts [--runs 3] [--keep]`: the size of a backup of the demo site
 * (embedded database and media files) and the time to make it and to restore it into an empty
 * folder, in a temporary DATA_DIR (decision record 186).
 */
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, keep: { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number(values.runs));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'monument-bench-backup-'));
const dataDir = path.join(root, 'site');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const database = await createDatabase({ dataDir: path.join(dataDir, 'pglite'), log: () => {} });
try {
  await migrateToLatest(database.db);
  const storage = createDiskStorage(path.join(dataDir, 'media'));
  await seedDemoContent(database.db, { log: { info() {} }, dataDir, storage });
  const backupTimes: number[] = [];
  const restoreTimes: number[] = [];
  let last: Awaited<ReturnType<typeof createBackup>> | null = null;
  for (let run = 0; run < runs; run++) {
    const folder = path.join(root, `backups-${run}`);
    last = await createBackup({ database, mediaDir: path.join(dataDir, 'media'), folder });
    backupTimes.push(last.seconds);
    const target = path.join(root, `restored-${run}`);
    const started = performance.now();
    await restoreBackup({ file: last.file, dataDir: target, mediaDir: path.join(target, 'media'), replace: false });
    restoreTimes.push((performance.now() - started) / 1000);
  }
  const m = last!.manifest;
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Demo site: ${Object.keys(m.tables).length} tables, ${rows} rows; ${m.media.included ? m.media.files : 0} media files (${m.media.included ? megabytes(m.media.bytes) : '-'})`,
  );
  console.log(
    `Backup file: ${megabytes(last!.bytes)} (${last!.bytes} bytes); database dump ${megabytes(m.database.bytes)}`,
  );
  console.log(
    `Backup time: median ${median(backupTimes).toFixed(2)} s over ${runs} runs (${backupTimes.map((t) => t.toFixed(2)).join(', ')})`,
  );
  console.log(
    `Restore time into an empty folder: median ${median(restoreTimes).toFixed(2)} s (${restoreTimes.map((t) => t.toFixed(2)).join(', ')})`,
  );
} finally {
  await database.close();
  if (!values.keep) fs.rmSync(root, { recursive: true, force: true });
  else console.log(`Kept ${root}`);
}
