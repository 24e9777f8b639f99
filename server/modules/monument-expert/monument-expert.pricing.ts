import { normalizeQuestion } from './monument-expert.query';

/** What the published price list offers, as far as reading a question needs. */
export interface PriceListOffer {
  templates: Array<{ key: string; name: string }>;
  partTypes: Array<{ key: string; name: string; isBase: boolean }>;
  colors: Array<{ key: string; name: string }>;
}

/** The calculator's choices a question describes (only what it names; the engine fills the rest). */
export interface ReadChoices {
  template?: string;
  type?: string;
  color?: string;
  length?: number;
  height?: number;
}

const IGNORED = new Set(['a', 'an', 'on', 'in', 'with', 'the', 'and', 'of', 'base', 'top', 'granite', 'single']);

/** Family words for the kinds of monument, as the price list's names say them. */
const KIND_WORDS: Array<[RegExp, string]> = [
  [/\b(headstone|tombstone|gravestone|tablet|upright)s?\b/, 'upright'],
  [/\b(grass|flush|lawn|flat)\b/, 'flat'],
  [/\bslant/, 'slant'],
  [/\bbevel/, 'bevel'],
  [/\bbench/, 'bench'],
  [/\b(companion|double|couple|husband and wife|two names)\b/, 'companion'],
  [/\bserpentine/, 'serpentine'],
  [/\bvase/, 'vase'],
  [/\bledger|grave cover/, 'ledger'],
];

const wordsOf = (name: string) =>
  normalizeQuestion(name)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !IGNORED.has(w));

/**
 * Reads a priced question ("a 36-inch upright in India Red") into calculator choices: the design
 * whose name shares the most of the question's kind words (the first in staff's order on a tie),
 * a granite color named in full or by a word only one color has, and a width in inches or feet.
 * Null when the question names no kind of monument the list offers.
 */
export function readPriceQuestion(question: string, offer: PriceListOffer): ReadChoices | null {
  const text = normalizeQuestion(question);
  const kinds = new Set(KIND_WORDS.filter(([pattern]) => pattern.test(text)).map(([, kind]) => kind));
  if (kinds.has('companion') && !kinds.has('flat')) kinds.add('upright');
  const choices: ReadChoices = {};

  let best: { key: string; score: number } | null = null;
  for (const template of offer.templates) {
    const words = wordsOf(template.name);
    const score = words.filter((w) => kinds.has(w)).length - (kinds.size ? 0 : 1);
    // A design that adds a kind the family did not ask for (a vase, a serpentine top) loses a little.
    const extra = words.filter((w) => KIND_WORDS.some(([, kind]) => kind === w) && !kinds.has(w)).length * 0.5;
    if (score <= 0) continue;
    if (!best || score - extra > best.score) best = { key: template.key, score: score - extra };
  }
  if (best) choices.template = best.key;
  else {
    const type = offer.partTypes.find((p) => !p.isBase && wordsOf(p.name).some((w) => kinds.has(w)));
    if (!type) return null;
    choices.type = type.key;
  }

  const named = offer.colors.find((c) => text.includes(normalizeQuestion(c.name)));
  if (named) choices.color = named.key;
  else {
    const byWord = new Map<string, string[]>();
    for (const color of offer.colors)
      for (const word of wordsOf(color.name)) byWord.set(word, [...(byWord.get(word) ?? []), color.key]);
    for (const word of text.split(/[^a-z]+/)) {
      const keys = byWord.get(word);
      if (keys?.length === 1) {
        choices.color = keys[0];
        break;
      }
    }
  }

  const inches = /(\d{1,3}(?:\.\d+)?)\s*(?:-\s*)?(?:inches|inch|in\b|"|”|'')\s*(tall|high)?/.exec(text);
  const feet = /(\d(?:\.\d+)?)\s*(?:-\s*)?(?:foot|feet|ft\b)\s*(tall|high)?/.exec(text);
  const size = inches
    ? { value: Number(inches[1]), tall: !!inches[2] }
    : feet
      ? { value: Number(feet[1]) * 12, tall: !!feet[2] }
      : null;
  if (size && size.value > 0 && size.value <= 240) {
    if (size.tall) choices.height = size.value;
    else choices.length = size.value;
  }
  return choices;
}
