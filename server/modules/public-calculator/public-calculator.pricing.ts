import type { AppDb } from '#db/create-db';
import type { Configuration, PricingConfig } from '../calculator/calculator.schema';
import { getPublished, pricePublished } from '../calculator/calculator.service';
import { choicePrices } from './public-calculator.choice-prices';
import {
  ChoiceRefused,
  configurationFromChoices,
  fieldFromPath,
  notPublished,
} from './public-calculator.configuration';
import type { ChoicesInput } from './public-calculator.schema';
import { summarise } from './public-calculator.summary';

/** The published price list, or a refusal families can act on while prices are being updated. */
export async function published(db: AppDb) {
  const version = await getPublished(db);
  if (!version) throw notPublished();
  return version;
}

/**
 * Prices a family's choices with the published version; a refused choice names its field.
 * `refine` adds what the calculator's form does not ask but a design says (its base, art and
 * etching: decision record 244) to the configuration built from the choices, before the engine
 * prices it; it may refuse with a `ChoiceRefused`.
 */
export async function priceChoices(
  db: AppDb,
  choices: ChoicesInput,
  refine?: (configuration: Configuration, document: PricingConfig) => void,
) {
  const version = await published(db);
  const built = configurationFromChoices(version.document, choices);
  refine?.(built.configuration, version.document);
  let priced;
  try {
    priced = await pricePublished(db, built.configuration);
  } catch (error) {
    if (error instanceof Error && error.name === 'PricingError') {
      const path = (error as Error & { path: string }).path;
      throw new ChoiceRefused(fieldFromPath(path) ?? 'template', error.message);
    }
    throw error;
  }
  const { breakdown } = priced;
  return {
    choicePrices: choicePrices(version, built, breakdown.subtotalCents),
    configuration: built.configuration,
    versionId: priced.versionId,
    totalCents: breakdown.totalCents,
    lowCents: breakdown.range.lowCents,
    highCents: breakdown.range.highCents,
    summary: summarise(version.document, built, breakdown, version.publishedAt),
  };
}
