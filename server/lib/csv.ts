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

/**
 * Times for a CSV cell as "2026-11-21 14:05" in the offices' zone: it sorts correctly and every
 * spreadsheet reads it as a date. (hourCycle h23: `hour12: false` prints midnight as "24:05".)
 */
export function csvDateTime(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
}
