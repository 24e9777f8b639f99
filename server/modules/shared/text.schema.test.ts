import { describe, expect, it } from 'vitest';
import {
  BROKEN_CHARACTER_MESSAGE,
  HIDDEN_CHARACTER_MESSAGE,
  optionalText,
  secretText,
  serialId,
  text,
} from './text.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('text()', () => {
  const field = text(10).min(2, { error: 'Too short' });

  it('trims and accepts ordinary text, emoji included', () => {
    expect(field.parse('  Ann 😀 ')).toBe('Ann 😀');
  });

  it('refuses a NUL with one message a person understands', () => {
    expect(messages(field.safeParse('a\u0000'))).toEqual([HIDDEN_CHARACTER_MESSAGE]);
  });

  it('refuses a lone surrogate (half an emoji) with its own message', () => {
    expect(messages(field.safeParse('a\ud83d'))).toEqual([BROKEN_CHARACTER_MESSAGE]);
    expect(messages(field.safeParse('\ude00a'))).toEqual([BROKEN_CHARACTER_MESSAGE]);
  });

  it('caps the length after trimming', () => {
    expect(messages(field.safeParse(` ${'a'.repeat(10)} `))).toEqual([]);
    expect(messages(field.safeParse('a'.repeat(11)))).toEqual(['Please keep this under 10 characters']);
    expect(messages(field.safeParse('a'.repeat(1_000_000)))).toEqual(['Please keep this under 10 characters']);
  });

  it('refuses what is not text', () => {
    for (const value of [null, 5, {}, ['a'], true]) expect(field.safeParse(value).success).toBe(false);
  });

  it('optionalText turns blank into null', () => {
    expect(optionalText(5).parse('  ')).toBeNull();
    expect(optionalText(5).parse(undefined)).toBeNull();
    expect(optionalText(5).parse(' ab ')).toBe('ab');
  });

  it('secretText keeps spaces but refuses the same characters', () => {
    expect(secretText(20).parse(' pass word ')).toBe(' pass word ');
    expect(secretText(20).safeParse('pass\u0000word').success).toBe(false);
  });
});

describe('serialId()', () => {
  it.each([1, 2_147_483_647])('accepts %s', (id) => expect(serialId().parse(id)).toBe(id));
  it.each([0, -1, 1.5, 2_147_483_648, 3_000_000_000, 1e300, '1', null])('refuses %s before any query', (id) => {
    expect(serialId().safeParse(id).success).toBe(false);
  });
});
