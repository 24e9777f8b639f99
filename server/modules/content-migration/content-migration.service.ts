import type { Readable } from 'node:stream';
import type { AppDb } from '#db/create-db';
import { MAX_UPLOAD_BYTES } from '../media/image-pipeline';
import { contentTypeForKey, type MediaStorage } from '../media/storage';
import type { ArchiveSection } from '../shared/content-archive';
import { archiveSections } from './content-migration.sections';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ARCHIVE_LIMITS,
  MAX_PROBLEMS,
  archiveFileName,
  type ImportReport,
  type Manifest,
  type SectionReport,
} from './content-migration.schema';
import { checkArchive, fileMatchesExtension } from './content-migration.checks';
import { mergeRecords, RecordWriteError } from './content-migration.merge';
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
