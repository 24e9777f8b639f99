import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { storedVariantsSchema } from '../media/media.schema';
import { assertValidKey, keyForPublicUrl } from '../media/storage';

/**
 * The contract between a domain and the content archive (decision record 120). A domain that
 * holds something staff made exports an `ArchiveSection` from its service, and
 * `server/modules/content-migration/content-migration.sections.ts` lists it. The archive keeps
 * one JSON file per section (`data/<name>.json`, an array of records) and the image files the
 * records name (`files/<storage key>`).
 *
 * A record is plain JSON in the shape `exportRecords` gives. Import matches each record to the
 * row it stands for by `keyOf` (a natural key where there is one, so an archive can be laid over
 * a site that was seeded separately), compares it with `currentRecord` and writes it only when
 * it differs: importing the same archive twice changes nothing the second time.
 */
export interface ArchiveSection<R = unknown> {
  /** The file name in the archive (data/<name>.json): lowercase words and hyphens. */
  name: string;
  /** What staff read in the preview ("Gallery pictures"). */
  label: string;
  /** People's details (leads): exported only when staff ask for them. */
  personal?: boolean;
  /** Checks one record read from an archive; its messages name what is wrong. */
  record: z.ZodType<R>;
  /** The record's identity across sites ("redirect exact /old-page"). */
  keyOf(record: R): string;
  /** A few words staff recognise the record by ("Post: Choosing a granite color"). */
  labelOf(record: R): string;
  /** The storage keys of the files the record needs (originals and renditions). */
  filesOf?(record: R): string[];
  /**
   * Settles, before records are matched by key, what an older archive left ambiguous (two
   * records of one key that are two rows); the records as they were parsed by default.
   */
  prepareRecords?(records: R[]): R[];
  /** Every record, in the order they should be imported. */
  exportRecords(db: AppDb): Promise<R[]>;
  /** The site's current version of this record, in the archive's shape; null when it has none. */
  currentRecord(db: AppDb, record: R): Promise<R | null>;
  /** Whether the site already holds what the record says; equal JSON (keys in any order) by default. */
  isSame?(record: R, current: R): boolean;
  /** Inserts the record, or updates `current` to match it. Runs inside the import's transaction. */
  writeRecord(db: AppDb, record: R, current: R | null): Promise<void>;
}

/** Declares a section with its record type checked (the list holds sections of many types). */
export function archiveSection<R>(section: ArchiveSection<R>): ArchiveSection {
  return section as unknown as ArchiveSection;
}

/** JSON text with object keys sorted, so two equal records compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** jsonb arrives parsed from both drivers; a string (never expected) is parsed. */
export function jsonColumn(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/** A timestamp column as ISO text (null stays null). */
export function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** An ISO timestamp in a record. */
export const isoTimestamp = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });

/** A storage key in a record: the archive may only name keys the storage accepts. */
export const storageKeySchema = z.string().refine(
  (key) => {
    try {
      assertValidKey(key);
      return true;
    } catch {
      return false;
    }
  },
  { error: 'is not a file name this site stores' },
);

/** The image columns gallery pictures, site images, blog images and packages share. */
export const archivedImageShape = {
  image_url: z.string().max(2000),
  medium_url: z.string().max(2000).nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  variants: storedVariantsSchema.nullable(),
  placeholder_color: z.string().max(40).nullable(),
  original_key: storageKeySchema.nullable(),
  content_hash: z.string().max(128).nullable(),
};

/** The storage keys behind an image's columns: its renditions, its original and any /media/ URL. */
export function imageFiles(image: {
  variants: { files: Array<{ key: string }> } | null;
  original_key: string | null;
  image_url?: string | null;
  medium_url?: string | null;
  [column: string]: unknown;
}): string[] {
  const keys = new Set<string>();
  for (const file of image.variants?.files ?? []) keys.add(file.key);
  if (image.original_key) keys.add(image.original_key);
  for (const url of [image.image_url, image.medium_url]) {
    const key = typeof url === 'string' ? keyForPublicUrl(url) : null;
    if (key) keys.add(key);
  }
  return [...keys];
}

/** Reads the image columns of a row into the record's shape. */
export function imageRecordOf(row: {
  image_url: string;
  medium_url: string | null;
  width: number | null;
  height: number | null;
  variants: unknown;
  placeholder_color: string | null;
  original_key: string | null;
  content_hash: string | null;
}) {
  const variants = storedVariantsSchema.safeParse(jsonColumn(row.variants));
  return {
    image_url: row.image_url,
    medium_url: row.medium_url,
    width: row.width,
    height: row.height,
    variants: variants.success ? variants.data : null,
    placeholder_color: row.placeholder_color,
    original_key: row.original_key,
    content_hash: row.content_hash,
  };
}

/** The image columns of a record, ready to write. */
export function imageColumnsOf(record: z.infer<z.ZodObject<typeof archivedImageShape>>) {
  return {
    image_url: record.image_url,
    medium_url: record.medium_url,
    width: record.width,
    height: record.height,
    variants: record.variants ? JSON.stringify(record.variants) : null,
    placeholder_color: record.placeholder_color,
    original_key: record.original_key,
    content_hash: record.content_hash,
  };
}
