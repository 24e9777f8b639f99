import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';

/**
 * The zip layer of the content archive: writing with yazl (streamed, sizes known up front so
 * the download states its length), reading with yauzl from the uploaded bytes. Everything here
 * treats an archive as hostile: limits come from the caller and are checked against the sizes
 * the archive declares, which yauzl then holds every entry to while it inflates.
 */

export class ArchiveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefusedError';
  }
}

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Largest uncompressed entry, by the entry's name. */
  maxEntryBytes(name: string): number;
  /** Inflated size over compressed size above which an entry counts as a zip bomb. */
  maxRatio: number;
}

export interface ZipEntryInfo {
  name: string;
  size: number;
}

export interface OpenedZip {
  entries: Map<string, ZipEntryInfo>;
  read(name: string): Promise<Buffer>;
  close(): void;
}

const shown = (name: string) => JSON.stringify(name.length > 120 ? `${name.slice(0, 117)}...` : name);

function plainZipError(error: Error): ArchiveRefusedError {
  const message = error.message;
  if (/invalid relative path|absolute path|invalid characters in fileName/i.test(message)) {
    return new ArchiveRefusedError(
      'This archive names a file outside its own folders (a path such as "../" or "/etc"). It was refused; nothing was read from it.',
    );
  }
  if (/end of central directory record signature not found|not a zip|invalid .* signature/i.test(message)) {
    return new ArchiveRefusedError('This file is not a content archive: it is not a zip file.');
  }
  if (/encrypted/i.test(message)) {
    return new ArchiveRefusedError('This archive is password-protected. Please export it again without a password.');
  }
  if (/too many bytes|not enough bytes|size mismatch|compressed size/i.test(message)) {
    return new ArchiveRefusedError('This archive is damaged: a file inside it is not the size the archive says.');
  }
  return new ArchiveRefusedError(`This archive could not be read: it looks damaged (${message.slice(0, 120)}).`);
}

/**
 * Opens a zip held in memory and lists its entries, refusing it (ArchiveRefusedError) when it
 * breaks a limit, names a path outside itself, repeats a name or hides a password-protected
 * entry. Directory entries are skipped.
 */
export function openZip(bytes: Buffer, limits: ZipLimits): Promise<OpenedZip> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, decodeStrings: true },
      (openError, zip) => {
        if (openError || !zip) return reject(plainZipError(openError ?? new Error('not a zip')));
        if (zip.entryCount > limits.maxEntries) {
          zip.close();
          return reject(
            new ArchiveRefusedError(
              `This archive holds ${zip.entryCount} files; a content archive holds at most ${limits.maxEntries}.`,
            ),
          );
        }
        const entries = new Map<string, yauzl.Entry>();
        let total = 0;
        const fail = (error: Error) => {
          zip.close();
          reject(error instanceof ArchiveRefusedError ? error : plainZipError(error));
        };
        zip.on('error', fail);
        zip.on('entry', (entry: yauzl.Entry) => {
          const name = entry.fileName;
          if (name.endsWith('/')) return zip.readEntry();
          if (entries.has(name)) return fail(new ArchiveRefusedError(`This archive holds ${shown(name)} twice.`));
          if (entry.isEncrypted()) return fail(new Error('encrypted'));
          if (!entry.canDecodeFileData()) {
            return fail(new ArchiveRefusedError(`${shown(name)} is packed in a way this site does not read.`));
          }
          const max = limits.maxEntryBytes(name);
          if (entry.uncompressedSize > max) {
            return fail(
              new ArchiveRefusedError(
                `${shown(name)} is ${megabytes(entry.uncompressedSize)} unpacked; at most ${megabytes(max)} is accepted.`,
              ),
            );
          }
          if (
            entry.uncompressedSize > 1024 * 1024 &&
            entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
          ) {
            return fail(
              new ArchiveRefusedError(
                `${shown(name)} would unpack to ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))} times its packed size (a "zip bomb"). The archive was refused.`,
              ),
            );
          }
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes) {
            return fail(
              new ArchiveRefusedError(
                `This archive would unpack to more than ${megabytes(limits.maxTotalBytes)}, more than a content archive may hold.`,
              ),
            );
          }
          entries.set(name, entry);
          zip.readEntry();
        });
        zip.on('end', () => {
          resolve({
            entries: new Map([...entries].map(([name, e]) => [name, { name, size: e.uncompressedSize }])),
            read: (name) => readEntry(zip, entries.get(name), name),
            close: () => zip.close(),
          });
        });
        zip.readEntry();
      },
    );
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined, name: string): Promise<Buffer> {
  if (!entry) return Promise.reject(new ArchiveRefusedError(`This archive has no ${shown(name)}.`));
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(plainZipError(error ?? new Error('unreadable entry')));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (e: Error) => reject(plainZipError(e)));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

export function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

export type ZipPart = { name: string; bytes: Buffer } | { name: string; size: number; open: () => Promise<Buffer> };

/**
 * A zip written as it is read: parts are stored (images are already compressed, and stored
 * parts let the total size be known before the first byte, for the download's progress bar).
 * A part with `open` is fetched only when its turn comes, so one file at a time is in memory.
 */
export function writeZip(parts: ZipPart[], modified: Date): Promise<{ stream: Readable; size: number }> {
  const zip = new yazl.ZipFile();
  for (const part of parts) {
    if ('bytes' in part) {
      zip.addBuffer(part.bytes, part.name, { compress: false, mtime: modified });
    } else {
      zip.addReadStreamLazy(part.name, { compress: false, mtime: modified, size: part.size }, (callback) => {
        part.open().then(
          (bytes) => callback(null, Readable.from([bytes])),
          (error: Error) => callback(error, undefined as never),
        );
      });
    }
  }
  // yazl passes the calculated total size to end()'s callback; its type declarations omit it.
  const end = zip.end.bind(zip) as unknown as (options: object, callback: (size: number) => void) => void;
  return new Promise((resolve) => {
    end({}, (size) => resolve({ stream: zip.outputStream as Readable, size }));
  });
}
