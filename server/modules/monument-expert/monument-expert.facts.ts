import { spokenTimeZone } from '../settings/settings.choices';
import { listOf } from '#content/format';
import { pricingFor } from '#content/pricing';
import { servedStates, type OfficeId } from '#content/service-area';
import type { BusinessFacts, Office } from '../settings/settings.schema';
import { normalizeQuestion } from './monument-expert.query';

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

const lcFirst = (text: string) => (/^[A-Z](?![A-Z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const ucFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** "09:00" as "9:00 AM". */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const hoursOf = (b: BusinessFacts) =>
  `${b.hours.days}, ${clock(b.hours.opens)} to ${clock(b.hours.closes)}${b.timeZone ? ` ${spokenTimeZone(b.timeZone)}` : ''}`;

/** "Ada, Oklahoma" from the office's city and state. */
const placeOf = (o: Office) => `${o.city}, ${o.regionName}`;
const addressOf = (o: Office) => `${o.street}, ${o.city}, ${o.region} ${o.postalCode}`;

/** Which offices the question names (by state, city or "Texas office"); all when it names none. */
function officesAsked(text: string, b: BusinessFacts): Office[] {
  const named = b.offices.filter((o) =>
    [o.city, o.regionName, o.region === 'TX' ? 'dallas' : '', o.region === 'OK' ? 'okla' : '']
      .filter(Boolean)
      .some((word) => new RegExp(`\\b${normalizeQuestion(word)}`).test(text)),
  );
  return named.length ? named : b.offices;
}

/** The office serving a county of the directory (its id is the office's id). */
const officeById = (b: BusinessFacts, id: OfficeId) => b.offices.find((o) => o.id === id) ?? b.offices[0]!;

/** The heart of the service area ("Oklahoma and North Central Texas"), as the FAQ says it. */
const coreAreaOf = (b: BusinessFacts) => b.serviceArea.summary.split(',')[0]!.trim();

const areaSentence = (b: BusinessFacts) =>
  `We work mainly in ${coreAreaOf(b)} and install in cemeteries across ${listOf(b.serviceArea.primaryStates)}`;

const phonesList = (offices: Office[]) =>
  listOf(offices.map((o) => `our ${placeOf(o)} office at ${o.phone}`)).replace(/ and our /, ' or our ');

/** Words of a question that ask yes or no ("Do you...", "Is it..."). */
const asksYesNo = (text: string) => /^(do|does|is|are|can|could|will|would|may|should|did)\b/.test(text);

// ---------------------------------------------------------------------------------------------
// Places: a cemetery, a town, a county or a state.

interface PlaceRead {
  cemetery: string | null;
  town: { name: string; county: string; state: string; office: OfficeId; byArrangement: boolean } | null;
  county: { name: string; state: string; office: OfficeId; towns: string[]; byArrangement: boolean } | null;
  state: (typeof servedStates)[number] | null;
  /** A place the question names that the directory does not list. */
  unknown: string | null;
}

const PLACE_WORDS = new Set(
  'I We You The A An My Our Your Do Does Can Could Is Are Will Would What Where When How Which Who Please Hi Hello Mom Dad Mother Father Memorial Day Christmas Easter Texas Oklahoma New Mexico County Cemetery Park Gardens'.split(
    ' ',
  ),
);

function readPlace(question: string): PlaceRead {
  const text = normalizeQuestion(question);
  const out: PlaceRead = { cemetery: null, town: null, county: null, state: null, unknown: null };
  const cemetery = /((?:[A-Z][\w'’.-]*\s+){0,3}?)(Cemetery|Memorial Park|Memorial Gardens|Gardens|Burial Park)\b/.exec(
    question,
  );
  if (cemetery) {
    const words = cemetery[1]!.split(/\s+/).filter((w) => w && !PLACE_WORDS.has(w));
    if (words.length || cemetery[2] !== 'Cemetery') out.cemetery = [...words, cemetery[2]].join(' ');
  }
  for (const state of servedStates) {
    if (new RegExp(`\\b${state.name.toLowerCase()}\\b`).test(text)) out.state ??= state;
    for (const region of state.regions)
      for (const county of region.counties) {
        const countyName = county.name.replace(/ County$/, '').toLowerCase();
        if (new RegExp(`\\b${countyName} (county|co\\b)`).test(text))
          out.county ??= {
            name: county.name,
            state: state.name,
            office: county.office,
            towns: county.towns,
            byArrangement: !!region.byArrangement,
          };
        for (const town of county.towns) {
          // A town is read as written with its capital ("Allen"), or after "in", "to", "at" or "near".
          const pattern = new RegExp(`\\b${town}\\b`);
          const after = new RegExp(`\\b(in|to|at|near|around|of|from)\\s+${town.toLowerCase()}\\b`);
          if (
            (pattern.test(question) || after.test(text)) &&
            !new RegExp(`\\b${town.toLowerCase()} (county|co\\b)`).test(text) &&
            (!out.town || town.length > out.town.name.length)
          )
            out.town = {
              name: town,
              county: county.name,
              state: state.name,
              office: county.office,
              byArrangement: !!region.byArrangement,
            };
        }
      }
  }
  if (!out.town && !out.county) {
    for (const named of question.matchAll(/\b(?:in|to|at|near|around|out to)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b/g)) {
      const place = named[1]!
        .split(/\s+/)
        .filter((w) => !PLACE_WORDS.has(w) && !out.cemetery?.includes(w))
        .join(' ');
      if (place) {
        out.unknown = place;
        break;
      }
    }
  }
  return out;
}

/** The question is about where we work: a named place with a verb of delivering, installing or serving. */
const WHERE_VERBS =
  /\b(serve|serves|serving|service|deliver|delivery|install|installs|installation|set|place|put|work|come|go|travel|cover|ship|area|cemetery|cemeteries)\b/;

function placeParagraphs(place: PlaceRead, b: BusinessFacts): string[] | null {
  const core = areaSentence(b);
  if (place.cemetery) {
    const lead = `${core}; call us to check ${place.cemetery}’s rules before you choose a design.`;
    const local = place.town ?? (place.county && { ...place.county, county: place.county.name, name: null });
    const office = local ? officeById(b, local.office) : null;
    const second = local
      ? `${local.name ? `${local.name} is in ${local.county}, ${local.state}, which` : `${local.county}, ${local.state},`} our ${placeOf(office!)} office serves: call ${office!.phone}, ${hoursOf(b)}, or book a consultation and we will look up the cemetery’s rules with you.`
      : `${place.unknown ? `${place.unknown} is not among the towns we serve most often, but we can often still install there: call` : 'Call'} ${phonesList(b.offices)}, ${hoursOf(b)}, or book a consultation and we will look up the cemetery’s rules with you.`;
    return [lead, second];
  }
  if (place.town) {
    const t = place.town;
    const office = officeById(b, t.office);
    const lead = t.byArrangement
      ? `Yes, ${t.name} is in ${t.county}, ${t.state}, which we serve by arrangement from our ${placeOf(office)} office: we design with you by phone and schedule installation trips together.`
      : `Yes, ${t.name} is in ${t.county}, ${t.state}, which our ${placeOf(office)} office serves, and delivery and installation there are free.`;
    return [
      lead,
      `Call ${office.phone}, ${hoursOf(b)}, or book a consultation, and tell us the cemetery so we can check its rules.`,
    ];
  }
  if (place.county) {
    const c = place.county;
    const office = officeById(b, c.office);
    return [
      `Yes, ${c.name}, ${c.state}, is part of our service area${c.byArrangement ? ', served by arrangement' : ''}, from our ${placeOf(office)} office, with towns such as ${listOf(c.towns.slice(0, 3))}.`,
      `Call ${office.phone}, ${hoursOf(b)}, or book a consultation, and tell us the cemetery so we can check its rules.`,
    ];
  }
  if (place.unknown) {
    return [
      `${core}, and ${place.unknown} is not among the towns we serve most often; please call us anyway, because we can often still deliver and install, with any delivery charge quoted before you order.`,
      `Call ${phonesList(b.offices)}, ${hoursOf(b)}, or book a consultation.`,
    ];
  }
  return null;
}

function stateParagraphs(state: (typeof servedStates)[number], b: BusinessFacts): string[] {
  const regions = state.regions.map((r) => {
    const office = officeById(b, r.counties[0]?.office ?? 'oklahoma');
    return r.byArrangement
      ? `we install in ${r.name} by arrangement, from our ${placeOf(office)} office: ${lcFirst(r.summary.replace(/^Served by arrangement:\s*/i, ''))}`
      : `we install across ${r.name} from our ${placeOf(office)} office (${r.counties.length} counties, including ${listOf(r.counties.slice(0, 3).map((c) => c.name))})`;
  });
  return [
    `Yes, ${regions.join('; ').replace(/\.$/, '')}.`,
    `${ucFirst(areaSentence(b))}; call ${phonesList(b.offices)} to check a town or cemetery.`,
  ];
}

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

  const pricing = pricingFor(b);
  const yes = asksYesNo(text);
  const asked = officesAsked(text, b);
  const sections: string[][] = [];
  let paragraphs: string[];
  const citations: FactAnswer['citations'] = [];
  const cite = (title: string, url: string) => citations.push({ title, url });
  let offerConsultation = false;
  const done = new Set<FactTopic>();

  for (const topic of topics.slice(0, 2)) {
    if (done.has(topic)) continue;
    done.add(topic);
    paragraphs = [];
    sections.push(paragraphs);
    switch (topic) {
      case 'place': {
        paragraphs.push(...(placeParagraphs(place, b) ?? []));
        offerConsultation = true;
        cite('Towns and counties we serve', '/service-area-directory');
        break;
      }
      case 'state': {
        paragraphs.push(...stateParagraphs(place.state!, b));
        offerConsultation = true;
        cite('Towns and counties we serve', '/service-area-directory');
        break;
      }
      case 'offices': {
        const both = asked.length === b.offices.length && b.offices.length > 1;
        const lead = both
          ? `We have ${NUMBER_WORDS[b.offices.length] ?? b.offices.length} offices: ${listOf(
              b.offices.map((o) => `${placeOf(o)} (${lcFirst(o.role)}), at ${addressOf(o)}, phone ${o.phone}`),
            ).replace(/, phone ([^,]+) and /, ', phone $1; and ')}.`
          : `${yes ? 'Yes, our' : 'Our'} ${placeOf(asked[0]!)} office (${lcFirst(asked[0]!.role)}) is at ${addressOf(asked[0]!)}, phone ${asked[0]!.phone}.`;
        paragraphs.push(
          lead,
          `${both ? 'Both offices are' : 'The office is'} open ${hoursOf(b)}; please call ahead so a designer is free to sit down with you, or book a consultation online.`,
        );
        cite('Contact us', '/contact-us');
        break;
      }
      case 'phones': {
        paragraphs.push(
          `You can call ${phonesList(asked)}, ${hoursOf(b)}.`,
          'You can also book a consultation online, or leave your number and we will call you back.',
        );
        cite('Contact us', '/contact-us');
        break;
      }
      case 'hours': {
        const weekend = /\b(saturday|sunday|weekend)s?\b/.exec(text);
        const openWeekend = /sat|sun|week/i.test(b.hours.days);
        paragraphs.push(
          `${b.offices.length > 1 ? `Both our offices, in ${listOf(b.offices.map((o) => o.city))}, are` : 'Our office is'} open ${hoursOf(b)}${weekend && !openWeekend ? ', and closed at weekends' : ''}.`,
          `Please call ahead (${phonesList(b.offices)}) so a designer is free to sit down with you; we can also meet at the cemetery.`,
        );
        cite('Contact us', '/contact-us');
        break;
      }
      case 'included': {
        const items = pricing.includedInPrice.map(lcFirst);
        paragraphs.push(
          `${yes ? 'Yes, every' : 'Every'} price includes ${items.slice(0, -1).join('; ')}; and ${items.at(-1)}.`,
          'Some cemeteries charge their own setting or permit fee, and delivery far beyond our service area is quoted separately; we tell you about either before you order.',
        );
        cite('Included in every price', '/pricing#included');
        break;
      }
      case 'installation': {
        const charge = /\b(charge|cost|extra|pay)\b/.test(text);
        paragraphs.push(
          `${charge ? 'No, installation' : yes ? 'Yes, installation' : 'Installation'} is included on all cemetery headstones, and delivery and installation are free within our service area, ${b.serviceArea.summary}.`,
          'Our own crew prepares the foundation where the cemetery requires one and sets the monument level. Some cemeteries charge their own setting or permit fee; that fee is the cemetery’s, and we tell you about it before you order.',
        );
        cite('Installation services included', '/faq/installation-services-included');
        break;
      }
      case 'delivery': {
        const charge = /\b(charge|cost|extra|pay)\b/.test(text);
        paragraphs.push(
          `${yes && !charge ? 'Yes, delivery' : 'Delivery'} and installation are free within our service area, ${b.serviceArea.summary}; farther away, any delivery charge is quoted before you order.`,
          'Our own crew brings the monument on our truck, prepares the foundation and sets it.',
        );
        cite('Service area and delivery', '/faq/service-area-delivery');
        break;
      }
      case 'deposit': {
        paragraphs.push(
          `A ${b.pricing.depositPercent}% deposit when you order starts the work; the balance is due when your memorial is finished, and never before you have approved the design.`,
        );
        cite('Deposit, layaway and price matching', '/pricing#paying');
        break;
      }
      case 'savings': {
        paragraphs.push(
          `Value engineering typically saves families ${b.pricing.typicalSavings.label}: we look for savings in the stone, the sizes and the finishes that do not change how your memorial looks or how long it lasts.`,
          pricing.valueEngineering.guarantee,
        );
        cite('What value engineering is', '/value-engineering');
        break;
      }
      case 'turnaround': {
        paragraphs.push(
          `Most standard monuments are ready in ${TURNAROUND.standard} from the day you approve the proof; fully custom designs, special-order granite or detailed carving can take ${TURNAROUND.custom}.`,
          'We give you a realistic date when you order, and if a date matters to you, tell us and we will say honestly whether it can be met.',
        );
        cite('How long does it take to make a monument?', '/faq#how-long');
        break;
      }
      case 'formats': {
        const files = listOf([...ARTWORK_FORMATS]).replace(/ and /, ' or ');
        paragraphs.push(
          `${yes ? 'Yes, send' : 'Send'} artwork as a ${files} file, and we will etch, sandblast or carve it and show it to you on the proof.`,
          'For logos and brands, a vector file (ai or eps) gives the cleanest edges; a drawing photographed flat in daylight works too, and a paper original can be brought in.',
        );
        cite('Incorporating custom artwork', '/faq/incorporate-custom-artwork');
        break;
      }
      case 'ways-to-pay': {
        paragraphs.push(
          `Our website does not list which cards or checks each office takes, so please call ${phonesList(b.offices)}, ${hoursOf(b)}.`,
          `What we can tell you: a ${b.pricing.depositPercent}% deposit starts the work, the balance is due when your memorial is finished, and layaway and price matching are there if they help.`,
        );
        offerConsultation = true;
        cite('Deposit, layaway and price matching', '/pricing#paying');
        break;
      }
      case 'payment': {
        paragraphs.push(
          `You pay a ${b.pricing.depositPercent}% deposit to start and the balance when your memorial is finished, and you can use layaway (installments agreed with you in writing) or price matching (a written quote from another dealer for a comparable monument).`,
        );
        cite('Deposit, layaway and price matching', '/pricing#paying');
        break;
      }
      case 'layaway': {
        paragraphs.push(
          `${yes ? 'Yes, layaway' : 'Layaway'} lets you pay in installments that suit your budget, agreed with you in writing, and your memorial is installed once it is paid.`,
          `A ${b.pricing.depositPercent}% deposit starts the work; ask us and we will set out the installments with you.`,
        );
        cite('Deposit, layaway and price matching', '/pricing#paying');
        break;
      }
      case 'price-match': {
        paragraphs.push(
          `${yes ? 'Yes, we' : 'We'} match prices: show us a written quote from another dealer for a comparable monument, with the same size, granite and lettering, and we will match it.`,
        );
        cite('Deposit, layaway and price matching', '/pricing#paying');
        break;
      }
      case 'area': {
        paragraphs.push(
          `We serve ${b.serviceArea.summary}, from our offices in ${listOf(b.offices.map(placeOf))}.`,
          'Delivery and installation are free within our service area; farther away, we can often still help, with any delivery charge quoted before you order.',
        );
        offerConsultation = true;
        cite('Towns and counties we serve', '/service-area-directory');
        break;
      }
    }
  }
  // The first topic's answer in full; a second topic adds its first sentence.
  const all = [...(sections[0] ?? []), ...sections.slice(1).flatMap((s) => s.slice(0, 1))];
  if (all.length === 0) return null;
  return { topics, paragraphs: [...new Set(all)], citations, offerConsultation };
}
