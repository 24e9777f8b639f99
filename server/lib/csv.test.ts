import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, toCsv } from './csv';

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
