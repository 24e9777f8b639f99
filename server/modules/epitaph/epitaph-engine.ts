import { createHash } from 'node:crypto';
import { relationshipLabels, type Relationship } from './epitaph.choices';
import type { Answers } from './epitaph.schema';
import { phrases, themeWords, type Phrase, type PhraseKind, type Theme } from './phrase-library';
import { checkWords } from './word-filter';

/**
 * The built-in epitaph engine (decision record 131): proposes epitaphs from the phrase library,
 * shaped by the family's answers (tone, faith, relationship, what they loved), and varied by a
 * seed so that no two families, and no two presses of "more ideas", get the same list.
 */

export interface Candidate {
  /** Stable for the words: the phrase's id and a hash of the text. */
  id: string;
  /** The epitaph, with "\n" where it must break. */
  text: string;
  /** A line cut under the epitaph (a verse's chapter and verse), or null. */
  reference: string | null;
  /** Where the words come from, for the family: "Psalm 23:1, King James Version". */
  attribution: string | null;
  kind: PhraseKind;
  source: 'library' | 'model';
}

const SHE: Relationship[] = ['mother', 'wife', 'grandmother', 'daughter', 'sister', 'aunt'];
const HE: Relationship[] = ['father', 'husband', 'grandfather', 'son', 'brother', 'uncle'];

function pronouns(relationship: Relationship) {
  if (SHE.includes(relationship)) return { they: 'she', their: 'her', them: 'her' };
  if (HE.includes(relationship)) return { they: 'he', their: 'his', them: 'him' };
  return { they: 'they', their: 'their', them: 'them' };
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The themes the family's words point to. */
export function themesOf(loves: string | null): Theme[] {
  if (!loves) return [];
  const words = ` ${loves.toLowerCase().replace(/[^a-z' -]/g, ' ')} `;
  return (Object.keys(themeWords) as Theme[]).filter((theme) =>
    themeWords[theme].some((word) => words.includes(` ${word} `)),
  );
}

const LEADING_LOWER = /^(Her|His|Their|My|Our|The|A|An|All|Every|Any|Long|Sunday)\b/;

/**
 * The family's words ready for "She loved ___": trimmed, without a closing stop, a leading
 * "she loved" or a capital on an ordinary first word ("Her garden" reads "She loved her garden");
 * a short form too (the first of a list).
 */
export function lovesPhrases(loves: string | null): string[] {
  if (!loves) return [];
  const clean = loves
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(she|he|they) (loved|loves) /i, '')
    .replace(/[.!;:,\s]+$/, '')
    .replace(LEADING_LOWER, (word) => word.toLowerCase())
    .trim();
  if (!clean) return [];
  const first = clean.split(/\s*(?:,|;|\band\b)\s*/i)[0]?.trim() ?? '';
  const out = [clean.length <= 60 ? clean : '', first.length >= 3 && first !== clean ? first : ''].filter(Boolean);
  return [...new Set(out)];
}

/** The phrase with its slots filled, or null when the answers cannot fill them. */
export function fillPhrase(phrase: Phrase, answers: Answers, loves: string | null): string | null {
  const p = pronouns(answers.relationship);
  const relation = answers.relationship === 'other' ? null : relationshipLabels[answers.relationship];
  const name = answers.givenNames.trim().split(/\s+/)[0] ?? '';
  if (/\{relation\}/i.test(phrase.text) && !relation) return null;
  if (phrase.text.includes('{loves}') && !loves) return null;
  return phrase.text
    .replaceAll('{Relation}', relation ?? '')
    .replaceAll('{relation}', (relation ?? '').toLowerCase())
    .replaceAll('{name}', name)
    .replaceAll('{They}', capital(p.they))
    .replaceAll('{Their}', capital(p.their))
    .replaceAll('{Them}', capital(p.them))
    .replaceAll('{they}', p.they)
    .replaceAll('{their}', p.their)
    .replaceAll('{them}', p.them)
    .replaceAll('{loves}', loves ?? '');
}

/** Whether a phrase is right for these answers at all (faith, relationship, the family's words). */
function eligible(phrase: Phrase, answers: Answers): boolean {
  if (phrase.faiths && !phrase.faiths.includes(answers.faith)) return false;
  if (phrase.relations && !phrase.relations.includes(answers.relationship)) return false;
  if (phrase.needsLoves && !answers.loves) return false;
  return true;
}

/** A small seeded generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedFrom(answers: Answers, seed: number): number {
  const digest = createHash('sha256')
    .update(JSON.stringify([answers.givenNames, answers.surname, answers.loves, answers.relationship, seed]))
    .digest();
  return digest.readUInt32LE(0);
}

export function attributionOf(phrase: Phrase): string | null {
  if (phrase.kind === 'scripture') return `${phrase.reference}, King James Version`;
  if (phrase.kind === 'verse') return phrase.reference ?? null;
  return null;
}

function candidateOf(phrase: Phrase, text: string): Candidate {
  return {
    id: `${phrase.id}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`,
    text,
    reference: phrase.kind === 'scripture' ? (phrase.reference ?? null) : null,
    attribution: attributionOf(phrase),
    kind: phrase.kind,
    source: 'library',
  };
}

export interface Proposal {
  candidates: Candidate[];
  /** Things the family should know about the list (e.g. scripture left out for "no faith"). */
  notes: string[];
}

interface Scored {
  candidate: Candidate;
  score: number;
}

/** Every candidate the library offers these answers, scored (higher is a better match). */
function scoredCandidates(answers: Answers, rand: () => number): Scored[] {
  const themes = themesOf(answers.loves);
  const lovesForms = lovesPhrases(answers.loves);
  const out: Scored[] = [];
  for (const phrase of phrases) {
    if (!eligible(phrase, answers)) continue;
    const texts = phrase.text.includes('{loves}')
      ? lovesForms.map((loves) => fillPhrase(phrase, answers, loves))
      : [fillPhrase(phrase, answers, null)];
    for (const text of texts) {
      if (!text || !checkWords(text).ok) continue;
      let score = rand() * 6;
      if (phrase.tones.includes(answers.tone)) score += phrase.tones[0] === answers.tone ? 12 : 9;
      score += 5 * (phrase.themes ?? []).filter((t) => themes.includes(t)).length;
      if (phrase.relations) score += 3;
      if (phrase.needsLoves) score += 4;
      if (answers.tone === 'scriptural' && phrase.kind === 'scripture') score += 4;
      out.push({ candidate: candidateOf(phrase, text), score });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * What a candidate is about, for diversity: the family's own words, their relationship, or the
 * first of the family's themes it touches. Two ideas with the same key are variations on one
 * theme ("She loved her garden", "Her heart was in her garden"), and a list shows one of them.
 */
function themeKey(phrase: Phrase, familyThemes: Theme[]): string | null {
  if (phrase.needsLoves) return 'loves';
  if (/\{relation\}/i.test(phrase.text)) return 'relation';
  const theme = (phrase.themes ?? []).find((t) => familyThemes.includes(t));
  return theme ? `theme:${theme}` : null;
}

const phraseById = new Map(phrases.map((phrase) => [phrase.id, phrase]));
const phraseOf = (candidate: Candidate) => phraseById.get(candidate.id.slice(0, candidate.id.lastIndexOf('-')))!;

/**
 * Proposes `count` epitaphs: the best matches for the tone first, with at most two verses, one
 * of each phrase and one of each theme, varied by the seed; other tones fill in when the chosen
 * one has few. The family's own words and the relationship they chose each appear in at least
 * one idea when the library can say them (the family should see that they were heard).
 */
export function proposeEpitaphs(answers: Answers, seed: number, count = 6): Proposal {
  const rand = random(seedFrom(answers, seed));
  const notes: string[] = [];
  if (answers.tone === 'scriptural' && answers.faith === 'none') {
    notes.push('You asked for no religious words, so we have left out scripture and offered verse instead.');
  }
  const familyThemes = themesOf(answers.loves);
  const scored = scoredCandidates(answers, rand);
  const chosen: Candidate[] = [];
  const phraseIds = new Set<string>();
  const keys = new Set<string>();
  let verses = 0;
  const take = (candidate: Candidate) => {
    const phrase = phraseOf(candidate);
    const key = themeKey(phrase, familyThemes);
    phraseIds.add(phrase.id);
    if (key) keys.add(key);
    // The family's own words speak for the themes they name ("her garden" is the garden idea).
    if (key === 'loves') for (const theme of themesOf(candidate.text)) keys.add(`theme:${theme}`);
    if (candidate.kind === 'verse') verses++;
  };
  const allowed = (candidate: Candidate) => {
    const phrase = phraseOf(candidate);
    const key = themeKey(phrase, familyThemes);
    if (phraseIds.has(phrase.id) || (key && keys.has(key))) return false;
    return !(candidate.kind === 'verse' && verses >= 2);
  };
  // First the family's words and their relationship, each by its best-scored idea.
  for (const key of ['loves', 'relation']) {
    const best = scored.find(({ candidate }) => themeKey(phraseOf(candidate), familyThemes) === key);
    if (best && chosen.length < count) {
      chosen.push(best.candidate);
      take(best.candidate);
    }
  }
  for (const { candidate } of scored) {
    if (chosen.length >= count) break;
    if (!allowed(candidate)) continue;
    take(candidate);
    chosen.push(candidate);
  }
  // Too few for the keys rule (a short library for these answers): fill with any other phrase.
  for (const { candidate } of scored) {
    if (chosen.length >= count) break;
    if (phraseIds.has(phraseOf(candidate).id)) continue;
    take(candidate);
    chosen.push(candidate);
  }
  // The best match first: the list is shown in score order, the family's words among it.
  const rank = new Map(scored.map(({ candidate }, index) => [candidate.id, index]));
  chosen.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return { candidates: chosen, notes };
}

/**
 * The best-matching library epitaph that passes `fits` (used to offer a shorter alternative to
 * a line or a layout that does not fit).
 */
export function shorterFromLibrary(
  answers: Answers,
  fits: (candidate: Candidate) => boolean,
  except: string[] = [],
): Candidate | null {
  const scored = scoredCandidates(answers, random(seedFrom(answers, 0)));
  return scored.map((s) => s.candidate).find((c) => !except.includes(c.text) && fits(c)) ?? null;
}
