/**
 * The family's cemetery in the calculator's estimate (issue 35 points 3 to 5, decision 277): the
 * `cemetery` choice is a published cemetery's slug (with `section`, a section's name) or the name
 * of one we do not list, as typed. A listed one is checked against the chosen section's rules
 * and brings its own fees, shown apart from our range.
 */
import type { AppDb } from '#db/create-db';
import type { PricingConfig } from '../calculator/calculator.schema';
import {
  checkAgainstSection,
  cemeteryFeeLines,
  confirmationWords,
  sectionNotes,
} from '../cemeteries/cemeteries.choices';
import { chosenSection, type ChosenSection } from '../cemeteries/cemeteries.service';
import {
  estimateMonument,
  FEES_UNKNOWN,
  type EstimateCemetery,
  type EstimatedDesign,
} from './public-calculator.cemetery';
import type { ChoicesInput } from './public-calculator.schema';
import { mayBeListed } from './public-calculator.search';
import { configurationFromChoices } from './public-calculator.configuration';
import { priceChoices, published } from './public-calculator.pricing';
import type { EstimateSummary } from './public-calculator.repository';

/** The cemetery the choices name: a listed one with its chosen section, or a name as typed; null for none. */
export type CemeteryInChoices = { listed: ChosenSection } | { notListed: string } | null;

export async function cemeteryInChoices(db: AppDb, choices: ChoicesInput): Promise<CemeteryInChoices> {
  const text = choices.cemetery?.trim();
  if (!text) return null;
  const listed = mayBeListed(text) ? await chosenSection(db, text, choices.section ?? undefined) : null;
  return listed ? { listed } : { notListed: text };
}

/** The cemetery as the estimate's "Where it goes" names it: "Rose Hill Cemetery, Section B". */
export function cemeteryLabel(found: CemeteryInChoices): string | undefined {
  if (!found) return undefined;
  if ('notListed' in found) return found.notListed;
  const section = found.listed.rules?.sectionName;
  const name = found.listed.cemetery.name;
  return section && !/^whole cemetery$/i.test(section) ? `${name}, ${section}` : name;
}

const isFeeNote = (note: string) => /^(setting|permit) fee:/i.test(note);

/** The estimate's cemetery part: the findings of the priced configuration, the fees, what to know. */
export function estimateCemetery(
  found: CemeteryInChoices,
  design: EstimatedDesign,
  doc: PricingConfig,
): EstimateCemetery | null {
  if (!found) return null;
  if ('notListed' in found) {
    return {
      slug: null,
      name: found.notListed,
      place: null,
      section: null,
      sections: [],
      findings: [],
      fees: [],
      feesUnknown: FEES_UNKNOWN,
      whatToKnow: [],
      confirmation: null,
    };
  }
  const { cemetery, rules, sections } = found.listed;
  const monument = estimateMonument(design, doc.partTypes);
  const graniteNames = Object.fromEntries(doc.colors.map((c) => [c.key, c.name]));
  return {
    slug: cemetery.slug,
    name: cemetery.name,
    place: [cemetery.town, cemetery.state].filter(Boolean).join(', ') || null,
    section: rules?.sectionName ?? null,
    sections,
    findings: rules && monument ? checkAgainstSection(rules, monument, { graniteNames }) : [],
    fees: rules ? cemeteryFeeLines(rules) : [],
    feesUnknown: rules ? null : FEES_UNKNOWN,
    whatToKnow: rules ? sectionNotes(rules).filter((note) => !isFeeNote(note)) : [],
    confirmation: rules ? confirmationWords(rules) : null,
  };
}

/** The summary with the cemetery: a listed cemetery's own fees stand in for the price list's typical ones. */
function withCemetery(summary: EstimateSummary, cemetery: EstimateCemetery | null): EstimateSummary {
  if (!cemetery) return summary;
  return { ...summary, cemeteryLines: cemetery.fees.length ? [] : summary.cemeteryLines, cemetery };
}

/**
 * Prices the choices with the family's cemetery: named in the estimate's words, its section's
 * rules checked against the configuration the engine priced, its fees apart from our range.
 */
export async function priceWithCemetery(db: AppDb, choices: ChoicesInput) {
  const found = await cemeteryInChoices(db, choices);
  let document: PricingConfig | undefined;
  const priced = await priceChoices(
    db,
    { ...choices, cemetery: cemeteryLabel(found) ?? choices.cemetery },
    (_c, doc) => {
      document = doc;
    },
  );
  const cemetery = document ? estimateCemetery(found, priced.configuration, document) : null;
  return { ...priced, summary: withCemetery(priced.summary, cemetery), cemeteryFees: cemetery?.fees ?? [] };
}

/**
 * The cemetery's check while the access form stands before the figures: the rules are public
 * (the cemetery's own page shows them), so a family sees what its choice breaks, without prices.
 */
export async function cemeteryWithoutPrices(db: AppDb, choices: ChoicesInput): Promise<EstimateCemetery | null> {
  const found = await cemeteryInChoices(db, choices);
  if (!found) return null;
  const { document } = await published(db);
  let design: EstimatedDesign = { parts: [] };
  try {
    design = configurationFromChoices(document, choices).configuration;
  } catch {
    // A refused choice: the cemetery and its fees are still shown, with nothing to check yet.
  }
  return estimateCemetery(found, design, document);
}
