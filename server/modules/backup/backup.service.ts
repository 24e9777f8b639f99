import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { PGlite } from '@electric-sql/pglite';
import type { AppDb, Database } from '#db/create-db';
import { acquireDataDirLock } from '#db/data-dir-lock';
import { pgliteExtensions } from '#db/pglite-extensions';
import {
  BACKUP_FILE_PATTERN,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BACKUPS_FOLDER,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  STATUS_FILE,
  backupFileName,
  backupTimeOf,
  STALE_AFTER_HOURS,
  type BackupStatus,
} from './backup.choices';
import { counted } from '../shared/plural';

/**
 * A backup of everything (decision record 186): one zip holding `backup.json` (what it holds),
 * the whole database as its own tool dumps it (PGlite's `dumpDataDir`, or `pg_dump` in its custom
 * format) and every file under the media folder (pictures, originals, proof PDFs). Entries are
 * stored, not deflated: the database dump is already gzipped and pictures are already compressed.
 */

/** A refusal or failure staff can act on: the CLI prints the message alone. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; entry: string; tool: string; bytes: number };
  /** Rows per table at the moment of the dump ("schema.table"). */
  tables: Record<string, number>;
  /** The media folder's files, or why they are not in the backup. */
  media: { included: true; files: number; bytes: number } | { included: false; reason: string };
}

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  manifest: BackupManifest;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Every table of the site and of the job queue, with its row count, in a stable order. */
export async function tableCounts(db: AppDb): Promise<Record<string, number>> {
  const { rows } = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'pgboss')
    order by table_schema, table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { schema, name } of rows) {
    const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(
      `${schema}.${name}`,
    )}`.execute(db);
    counts[`${schema}.${name}`] = Number(count[0]!.n);
  }
  return counts;
}

/** Every file under a folder, relative to it with forward slashes; half-written `.tmp` files are left out. */
async function filesUnder(root: string): Promise<Array<{ name: string; file: string; size: number }>> {
  const out: Array<{ name: string; file: string; size: number }> = [];
  if (!fs.existsSync(root)) return out;
  for (const entry of await fsp.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(root, file).split(path.sep).join('/');
    out.push({ name, file, size: (await fsp.stat(file)).size });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Runs a PostgreSQL client tool; a missing tool or a failure becomes a plain BackupError. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed on this machine, so the PostgreSQL database cannot be ${tool === 'pg_dump' ? 'backed up' : 'restored'} from here. Install the PostgreSQL client tools of your server's version (on Debian or Ubuntu: apt-get install postgresql-client), or use your database host's own backups.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} stopped with an error:\n${stderr.trim() || `exit code ${code}`}`));
    });
  });
}

/** The version line of a client tool ("pg_dump (PostgreSQL) 15.20"), or null when it is missing. */
export function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 ? out.trim() : null));
  });
}

// ---------------------------------------------------------------------------------------------
// Backup

export interface BackupOptions {
  database: Database;
  /** The PostgreSQL connection string pg_dump uses (the database must be the one `database` opens). */
  databaseUrl?: string;
  /** The media folder on this disk (DATA_DIR/media), or null when pictures live in object storage. */
  mediaDir: string | null;
  /** The folder the backup is written to; the file is named by its time. */
  folder: string;
  now?: Date;
}

/**
 * Writes a backup of everything to `folder` and returns its file. The zip is written under a
 * `.partial` name and renamed when whole, so a file with the backup's name is always complete.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const { database } = options;
  await fsp.mkdir(options.folder, { recursive: true });
  const file = path.join(options.folder, backupFileName(now));
  const partial = `${file}.partial`;
  const temporary: string[] = [partial];
  try {
    const tables = await tableCounts(database.db);
    let databasePart: { entry: string; bytes: Buffer | null; file: string | null; tool: string };
    if ('pglite' in database.jobConnection) {
      const pglite = database.jobConnection.pglite;
      const dump = await pglite.dumpDataDir('gzip');
      databasePart = {
        entry: PGLITE_ENTRY,
        bytes: Buffer.from(await dump.arrayBuffer()),
        file: null,
        tool: `PGlite dumpDataDir (PostgreSQL ${(await pglite.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v})`,
      };
    } else {
      const url = options.databaseUrl ?? database.jobConnection.connectionString;
      const dumpFile = `${file}.dump.partial`;
      temporary.push(dumpFile);
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dumpFile}`, url]);
      databasePart = {
        entry: POSTGRES_ENTRY,
        bytes: null,
        file: dumpFile,
        tool: (await toolVersion('pg_dump')) ?? 'pg_dump',
      };
    }
    const mediaFiles = options.mediaDir ? await filesUnder(options.mediaDir) : [];
    const databaseBytes = databasePart.bytes?.length ?? (await fsp.stat(databasePart.file!)).size;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: {
        kind: database.driver,
        entry: databasePart.entry,
        tool: databasePart.tool,
        bytes: databaseBytes,
      },
      tables,
      media: options.mediaDir
        ? { included: true, files: mediaFiles.length, bytes: mediaFiles.reduce((sum, f) => sum + f.size, 0) }
        : {
            included: false,
            reason:
              'Pictures and proofs are kept in object storage (S3_BUCKET); back the bucket up with its own versioning or replication.',
          },
    };

    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY, { compress: false, mtime: now });
    if (databasePart.bytes) zip.addBuffer(databasePart.bytes, databasePart.entry, { compress: false, mtime: now });
    else zip.addFile(databasePart.file!, databasePart.entry, { compress: false, mtime: now });
    for (const media of mediaFiles) {
      zip.addFile(media.file, `${MEDIA_PREFIX}${media.name}`, { compress: false, mtime: now });
    }
    zip.end();
    await new Promise<void>((resolve, reject) => {
      const out = fs.createWriteStream(partial, { mode: 0o600 });
      zip.outputStream.on('error', reject);
      out.on('error', reject);
      out.on('close', () => resolve());
      zip.outputStream.pipe(out);
    });
    await fsp.rename(partial, file);
    const bytes = (await fsp.stat(file)).size;
    return { file, bytes, seconds: (performance.now() - started) / 1000, manifest };
  } finally {
    for (const leftover of temporary) await fsp.rm(leftover, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a backup

interface OpenedBackup {
  manifest: BackupManifest;
  entries: Map<string, yauzl.Entry>;
  read(name: string): Promise<Buffer>;
  extract(name: string, to: string): Promise<void>;
  close(): void;
}

function openBackup(file: string): Promise<OpenedBackup> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (openError, zip) => {
        if (openError || !zip) {
          return reject(
            new BackupError(`${file} is not a backup of this site: it is not a zip file (${openError?.message}).`),
          );
        }
        const entries = new Map<string, yauzl.Entry>();
        zip.on('error', (error: Error) => {
          zip.close();
          reject(new BackupError(`${file} is damaged: ${error.message}`));
        });
        zip.on('entry', (entry: yauzl.Entry) => {
          entries.set(entry.fileName, entry);
          zip.readEntry();
        });
        const stream = (name: string) =>
          new Promise<NodeJS.ReadableStream>((ok, fail) => {
            const entry = entries.get(name);
            if (!entry) return fail(new BackupError(`The backup has no ${name}.`));
            zip.openReadStream(entry, (error, s) => (error || !s ? fail(error) : ok(s)));
          });
        const read = async (name: string) => {
          const chunks: Buffer[] = [];
          for await (const chunk of await stream(name)) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        };
        zip.on('end', () => {
          void (async () => {
            if (!entries.has(MANIFEST_ENTRY))
              throw new BackupError(`${file} is not a backup of this site: it has no ${MANIFEST_ENTRY}.`);
            const manifest = JSON.parse((await read(MANIFEST_ENTRY)).toString('utf8')) as BackupManifest;
            if (manifest.format !== BACKUP_FORMAT) {
              throw new BackupError(
                `${file} is not a backup of this site (it may be a content archive: import that at /admin/content-migration).`,
              );
            }
            if (manifest.version > BACKUP_VERSION) {
              throw new BackupError(
                `${file} was made by a newer version of the site (backup format ${manifest.version}); update this copy first.`,
              );
            }
            return manifest;
          })().then(
            (manifest) =>
              resolve({
                manifest,
                entries,
                read,
                async extract(name, to) {
                  await fsp.mkdir(path.dirname(to), { recursive: true });
                  const source = await stream(name);
                  await new Promise<void>((ok, fail) => {
                    const out = fs.createWriteStream(to);
                    source.on('error', fail);
                    out.on('error', fail);
                    out.on('close', () => ok());
                    source.pipe(out);
                  });
                },
                close: () => zip.close(),
              }),
            (error: unknown) => {
              zip.close();
              reject(
                error instanceof BackupError ? error : new BackupError(`${file} could not be read: ${String(error)}`),
              );
            },
          );
        });
        zip.readEntry();
      },
    );
  });
}

/** What a backup holds, read from its manifest. */
export async function describeBackup(file: string): Promise<BackupManifest> {
  const backup = await openBackup(file);
  backup.close();
  return backup.manifest;
}

// ---------------------------------------------------------------------------------------------
// Restore

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

// ---------------------------------------------------------------------------------------------
// Daily backups and their status

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
