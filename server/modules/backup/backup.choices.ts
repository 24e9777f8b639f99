/** What the first field of every backup's manifest says it is (decision record 186). */
export const BACKUP_FORMAT = 'monument-site-backup';
/** The backup format this site writes and the newest it restores. */
export const BACKUP_VERSION = 1;

/** The folder under DATA_DIR where backups are written by default and kept by the daily job. */
export const BACKUPS_FOLDER = 'backups';
/** The status file in that folder: the last good backup and the last failure, for the dashboard. */
export const STATUS_FILE = 'status.json';

/** Inside a backup: the manifest, the database, the picture and proof files. */
export const MANIFEST_ENTRY = 'backup.json';
export const PGLITE_ENTRY = 'database/pglite-data.tar.gz';
export const POSTGRES_ENTRY = 'database/postgres.dump';
export const MEDIA_PREFIX = 'media/';

/** monument-site-backup-2026-11-27T031500Z.zip: sorts by time, safe in every file system. */
export function backupFileName(date: Date): string {
  return `${BACKUP_FORMAT}-${date.toISOString().slice(0, 19).replaceAll(':', '')}Z.zip`;
}

/** The backups this site wrote (the daily job prunes only these). */
export const BACKUP_FILE_PATTERN = /^monument-site-backup-(\d{4}-\d{2}-\d{2}T\d{6}Z)\.zip$/;

/** The time a backup file's name records, or null for a name this site did not write. */
export function backupTimeOf(fileName: string): Date | null {
  const match = BACKUP_FILE_PATTERN.exec(fileName);
  if (!match) return null;
  const [date, time] = match[1]!.split('T') as [string, string];
  const at = new Date(`${date}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** What the dashboard shows about backups. */
export interface BackupStatus {
  /** Where backups are kept (DATA_DIR/backups). */
  folder: string;
  /** Whether this server makes a backup every day (the embedded database with daily backups on). */
  daily: boolean;
  keepDays: number;
  lastGood: { file: string; at: string; bytes: number; seconds: number } | null;
  /** The last attempt that failed, when it came after the last good one. */
  lastFailure: { at: string; message: string } | null;
  /** Daily backups are on and the last good one is over STALE_AFTER_HOURS old. */
  stale: boolean;
}

/** A backup older than this (hours) shows as a warning on the dashboard when daily backups are on. */
export const STALE_AFTER_HOURS = 36;
