/**
 * A confirmed section's rules in plain words for families (issue 35 points 7 and 8, decision
 * 271): the lines of the cemetery's public page and the sentences of the monument expert's
 * answer. Pure and zod-free; the sizes, foundation and fee words are the rule checks' own.
 */
import { STONE_KINDS, type StoneKind } from '../design/design.choices';
import { formatInches, sectionNotes, type SectionRules } from './cemeteries.rules';

const KIND_PLURALS: Record<StoneKind, string> = {
  upright: 'upright monuments',
  slant: 'slant markers',
  bevel: 'bevel markers',
  flat: 'flat markers',
  ledger: 'ledgers',
  bench: 'memorial benches',
};

/** "a, b and c" (or "a, b or c"). */
export function wordList(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** "upright monuments, slant markers and flat markers", in the playground's order. */
export function kindsWords(kinds: readonly StoneKind[]): string {
  return wordList(STONE_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => KIND_PLURALS[kind]));
}

/** The plural words of one kind ("upright monuments"). */
export const kindPlural = (kind: StoneKind) => KIND_PLURALS[kind];

/** "up to 48 in tall, 60 in wide and 12 in deep", or null when no limit is on record. */
function limitWords(height: number | null, width: number | null, depth: number | null): string | null {
  const parts = [
    height !== null && `${formatInches(height)} tall`,
    width !== null && `${formatInches(width)} wide`,
    depth !== null && `${formatInches(depth)} deep`,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length ? `up to ${wordList(parts)}` : null;
}

/** A price list colour key as words when the list does not name it ("georgia_gray" → "Georgia Gray"). */
const keyWords = (key: string) => key.replace(/[_-]+/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The section's approved granite names ("Jet Black or India Red"), or null for any granite. */
export function graniteWords(
  rules: Pick<SectionRules, 'graniteColors'>,
  graniteNames: Readonly<Record<string, string>>,
): string | null {
  if (rules.graniteColors === null) return null;
  return wordList(
    rules.graniteColors.map((key) => graniteNames[key] ?? keyWords(key)),
    'or',
  );
}

/**
 * What the section allows, one line each: the kinds, the monument's and the base's sizes, the
 * base and the foundation, the granite (or bronze only), and vases.
 */
export function sectionAllowsWords(rules: SectionRules, graniteNames: Readonly<Record<string, string>>): string[] {
  const kinds = kindsWords(rules.kindsAllowed);
  const lines = [`${kinds.charAt(0).toUpperCase()}${kinds.slice(1)}.`];
  const monument = limitWords(rules.maxHeightIn, rules.maxWidthIn, rules.maxDepthIn);
  lines.push(monument ? `Size: ${monument}.` : 'Size: no limit on record.');
  const base = limitWords(rules.baseMaxHeightIn, rules.baseMaxWidthIn, rules.baseMaxDepthIn);
  if (rules.baseRequired)
    lines.push(`A granite base is required under upright and slant monuments${base ? `, ${base}` : ''}.`);
  else if (base) lines.push(`Base: ${base}.`);
  // The foundation's line is the one the notes say, so the page says it once.
  const foundation = sectionNotes(rules).find((note) => note.startsWith('A concrete foundation'));
  if (foundation) lines.push(foundation);
  if (rules.bronzeOnly) lines.push('Bronze markers only: no granite.');
  else {
    const granite = graniteWords(rules, graniteNames);
    lines.push(
      granite === null
        ? 'Any granite color.'
        : granite
          ? `Approved granite: ${granite}.`
          : 'No granite color is approved: ask us before choosing one.',
    );
  }
  lines.push(rules.vasesAllowed ? 'Vases are allowed.' : 'Vases are not allowed.');
  return lines;
}

/** What a family should know beyond what the section allows: the cemetery's fees and its approval time. */
export function sectionKnowWords(rules: SectionRules): string[] {
  return sectionNotes(rules).filter((note) => !note.startsWith('A concrete foundation') && !note.startsWith('Vases'));
}

/**
 * What the section allows as one phrase, for the expert's sentences: "upright monuments, slant
 * markers, bevel markers and flat markers up to 36 in tall and 48 in wide, on a granite base and
 * on a concrete foundation the cemetery pours".
 */
export function sectionAllowsPhrase(rules: SectionRules): string {
  const monument = limitWords(rules.maxHeightIn, rules.maxWidthIn, rules.maxDepthIn);
  const pours = { us: 'we pour', cemetery: 'the cemetery pours', either: 'the cemetery or we pour' }[
    rules.foundationBy ?? 'either'
  ];
  const extras = [
    rules.bronzeOnly && 'in bronze only',
    rules.baseRequired && 'on a granite base',
    rules.foundationRequired && `on a concrete foundation ${pours}`,
  ].filter((part): part is string => typeof part === 'string');
  return `${kindsWords(rules.kindsAllowed)}${monument ? ` ${monument}` : ''}${extras.length ? `, ${wordList(extras)}` : ''}`;
}
