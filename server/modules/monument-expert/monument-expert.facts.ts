import { listOf } from '#content/format';
import { pricingFor } from '#content/pricing';
import type { BusinessFacts, Office } from '../settings/settings.schema';
import { normalizeQuestion } from './monument-expert.query';
import { addressOf, hoursOf, lcFirst, phonesList, placeOf } from './monument-expert.fact-words';
import { placeParagraphs, readPlace, stateParagraphs, WHERE_VERBS, type PlaceRead } from './monument-expert.places';

/**
 * Questions about the business's own facts (decision 201): the offices, their addresses, hours
 * and phones, what is included, the deposit, the typical savings, the turnaround, the artwork
 * formats, the ways to pay and the service area. They are answered from the business settings
 * (read live, so a change staff make shows in the next answer) and the service-area directory,
 * in whole sentences whose first one holds the facts asked for, never from whichever passage a
 * search happens to rank first.
 */

/** The FAQ's turnaround and artwork files (content/faq.ts says the same; a test keeps them equal). */
export const TURNAROUND = { standard: '4-6 weeks', custom: 'up to 6 months' } as const;
export const ARTWORK_FORMATS = ['jpg', 'png', 'ai', 'eps'] as const;

export type FactTopic =
  | 'place'
  | 'state'
  | 'offices'
  | 'phones'
  | 'hours'
  | 'included'
  | 'installation'
  | 'delivery'
  | 'deposit'
  | 'savings'
  | 'turnaround'
  | 'formats'
  | 'ways-to-pay'
  | 'payment'
  | 'layaway'
  | 'price-match'
  | 'area';

export interface FactAnswer {
  topics: FactTopic[];
  paragraphs: string[];
  citations: Array<{ title: string; url: string }>;
  /** The offices' phones and the booking link go with the answer. */
  offerConsultation: boolean;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** Which offices the question names (by state, city or "Texas office"); all when it names none. */
function officesAsked(text: string, b: BusinessFacts): Office[] {
  const named = b.offices.filter((o) =>
    [o.city, o.regionName, o.region === 'TX' ? 'dallas' : '', o.region === 'OK' ? 'okla' : '']
      .filter(Boolean)
      .some((word) => new RegExp(`\\b${normalizeQuestion(word)}`).test(text)),
  );
  return named.length ? named : b.offices;
}

/** Words of a question that ask yes or no ("Do you...", "Is it..."). */
const asksYesNo = (text: string) => /^(do|does|is|are|can|could|will|would|may|should|did)\b/.test(text);

// ---------------------------------------------------------------------------------------------

/** What each topic is asked with (on the question in plain lower case). */
const TOPICS: Array<[FactTopic, RegExp]> = [
  [
    'ways-to-pay',
    /\bpay (with|by) (a )?(check|cheque|card|credit|debit|cash)|\b(credit|debit) cards?\b|\bvisa\b|\bmastercard\b|\bamex\b|\bby (check|cheque|card)\b|\b(take|accept) (checks?|cash|cards?)\b/,
  ],
  [
    'price-match',
    /\bprice[- ]?match|\bmatch\b.*\b(price|prices|quote|quotes|dealer|competitor)|\bbeat\b.*\b(price|quote)/,
  ],
  [
    'layaway',
    /\blayaway|\blay-?away|\binstall?ments?\b|\bpayment plans?\b|\bpay (over time|monthly|in parts)\b|\bmonthly payments?\b|\bfinanc/,
  ],
  ['deposit', /\bdeposit\b|\bup ?front\b|\bdown payment\b|\bbalance\b|\bpay everything\b/],
  [
    'payment',
    /\bpayment options?\b|\bways? to pay\b|\bhow (can|do|would|will) (i|we) pay\b|\bpay(ing)? for (a|the|it)\b/,
  ],
  ['savings', /\bsav(e|es|ed|ing|ings)\b|\bvalue engineering\b|\bhow much cheaper\b/],
  [
    'formats',
    /\bformats?\b|\bfile ?types?\b|\bfiles?\b|\bjpe?g\b|\bpng\b|\bpdf\b|\beps\b|\bsend\b.*\b(artwork|logo|drawing|picture|photo|design|image)s?\b|\blogo\b/,
  ],
  [
    'turnaround',
    /\bhow long (does|will|would|do) (it|a|the|they|custom|my|our)\b(?!.*\b(final date|name|date|engrav|clean|restor|repair|reset|fix|install|deliver|last|been)\w*)|\bturn ?around\b|\blead time\b|\bhow soon\b|\bhow many (weeks|months)\b|\bhow long to (make|get)\b/,
  ],
  [
    'included',
    /\b(what|what's|whats) (is )?(included|includ\w+)\b|\bwhat does the (price|quote|package) (include|cover)\b|\bincluded in the price of\b|\bwhat do i get\b|\b(foundation|proof|drawings?|design|revisions?)\b.*\bincluded\b/,
  ],
  [
    'installation',
    /\binstall(ation|ing|ed|s)?\b.*\b(includ\w*|charge|cost|extra|free|pay)\b|\b(includ\w*|charge|cost|extra|free|pay)\b.*\binstall(ation|ing|ed|s)?\b/,
  ],
  [
    'delivery',
    /\bdeliver\w*\b.*\b(free|charge|cost|extra|far)\b|\b(free|charge|cost|extra)\b.*\bdeliver\w*|^do you deliver (the|a|my|our|it|monuments|headstones|stones)\b(?!.*\b(to|in)\b)/,
  ],
  [
    'phones',
    /\bphone\b|\bcall (you|your|the office)\b|\btelephone\b|\b(contact|your) numbers?\b|\bthe numbers? (for|of)\b|\breach (you|your)\b|\bcontact (you|your)\b/,
  ],
  [
    'hours',
    /\bhours?\b|\bare you open\b|\bwhen (are|is) (you|your|the office)\b.*\bopen\b|\bopen on\b|\bwhat time\b|\b(when|what time) do you close\b|\bclosing time\b|\bsaturdays?\b|\bsundays?\b|\bweekends?\b/,
  ],
  [
    'offices',
    /\boffices?\b|\baddress\b|\blocated\b|\blocations?\b|\bwhere are you\b|\bwhere is your\b|\bshowroom\b|\bvisit (you|your|the (office|showroom)|a showroom|in person)\b|\bcome (in|by|and see|to see)\b|\bin person\b|\bdirections\b/,
  ],
  [
    'area',
    /\bservice area\b|\b(which|what) (areas?|states?|towns?|places?|counties|regions?)\b|\bwhere do you (work|serve|deliver|install|go)\b|\bhow far\b|\bareas? (do )?you (serve|cover)\b/,
  ],
];

/** What the topics' answers read of the question and the settings. */
interface Asked {
  /** The question in plain lower case. */
  text: string;
  b: BusinessFacts;
  pricing: ReturnType<typeof pricingFor>;
  /** The question asks yes or no ("Do you...", "Is it..."). */
  yes: boolean;
  /** The offices the question names; all when it names none. */
  asked: Office[];
  place: PlaceRead;
}

/** One topic's paragraphs, the page it cites, and whether the offices' phones and the booking link go with it. */
interface TopicAnswer {
  paragraphs: string[];
  citation: { title: string; url: string };
  offerConsultation?: boolean;
}

/** Each topic's answer, from the settings (the first sentence holds the facts asked for). */
const topicAnswers: Record<FactTopic, (a: Asked) => TopicAnswer> = {
  place: ({ place, b }) => ({
    paragraphs: placeParagraphs(place, b) ?? [],
    offerConsultation: true,
    citation: { title: 'Towns and counties we serve', url: '/service-area-directory' },
  }),
  state: ({ place, b }) => ({
    paragraphs: stateParagraphs(place.state!, b),
    offerConsultation: true,
    citation: { title: 'Towns and counties we serve', url: '/service-area-directory' },
  }),
  offices: ({ b, asked, yes }) => {
    const both = asked.length === b.offices.length && b.offices.length > 1;
    const lead = both
      ? `We have ${NUMBER_WORDS[b.offices.length] ?? b.offices.length} offices: ${listOf(
          b.offices.map((o) => `${placeOf(o)} (${lcFirst(o.role)}), at ${addressOf(o)}, phone ${o.phone}`),
        ).replace(/, phone ([^,]+) and /, ', phone $1; and ')}.`
      : `${yes ? 'Yes, our' : 'Our'} ${placeOf(asked[0]!)} office (${lcFirst(asked[0]!.role)}) is at ${addressOf(asked[0]!)}, phone ${asked[0]!.phone}.`;
    return {
      paragraphs: [
        lead,
        `${both ? 'Both offices are' : 'The office is'} open ${hoursOf(b)}; please call ahead so a designer is free to sit down with you, or book a consultation online.`,
      ],
      citation: { title: 'Contact us', url: '/contact-us' },
    };
  },
  phones: ({ b, asked }) => ({
    paragraphs: [
      `You can call ${phonesList(asked)}, ${hoursOf(b)}.`,
      'You can also book a consultation online, or leave your number and we will call you back.',
    ],
    citation: { title: 'Contact us', url: '/contact-us' },
  }),
  hours: ({ text, b }) => {
    const weekend = /\b(saturday|sunday|weekend)s?\b/.exec(text);
    const openWeekend = /sat|sun|week/i.test(b.hours.days);
    return {
      paragraphs: [
        `${b.offices.length > 1 ? `Both our offices, in ${listOf(b.offices.map((o) => o.city))}, are` : 'Our office is'} open ${hoursOf(b)}${weekend && !openWeekend ? ', and closed at weekends' : ''}.`,
        `Please call ahead (${phonesList(b.offices)}) so a designer is free to sit down with you; we can also meet at the cemetery.`,
      ],
      citation: { title: 'Contact us', url: '/contact-us' },
    };
  },
  included: ({ pricing, yes }) => {
    const items = pricing.includedInPrice.map(lcFirst);
    return {
      paragraphs: [
        `${yes ? 'Yes, every' : 'Every'} price includes ${items.slice(0, -1).join('; ')}; and ${items.at(-1)}.`,
        'Some cemeteries charge their own setting or permit fee, and delivery far beyond our service area is quoted separately; we tell you about either before you order.',
      ],
      citation: { title: 'Included in every price', url: '/pricing#included' },
    };
  },
  installation: ({ text, b, yes }) => {
    const charge = /\b(charge|cost|extra|pay)\b/.test(text);
    return {
      paragraphs: [
        `${charge ? 'No, installation' : yes ? 'Yes, installation' : 'Installation'} is included on all cemetery headstones, and delivery and installation are free within our service area, ${b.serviceArea.summary}.`,
        'Our own crew prepares the foundation where the cemetery requires one and sets the monument level. Some cemeteries charge their own setting or permit fee; that fee is the cemetery’s, and we tell you about it before you order.',
      ],
      citation: { title: 'Installation services included', url: '/faq/installation-services-included' },
    };
  },
  delivery: ({ text, b, yes }) => {
    const charge = /\b(charge|cost|extra|pay)\b/.test(text);
    return {
      paragraphs: [
        `${yes && !charge ? 'Yes, delivery' : 'Delivery'} and installation are free within our service area, ${b.serviceArea.summary}; farther away, any delivery charge is quoted before you order.`,
        'Our own crew brings the monument on our truck, prepares the foundation and sets it.',
      ],
      citation: { title: 'Service area and delivery', url: '/faq/service-area-delivery' },
    };
  },
  deposit: ({ b }) => ({
    paragraphs: [
      `A ${b.pricing.depositPercent}% deposit when you order starts the work; the balance is due when your memorial is finished, and never before you have approved the design.`,
    ],
    citation: { title: 'Deposit, layaway and price matching', url: '/pricing#paying' },
  }),
  savings: ({ b, pricing }) => ({
    paragraphs: [
      `Value engineering typically saves families ${b.pricing.typicalSavings.label}: we look for savings in the stone, the sizes and the finishes that do not change how your memorial looks or how long it lasts.`,
      pricing.valueEngineering.guarantee,
    ],
    citation: { title: 'What value engineering is', url: '/value-engineering' },
  }),
  turnaround: () => ({
    paragraphs: [
      `Most standard monuments are ready in ${TURNAROUND.standard} from the day you approve the proof; fully custom designs, special-order granite or detailed carving can take ${TURNAROUND.custom}.`,
      'We give you a realistic date when you order, and if a date matters to you, tell us and we will say honestly whether it can be met.',
    ],
    citation: { title: 'How long does it take to make a monument?', url: '/faq#how-long' },
  }),
  formats: ({ yes }) => {
    const files = listOf([...ARTWORK_FORMATS]).replace(/ and /, ' or ');
    return {
      paragraphs: [
        `${yes ? 'Yes, send' : 'Send'} artwork as a ${files} file, and we will etch, sandblast or carve it and show it to you on the proof.`,
        'For logos and brands, a vector file (ai or eps) gives the cleanest edges; a drawing photographed flat in daylight works too, and a paper original can be brought in.',
      ],
      citation: { title: 'Incorporating custom artwork', url: '/faq/incorporate-custom-artwork' },
    };
  },
  'ways-to-pay': ({ b }) => ({
    paragraphs: [
      `Our website does not list which cards or checks each office takes, so please call ${phonesList(b.offices)}, ${hoursOf(b)}.`,
      `What we can tell you: a ${b.pricing.depositPercent}% deposit starts the work, the balance is due when your memorial is finished, and layaway and price matching are there if they help.`,
    ],
    offerConsultation: true,
    citation: { title: 'Deposit, layaway and price matching', url: '/pricing#paying' },
  }),
  payment: ({ b }) => ({
    paragraphs: [
      `You pay a ${b.pricing.depositPercent}% deposit to start and the balance when your memorial is finished, and you can use layaway (installments agreed with you in writing) or price matching (a written quote from another dealer for a comparable monument).`,
    ],
    citation: { title: 'Deposit, layaway and price matching', url: '/pricing#paying' },
  }),
  layaway: ({ b, yes }) => ({
    paragraphs: [
      `${yes ? 'Yes, layaway' : 'Layaway'} lets you pay in installments that suit your budget, agreed with you in writing, and your memorial is installed once it is paid.`,
      `A ${b.pricing.depositPercent}% deposit starts the work; ask us and we will set out the installments with you.`,
    ],
    citation: { title: 'Deposit, layaway and price matching', url: '/pricing#paying' },
  }),
  'price-match': ({ yes }) => ({
    paragraphs: [
      `${yes ? 'Yes, we' : 'We'} match prices: show us a written quote from another dealer for a comparable monument, with the same size, granite and lettering, and we will match it.`,
    ],
    citation: { title: 'Deposit, layaway and price matching', url: '/pricing#paying' },
  }),
  area: ({ b }) => ({
    paragraphs: [
      `We serve ${b.serviceArea.summary}, from our offices in ${listOf(b.offices.map(placeOf))}.`,
      'Delivery and installation are free within our service area; farther away, we can often still help, with any delivery charge quoted before you order.',
    ],
    offerConsultation: true,
    citation: { title: 'Towns and counties we serve', url: '/service-area-directory' },
  }),
};

/**
 * The facts a question asks for, as the paragraphs of its answer (the first sentence holds
 * them), or null when it asks for none of them.
 */
export function factAnswer(question: string, b: BusinessFacts): FactAnswer | null {
  const text = normalizeQuestion(question);
  const topics: FactTopic[] = TOPICS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
  const place = readPlace(question);
  const aboutPlace =
    (place.cemetery || place.town || place.county || place.unknown) &&
    WHERE_VERBS.test(text) &&
    !topics.some((t) => ['offices', 'phones', 'hours'].includes(t));
  if (aboutPlace) topics.unshift('place');
  else if (place.state && !topics.some((t) => ['offices', 'phones', 'hours'].includes(t)) && WHERE_VERBS.test(text))
    topics.unshift('state');
  if (topics.length === 0) return null;

  const read: Asked = { text, b, pricing: pricingFor(b), yes: asksYesNo(text), asked: officesAsked(text, b), place };
  const sections: string[][] = [];
  const citations: FactAnswer['citations'] = [];
  let offerConsultation = false;
  const done = new Set<FactTopic>();

  for (const topic of topics.slice(0, 2)) {
    if (done.has(topic)) continue;
    done.add(topic);
    const answer = topicAnswers[topic](read);
    sections.push(answer.paragraphs);
    citations.push(answer.citation);
    if (answer.offerConsultation) offerConsultation = true;
  }
  // The first topic's answer in full; a second topic adds its first sentence.
  const all = [...(sections[0] ?? []), ...sections.slice(1).flatMap((s) => s.slice(0, 1))];
  if (all.length === 0) return null;
  return { topics, paragraphs: [...new Set(all)], citations, offerConsultation };
}
