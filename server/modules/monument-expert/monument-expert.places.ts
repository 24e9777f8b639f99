import { listOf } from '#content/format';
import { servedStates, type OfficeId } from '#content/service-area';
import type { BusinessFacts } from '../settings/settings.schema';
import { normalizeQuestion } from './monument-expert.query';
import { areaSentence, hoursOf, lcFirst, officeById, phonesList, placeOf, ucFirst } from './monument-expert.fact-words';

/**
 * Questions about where we work (decision 201): the cemetery, town, county or state a question
 * names, read against the service-area directory, and the answer for it from the business
 * settings.
 */

export interface PlaceRead {
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

export function readPlace(question: string): PlaceRead {
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
export const WHERE_VERBS =
  /\b(serve|serves|serving|service|deliver|delivery|install|installs|installation|set|place|put|work|come|go|travel|cover|ship|area|cemetery|cemeteries)\b/;

export function placeParagraphs(place: PlaceRead, b: BusinessFacts): string[] | null {
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

export function stateParagraphs(state: (typeof servedStates)[number], b: BusinessFacts): string[] {
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
