/**
 * The monument expert's fixed lists and limits, without zod: the page and the schema both read
 * them (decision 135).
 */

/** Where a passage came from (the database checks the same list). */
export const passageKinds = [
  'faq',
  'faq_article',
  'service',
  'blog',
  'package',
  'business',
  'calculator',
  'pricing',
] as const;
export type PassageKind = (typeof passageKinds)[number];

/** The longest question the expert reads, in characters. */
export const MAX_QUESTION = 400;
export const QUESTION_MESSAGE = 'Please type your question';
export const SHORTEN_MESSAGE = `Please shorten your question to ${MAX_QUESTION} characters`;

/**
 * What is wrong with a question before it is asked, in the words shown beside the box (the
 * browser's check, the server's for the plain form and the schema say the same), or null.
 */
export function questionProblem(question: string): string | null {
  const text = question.trim();
  if (text.length < 2) return QUESTION_MESSAGE;
  if (text.length > MAX_QUESTION) return SHORTEN_MESSAGE;
  return null;
}

/** A question from the suggestions below (as the page's address carries it): the same words for every family. */
export function isSuggestedQuestion(question: string): boolean {
  return (suggestedQuestions as readonly string[]).includes(question.replace(/\s+/g, ' ').trim());
}
/** Earlier questions of the conversation sent along for a call-back (the page keeps the rest). */
export const MAX_CALLBACK_QUESTIONS = 10;

/** Questions offered as links on an empty conversation: each one is answered from the site's content. */
export const suggestedQuestions = [
  'How long does a headstone take to make?',
  'How much is a 36-inch upright in India Red?',
  'Can you add a final date to an existing headstone?',
  'How should I clean a granite headstone?',
] as const;

/** When the family would like the call (a call-back request). */
export const bestTimeChoices = [
  { value: 'any', label: 'Any time we are open' },
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
] as const;
export type BestTime = (typeof bestTimeChoices)[number]['value'];
