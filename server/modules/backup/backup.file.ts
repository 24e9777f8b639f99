import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import yauzl from 'yauzl';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_ENTRY } from './backup.choices';

/**
 * A backup of everything (decision record 186): one zip holding `backup.json` (what it holds),
 * the whole database as its own tool dumps it (PGlite's `dumpDataDir`, or `pg_dump` in its custom
 * format) and every file under the media folder (pictures, originals, proof PDFs). Entries are
 * stored, not deflated: the database dump is already gzipped and pictures are already compressed.
 * Here: what the manifest says, the error staff can act on, and reading a backup file back.
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

interface OpenedBackup {
  manifest: BackupManifest;
  entries: Map<string, yauzl.Entry>;
  read(name: string): Promise<Buffer>;
  extract(name: string, to: string): Promise<void>;
  close(): void;
}

export function openBackup(file: string): Promise<OpenedBackup> {
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
