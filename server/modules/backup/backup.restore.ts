import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '#db/data-dir-lock';
import { pgliteExtensions } from '#db/pglite-extensions';
import { MEDIA_PREFIX } from './backup.choices';
import { BackupError, openBackup, type BackupManifest } from './backup.file';
import { filesUnder, runTool } from './backup.tools';
import { counted } from '../shared/plural';

export interface RestoreOptions {
  file: string;
  /** Restore the embedded database into DATA_DIR/pglite (unset), or into this PostgreSQL database. */
  databaseUrl?: string;
  /** DATA_DIR: the embedded database's folder is `pglite` inside it; set-aside data goes here too. */
  dataDir: string;
  /** The media folder to restore into (DATA_DIR/media), or null when pictures live in object storage. */
  mediaDir: string | null;
  /** Replace data that is already there (moved aside to DATA_DIR/before-restore-<time>, never deleted). */
  replace: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was there before went, when there was any. */
  setAside: string | null;
  mediaFiles: number;
}

async function isEmptyFolder(folder: string | null): Promise<boolean> {
  if (!folder || !fs.existsSync(folder)) return true;
  return (await filesUnder(folder)).length === 0;
}

/** The pid holding the embedded database's lock, when that process is alive. */
function runningHolder(pgliteDir: string): number | null {
  const lockPath = path.join(path.dirname(pgliteDir), `${path.basename(pgliteDir)}.lock`);
  if (!fs.existsSync(lockPath)) return null;
  const pid = Number(fs.readFileSync(lockPath, 'utf8'));
  // This very process counts too: something in it has the database open.
  if (!pid) return null;
  if (pid === process.pid) return pid;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

async function postgresTableCount(databaseUrl: string): Promise<number> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'pgboss')`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Puts a backup back: the database, then the media files. Refuses (BackupError, saying what it
 * would do) to touch a data folder a running site holds, and to replace data that is there
 * without `replace`; with it, the old data is moved aside, not deleted.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const backup = await openBackup(options.file);
  try {
    const { manifest } = backup;
    const target = options.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== target) {
      throw new BackupError(
        manifest.database.kind === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.'
          : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }
    const pgliteDir = path.resolve(options.dataDir, 'pglite');
    const mediaDir = options.mediaDir ? path.resolve(options.mediaDir) : null;
    const what = `the backup of ${manifest.createdAt} (${counted(Object.keys(manifest.tables).length, 'table')}, ${
      manifest.media.included ? counted(manifest.media.files, 'file') : 'no media files'
    })`;

    // The embedded database: never under a running site; the lock keeps the site from starting meanwhile.
    let release: (() => void) | null = null;
    if (target === 'pglite') {
      const holder = runningHolder(pgliteDir);
      if (holder) {
        throw new BackupError(
          `The site is running (process ${holder}) with its data in ${options.dataDir}. Stop it first, then restore; a running site's data folder is never overwritten.`,
        );
      }
    }
    const databaseHasData =
      target === 'pglite' ? !(await isEmptyFolder(pgliteDir)) : (await postgresTableCount(options.databaseUrl!)) > 0;
    const mediaHasData = manifest.media.included && !(await isEmptyFolder(mediaDir));
    const existing = [
      databaseHasData ? (target === 'pglite' ? `the database in ${pgliteDir}` : 'the tables in DATABASE_URL') : null,
      mediaHasData ? `the media files in ${mediaDir}` : null,
    ].filter(Boolean);
    const stamp = (options.now ?? new Date()).toISOString().slice(0, 19).replaceAll(':', '');
    const setAsideDir = path.resolve(options.dataDir, `before-restore-${stamp}Z`);
    if (existing.length && !options.replace) {
      throw new BackupError(
        [
          `Nothing was changed: this copy already has ${existing.join(' and ')}.`,
          `Restoring would put ${what} in their place${
            target === 'pglite' || mediaHasData ? `, moving what is there now to ${setAsideDir}` : ''
          }${target === 'postgres' && databaseHasData ? '; the tables in DATABASE_URL would be dropped and made again' : ''}.`,
          'Stop the site if it is running, then run the restore again with --replace to do it.',
        ].join('\n'),
      );
    }

    let setAside: string | null = null;
    if (target === 'pglite') {
      if (databaseHasData) {
        setAside = setAsideDir;
        await fsp.mkdir(setAsideDir, { recursive: true });
        await fsp.rename(pgliteDir, path.join(setAsideDir, 'pglite'));
        log(`Moved the database that was there to ${path.join(setAsideDir, 'pglite')}`);
      } else {
        await fsp.rm(pgliteDir, { recursive: true, force: true });
      }
      release = acquireDataDirLock(pgliteDir);
      try {
        const dump = await backup.read(manifest.database.entry);
        const pglite = await PGlite.create(pgliteDir, {
          loadDataDir: new Blob([new Uint8Array(dump)]),
          extensions: pgliteExtensions,
        });
        await pglite.query('select 1');
        await pglite.close();
      } finally {
        release();
      }
      log(`Restored the database into ${pgliteDir}`);
    } else {
      const dumpFile = path.join(
        path.dirname(path.resolve(options.file)),
        `.restore-${process.pid}-${Date.now()}.dump`,
      );
      try {
        await backup.extract(manifest.database.entry, dumpFile);
        await runTool('pg_restore', [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          ...(databaseHasData ? ['--clean', '--if-exists'] : []),
          `--dbname=${options.databaseUrl!}`,
          dumpFile,
        ]);
      } finally {
        await fsp.rm(dumpFile, { force: true });
      }
      log('Restored the database into DATABASE_URL');
    }

    let mediaFiles = 0;
    if (manifest.media.included && mediaDir) {
      if (mediaHasData) {
        setAside = setAsideDir;
        await fsp.mkdir(setAsideDir, { recursive: true });
        await fsp.rename(mediaDir, path.join(setAsideDir, 'media'));
        log(`Moved the media files that were there to ${path.join(setAsideDir, 'media')}`);
      }
      for (const name of backup.entries.keys()) {
        if (!name.startsWith(MEDIA_PREFIX) || name.endsWith('/')) continue;
        const to = path.resolve(mediaDir, name.slice(MEDIA_PREFIX.length));
        // yauzl already refuses "../" and absolute names; this is the belt to its braces.
        if (!to.startsWith(mediaDir + path.sep))
          throw new BackupError(`The backup names a file outside its media folder: ${name}`);
        await backup.extract(name, to);
        mediaFiles++;
      }
      log(`Restored ${counted(mediaFiles, 'media file')} into ${mediaDir}`);
    } else if (!manifest.media.included) {
      log(`Media files are not in this backup: ${manifest.media.reason}`);
    }
    return { manifest, setAside, mediaFiles };
  } finally {
    backup.close();
  }
}
