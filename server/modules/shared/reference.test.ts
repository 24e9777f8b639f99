import { describe, expect, it } from 'vitest';
import { CHECK_LETTERS, formatReference, parseReference, REFERENCE_KINDS, type ReferenceKind } from './reference';

const kinds = Object.keys(REFERENCE_KINDS) as ReferenceKind[];

describe('one reference format across the site', () => {
  it('reads as kind letter, four digits and two check letters without look-alikes', () => {
    expect(formatReference('quote', 42)).toMatch(/^Q-0042-[FHKLMRUWXY]{2}$/);
    expect(formatReference('message', 7)).toMatch(/^M-0007-/);
    expect(formatReference('booking', 12345)).toMatch(/^B-12345-/);
    expect(formatReference('reservation', 3)).toMatch(/^R-0003-/);
    expect(formatReference('order', 9)).toMatch(/^O-0009-/);
    expect(CHECK_LETTERS).not.toMatch(/[IOSZBGQ]/);
  });

  it('reads back what it writes, in any case and spacing, and refuses another kind', () => {
    for (const kind of kinds)
      for (const n of [1, 42, 999, 10_000, 123_456]) {
        const reference = formatReference(kind, n);
        expect(parseReference(kind, reference)).toBe(n);
        expect(parseReference(kind, ` ${reference.toLowerCase().replaceAll('-', ' ')} `)).toBe(n);
        expect(parseReference(kind, reference.replaceAll('-', ''))).toBe(n);
        for (const other of kinds.filter((k) => k !== kind)) expect(parseReference(other, reference)).toBeNull();
      }
  });

  it('catches a misheard digit or two digits swapped instead of naming another record', () => {
    for (const kind of kinds)
      for (let n = 1000; n < 4000; n += 7) {
        const reference = formatReference(kind, n);
        const [prefix, digits, letters] = reference.split('-') as [string, string, string];
        for (let i = 0; i < digits.length; i++) {
          for (let d = 0; d <= 9; d++) {
            if (String(d) === digits[i]) continue;
            const wrong = digits.slice(0, i) + d + digits.slice(i + 1);
            expect(parseReference(kind, `${prefix}-${wrong}-${letters}`), `${reference} as ${wrong}`).toBeNull();
          }
          if (i + 1 < digits.length && digits[i] !== digits[i + 1]) {
            const swapped = digits.slice(0, i) + digits[i + 1] + digits[i] + digits.slice(i + 2);
            expect(parseReference(kind, `${prefix}-${swapped}-${letters}`), `${reference} swapped`).toBeNull();
          }
        }
      }
  });

  it('keeps the earlier references working', () => {
    expect(parseReference('message', 'CM-00042')).toBe(42);
    expect(parseReference('booking', 'bk-00042')).toBe(42);
    expect(parseReference('reservation', 'VE-00012')).toBe(12);
    expect(parseReference('order', 'MO-00042')).toBe(42);
    expect(parseReference('order', 'MO42')).toBe(42);
    expect(parseReference('order', 'CM-00042')).toBeNull();
  });
});
