import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppDb, Database } from '#db/create-db';
import {
  BACKUP_FILE_PATTERN,
  BACKUPS_FOLDER,
  STATUS_FILE,
  backupTimeOf,
  STALE_AFTER_HOURS,
  type BackupStatus,
} from './backup.choices';
import { createBackup, type BackupResult } from './backup.create';

/**
 * Daily backups and their status (decision record 186): the scheduled backup on the embedded
 * database, the backup a running site makes when `npm run backup` signals it, the status file
 * the dashboard reads, and the pruning of old backups.
 */

/** The status file's contents, read from DATA_DIR/backups (missing or unreadable: nothing yet). */
async function readStatusFile(folder: string): Promise<Pick<BackupStatus, 'lastGood' | 'lastFailure'>> {
  try {
    const parsed = JSON.parse(await fsp.readFile(path.join(folder, STATUS_FILE), 'utf8')) as Partial<BackupStatus>;
    return { lastGood: parsed.lastGood ?? null, lastFailure: parsed.lastFailure ?? null };
  } catch {
    return { lastGood: null, lastFailure: null };
  }
}

/** Notes a backup's outcome for the dashboard (written whole, then renamed into place). */
export async function recordBackupOutcome(
  folder: string,
  outcome: { result: BackupResult } | { error: unknown; at: Date },
): Promise<void> {
  await fsp.mkdir(folder, { recursive: true });
  const status = await readStatusFile(folder);
  if ('result' in outcome) {
    const { result } = outcome;
    status.lastGood = {
      file: path.basename(result.file),
      at: result.manifest.createdAt,
      bytes: result.bytes,
      seconds: Math.round(result.seconds * 10) / 10,
    };
    status.lastFailure = null;
  } else {
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    status.lastFailure = { at: outcome.at.toISOString(), message: message.slice(0, 500) };
  }
  const temp = path.join(folder, `${STATUS_FILE}.${process.pid}.tmp`);
  await fsp.writeFile(temp, JSON.stringify(status, null, 2));
  await fsp.rename(temp, path.join(folder, STATUS_FILE));
}

/** What the dashboard shows: the last good backup still on disk, and a failure after it. */
export async function readBackupStatus(
  dataDir: string,
  settings: { daily: boolean; keepDays: number },
  now = new Date(),
): Promise<BackupStatus> {
  const folder = path.resolve(dataDir, BACKUPS_FOLDER);
  const status = await readStatusFile(folder);
  const lastGood = status.lastGood && fs.existsSync(path.join(folder, status.lastGood.file)) ? status.lastGood : null;
  const stale = settings.daily && !!lastGood && now.getTime() - Date.parse(lastGood.at) > STALE_AFTER_HOURS * 3_600_000;
  return {
    folder,
    daily: settings.daily,
    keepDays: settings.keepDays,
    lastGood,
    lastFailure: status.lastFailure,
    stale,
  };
}

/**
 * Deletes this site's backups in `folder` older than `keepDays`, never the newest one; other
 * files are left alone. Returns the names deleted.
 */
export async function pruneBackups(folder: string, keepDays: number, now = new Date()): Promise<string[]> {
  if (!fs.existsSync(folder)) return [];
  const ours = (await fsp.readdir(folder))
    .map((name) => ({ name, at: backupTimeOf(name) }))
    .filter((f): f is { name: string; at: Date } => f.at !== null && BACKUP_FILE_PATTERN.test(f.name))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const old = ours.slice(0, -1).filter((f) => f.at.getTime() < cutoff);
  for (const file of old) await fsp.rm(path.join(folder, file.name), { force: true });
  return old.map((f) => f.name);
}

/**
 * The daily backup on the embedded database: a backup into DATA_DIR/backups, its outcome noted
 * for the dashboard, then backups older than `keepDays` deleted. Never throws: a failure is
 * logged and shown on the dashboard.
 */
export async function runDailyBackup(
  options: { database: Database; dataDir: string; mediaDir: string | null; keepDays: number; now?: Date },
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void },
): Promise<BackupResult | null> {
  const folder = path.resolve(options.dataDir, BACKUPS_FOLDER);
  const now = options.now ?? new Date();
  try {
    const result = await createBackup({ database: options.database, mediaDir: options.mediaDir, folder, now });
    await recordBackupOutcome(folder, { result });
    const pruned = await pruneBackups(folder, options.keepDays, now);
    log.info(
      { file: result.file, bytes: result.bytes, seconds: result.seconds, pruned: pruned.length },
      'daily backup written',
    );
    return result;
  } catch (error) {
    log.error({ err: error }, 'daily backup failed');
    await recordBackupOutcome(folder, { error, at: now }).catch(() => {});
    return null;
  }
}

/**
 * The daily backup as a scheduled job (pg-boss, decision records 101 and 105): at 2:20 at night
 * in the offices' zone, once across servers. Only the embedded database is backed up this way.
 */
export function dailyBackupJob(options: {
  database: Database;
  dataDir: string;
  mediaDir: string | null;
  daily: boolean;
  keepDays: number;
}) {
  return {
    name: 'daily-backup',
    cron: '20 2 * * *',
    tz: 'office',
    async run(_db: AppDb, log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void }) {
      if (!options.daily) return;
      await runDailyBackup(options, log);
    },
  };
}

/**
 * `npm run backup` while the site runs on the embedded database: only the site's process may
 * read PGlite, so the command sends it SIGUSR2 and the site makes the backup (one at a time).
 * Returns the function that stops listening.
 */
export function backupOnSignal(
  options: { database: Database; dataDir: string; mediaDir: string | null; keepDays: number },
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void },
  signal: NodeJS.Signals = 'SIGUSR2',
): () => void {
  let running = false;
  const handler = () => {
    if (running) return;
    running = true;
    log.info({ signal }, 'backup asked for');
    void runDailyBackup(options, log).finally(() => {
      running = false;
    });
  };
  process.on(signal, handler);
  return () => process.off(signal, handler);
}

/**
 * Waits for the outcome of a backup asked for at `since` in DATA_DIR/backups/status.json: the
 * good backup, or the failure's message. Null when nothing is reported within `timeoutMs`.
 */
export async function waitForBackupOutcome(
  dataDir: string,
  since: Date,
  timeoutMs = 30 * 60_000,
): Promise<{ good: NonNullable<BackupStatus['lastGood']> } | { failure: string } | null> {
  const folder = path.resolve(dataDir, BACKUPS_FOLDER);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await readStatusFile(folder);
    if (status.lastFailure && Date.parse(status.lastFailure.at) >= since.getTime()) {
      return { failure: status.lastFailure.message };
    }
    if (status.lastGood && Date.parse(status.lastGood.at) >= since.getTime()) return { good: status.lastGood };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}
