import { inZone } from '../modules/shared/time';
/**
 * CSV for every staff export (website leads, quote requests, authorizations, commitments). The
 * files end up in the same spreadsheet programs, so they share one writer: a fix to the escaping
 * reaches all of them, and the byte-order mark is added here and nowhere else (decision 183).
 */

/** The UTF-8 byte-order mark: Excel then reads the file as UTF-8 (names with accents intact). */
export const CSV_BOM = '\uFEFF';

/**
 * A phone number as people type it: an optional leading +, then digits, spaces, dots, dashes and
 * brackets, with at least seven digits. Such a cell cannot hold a formula (no letters, no
 * function, no `|` or `!`), so it is written as typed: a spreadsheet shows "+1 580 555 0136",
 * not "'+1 580 555 0136".
 */
const PHONE = /^(?=(?:\D*\d){7})\+?[\d (][\d ().-]*$/;

/** A cell holding a phone number: written as typed when it looks like one, guarded otherwise. */
export interface CsvPhone {
  readonly csvPhone: string;
}

/** Marks a value as the phone column's (see `PHONE`). */
export function csvPhone(value: string | null | undefined): CsvPhone {
  return { csvPhone: value ?? '' };
}

const isCsvPhone = (value: unknown): value is CsvPhone =>
  typeof value === 'object' && value !== null && typeof (value as CsvPhone).csvPhone === 'string';

/**
 * One CSV cell, quoted per RFC 4180. Cells a spreadsheet would read as a formula (starting with
 * = + - @, or a tab or carriage return) get a leading apostrophe, so a visitor's text can never
 * run in staff's spreadsheet (OWASP "CSV Injection"); a phone number (`csvPhone`) is the only
 * exception, and only when it matches the phone pattern.
 */
export function csvCell(value: unknown): string {
  if (isCsvPhone(value) && PHONE.test(value.csvPhone)) return `"${value.csvPhone}"`;
  let text = value == null ? '' : isCsvPhone(value) ? value.csvPhone : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF (RFC 4180), the last one too (no byte-order mark: see `csvFile`). */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A whole CSV file for staff to download: exactly one byte-order mark, then the rows. */
export function csvFile(rows: unknown[][]): string {
  return `${CSV_BOM}${toCsv(rows)}`;
}

/**
 * Times for a CSV cell as "2026-11-21 14:05" in the offices' zone: it sorts correctly and every
 * spreadsheet reads it as a date. (hourCycle h23: `hour12: false` prints midnight as "24:05".)
 */
export function csvDateTime(timeZone: string): (iso: string) => string {
  const when = inZone(timeZone);
  return (iso) => when.stamp(iso);
}

/** One record of a CSV file read back: its cells and the line of the file it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * A CSV file as staff save it from a spreadsheet, read per RFC 4180: commas, quoted cells with
 * doubled quotes, line breaks inside quotes, CRLF or LF, a leading byte-order mark. Blank lines
 * are skipped. A cell this module wrote with a leading apostrophe (a formula guard) is read as
 * written; the caller decides what it means. Returns null when a quote is never closed.
 */
export function parseCsv(text: string): CsvRecord[] | null {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cell !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"') {
      quoted = true;
      touched = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (c === '\r' && source[i + 1] === '\n') {
      continue;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      line++;
      start = line;
    } else {
      cell += c;
    }
  }
  if (quoted) return null;
  if (cell !== '' || cells.length > 0 || touched) endRecord();
  return records;
}
