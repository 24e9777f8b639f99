/**
 * From a family's question to search terms (decision 135). The search words are stemmed, with
 * PostgreSQL's English stop words dropped, by monument-expert.stems.ts; this adds what they cannot know: the words families use for the
 * words the site uses ("tombstone" for "headstone", "how long" for "timeline"), the question words
 * that carry no meaning here, and what the question is about (a price, one family's own grave or
 * order). Plain code, so the evaluation set can test it without a database.
 */

/** Words of a question that say nothing about its subject (beyond PostgreSQL's own stop words). */
const STOP = new Set(
  `a about after all also am an and any anything are as at be been before being but by can could did do does doing done
  for from get gets getting go going got had has have having he her here hers him his how i if in into is it its just
  know like me mine more most much my no not now of off on one or put other our ours out please really she should
  so some something tell than that the their them then there these they thing things this those to too up us very
  want wanted was we were what when where which while who whom why will with would yes you your yours i'm im we're
  ive i've id i'd dont don't doesn't isn't can't cant wont won't possible usually typically anyone someone somebody
  thanks thank hello hi okay ok`.split(/\s+/),
);

/**
 * Family words and the site's words for the same thing. Each entry's words are searched
 * together: a passage that uses any of them matches.
 */
const SYNONYMS: string[][] = [
  ['headstone', 'gravestone', 'tombstone', 'monument', 'memorial', 'marker', 'stone'],
  ['price', 'cost', 'costs', 'pricing', 'expensive', 'cheap', 'afford', 'budget', 'fee', 'fees', 'charge'],
  [
    'clean',
    'cleaning',
    'wash',
    'dirty',
    'moss',
    'lichen',
    'stain',
    'stains',
    'mold',
    'mildew',
    'bleach',
    'maintenance',
  ],
  ['engrave', 'engraving', 'inscription', 'inscriptions', 'lettering', 'letters', 'carve', 'carving', 'etch'],
  ['install', 'installation', 'installed', 'setting', 'set', 'placed', 'place'],
  ['foundation', 'concrete', 'footing', 'base'],
  ['cemetery', 'graveyard', 'cemeteries', 'burial'],
  ['rule', 'rules', 'regulation', 'regulations', 'requirement', 'requirements', 'allowed', 'permit', 'restrictions'],
  ['photo', 'picture', 'portrait', 'porcelain', 'photograph'],
  ['pet', 'dog', 'cat', 'pets', 'animal'],
  ['veteran', 'military', 'army', 'navy', 'marine', 'soldier', 'veterans', 'service', 'civic'],
  [
    'repair',
    'broken',
    'leaning',
    'crooked',
    'sunk',
    'sinking',
    'tilted',
    'tilting',
    'cracked',
    'level',
    'reset',
    'fix',
  ],
  ['office', 'offices', 'located', 'location', 'address', 'visit', 'showroom'],
  ['hours', 'open', 'opening', 'closed', 'saturday', 'weekend'],
  ['phone', 'call', 'telephone', 'number'],
  ['deliver', 'delivery', 'travel', 'far', 'distance', 'area', 'towns', 'serve'],
  ['granite', 'marble', 'bronze', 'material', 'materials'],
  ['color', 'colors', 'colour', 'black', 'red', 'gray', 'grey', 'blue', 'pink', 'white'],
  ['layaway', 'installments', 'installment', 'financing', 'finance', 'payments', 'monthly'],
  ['deposit', 'upfront', 'down', 'balance'],
  ['flat', 'flush', 'lawn', 'grass', 'marker'],
  ['epitaph', 'verse', 'quote', 'saying', 'words'],
  ['design', 'designs', 'custom', 'sketch', 'idea', 'drawing', 'artwork', 'logo'],
  ['proof', 'approve', 'approval', 'mistake', 'spelling'],
  ['ahead', 'advance', 'pre', 'preplan', 'preneed', 'future'],
  ['companion', 'couple', 'husband', 'wife', 'spouse', 'double'],
  ['package', 'packages', 'deal'],
  ['bench', 'benches', 'seat'],
  ['vase', 'vases', 'flowers'],
  ['delay', 'delays', 'delayed', 'slow', 'late', 'holdup', 'behind'],
  ['saving', 'savings', 'save', 'cheaper', 'value', 'engineering'],
];

/** Phrases whose meaning is not in their words. */
const PHRASES: Array<[RegExp, string]> = [
  [
    /\bhow (long|soon|many (weeks|months|days))\b(?! (have|has|had) )(?!.*\blast(s|ing)?\b)|\bwhen will (it|the \w+) be (ready|done|finished)\b/,
    'timeline weeks',
  ],
  [/\bhow long (have|has|had) .*\bbeen\b|\bin business\b|\bfounded\b|\bhow old is\b/, 'founded family history'],
  [/\bphoto(graph)?s?\b|\bpictures?\b/, 'portrait'],
  [
    /\bbefore (we|i|he|she|they) (die|dies|pass|go)\b|\bin advance\b|\bahead of time\b|\bpre-?(need|plan)/,
    'plan ahead',
  ],
  [/\bbe there\b|\bbe present\b|\battend\b|\bbe at the (cemetery|grave)\b/, 'installation day'],
  [/\bturn ?around\b|\blead time\b/, 'timeline weeks'],
  [
    /\b(final|death|second|closing) date\b|\bdate of (death|passing)\b|\badd(ing)? (a |the |my |his |her |our |their )?([a-z]+'s )?(name|date)s?\b/,
    'final date engraving',
  ],
  [/\bhow much\b|\bwhat (does|would|will) (it|one|a|an) \w* ?(cost|run)\b|\bballpark\b|\$\d/, 'price cost'],
  [/\bwhere are (you|your)\b|\bwhere is your\b|\bdirections\b/, 'office address'],
  [/\bwhat time\b|\bare you open\b/, 'hours open'],
  [/\bpay(ing)? (over time|monthly|in parts)\b/, 'layaway'],
  [/\bmatch (a|another|their) (price|quote)\b|\bprice match/, 'price matching quote'],
  [/\bpay up ?front\b|\bup ?front\b/, 'deposit'],
  // Where the work is done: a family fears the stone must leave the grave.
  [
    /\b(take|taken|bring|brought|send|sent|go|goes|come|comes|move|moved|haul|carry|carried)\b.*\b(away|back|shop|workshop|plant|factory)\b|\b(at|to|in) (your|the) (shop|workshop|plant|factory)\b/,
    'site moved',
  ],
  // Seeing the words before they are cut is the proof and its approval.
  [
    /\b(check|see|read|review|look at|proofread|sign)\b.*\bbefore\b.*\b(cut|cuts|cutting|carve|carved|carving|engrave|engraved|engraving|made|start|starting|final)\b/,
    'proof approve',
  ],
  // A stone another maker made: can it be added to, and will the letters match.
  [
    /\b(another|other|different|old|previous|original) (company|maker|makers|dealer|firm|business|monument company)\b|\bsomeone else\b|\b(didn't|did not) make\b|\bnot (made|bought) (by|from|with) (you|your)\b|\b(company|maker|dealer|firm|business)\b[^.?]*\b(closed|shut down|out of business)\b/,
    'make match lettering',
  ],
];

export interface QueryGroup {
  /** The word the family used (or the phrase's meaning). */
  word: string;
  /** Its alternatives, searched together with it. */
  alternatives: string[];
}

const WORD = /[a-z0-9]+(?:'[a-z]+)?/g;

/** The question in plain lower case, apostrophes and dashes made plain. */
export function normalizeQuestion(question: string): string {
  return question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The search groups of a question: each meaningful word with its alternatives, and the
 * meaning of any phrase that needs one. At most 12 groups (a long message is cut, not refused).
 */
export function queryGroups(question: string): QueryGroup[] {
  const text = normalizeQuestion(question);
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  const add = (word: string) => {
    if (seen.has(word) || STOP.has(word) || word.length < 2 || /^\d+$/.test(word)) return;
    seen.add(word);
    const singular = word.replace(/(?<=[^s])s$/, '');
    const synonyms = SYNONYMS.find((list) => list.includes(word) || list.includes(singular));
    groups.push({ word, alternatives: synonyms ? synonyms.filter((w) => w !== word) : [] });
  };
  for (const [pattern, meaning] of PHRASES) if (pattern.test(text)) for (const word of meaning.split(' ')) add(word);
  for (const match of text.matchAll(WORD)) add(match[0].replace(/'s$/, '').replace(/'/g, ''));
  return groups.slice(0, 12);
}

/** The question asks what something costs. */
export function asksPrice(question: string): boolean {
  const text = normalizeQuestion(question);
  return /\b(price|prices|priced|cost|costs|costing|how much|expensive|cheap|cheapest|afford|budget|estimate|quote|ballpark|run me)\b|\$\s?\d/.test(
    text,
  );
}

/**
 * The question is about one family's own grave, order, proof or complaint: something only the
 * office can look up, so the expert says so instead of answering from the site's pages.
 */
export function asksAboutOwnCase(question: string): boolean {
  const text = normalizeQuestion(question);
  return [
    /\b(my|our) (order|proof|invoice|deposit|payment|refund|reference|receipt|account|appointment|booking)\b/,
    /\border (number|status)\b|\bstatus of\b|\btrack(ing)?\b/,
    /\b(where|when) is (my|our|mom's|dad's|mother's|father's)\b/,
    /\b(my|our|mom's|dad's|mother's|father's|husband's|wife's|grandma's|grandpa's|son's|daughter's) (headstone|monument|stone|marker|grave|memorial)\b.*\b(ready|done|installed|set|delivered|finished|late|wrong|damaged|broken|status)\b/,
    /\b(complain|complaint|unhappy|disappointed|upset|angry|refund|lawyer|sue|misspell(ed)?|spelled wrong|wrong (name|date|spelling))\b/,
    /\bwho (is|was) buried\b|\bfind (a|my|the) grave\b|\bwhich plot\b|\blot number\b|\bplot number\b/,
  ].some((pattern) => pattern.test(text));
}

/**
 * A sentence that leans on the one before it: it starts with a word that points back ("It is
 * softer than granite", "Before that, ...") or joins it to a sentence it does not have. Shown
 * alone, it would change its subject or begin in the middle of a thought.
 */
export const LEANS_BACK =
  /^(it|its|it's|this|that|these|those|they|them|their|he|she|his|her|both (are|of|have)|either|neither|and|but|or|so|also|then|which|before that|after that|otherwise|however|instead|same|each of these|the rest|the others|too)\b/i;

export const leansBack = (sentence: string) => LEANS_BACK.test(sentence.trim());
