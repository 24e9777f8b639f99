import { describe, expect, it } from 'vitest';
import {
  approverNameMatches,
  lineMatches,
  nameOnOrder,
  readUsDate,
  wrongBoxHint,
  type ProofLine,
} from './orders.choices';

describe('readUsDate', () => {
  it('reads a date however a family writes it', () => {
    for (const typed of [
      'June 10, 2026',
      'JUNE 10 2026',
      'june 10,2026',
      'Jun. 10th, 2026',
      '10 June 2026',
      '6/10/2026',
    ]) {
      expect(readUsDate(typed), typed).toBe('2026-06-10');
    }
    expect(readUsDate('06-10-2026')).toBe('2026-06-10');
    expect(readUsDate('Sept 3, 1941')).toBe('1941-09-03');
  });

  it('refuses what is not a real date', () => {
    for (const typed of ['February 30, 2026', '13/1/2026', 'Ju 10, 2026', '6/10/26', 'June 2026', 'Harold James']) {
      expect(readUsDate(typed), typed).toBeNull();
    }
  });
});

describe('lineMatches', () => {
  it('compares a date as the same day, with or without a comma or as 6/10/2026', () => {
    expect(lineMatches('JUNE 10, 2026', 'June 10 2026', 'date')).toBe(true);
    expect(lineMatches('JUNE 10, 2026', '6/10/2026', 'date')).toBe(true);
    expect(lineMatches('JUNE 10, 2026', '10/6/2026', 'date')).toBe(false);
    expect(lineMatches('JUNE 10, 2026', 'June 10, 2025', 'date')).toBe(false);
  });

  it('compares names letter for letter', () => {
    expect(lineMatches('WHITAKER', 'whitaker', 'family_name')).toBe(true);
    expect(lineMatches('WHITAKER', 'Whittaker', 'family_name')).toBe(false);
    // A date-like name line is not read as a date.
    expect(lineMatches('JUNE 10, 2026', '6/10/2026', 'other')).toBe(false);
  });
});

describe('wrongBoxHint', () => {
  const lines: ProofLine[] = [
    { kind: 'family_name', text: 'WHITAKER' },
    { kind: 'given_names', text: 'HAROLD JAMES' },
    { kind: 'date', text: 'MARCH 4, 1941' },
    { kind: 'date', text: 'JUNE 18, 2026' },
  ];
  const labels = ['Family name', 'Given names', 'First date', 'Second date'];

  it('tells a family who typed the whole name in the family name box which box wants what', () => {
    expect(wrongBoxHint(lines, labels, 0, 'Harold James Whitaker')).toBe(
      'The “Family name” box wants the family name (the last name) only. Type the rest of the name in the “Given names” box.',
    );
    expect(wrongBoxHint(lines, labels, 1, 'Harold James Whitaker')).toBe(
      'The “Given names” box wants the given names (first and middle names) only. Type the rest of the name in the “Family name” box.',
    );
  });

  it('names the box a line belongs in when it was typed in another', () => {
    expect(wrongBoxHint(lines, labels, 0, 'Harold James')).toBe(
      'That is what the “Given names” box asks for. The “Family name” box wants the family name (the last name) only.',
    );
    expect(wrongBoxHint(lines, labels, 2, '6/18/2026')).toMatch(/^That is what the “Second date” box asks for/);
    expect(wrongBoxHint(lines, labels, 0, 'March 4, 1941')).toMatch(/^That is what the “First date” box asks for/);
    expect(wrongBoxHint(lines, labels, 2, 'Harold James')).toMatch(/^That is what the “Given names” box asks for/);
  });

  it('says nothing of a plain misspelling or a match', () => {
    expect(wrongBoxHint(lines, labels, 0, 'Whittaker')).toBeNull();
    expect(wrongBoxHint(lines, labels, 0, 'Whitaker')).toBeNull();
    expect(wrongBoxHint(lines, labels, 2, 'March 4, 1914')).toBeNull();
    expect(wrongBoxHint(lines, labels, 0, '')).toBeNull();
  });
});

describe('approverNameMatches', () => {
  it('wants the first and last name the order has', () => {
    expect(approverNameMatches('Ruth Ann Whitaker (demo family)', 'Ruth Ann Whitaker')).toBe(true);
    expect(approverNameMatches('Ruth Ann Whitaker', 'ruth whitaker')).toBe(true);
    expect(approverNameMatches('José Núñez', 'Jose Nunez')).toBe(true);
    expect(approverNameMatches('Ruth Ann Whitaker', 'Ruth')).toBe(false);
    expect(approverNameMatches('Ruth Ann Whitaker', 'Harold Whitaker')).toBe(false);
    expect(approverNameMatches('Ruth Ann Whitaker', 'Ruth Ann')).toBe(false);
    expect(nameOnOrder('Ruth Ann Whitaker (demo family)')).toBe('Ruth Ann Whitaker');
  });
});
