import { assertValidKey } from '../media/storage';
import type { ArchiveSection } from '../shared/content-archive';

const shown = (name: string) => JSON.stringify(name.length > 120 ? `${name.slice(0, 117)}...` : name);

/** Why an entry does not belong in a content archive, or null when it does. */
export function entryNameProblem(name: string, sections: readonly ArchiveSection[]): string | null {
  if (name === 'manifest.json') return null;
  const data = /^data\/([a-z0-9-]+)\.json$/.exec(name);
  if (data) {
    return sections.some((s) => s.name === data[1])
      ? null
      : `${shown(name)} is a kind of content this site does not have.`;
  }
  if (name.startsWith('files/')) {
    try {
      assertValidKey(name.slice('files/'.length));
      return null;
    } catch {
      return `${shown(name)} is not a file name this site stores.`;
    }
  }
  return `${shown(name)} does not belong in a content archive.`;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Whether a file's first bytes are the image format its name says (JPEG, PNG, WebP, AVIF):
 * an archive cannot slip a page or a script into /media/ under an image's name.
 */
export function fileMatchesExtension(key: string, bytes: Buffer): boolean {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'avif':
      return startsWith(bytes, ascii('ftyp'), 4) && /^avi[fs]$/.test(bytes.subarray(8, 12).toString('latin1'));
    default:
      return false;
  }
}
