/** One row of a lookup table as typed (text, so nothing typed is lost before it is checked). */
export type Row = { from: string; to: string; value: string };

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Reads rows pasted from a spreadsheet: From, To, Value per line (tab-separated as spreadsheets
 * copy them, or commas/semicolons). A blank or non-numeric To ("and up") means no upper end; two
 * cells are From and Value. Dollar signs and thousands separators are dropped; header lines skipped.
 */
export function parsePastedRows(text: string): Row[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) =>
      (line.includes('\t') ? line.split('\t') : line.split(/[,;]/)).map((cell) =>
        cell.trim().replace(/^\$/, '').replace(/,/g, ''),
      ),
    )
    .filter((cells) => cells.length >= 2 && NUMBER.test(cells[0]!))
    .map((cells) =>
      cells.length === 2
        ? { from: cells[0]!, to: '', value: cells[1]! }
        : { from: cells[0]!, to: NUMBER.test(cells[1]!) ? cells[1]! : '', value: cells[2]! },
    );
}
