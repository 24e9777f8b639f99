import { assertValidKey } from '../media/storage';
import type { ArchiveSection } from '../shared/content-archive';
import { archiveSections } from './content-migration.sections';
import { ARCHIVE_LIMITS, ARCHIVE_VERSION, manifestSchema, type Manifest } from './content-migration.schema';
import { ArchiveRefusedError, type OpenedZip } from './content-migration.zip';

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

export interface CheckedArchive {
  manifest: Manifest;
  sections: Array<{ section: ArchiveSection; records: unknown[] }>;
  /** Every file a record names, and whether the archive carries it. */
  neededFiles: Map<string, string>;
}

async function readJson(zip: OpenedZip, name: string): Promise<{ value?: unknown; problem?: string }> {
  try {
    return { value: JSON.parse((await zip.read(name)).toString('utf8')) as unknown };
  } catch (error) {
    if (error instanceof ArchiveRefusedError) return { problem: error.message };
    return { problem: `${name} is not valid JSON.` };
  }
}

const fieldPath = (path: ReadonlyArray<PropertyKey>) => (path.length ? `${path.map(String).join('.')}: ` : '');

/** Reads and checks everything but the image bytes; every problem is named, none is fatal alone. */
export async function checkArchive(
  zip: OpenedZip,
): Promise<{ checked?: CheckedArchive; problems: string[]; manifest?: Manifest }> {
  const problems: string[] = [];
  for (const name of zip.entries.keys()) {
    const problem = entryNameProblem(name, archiveSections);
    if (problem) problems.push(problem);
  }
  if (!zip.entries.has('manifest.json')) {
    problems.unshift('This zip file is not a content archive from this site: it has no manifest.json.');
    return { problems };
  }
  const manifestJson = await readJson(zip, 'manifest.json');
  if (manifestJson.problem) return { problems: [manifestJson.problem, ...problems] };
  const format = manifestSchema.shape.format.safeParse((manifestJson.value as { format?: unknown } | null)?.format);
  if (!format.success) {
    return {
      problems: [
        'This zip file is not a content archive from this site: its manifest is of another kind.',
        ...problems,
      ],
    };
  }
  const version = (manifestJson.value as { version?: unknown }).version;
  if (typeof version === 'number' && version > ARCHIVE_VERSION) {
    return {
      problems: [
        `This archive was made by a newer version of the site (format ${version}); this site reads format ${ARCHIVE_VERSION}. Please update this site first.`,
      ],
    };
  }
  const parsedManifest = manifestSchema.safeParse(manifestJson.value);
  if (!parsedManifest.success) {
    return {
      problems: [
        ...parsedManifest.error.issues.map((i) => `manifest.json, ${fieldPath(i.path)}${i.message}`),
        ...problems,
      ],
    };
  }
  const manifest = parsedManifest.data;

  const sections: CheckedArchive['sections'] = [];
  const neededFiles = new Map<string, string>();
  for (const section of archiveSections) {
    const name = `data/${section.name}.json`;
    if (!zip.entries.has(name)) continue;
    const json = await readJson(zip, name);
    if (json.problem) {
      problems.push(json.problem);
      continue;
    }
    if (!Array.isArray(json.value)) {
      problems.push(`${section.label} (${name}) should be a list of records.`);
      continue;
    }
    if (json.value.length > ARCHIVE_LIMITS.maxRecordsPerSection) {
      problems.push(
        `${section.label} holds ${json.value.length} records; at most ${ARCHIVE_LIMITS.maxRecordsPerSection} are accepted.`,
      );
      continue;
    }
    const parsedRecords: Array<{ index: number; record: unknown }> = [];
    json.value.forEach((raw, index) => {
      const parsed = section.record.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues.slice(0, 3)) {
          problems.push(`${section.label}, record ${index + 1}: ${fieldPath(issue.path)}${issue.message}`);
        }
        return;
      }
      parsedRecords.push({ index, record: parsed.data });
    });
    const prepared = section.prepareRecords
      ? section.prepareRecords(parsedRecords.map((p) => p.record))
      : parsedRecords.map((p) => p.record);
    const records: unknown[] = [];
    const seen = new Map<string, number>();
    prepared.forEach((record, position) => {
      const index = parsedRecords[position]!.index;
      const key = section.keyOf(record);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        problems.push(`${section.label}, records ${earlier + 1} and ${index + 1} are the same one (${key}).`);
        return;
      }
      seen.set(key, index);
      records.push(record);
      for (const file of section.filesOf?.(record) ?? []) neededFiles.set(file, section.labelOf(record));
    });
    sections.push({ section, records });
  }
  for (const section of archiveSections) {
    const listed = manifest.sections.find((s) => s.name === section.name);
    if (listed && !zip.entries.has(`data/${section.name}.json`)) {
      problems.push(`The manifest lists ${section.label}, but data/${section.name}.json is missing.`);
    }
  }
  return { checked: { manifest, sections, neededFiles }, problems, manifest };
}
