import { servedStates } from '#content/service-area';
import type { StoneKind } from '../design/design.choices';
import type { NamedCemetery } from '../cemeteries/cemetery-pages.service';
import { kindPlural, kindsWords, wordList } from '../cemeteries/cemeteries.choices';
import type { BusinessFacts } from '../settings/settings.schema';
import { normalizeQuestion } from './monument-expert.query';
import { hoursOf, lcFirst, phonesList } from './monument-expert.fact-words';

/**
 * Questions about one cemetery's rules (issue 35 point 8, decision 271): "What does Rose Hill
 * allow?", "rules at Rosehill cemetery", "Can I put an upright at Greenlawn?". The question is
 * read here (plain code, tested without a database); the cemetery is found by the cemeteries
 * domain's trigram search, and the answer is said from its confirmed rules, with the month and the
 * source they were confirmed, and its page as the source. A cemetery we do not know is said so.
 */

export interface CemeteryQuestion {
  /** The cemetery's name as the family wrote it (capitals as typed, else in title case). */
  name: string;
  /**
   * The name is surely a cemetery's (it ends in "Cemetery", "Gardens"..., or is written with
   * capitals and is not a town or county of the service area): one we do not know is said so.
   */
  certain: boolean;
  /** The kind of memorial the question asks about ("can I put an upright..."), if one. */
  kind: StoneKind | null;
}

/** The question asks what a cemetery allows, requires or limits, or whether the family may put something there. */
const ASKS_RULES =
  /\b(allow|allows|allowed|permit|permits|permitted|rules?|regulations?|restrictions?|requirements?|requires?|limits?|maximum|how (tall|big|wide|high|large)|what (kinds?|sizes?|types?) of)\b|\b(can|could|may) (i|we) (put|place|have|get|use|set|choose|pick)\b/;

const CEMETERY_WORDS = /\b(cemetery|cemetary|memorial park|memorial gardens?|gardens|burial park|graveyard)\b/;

/** Words that are never part of a cemetery's name in a question. */
const NOT_NAME = new Set(
  `a an the at in on of for about to from by with near what what's whats which does do did is are was can could may
  might will would should i we you my our your his her their its this that these those me tell know rules rule
  regulations restrictions requirements allow allows allowed permit permitted put place set have get use install
  upright uprights slant slants bevel flat flush ledger ledgers bench benches marker markers headstone headstones
  monument monuments stone stones grave graves vase vases granite bronze size sizes kind kinds
  type types cemetery cemeteries graveyard there here local`.split(/\s+/),
);

/** Places of the service area: "the rules in Ada" names a town, not a cemetery. */
const PLACE_NAMES = new Set(
  servedStates.flatMap((state) => [
    state.name.toLowerCase(),
    ...state.regions.flatMap((region) =>
      region.counties.flatMap((county) => [
        county.name.toLowerCase(),
        county.name.replace(/ County$/, '').toLowerCase(),
        ...county.towns.map((town) => town.toLowerCase()),
      ]),
    ),
  ]),
);

const KINDS: Array<[RegExp, StoneKind]> = [
  [/\buprights?\b/, 'upright'],
  [/\bslants?\b/, 'slant'],
  [/\bbevels?\b/, 'bevel'],
  [/\b(flat|flush|lawn[- ]level)\b/, 'flat'],
  [/\bledgers?\b/, 'ledger'],
  [/\bbench(es)?\b/, 'bench'],
];

/** The name in a captured phrase: its last words that can be a name ("what does rose hill" → "rose hill"). */
function lastNameWords(phrase: string): string {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  const name: string[] = [];
  for (let i = words.length - 1; i >= 0 && !NOT_NAME.has(words[i]!); i--) name.unshift(words[i]!);
  return name.join(' ');
}

/** The name's words as the family wrote them, found in the question; title case when typed in lower case. */
function asWritten(question: string, name: string): { text: string; capitalized: boolean } {
  const flat = question.replace(/[\u2018\u2019\u02bc]/g, "'");
  const at = flat.toLowerCase().indexOf(name);
  const typed = at >= 0 ? flat.slice(at, at + name.length) : name;
  const capitalized = typed.split(/\s+/).every((word) => /^[A-Z0-9]/.test(word));
  return {
    text: capitalized ? typed : typed.replace(/\b[a-z]/g, (c) => c.toUpperCase()),
    capitalized,
  };
}

/** Phrases that name the cemetery without "cemetery" (tried in order, on the question in lower case). */
const NAMED_WITHOUT_WORD: RegExp[] = [
  /\bwhat (?:does|do|will|would) (?:the )?(.+?) (?:allow|permit|accept|require|let)\b/,
  /\b(?:rules?|regulations?|restrictions?|requirements?)(?: (?:are|is))? (?:at|for|of|in) (?:the )?(.+?)[?.!]*$/,
  /\b(?:allowed|permitted) (?:at|in) (?:the )?(.+?)[?.!]*$/,
  /\b(?:can|could|may) (?:i|we) (?:put|place|have|get|use|set)\b.*?\b(?:at|in) (?:the )?(.+?)[?.!]*$/,
  /\b([a-z][a-z' -]*?)'s (?:rules|regulations)\b/,
];

/** The cemetery a question about rules names, or null when it asks no such thing or names none. */
export function readCemeteryQuestion(question: string): CemeteryQuestion | null {
  const text = normalizeQuestion(question);
  if (!ASKS_RULES.test(text)) return null;
  const kind = KINDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const worded = new RegExp(`\\b((?:[a-z0-9'.&-]+ ){1,8}?)${CEMETERY_WORDS.source}`).exec(text);
  if (worded) {
    // "Roff Cemetery" is a cemetery even though Roff is a town.
    const core = lastNameWords(worded[1]!);
    if (core) {
      const name = asWritten(question, `${core} ${worded[2]}`);
      return { name: name.text, certain: true, kind };
    }
  }
  for (const pattern of NAMED_WITHOUT_WORD) {
    const found = pattern.exec(text);
    if (!found) continue;
    // "Rose Hill in Ada", "Greenlawn near Ada": the cemetery, not the town.
    const core = lastNameWords(found[1]!.replace(/,? (?:in|near|outside|by) [a-z .'-]+$/, ''));
    if (!core) continue;
    // "What does Roff allow?" may still name Roff Cemetery: searched for, never said unknown.
    const name = asWritten(question, core);
    return { name: name.text, certain: name.capitalized && !PLACE_NAMES.has(core), kind };
  }
  return null;
}

const sectionLabel = (name: string) => (/^whole cemetery$/i.test(name.trim()) ? 'the whole cemetery' : name.trim());

/** The answer for a cemetery we have confirmed rules for. */
export function cemeteryRulesParagraphs(cemetery: NamedCemetery, kind: StoneKind | null): string[] {
  const where = `${cemetery.name} in ${cemetery.town}, ${cemetery.stateName}`;
  const sections = cemetery.sections;
  const lead: string[] = [];
  if (kind) {
    const allowing = sections.filter((s) => s.rules.kindsAllowed.includes(kind));
    const refusing = sections.filter((s) => !s.rules.kindsAllowed.includes(kind));
    const labels = (list: typeof sections) => wordList(list.map((s) => sectionLabel(s.rules.sectionName)));
    if (allowing.length === 0) {
      const others = kindsWords([...new Set(sections.flatMap((s) => s.rules.kindsAllowed))]);
      lead.push(`No, ${where} does not allow ${kindPlural(kind)}: it allows only ${others}.`);
    } else if (refusing.length === 0) {
      lead.push(`Yes, ${where} allows ${kindPlural(kind)}.`);
    } else {
      lead.push(`Yes, ${where} allows ${kindPlural(kind)} in ${labels(allowing)}, but not in ${labels(refusing)}.`);
    }
  }
  if (sections.length === 1) {
    lead.push(kind ? `It allows ${sections[0]!.allows}.` : `${where} allows ${sections[0]!.allows}.`);
  } else {
    if (!kind) lead.push(`${where} has its own rules for each of its ${sections.length} sections.`);
    for (const section of sections)
      lead.push(`In ${sectionLabel(section.rules.sectionName)}, it allows ${section.allows}.`);
  }

  const fees = sections.some((s) => s.rules.settingFeeCents !== null || s.rules.permitFeeCents !== null);
  const days = Math.max(-1, ...sections.map((s) => s.rules.approvalLeadDays ?? -1));
  const noVases = sections.filter((s) => !s.rules.vasesAllowed);
  const know = [
    `The cemetery ${fees ? 'charges' : 'sets'} its own setting and permit fees, paid to the cemetery and not part of our price.`,
    days > 0 ? `It takes about ${days} business day${days === 1 ? '' : 's'} to approve a design.` : null,
    noVases.length === sections.length
      ? 'Vases are not allowed.'
      : noVases.length
        ? `Vases are not allowed in ${wordList(noVases.map((s) => sectionLabel(s.rules.sectionName)))}.`
        : null,
  ].filter((sentence): sentence is string => sentence !== null);

  const confirmations = [...new Set(sections.map((s) => s.confirmation))];
  const confirmed =
    confirmations.length === 1
      ? confirmations[0]!
      : sections
          .map((s) => `The rules of ${sectionLabel(s.rules.sectionName)} were ${lcFirst(s.confirmation)}`)
          .join(' ');
  return [
    lead.join(' '),
    know.join(' '),
    `${confirmed} Rules change, so we check them again with the cemetery before anything is ordered; the cemetery’s page has every rule and fee.`,
  ];
}

/** The cemetery's page as an answer's source. */
export const cemeteryCitation = (cemetery: Pick<NamedCemetery, 'name' | 'path'>) => ({
  title: `${cemetery.name}: its rules for monuments`,
  url: cemetery.path,
});

/** Added to the answer to "Do you install at Rose Hill Cemetery?" when we keep its confirmed rules. */
export const placeCemeterySentence = (cemetery: Pick<NamedCemetery, 'name'>) =>
  `We keep ${cemetery.name}’s confirmed rules on its own page, so you can see what it allows before you choose a design.`;

/** The answer for a cemetery whose rules we do not have. */
export function unknownCemeteryParagraphs(name: string, b: BusinessFacts): string[] {
  return [
    `I do not have the rules of ${name}, so I cannot tell you what it allows, and I would rather not guess.`,
    'Every cemetery sets its own rules on the kinds and sizes of memorials, bases, foundations and fees, and we check them with the cemetery before anything is ordered.',
    `You can call ${phonesList(b.offices)}, ${hoursOf(b)}, and we will look up its rules with you.`,
  ];
}
