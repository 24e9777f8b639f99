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
/** Earlier questions of the conversation sent along for a call-back (the page keeps the rest). */
export const MAX_CALLBACK_QUESTIONS = 10;

/** Questions offered as buttons on an empty conversation: each one is answered from the site's content. */
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
