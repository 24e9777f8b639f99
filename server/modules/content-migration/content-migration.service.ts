import type { Readable } from 'node:stream';
import type { AppDb } from '#db/create-db';
import { MAX_UPLOAD_BYTES } from '../media/image-pipeline';
import { contentTypeForKey, type MediaStorage } from '../media/storage';
import { stableJson, type ArchiveSection } from '../shared/content-archive';
import { archiveSections } from './content-migration.sections';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ARCHIVE_LIMITS,
  MAX_PROBLEMS,
  archiveFileName,
  manifestSchema,
  type ImportReport,
  type Manifest,
  type SectionReport,
} from './content-migration.schema';
import { entryNameProblem, fileMatchesExtension } from './content-migration.checks';
import {
  ArchiveRefusedError,
  megabytes,
  openZip,
  writeZip,
  type OpenedZip,
  type ZipPart,
} from './content-migration.zip';

export { ArchiveRefusedError } from './content-migration.zip';

/** What each section holds now: the export screen's summary. */
export async function archiveOverview(db: AppDb) {
  const sections = [];
  for (const section of archiveSections) {
    const records = await section.exportRecords(db);
    const files = new Set(records.flatMap((r) => section.filesOf?.(r) ?? []));
    sections.push({
      name: section.name,
      label: section.label,
      personal: !!section.personal,
      records: records.length,
      files: files.size,
    });
  }
  return { format: ARCHIVE_VERSION, sections };
}

// ---------------------------------------------------------------------------------------------
// Export

/**
 * The whole archive as a stream of known length. Records are read now (one consistent moment,
 * in a read-only transaction); each image file is read from storage only when the zip reaches it.
 */
export async function exportArchive(
  deps: { db: AppDb; storage: MediaStorage },
  options: { includeLeads: boolean; now?: Date },
): Promise<{ stream: Readable; size: number; fileName: string; missingFiles: string[] }> {
  const now = options.now ?? new Date();
  const sections = archiveSections.filter((s) => options.includeLeads || !s.personal);
  const data = await deps.db.transaction().execute(async (trx) => {
    const result: Array<{ section: ArchiveSection; records: unknown[] }> = [];
    for (const section of sections) result.push({ section, records: await section.exportRecords(trx) });
    return result;
  });

  const keys = [
    ...new Set(data.flatMap(({ section, records }) => records.flatMap((r) => section.filesOf?.(r) ?? []))),
  ].sort();
  const files: Array<{ key: string; size: number }> = [];
  const missingFiles: string[] = [];
  for (const key of keys) {
    const size = await deps.storage.size(key);
    if (size === null) missingFiles.push(key);
    else files.push({ key, size });
  }

  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    includesLeads: options.includeLeads,
    sections: data.map(({ section, records }) => ({
      name: section.name,
      label: section.label,
      records: records.length,
    })),
    files: files.length,
    missingFiles,
  };
  const parts: ZipPart[] = [
    { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)) },
    ...data.map(({ section, records }) => ({
      name: `data/${section.name}.json`,
      bytes: Buffer.from(JSON.stringify(records, null, 1)),
    })),
    ...files.map(({ key, size }) => ({
      name: `files/${key}`,
      size,
      open: async () => {
        const bytes = await deps.storage.get(key);
        if (!bytes || bytes.length !== size) throw new Error(`The file ${key} changed while it was being exported.`);
        return bytes;
      },
    })),
  ];
  const { stream, size } = await writeZip(parts, now);
  return { stream, size, fileName: archiveFileName(now), missingFiles };
}

// ---------------------------------------------------------------------------------------------
// Import

interface CheckedArchive {
  manifest: Manifest;
  sections: Array<{ section: ArchiveSection; records: unknown[] }>;
  /** Every file a record names, and whether the archive carries it. */
  neededFiles: Map<string, string>;
}

class PreviewRollback extends Error {
  constructor(readonly sections: SectionReport[]) {
    super('preview rolled back');
  }
}

const refused = (problems: string[], manifest: Manifest | null = null): ImportReport => ({
  status: 'refused',
  problems: problems.slice(0, MAX_PROBLEMS),
  moreProblems: Math.max(0, problems.length - MAX_PROBLEMS),
  archive: manifest ? summaryOf(manifest) : null,
  sections: [],
  files: { total: 0, toAdd: 0, present: 0 },
});

const summaryOf = (manifest: Manifest) => ({
  exportedAt: manifest.exportedAt,
  version: manifest.version,
  includesLeads: manifest.includesLeads,
});

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
async function checkArchive(
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

/** A database error as words staff can act on (never the database's own message). */
function plainWriteError(section: ArchiveSection, record: unknown, error: unknown): string {
  const code = (error as { code?: string }).code;
  const what = section.labelOf(record);
  if (code === '23505')
    return `${what} could not be saved: another ${section.label.toLowerCase()} record already uses its address or name.`;
  if (code === '23514' || code === '23502' || code === '22P02' || code === '22007' || code === '22008') {
    return `${what} could not be saved: one of its values is not allowed here.`;
  }
  if (code === '23503') return `${what} could not be saved: it refers to something this site does not have.`;
  if (error instanceof Error && !code) return `${what} could not be saved: ${error.message}`;
  return `${what} could not be saved.`;
}

class RecordWriteError extends Error {}

/** Compares every record with the site and writes those that differ; the caller's transaction decides whether it stays. */
async function mergeRecords(trx: AppDb, sections: CheckedArchive['sections']): Promise<SectionReport[]> {
  const reports: SectionReport[] = [];
  for (const { section, records } of sections) {
    const report: SectionReport = {
      name: section.name,
      label: section.label,
      added: 0,
      changed: 0,
      unchanged: 0,
      addedLabels: [],
      changedLabels: [],
    };
    for (const record of records) {
      try {
        const current = await section.currentRecord(trx, record);
        const same = current
          ? section.isSame
            ? section.isSame(record, current)
            : stableJson(JSON.parse(JSON.stringify(current))) === stableJson(record)
          : false;
        if (same) {
          report.unchanged++;
          continue;
        }
        await section.writeRecord(trx, record, current);
        if (current) {
          report.changed++;
          if (report.changedLabels.length < ARCHIVE_LIMITS.labelsPerList)
            report.changedLabels.push(section.labelOf(record));
        } else {
          report.added++;
          if (report.addedLabels.length < ARCHIVE_LIMITS.labelsPerList)
            report.addedLabels.push(section.labelOf(record));
        }
      } catch (error) {
        throw new RecordWriteError(plainWriteError(section, record, error), { cause: error });
      }
    }
    reports.push(report);
  }
  return reports;
}

export interface ImportDeps {
  db: AppDb;
  storage: MediaStorage;
  log?: { error(obj: object, msg: string): void };
}

/**
 * Checks an uploaded archive and either shows what importing it would do (`preview`: the
 * records are merged inside a transaction that is then rolled back, files are not written) or
 * does it (`apply`: the missing files are stored, then every record in one transaction).
 * Never throws for a bad archive: the report says what is wrong.
 */
export async function importArchive(deps: ImportDeps, bytes: Buffer, mode: 'preview' | 'apply'): Promise<ImportReport> {
  let zip: OpenedZip;
  try {
    zip = await openZip(bytes, {
      maxEntries: ARCHIVE_LIMITS.maxEntries,
      maxTotalBytes: ARCHIVE_LIMITS.maxTotalBytes,
      maxEntryBytes: (name) => (name.startsWith('files/') ? MAX_UPLOAD_BYTES : ARCHIVE_LIMITS.maxDataBytes),
      maxRatio: ARCHIVE_LIMITS.maxRatio,
    });
  } catch (error) {
    if (error instanceof ArchiveRefusedError) return refused([error.message]);
    throw error;
  }
  try {
    const { checked, problems, manifest } = await checkArchive(zip);
    if (!checked || problems.length) return refused(problems, manifest ?? null);

    // Files: those the site lacks must be in the archive, and be the images their names say.
    const toAdd: string[] = [];
    let present = 0;
    const fileProblems: string[] = [];
    for (const [key, owner] of checked.neededFiles) {
      if (await deps.storage.exists(key)) {
        present++;
        continue;
      }
      const entry = zip.entries.get(`files/${key}`);
      if (!entry) {
        fileProblems.push(`${owner} needs the file ${key}, which is neither in the archive nor on this site.`);
        continue;
      }
      const file = await zip.read(`files/${key}`);
      if (!fileMatchesExtension(key, file)) {
        fileProblems.push(`files/${key} (for ${owner}) is not the image its name says; it was refused.`);
        continue;
      }
      toAdd.push(key);
    }
    if (fileProblems.length) return refused(fileProblems, checked.manifest);
    const files = { total: checked.neededFiles.size, toAdd: toAdd.length, present };

    if (mode === 'preview') {
      try {
        await deps.db.transaction().execute(async (trx) => {
          throw new PreviewRollback(await mergeRecords(trx, checked.sections));
        });
      } catch (error) {
        if (error instanceof PreviewRollback) {
          return {
            status: 'preview',
            problems: [],
            moreProblems: 0,
            archive: summaryOf(checked.manifest),
            sections: error.sections,
            files,
          };
        }
        if (error instanceof RecordWriteError) {
          deps.log?.error({ err: error.cause }, 'content archive preview: a record could not be saved');
          return refused([error.message], checked.manifest);
        }
        throw error;
      }
    }

    // Files first: if the records then fail, the new files are unused but harmless, and a
    // second attempt finds them already there.
    for (const key of toAdd) {
      await deps.storage.put(key, await zip.read(`files/${key}`), contentTypeForKey(key));
    }
    try {
      const sections = await deps.db.transaction().execute((trx) => mergeRecords(trx, checked.sections));
      return {
        status: 'applied',
        problems: [],
        moreProblems: 0,
        archive: summaryOf(checked.manifest),
        sections,
        files,
      };
    } catch (error) {
      if (error instanceof RecordWriteError) {
        deps.log?.error({ err: error.cause }, 'content archive import: a record could not be saved');
        return refused([`${error.message} Nothing was imported.`], checked.manifest);
      }
      throw error;
    }
  } finally {
    zip.close();
  }
}

export { megabytes };
