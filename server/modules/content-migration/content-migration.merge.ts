import type { AppDb } from '#db/create-db';
import { stableJson, type ArchiveSection } from '../shared/content-archive';
import { ARCHIVE_LIMITS, type SectionReport } from './content-migration.schema';
import type { CheckedArchive } from './content-migration.checks';

/**
 * Laying an archive's records over the site: each record compared with the site's own, those
 * that differ written, and a database refusal turned into words staff can act on.
 */

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

export class RecordWriteError extends Error {}

/** Compares every record with the site and writes those that differ; the caller's transaction decides whether it stays. */
export async function mergeRecords(trx: AppDb, sections: CheckedArchive['sections']): Promise<SectionReport[]> {
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
