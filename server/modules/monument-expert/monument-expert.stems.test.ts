import { describe, expect, it } from 'vitest';
import { distinctLexemes, lexemesOfText } from './monument-expert.stems';

describe('the expert’s search words', () => {
  it('stems as PostgreSQL’s English configuration does and drops its stop words, the same on every database', () => {
    // PostgreSQL 15 gives these lexemes; PostgreSQL 18 differs only in "added" ("add").
    expect(lexemesOfText('Can inscriptions be added to a monument later? Engraving, engraved; cemeteries.')).toEqual([
      'inscript',
      'ad',
      'monument',
      'later',
      'engrav',
      'engrav',
      'cemeteri',
    ]);
    expect(lexemesOfText('Café owners’ 1936 Wylie, Texas')).toEqual(['cafe', 'owner', '1936', 'wyli', 'texa']);
  });

  it('gives a question word’s distinct lexemes', () => {
    expect(distinctLexemes('headstone headstones tombstone')).toEqual(['headston', 'tombston']);
    expect(distinctLexemes('the and of')).toEqual([]);
  });
});
