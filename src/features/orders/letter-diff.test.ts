import { describe, expect, it } from 'vitest';
import { compareLetters } from './letter-diff';

describe('compareLetters', () => {
  it('matches a stone cut in capitals however the family types the case and spaces', () => {
    expect(compareLetters('HAROLD JAMES WHITAKER', '  harold  james Whitaker ').matches).toBe(true);
  });

  it('minds letter case when the proof itself mixes cases', () => {
    const result = compareLetters('Harold McDonald', 'Harold Mcdonald');
    expect(result.matches).toBe(false);
    expect(result.proof.filter((p) => p.proofOnly).map((p) => p.text)).toEqual(['D']);
    expect(result.typed.filter((p) => p.typedOnly).map((p) => p.text)).toEqual(['d']);
  });

  it('marks the swapped digits of a mistyped date, and says so in words', () => {
    const result = compareLetters('MARCH 4, 1941', 'March 4, 1914');
    expect(result.matches).toBe(false);
    expect(result.proof.map((p) => p.text).join('')).toBe('MARCH 4, 1941');
    expect(result.typed.map((p) => p.text).join('')).toBe('MARCH 4, 1914');
    expect(result.proof.some((p) => p.proofOnly)).toBe(true);
    expect(result.summary).toMatch(/^Different from the proof: /);
  });

  it('names a letter the family left out', () => {
    const result = compareLetters('WHITTAKER', 'Whitaker');
    expect(result.summary).toContain('the proof has “T” that you did not type');
  });
});
