import { describe, expect, it } from 'vitest';
import { answersSchema } from './epitaph.schema';
import { fillPhrase, lovesPhrases, proposeEpitaphs, themesOf } from './epitaph-engine';
import { phrases } from './phrase-library';
import { checkWords } from './word-filter';

const answers = (over: Record<string, string> = {}) =>
  answersSchema.parse({
    givenNames: 'Mary Ellen',
    surname: 'Whitaker',
    born: '1941-03-03',
    died: '2024-06-09',
    relationship: 'mother',
    faith: 'christian',
    loves: 'her garden, gospel music and Sunday dinner',
    tone: 'traditional',
    ...over,
  });

const texts = (list: { candidates: Array<{ text: string }> }) => list.candidates.map((c) => c.text);

describe('the built-in epitaph engine', () => {
  it('proposes six different epitaphs, shaped by the tone', () => {
    for (const tone of ['traditional', 'scriptural', 'personal', 'light']) {
      const list = proposeEpitaphs(answers({ tone }), 1);
      expect(list.candidates).toHaveLength(6);
      expect(new Set(texts(list)).size).toBe(6);
    }
    const scriptural = proposeEpitaphs(answers({ tone: 'scriptural' }), 1).candidates;
    expect(scriptural.filter((c) => c.kind === 'scripture').length).toBeGreaterThanOrEqual(4);
    for (const c of scriptural.filter((c) => c.kind === 'scripture')) {
      expect(c.attribution).toMatch(/^[1-3]? ?[A-Z][a-z]+( [A-Z][a-z]+)? \d+:\d+, King James Version$/);
      expect(c.reference).toBe(c.attribution!.replace(', King James Version', ''));
    }
  });

  it('never gives the same list for everyone: other seeds and other answers change it', () => {
    const base = texts(proposeEpitaphs(answers(), 1));
    const lists = [2, 3, 4, 5].map((seed) => texts(proposeEpitaphs(answers(), seed)).join('|'));
    expect(new Set([base.join('|'), ...lists]).size).toBeGreaterThanOrEqual(4);
    const father = texts(proposeEpitaphs(answers({ relationship: 'father', loves: 'fishing on Lake Texoma' }), 1));
    expect(father).not.toEqual(base);
    // The same answers and seed give the same list (a reload shows what it showed).
    expect(texts(proposeEpitaphs(answers(), 1))).toEqual(base);
  });

  it('uses what they loved, in the family’s words, and the right pronouns', () => {
    expect(themesOf('fishing with the grandkids and gospel music')).toEqual(['fishing', 'music', 'family']);
    expect(lovesPhrases('Her garden, and Sunday dinner.')).toEqual(['her garden, and Sunday dinner', 'her garden']);
    const personal = texts(proposeEpitaphs(answers({ tone: 'personal' }), 7));
    expect(personal.some((t) => /her garden/i.test(t))).toBe(true);
    const light = texts(proposeEpitaphs(answers({ tone: 'light', relationship: 'father', loves: 'fishing' }), 3));
    expect(light.some((t) => /fish/i.test(t))).toBe(true);
    const phrase = phrases.find((p) => p.id === 'p-gave-best')!;
    expect(fillPhrase(phrase, answers({ relationship: 'father' }), null)).toBe('He gave us the best of him');
  });

  it('says the relationship and the family’s words in some ideas, and one variation of a theme per list', () => {
    for (const tone of ['traditional', 'scriptural', 'personal', 'light'])
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        const list = texts(
          proposeEpitaphs(answers({ tone, relationship: 'grandmother', loves: 'Her garden and gospel music' }), seed),
        );
        expect(list, `${tone} ${seed}`).toHaveLength(6);
        expect(
          list.some((t) => /grandmother/i.test(t)),
          `${tone} ${seed}`,
        ).toBe(true);
        // In a good sentence: the family's "Her garden" reads "She loved her garden", never "… Her garden".
        expect(
          list.some((t) => /\bher garden\b/.test(t)),
          `${tone} ${seed}`,
        ).toBe(true);
        expect(list.join(' | ')).not.toMatch(/ Her garden/);
        // "She loved…", "Her heart was in…", "We remember her in…" are one theme: one of them per list.
        expect(list.filter((t) => /\bher garden\b/.test(t)).length, `${tone} ${seed}`).toBe(1);
        // Nor a second garden idea beside the family's own words about her garden.
        const gardenIdeas = list.filter((t) => /garden|digging in the dirt/i.test(t));
        expect(gardenIdeas.length, `${tone} ${seed}: ${list.join(' | ')}`).toBe(1);
      }
  });

  it('keeps religious words out for "no faith", and says why when scripture was asked for', () => {
    const list = proposeEpitaphs(answers({ faith: 'none', tone: 'scriptural' }), 1);
    expect(list.candidates.length).toBeGreaterThan(0);
    expect(list.candidates.every((c) => c.kind !== 'scripture')).toBe(true);
    expect(texts(list).join(' ')).not.toMatch(/\b(God|Lord|Jesus|heaven|grace|soul)\b/i);
    expect(list.notes[0]).toMatch(/no religious words/);
    const jewish = proposeEpitaphs(answers({ faith: 'jewish', tone: 'scriptural' }), 1).candidates;
    expect(jewish.every((c) => !/Matthew|John|Timothy|Revelation|Corinthians|Mark/.test(c.attribution ?? ''))).toBe(
      true,
    );
  });

  it('passes every library phrase through the word filter', () => {
    for (const phrase of phrases)
      expect(checkWords(phrase.text.replace(/\{\w+\}/g, 'her')), phrase.id).toEqual({ ok: true });
  });
});

describe('the word filter', () => {
  it('refuses crude, hateful and violent words, also spelled around', () => {
    for (const bad of [
      'Rest in peace, damn it',
      'What the f*ck',
      'sh1t happens',
      'f u c k',
      'I hate you',
      'Killed it',
    ]) {
      expect(checkWords(bad).ok, bad).toBe(false);
    }
  });

  it('refuses prices, links, figures, quotations with a source and model chatter', () => {
    for (const bad of [
      'Only $99 this week',
      'Visit www.example.com',
      'Born 1941',
      'The Lord is my shepherd (KJV)',
      'Here are some epitaphs:',
      'As an AI language model, I',
    ]) {
      expect(checkWords(bad).ok, bad).toBe(false);
    }
  });

  it('lets ordinary words through, including ones that contain a blocked word', () => {
    for (const good of [
      'Hello, old friend',
      'Shell collector by the sea',
      'Classic and kind',
      'Priceless to us all',
      'Whither thou goest',
    ]) {
      expect(checkWords(good), good).toEqual({ ok: true });
    }
  });
});
