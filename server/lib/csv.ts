/**
 * CSV for the staff exports (website leads and quote requests). Both files end up in the same
 * spreadsheet programs, so they share one writer: a fix to the escaping reaches both.
 */

/**
 * One CSV cell, quoted per RFC 4180. Cells a spreadsheet would read as a formula (starting with
 * = + - @, or a tab or carriage return) get a leading apostrophe, so a visitor's text can never
 * run in staff's spreadsheet (OWASP "CSV Injection").
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF (RFC 4180), the last one too. */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
