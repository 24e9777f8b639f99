import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, csvFile, parseCsv, toCsv } from './csv';

describe('CSV cells', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvCell('Say "hello", please')).toBe('"Say ""hello"", please"');
    expect(csvCell('Smith, "Bud"')).toBe('"Smith, ""Bud"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it.each(['=HYPERLINK("http://x")', '=1+1', '+1 580 555 0136', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'defuses a formula-like cell: %j',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('leaves ordinary text alone and keeps line breaks inside the quotes', () => {
    expect(csvCell('Rose Hill (Ada)')).toBe('"Rose Hill (Ada)"');
    expect(csvCell('Line one\nline two')).toBe('"Line one\nline two"');
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('"a","b"\r\n"c","d"\r\n');
  });
});

describe('CSV times', () => {
  it('writes year-month-day and a 24-hour clock in the offices’ zone, midnight as 00', () => {
    const central = csvDateTime('America/Chicago');
    expect(central('2026-01-01T06:05:00Z')).toBe('2026-01-01 00:05');
    expect(central('2026-07-04T19:30:00Z')).toBe('2026-07-04 14:30');
  });
});

describe('phone numbers and the byte-order mark', () => {
  it('writes a phone number as typed, and guards anything else in the phone column', async () => {
    const { csvPhone, csvFile } = await import('./csv');
    expect(csvCell(csvPhone('+1 (580) 555-0136'))).toBe('"+1 (580) 555-0136"');
    expect(csvCell(csvPhone('580.555.0136'))).toBe('"580.555.0136"');
    expect(csvCell(csvPhone(null))).toBe('""');
    for (const text of ['+1+1', '=1+1', '-2+3', '@A1', '+SUM(A1)', '+12', '+1 580 555 0136 ext "9"']) {
      expect(csvCell(csvPhone(text)).startsWith(`"'`)).toBe(true);
    }
    expect(csvFile([['a']])).toBe('\uFEFF"a"\r\n');
  });
});

describe('reading a CSV file back', () => {
  it('reads what the writer wrote, quotes, commas and line breaks included', () => {
    const rows = [
      ['slug', 'notes'],
      ['rose-hill', 'Says "no" to vases,\r\nand to benches'],
      ['', 'x'],
    ];
    expect(parseCsv(csvFile(rows))).toEqual([
      { line: 1, cells: ['slug', 'notes'] },
      { line: 2, cells: ['rose-hill', 'Says "no" to vases,\r\nand to benches'] },
      { line: 4, cells: ['', 'x'] },
    ]);
  });

  it('takes plain cells, LF endings, blank lines and a last line without an ending', () => {
    expect(parseCsv('a,b\n\nc,d')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['c', 'd'] },
    ]);
    expect(parseCsv('a,"b')).toBeNull();
    expect(parseCsv('')).toEqual([]);
  });
});
