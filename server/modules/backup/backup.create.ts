import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import yazl from 'yazl';
import type { Database } from '#db/create-db';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  backupFileName,
} from './backup.choices';
import type { BackupManifest } from './backup.file';
import { filesUnder, runTool, tableCounts, toolVersion } from './backup.tools';

/** Writing a backup: the database's own dump, the media files and the manifest, in one zip. */

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  manifest: BackupManifest;
}

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
