import type { Configuration, PricingConfig } from '../calculator/calculator.schema';
import { MAX_EXTRA_LINES, MAX_FAMILY_NAMES } from '../public-calculator/public-calculator.choices';
import type { ChoicesInput } from '../public-calculator/public-calculator.schema';
import {
  LETTER_FINISH_ADDONS,
  LETTER_FINISH_LABELS,
  STONE_KIND_FACTS,
  STONE_TOP_LABELS,
  TOP_FINISH_KEYS,
  baseFor,
  depthFor,
} from './design.choices';
import type { DesignConfiguration } from './design.schema';

/**
 * A design as the price list sees it (decision record 244): the calculator's choices (kind, size,
 * granite, names, date style, extra lines, foundation), priced by the public calculator's own
 * configuration and the published engine, and the refinement that adds what the calculator's form
 * does not ask but a design says: the dealer's depth and base, the top, art and etching, lettering
 * finishes. No second price calculation: the engine prices it.
 */

const MONTH_OR_NUMERIC = /[A-Za-z]{3}.*\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4}/;

const spoken = (lines: string[]) => lines.filter((line) => line.trim() !== '');

/** The calculator's choices a design makes (what its form would ask). */
export function designChoices(design: DesignConfiguration): ChoicesInput {
  const { stone } = design;
  const facts = STONE_KIND_FACTS[stone.kind];
  const dateLines = design.lettering.filter((block) => block.role === 'dates').flatMap((block) => spoken(block.lines));
  const extraLines = design.lettering
    .filter((block) => block.role === 'epitaph' || block.role === 'text')
    .flatMap((block) => spoken(block.lines)).length;
  return {
    type: facts.partType,
    length: stone.widthIn,
    // Standing stones: how tall; lying ones: front to back. The depth is the dealer's (in `refineForDesign`).
    ...(facts.lying ? { width: stone.heightIn } : { height: stone.heightIn }),
    color: stone.granite,
    // Each person is named with their dates: a dates line is a name on the price list.
    names: Math.min(MAX_FAMILY_NAMES, Math.max(1, dateLines.length)),
    dates: dateLines.some((line) => MONTH_OR_NUMERIC.test(line)) ? 'full' : 'years',
    lines: Math.min(MAX_EXTRA_LINES, extraLines),
    foundation: design.foundation,
  };
}

/**
 * Adds to the configuration built from `designChoices` what the design says beyond them, from the
 * published list; returns what the list does not price, in words, for the estimate to say.
 */
export function refineForDesign(
  design: DesignConfiguration,
  configuration: Configuration,
  doc: PricingConfig,
): string[] {
  const notes: string[] = [];
  const { stone } = design;
  const facts = STONE_KIND_FACTS[stone.kind];
  const main = configuration.parts.find((part) => part.partType === facts.partType)!;
  const mainType = doc.partTypes.find((type) => type.key === facts.partType)!;

  // The dealer's depth, inside the part type's limits.
  const depth = depthFor(stone.kind, stone.widthIn, stone.heightIn, mainType);
  if (facts.lying) main.size.height = depth;
  else main.size.width = depth;

  // The top and the further finishes, as the part type prices them.
  const offered = new Set(mainType.finishes.map((finish) => finish.key));
  const finishes: string[] = [];
  const topKey = TOP_FINISH_KEYS[stone.top];
  if (stone.top !== 'flat' && facts.tops.includes(stone.top)) {
    if (topKey && offered.has(topKey)) finishes.push(topKey);
    else
      notes.push(
        `The ${STONE_TOP_LABELS[stone.top].toLowerCase()} is priced by the office: it is not on our price list yet.`,
      );
  }
  for (const key of stone.finishes) if (offered.has(key) && !finishes.includes(key)) finishes.push(key);
  main.finishes = finishes;

  // The base, by the dealer's rule, in the stone's granite; then the foundation for a monument on a base.
  const baseType = doc.partTypes.find((type) => type.isBase);
  if (facts.hasBase && design.withBase && baseType) {
    const base = baseFor({ widthIn: stone.widthIn, depthIn: depth }, baseType);
    configuration.parts.push({
      partType: baseType.key,
      color: main.color,
      size: { length: base.widthIn, width: base.depthIn, height: base.heightIn },
      finishes: [],
    });
    if (configuration.foundation !== null) configuration.foundation = doc.foundations[0]?.key ?? null;
  }

  // Art and photos as the list's add-ons; an etched photo by its area.
  const addons = new Map<string, number>();
  const active = new Set(doc.addons.filter((addon) => addon.active).map((addon) => addon.key));
  const add = (key: string, what: string) => {
    if (active.has(key)) addons.set(key, Math.min(50, (addons.get(key) ?? 0) + 1));
    else notes.push(`${what} is priced by the office.`);
  };
  for (const block of design.art) {
    const source = block.source;
    if (source.kind === 'emblem' || source.kind === 'artwork') add('sandblast_artwork', 'The artwork');
    else if (source.treatment === 'porcelain')
      add(block.widthIn * block.heightIn <= 12 ? 'portrait_oval_3x4' : 'portrait_oval_5x7', 'The porcelain portrait');
    else
      configuration.lettering.etchingSquareInches = Math.min(
        10_000,
        configuration.lettering.etchingSquareInches + block.widthIn * block.heightIn,
      );
  }
  const finishesUsed = new Set(design.lettering.map((block) => block.finish));
  for (const finish of finishesUsed) {
    const key = LETTER_FINISH_ADDONS[finish];
    if (key) add(key, `${LETTER_FINISH_LABELS[finish]} lettering`);
  }
  const kept = configuration.addons.filter((addon) => !addons.has(addon.key));
  configuration.addons = [...kept, ...[...addons].map(([key, quantity]) => ({ key, quantity }))].slice(0, 30);
  return [...new Set(notes)];
}
