/**
 * How an answer of the monument expert is judged (decision 201): the facts it must hold, the
 * facts its first sentence must hold, what it must never say, whether it may show prices, and
 * an automatic check that it is written in whole sentences. Plain code, shared by the answer
 * sets' test and `npm run bench:expert`.
 */

import { leansBack } from './monument-expert.query';

export interface AnswerCase {
  question: string;
  /** Each must match the first sentence of the answer. */
  lead?: RegExp[];
  /** Each must match somewhere in the answer's words. */
  facts?: RegExp[];
  /** None may match the answer's words. */
  never?: RegExp[];
  /** 'none': the answer shows no price at all; 'some': at least one, from the engine or the packages. */
  prices?: 'none' | 'some';
  /** The answer offers the offices' phones and a consultation. */
  consultation?: boolean;
}

/** What the check reads of an answer. */
export interface JudgedAnswer {
  status: string;
  paragraphs: string[];
  prices: unknown[];
  contact: { bookingUrl: string; offices: unknown[] } | null;
}

const SENTENCE = /[^.!?]+(?:[.!?]+|$)(?=\s|$)/g;

/** The sentences of a paragraph (a full stop inside "9:00 AM" or "(580)" does not end one). */
export function sentencesOf(paragraph: string): string[] {
  return (paragraph.match(SENTENCE) ?? [paragraph]).map((s) => s.trim()).filter(Boolean);
}

/** The answer's first sentence. */
export function firstSentence(answer: Pick<JudgedAnswer, 'paragraphs'>): string {
  return sentencesOf(answer.paragraphs[0] ?? '')[0] ?? '';
}

/** The problems of form an answer has (empty when every paragraph is whole sentences). */
export function sentenceProblems(paragraphs: string[]): string[] {
  const problems: string[] = [];
  for (const paragraph of paragraphs) {
    const text = paragraph.trim();
    if (!text) {
      problems.push('an empty paragraph');
      continue;
    }
    if (!/^[A-Z0-9"“(]/.test(text)) problems.push(`starts in the middle of a sentence: "${text.slice(0, 50)}"`);
    if (leansBack(text)) problems.push(`starts with a word that leans on a sentence before it: "${text.slice(0, 50)}"`);
    if (!/[.!?)”"]$/.test(text)) problems.push(`does not end a sentence: "…${text.slice(-50)}"`);
    if (/[;:,]\s*[.!?]$|\s[.!?]$|[;:]$/.test(text)) problems.push(`ends with a stray mark: "…${text.slice(-30)}"`);
    for (const sentence of sentencesOf(text).slice(1))
      if (/^[a-z]/.test(sentence)) problems.push(`a sentence starts in lower case: "${sentence.slice(0, 50)}"`);
    if (/;\s*;|\.\s*;|;\s*\.|,\s*\.|;\s+(A|An|The)\s/.test(text))
      problems.push(`a list badly punctuated: "${text.slice(0, 60)}"`);
    if (/\b(\w+) \1\b/i.test(text.replace(/\b(\d+)\b/g, ''))) problems.push(`a word repeated: "${text.slice(0, 60)}"`);
  }
  return problems;
}

/** Everything wrong with one answer for its case (empty when it passes). */
export function judgeAnswer(item: AnswerCase, answer: JudgedAnswer): string[] {
  const words = answer.paragraphs.join(' ');
  const first = firstSentence(answer);
  const out: string[] = [];
  for (const pattern of item.lead ?? []) if (!pattern.test(first)) out.push(`first sentence lacks ${pattern}`);
  for (const pattern of item.facts ?? []) if (!pattern.test(words)) out.push(`lacks ${pattern}`);
  for (const pattern of item.never ?? []) if (pattern.test(words)) out.push(`says ${pattern}`);
  if (/\$\s?\d/.test(words)) out.push('writes an amount of money in its words');
  if (item.prices === 'none' && answer.prices.length > 0)
    out.push(`shows ${answer.prices.length} prices it was not asked for`);
  if (item.prices === 'some' && answer.prices.length === 0) out.push('shows no price');
  if (item.consultation && !answer.contact?.bookingUrl) out.push('does not offer a consultation');
  for (const problem of sentenceProblems(answer.paragraphs)) out.push(problem);
  return out;
}

/** A set's figures: how many hold their facts, say nothing forbidden, and begin as a sentence begins. */
export interface SetFigures {
  total: number;
  passed: number;
  withFacts: number;
  forbidden: number;
  fragments: number;
  failures: string[];
}

export function scoreSet(results: Array<{ item: AnswerCase; answer: JudgedAnswer }>): SetFigures {
  const figures: SetFigures = {
    total: results.length,
    passed: 0,
    withFacts: 0,
    forbidden: 0,
    fragments: 0,
    failures: [],
  };
  for (const { item, answer } of results) {
    const problems = judgeAnswer(item, answer);
    const factProblems = problems.filter((p) => /^(first sentence lacks|lacks|shows|does not offer)/.test(p));
    const forbidden = problems.filter((p) => /^(says|writes an amount)/.test(p));
    const form = problems.filter((p) => !factProblems.includes(p) && !forbidden.includes(p));
    if (factProblems.length === 0) figures.withFacts++;
    if (forbidden.length) figures.forbidden++;
    if (form.length) figures.fragments++;
    if (problems.length === 0) figures.passed++;
    else
      figures.failures.push(
        `${item.question}\n      ${problems.join('\n      ')}\n      > ${answer.paragraphs.join(' | ')}`,
      );
  }
  return figures;
}

export const describeFigures = (name: string, f: SetFigures) =>
  `${name}: ${f.withFacts}/${f.total} hold their facts (${((f.withFacts / f.total) * 100).toFixed(1)}%), ${f.forbidden} say something forbidden, ${f.fragments} not in whole sentences; ${f.passed}/${f.total} pass everything`;
