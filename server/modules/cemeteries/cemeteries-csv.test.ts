import { describe, expect, it } from 'vitest';
import { cemeteriesToCsv, csvToCemeteries, CEMETERY_CSV_COLUMNS } from './cemeteries-csv';
import { demoCemeteries } from './cemeteries.seed-data';

const header = CEMETERY_CSV_COLUMNS.join(',');
const row = (cells: Partial<Record<(typeof CEMETERY_CSV_COLUMNS)[number], string>>) =>
  CEMETERY_CSV_COLUMNS.map((column) => cells[column] ?? '').join(',');
const good = {
  slug: 'oak-grove-ada',
  name: 'Oak Grove',
  town: 'Ada',
  state: 'OK',
  section: 'Whole cemetery',
  kinds_allowed: 'upright;flat',
};

describe('the cemeteries CSV', () => {
  it('reads back exactly what it wrote: every demo cemetery, negative longitudes and notes included', () => {
    const reading = csvToCemeteries(cemeteriesToCsv(demoCemeteries));
    expect(reading).toEqual({ ok: true, cemeteries: demoCemeteries });
  });

  it('groups rows by slug into sections, and makes a slug from the name and town when none is given', () => {
    const reading = csvToCemeteries(
      [
        header,
        row(good),
        row({ ...good, section: 'North', kinds_allowed: 'flat', granite_colors: 'jet_black; india_red' }),
        row({ ...good, slug: '', name: 'Pine Rest', town: 'Roff' }),
      ].join('\n'),
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.cemeteries.map((c) => [c.slug, c.sections.map((s) => s.name)])).toEqual([
      ['oak-grove-ada', ['Whole cemetery', 'North']],
      ['pine-rest-roff', ['Whole cemetery']],
    ]);
    expect(reading.cemeteries[0]?.sections[1]?.graniteColors).toEqual(['jet_black', 'india_red']);
    expect(reading.cemeteries[0]?.sections[0]?.graniteColors).toBeNull();
  });

  it('refuses every bad row with its line, counting line breaks inside quoted cells', () => {
    const reading = csvToCemeteries(
      [
        header,
        row({ ...good, cemetery_notes: '"Two\nlines"' }),
        row({ ...good, section: 'East', setting_fee: 'lots' }),
        row({ ...good, section: 'West', kinds_allowed: '' }),
        row({ ...good, section: 'East' }),
        row({ ...good, section: 'South', confirmed_on: '2026-03-01', confirmed_source: 'phone' }),
      ].join('\r\n'),
    );
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.map((p) => p.line)).toEqual([4, 5, 7]);
    expect(reading.problems[0]?.message).toMatch(/settingFeeCents/);
    expect(reading.problems[1]?.message).toMatch(/Choose at least one kind/);
    expect(reading.problems[2]?.message).toMatch(/Enter who confirmed them/);
  });

  it('says what is wrong with the file itself', () => {
    expect(csvToCemeteries('')).toEqual({ ok: false, problems: [{ line: 1, message: 'The file is empty' }] });
    expect(csvToCemeteries('name,town\nA,B')).toMatchObject({
      ok: false,
      problems: [{ line: 1, message: expect.stringMatching(/Missing columns: state, section, kinds_allowed/) }],
    });
    expect(csvToCemeteries(`${header},colour\n`)).toMatchObject({
      ok: false,
      problems: [{ message: 'Unknown column: colour' }],
    });
    expect(csvToCemeteries(`${header}\n`)).toMatchObject({
      ok: false,
      problems: [{ message: 'The file has no cemeteries' }],
    });
    expect(csvToCemeteries(`${header}\n"open`)).toMatchObject({
      ok: false,
      problems: [{ message: 'A quoted cell is never closed' }],
    });
  });
});
