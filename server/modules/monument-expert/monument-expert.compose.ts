import { leansBack, normalizeQuestion } from './monument-expert.query';
import type { Citation, Retrieval, RetrievedPassage } from './monument-expert.answer-shape';

/**
 * The built-in answer (decisions 135 and 201): the most relevant whole sentences of the best
 * passages, kept on their own subject, with no amounts of money, and their pages as sources.
 */

/** A passage's score below this answers nothing (tuned on the evaluation set; see decision 135). */
export const MIN_SCORE = 0.12;

/** Materials a passage or a sentence can be about on its own (an article's section headed "Marble"). */
const SUBJECTS = ['granite', 'bronze', 'marble'];

const SENTENCE = /[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g;
/** A sentence that only sends the reader to another page ("Read more about our ... service"): the answer's sources do that. */
const POINTS_ELSEWHERE = /^(read more|learn more|find out more|see our|visit our)\b/i;
const stem = (word: string) => word.slice(0, 5);

/**
 * The sentences of a passage that speak to the question (up to three, in their order), else its
 * start. Only whole sentences are taken, and a sentence that leans on the one before it ("It is
 * softer than granite") comes with that one when it also speaks to the question, or not at all:
 * a sentence is never shown under another subject than its own (decision 201).
 */
function bestSentences(body: string, words: string[], question: string, max = 3): string {
  const asked = SUBJECTS.filter((s) => normalizeQuestion(question).includes(s));
  /** A sentence about a material the question does not name, when it names another ("Wash bronze..." for granite). */
  const otherSubject = (sentence: string) => {
    if (asked.length === 0) return false;
    const named = SUBJECTS.filter((s) => normalizeQuestion(sentence).includes(s));
    return named.length > 0 && !named.some((s) => asked.includes(s));
  };
  // A line of its own (a post's heading or list item) is never joined to the next one.
  const sentences = body
    .split('\n')
    .flatMap((line) => line.match(SENTENCE) ?? [line])
    .map((s) => s.trim())
    .filter(Boolean);
  const stems = new Set(words.map(stem));
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    whole:
      /^[A-Z0-9"“(]/.test(sentence) &&
      /[.!?]["”)]?$/.test(sentence) &&
      !otherSubject(sentence) &&
      !POINTS_ELSEWHERE.test(sentence),
    score: normalizeQuestion(sentence)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && stems.has(stem(w))).length,
  }));
  /** The sentence with the ones it leans on, or null when one of them is not whole or off the subject. */
  const withContext = (index: number): number[] | null => {
    const chain = [index];
    let at = index;
    while (leansBack(scored[at]!.sentence)) {
      at--;
      if (at < 0 || !scored[at]!.whole) return null;
      chain.unshift(at);
    }
    return scored[at]!.score > 0 || at === 0 ? chain : null;
  };
  const picked = new Set<number>();
  for (const s of scored.filter((s) => s.score > 0 && s.whole).sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (picked.size >= max) break;
    const chain = withContext(s.index);
    if (chain) for (const i of chain) picked.add(i);
  }
  if (picked.size === 0)
    for (const s of scored.slice(0, 2)) {
      if (!s.whole || (s.index === 0 && leansBack(s.sentence))) break;
      picked.add(s.index);
    }
  const chosen = [...picked].sort((a, b) => a - b).map((i) => scored[i]!.sentence);
  // A summary repeated as the start of the next sentence is said once.
  const opening = (sentence: string) =>
    normalizeQuestion(sentence)
      .split(/[^a-z0-9]+/)
      .slice(0, 5)
      .join(' ');
  return chosen
    .filter(
      (sentence, i) =>
        !chosen.some(
          (other, j) =>
            j !== i &&
            other.length > sentence.length &&
            (other.startsWith(sentence.replace(/[.!?]$/, '')) || opening(other) === opening(sentence)),
        ),
    )
    .join(' ');
}

/**
 * A passage that is a part of a page whose lead answers it: an FAQ article's section (the lead
 * is its short answer) or a service page's part (the lead is the page's own summary). A post's
 * later passages are not: a post is cut by length, and its first passage answers nothing more.
 */
function isPart(passage: RetrievedPassage): boolean {
  return (passage.kind === 'service' || passage.kind === 'faq_article') && passage.title.includes(': ');
}

/** A passage about one subject the question does not name (the "Marble" section for "granite vs bronze"). */
function offSubject(passage: RetrievedPassage, question: string): boolean {
  const heading = normalizeQuestion(passage.title.includes(': ') ? (passage.title.split(': ').at(-1) ?? '') : '');
  const named = SUBJECTS.filter((s) => heading.includes(s));
  const asked = SUBJECTS.filter((s) => normalizeQuestion(question).includes(s));
  if (SUBJECTS.includes(heading)) return !asked.includes(heading);
  return asked.length > 0 && named.length > 0 && !named.some((s) => asked.includes(s));
}

/** Money is shown only from the engine and the packages, beside the words: a sentence naming an amount is left out. */
function withoutAmounts(body: string): string {
  return body
    .split('\n')
    .map((line) =>
      (line.match(SENTENCE) ?? [line])
        .map((s) => s.trim())
        .filter((s) => s && !/\$\s?\d/.test(s))
        .join(' '),
    )
    .filter(Boolean)
    .join('\n');
}

/** The built-in answer: the best passages' most relevant sentences, with their pages as sources. */
export function composeBuiltIn(
  retrieval: Retrieval,
  hasPrices: boolean,
  question: string,
): { paragraphs: string[]; citations: Citation[]; used: RetrievedPassage[] } {
  let best = retrieval.passages.find((p) => !offSubject(p, question));
  // A part of a page (a service page's "how it works", an FAQ article's section) gives way to the
  // page's own lead when that was found too: the lead holds the page's direct answer ("Yes. We
  // engrave final dates, additional names..."), which the part may only assume ("...cut it on
  // site"). The part follows it when it says more (decision 201, amended).
  const lead = best && isPart(best) ? retrieval.passages.find((p) => p.url === best!.url && !isPart(p)) : undefined;
  const part = lead && lead.score >= best!.score * 0.5 ? best : undefined;
  if (part) best = lead;
  // A question whose main words the site never uses ("caskets", "florist") is not answered from
  // the one word it shares with some page.
  const unknownWords = retrieval.groups - retrieval.knownGroups;
  if (!best || best.score < MIN_SCORE || (unknownWords > 0 && best.matched / retrieval.groups <= 0.5))
    return { paragraphs: [], citations: [], used: [] };
  const candidates: RetrievedPassage[] = [best];
  if (part && !hasPrices) candidates.push(part);
  for (const passage of retrieval.passages) {
    if (candidates.length >= (hasPrices ? 1 : 2)) break;
    if (passage.url !== best.url && passage.score >= best.score * 0.6 && !offSubject(passage, question))
      candidates.push(passage);
  }
  const written = candidates
    .map((p) => {
      const paragraph = bestSentences(withoutAmounts(p.body), retrieval.words, question);
      // A service page's lead names its service, since its sentences may not ("Markers for the companions...").
      const named =
        p.kind === 'service' && !p.title.includes(': ') && paragraph && !paragraph.includes(p.title)
          ? `${p.title}: ${/^[A-Z][a-z]/.test(paragraph) ? paragraph[0]!.toLowerCase() + paragraph.slice(1) : paragraph}`
          : paragraph;
      return { passage: p, paragraph: named };
    })
    .filter((w) => w.paragraph);
  const used = written.map((w) => w.passage);
  return {
    paragraphs: written.map((w) => w.paragraph),
    citations: used.map((p) => ({ title: p.title, url: p.url })),
    used,
  };
}
