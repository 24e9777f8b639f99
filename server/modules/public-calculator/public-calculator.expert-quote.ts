import type { AppDb } from '#db/create-db';
import { fromSentence, getPublished, pricePublished } from '../calculator/calculator.service';
import { checkAccess } from '../access/access.service';
import { monumentTitle } from './public-calculator.choices';
import { ChoiceRefused, configurationFromChoices } from './public-calculator.configuration';
import { priceChoices } from './public-calculator.pricing';
import type { ChoicesInput } from './public-calculator.schema';
import { sizeWords } from '../calculator/calculator.choices';

/** The address of the calculator page open on these choices (what the monument expert links to). */
export function calculatorLink(choices: ChoicesInput): string {
  const params = new URLSearchParams();
  for (const key of ['template', 'type', 'color', 'length', 'width', 'height', 'lines'] as const) {
    const value = choices[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/calculator?${query}` : '/calculator';
}

export type ExpertQuote =
  | { status: 'unpublished' }
  | { status: 'refused'; message: string; link: string }
  | {
      /** The access form stands before the calculator's figures: only the design's public "from" price. */
      status: 'locked';
      title: string;
      fromCents: number | null;
      /** What the "from" figure is the price of, as the calculator's card says it. */
      fromWords: string | null;
      link: string;
    }
  | {
      status: 'priced';
      title: string;
      size: string;
      lowCents: number;
      highCents: number;
      totalCents: number;
      versionId: number;
      publishedAt: string;
      link: string;
    };

/**
 * A price for the monument expert, from the same engine and published version as /calculator
 * (decision 135): the estimate range when the visitor may see the calculator's figures (the
 * access form is off, or their grant is good), else the design's "from" price that the
 * calculator page shows everyone. Never throws for a choice the list cannot price.
 */
export async function quoteForExpert(
  db: AppDb,
  contentVersion: number,
  choices: ChoicesInput,
  grantToken: string | null | undefined,
): Promise<ExpertQuote> {
  const version = await getPublished(db);
  if (!version) return { status: 'unpublished' };
  const link = calculatorLink(choices);
  let built;
  try {
    built = configurationFromChoices(version.document, choices);
  } catch (error) {
    if (error instanceof ChoiceRefused) return { status: 'refused', message: error.message, link };
    throw error;
  }
  const color = version.document.colors.find((c) => c.key === built.main.color)?.name ?? built.main.color;
  const title = monumentTitle(
    built.title,
    color,
    version.document.colors.map((c) => c.name),
  );
  const access = await checkAccess(db, contentVersion, 'calculator', grantToken);
  if (!access.allowed) {
    const template = choices.template ? version.document.templates.find((t) => t.key === choices.template) : null;
    let fromCents: number | null = null;
    if (template) {
      try {
        fromCents = (await pricePublished(db, { ...template.configuration, templateKey: null })).breakdown.range
          .lowCents;
      } catch {
        // Shown without a figure, as on the calculator page.
      }
    }
    const fromWords =
      template && fromCents !== null ? fromSentence(version.document, template.configuration, fromCents) : null;
    return { status: 'locked', title, fromCents, fromWords, link };
  }
  try {
    const priced = await priceChoices(db, choices);
    return {
      status: 'priced',
      title,
      size: sizeWords(built.main.size),
      lowCents: priced.lowCents,
      highCents: priced.highCents,
      totalCents: priced.totalCents,
      versionId: priced.versionId,
      publishedAt: version.publishedAt,
      link,
    };
  } catch (error) {
    if (error instanceof ChoiceRefused) return { status: 'refused', message: error.message, link };
    throw error;
  }
}
