import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getEnv } from '../server/env';
import { createDatabase } from '../db/create-db';
import { BACKUPS_FOLDER } from '../server/modules/backup/backup.choices';
import { BackupError } from '../server/modules/backup/backup.file';
import { createBackup, type BackupResult } from '../server/modules/backup/backup.create';
import { recordBackupOutcome, waitForBackupOutcome } from '../server/modules/backup/backup.service';
import { megabytes } from '../server/modules/content-migration/content-migration.zip';

/**
 * `npm run backup [-- --out FOLDER]`: a backup of everything (database and media files) into
 * DATA_DIR/backups (decision record 186). When the site is running on the embedded database, the
 * running site is asked to make it (SIGUSR2), since only the process that opened the database may read it.
 */
const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log(
    'Usage: npm run backup [-- --out FOLDER]\nWrites monument-site-backup-<time>.zip (database and media files).',
  );
  process.exit(0);
}
const env = getEnv();
const defaultFolder = path.resolve(env.DATA_DIR, BACKUPS_FOLDER);
const folder = values.out ? path.resolve(values.out) : defaultFolder;
const mediaDir = env.S3_BUCKET ? null : path.join(env.DATA_DIR, 'media');

function report(result: BackupResult) {
  const { manifest } = result;
  const tables = Object.keys(manifest.tables).length;
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${result.file}`);
  console.log(
    `  ${megabytes(result.bytes)} in ${result.seconds.toFixed(1)} s: the database (${tables} tables, ${rows} rows, ${manifest.database.tool})`,
  );
  console.log(
    manifest.media.included
      ? `  and ${manifest.media.files} media files (${megabytes(manifest.media.bytes)}).`
      : `  Media files are not in it: ${manifest.media.reason}`,
  );
  const relative = path.relative(process.cwd(), result.file);
  console.log(`Restore it with: npm run restore -- ${relative.startsWith('..') ? result.file : relative}`);
}

/** The pid of a live process holding the embedded database, if any. */
function runningSite(): number | null {
  const lock = path.resolve(env.DATA_DIR, 'pglite.lock');
  if (!fs.existsSync(lock)) return null;
  const pid = Number(fs.readFileSync(lock, 'utf8'));
  if (!pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Asks the running site for a backup and waits for its outcome in the status file. */
async function backupByRunningSite(pid: number): Promise<number> {
  if (values.out) {
    console.error(`The site is running (process ${pid}); it writes backups to ${defaultFolder} only. Leave out --out.`);
    return 1;
  }
  const since = new Date(Date.now() - 1000);
  console.log(`The site is running (process ${pid}): asking it to make the backup...`);
  process.kill(pid, 'SIGUSR2');
  const outcome = await waitForBackupOutcome(env.DATA_DIR, since);
  if (!outcome) {
    console.error('The site did not report a backup within 30 minutes; see its log.');
    return 1;
  }
  if ('failure' in outcome) {
    console.error(`The backup failed: ${outcome.failure}`);
    return 1;
  }
  const { good } = outcome;
  console.log(`Backup written: ${path.join(defaultFolder, good.file)} (${megabytes(good.bytes)} in ${good.seconds} s)`);
  return 0;
}

async function main(): Promise<number> {
  if (!env.DATABASE_URL) {
    const pid = runningSite();
    if (pid) return backupByRunningSite(pid);
  }
  const database = await createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 2 } : { dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
  try {
    const result = await createBackup({ database, databaseUrl: env.DATABASE_URL, mediaDir, folder });
    if (folder === defaultFolder) await recordBackupOutcome(folder, { result });
    report(result);
    return 0;
  } catch (error) {
    if (folder === defaultFolder) await recordBackupOutcome(folder, { error, at: new Date() }).catch(() => {});
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
