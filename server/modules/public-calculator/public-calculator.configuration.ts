import { TRPCError } from '@trpc/server';
import type { Configuration, PricingConfig } from '../calculator/calculator.schema';
import type { ChoicesInput } from './public-calculator.schema';
import { feetAndInches, namesRoom, shapedName } from './public-calculator.choices';
import { widenedBase } from './public-calculator.cemetery';
import { counted } from '../shared/plural';

/** From a family's choices to a configuration the engine prices, each refusal beside its field. */

/** A choice the price list cannot price, with the form field it belongs beside. */
export class ChoiceRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const notPublished = () =>
  new TRPCError({
    code: 'PRECONDITION_FAILED',
    message: 'Our prices are being updated. Please call us or try again in a little while.',
  });

/** A part type as a family says it: "Upright die (tablet)" is an "upright". */
export const plainKind = (name: string) =>
  name
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/ die$/i, '')
    .toLowerCase();

/**
 * The configuration a family's choices describe, checked against the published list: an
 * inactive color or add-on, a size outside the part type's limits or a finish the stone does
 * not take is refused with the field it belongs to.
 */
export function configurationFromChoices(doc: PricingConfig, choices: ChoicesInput) {
  const partType = (key: string) => doc.partTypes.find((p) => p.key === key);
  let parts: Configuration['parts'];
  let foundation: string | null;
  let addons: Configuration['addons'];
  let extraLines = 0;
  let names = 1;
  let dateStyle: Configuration['lettering']['dateStyle'] = 'full';
  let title: string;
  if (choices.template) {
    const template = doc.templates.find((t) => t.key === choices.template && t.active);
    if (!template) throw new ChoiceRefused('template', 'That design is no longer offered. Please choose another.');
    parts = template.configuration.parts.map((p) => ({ ...p, size: { ...p.size }, finishes: [...p.finishes] }));
    foundation = template.configuration.foundation;
    addons = template.configuration.addons;
    extraLines = template.configuration.lettering.extraLines;
    names = template.configuration.lettering.names || 1;
    dateStyle = template.configuration.lettering.dateStyle ?? 'full';
    title = template.name;
  } else if (choices.type) {
    const type = partType(choices.type);
    if (!type || type.isBase)
      throw new ChoiceRefused('type', 'That kind of monument is not offered. Please choose another.');
    const color = doc.colors.find((c) => c.active);
    if (!color) throw notPublished();
    parts = [{ partType: type.key, color: color.key, size: { ...type.defaultSize }, finishes: [] }];
    foundation = null;
    addons = [];
    title = type.name;
  } else {
    throw new ChoiceRefused('template', 'Please choose a design or a kind of monument to start from.');
  }
  const isBase = (key: string) => partType(key)?.isBase ?? false;
  const mainIndex = Math.max(
    0,
    parts.findIndex((p) => !isBase(p.partType)),
  );
  const main = parts[mainIndex]!;
  const mainType = partType(main.partType)!;

  if (choices.color) {
    const color = doc.colors.find((c) => c.key === choices.color);
    if (!color || !color.active)
      throw new ChoiceRefused('color', 'That granite color is no longer offered. Please choose another.');
    for (const part of parts) part.color = color.key;
  }
  for (const dim of ['length', 'width', 'height'] as const) {
    const value = choices[dim];
    if (value === undefined) continue;
    const min = mainType.minSize[dim];
    const max = mainType.maxSize[dim];
    if (value < min || value > max) {
      const word = dim === 'length' ? 'wide' : dim === 'width' ? 'thick' : 'tall';
      throw new ChoiceRefused(
        dim,
        `A ${mainType.name.toLowerCase()} can be ${feetAndInches(min)} to ${feetAndInches(max)} ${word}.`,
      );
    }
    main.size[dim] = value;
  }
  // A base stays a little wider and deeper than the stone it carries.
  for (const part of parts) {
    if (part === main || !isBase(part.partType)) continue;
    part.size = widenedBase(part.size, main.size, partType(part.partType)!.maxSize);
  }
  if (choices.finishes) {
    for (const finish of choices.finishes) {
      if (!mainType.finishes.some((f) => f.key === finish))
        throw new ChoiceRefused('finishes', `A ${mainType.name.toLowerCase()} cannot have that finish.`);
    }
    const original = [...main.finishes];
    main.finishes = [...choices.finishes];
    // The name follows a changed top; it never names sizes, which the family may change (decision 209).
    title = shapedName(title, mainType.name, mainType.finishes, main.finishes, choices.template ? original : []);
  }
  if (choices.lines !== undefined) extraLines = choices.lines;
  if (choices.dates) dateStyle = choices.dates;
  if (choices.names !== undefined) names = choices.names;
  const room = namesRoom(main.size.length);
  if (names > room)
    throw new ChoiceRefused(
      'names',
      `A stone ${feetAndInches(main.size.length)} wide has room for ${counted(room, 'name')} with their dates. Please choose a wider stone or fewer names.`,
    );
  if (choices.addons) {
    addons = choices.addons.map((key) => {
      const addon = doc.addons.find((a) => a.key === key);
      if (!addon || !addon.active)
        throw new ChoiceRefused('addons', 'One of the extras is no longer offered. Please untick it.');
      return { key, quantity: 1 };
    });
  }
  // A kind of monument starts with a foundation (most cemeteries require one); a design, as it is.
  const wantsFoundation = choices.foundation ?? (choices.template ? undefined : true);
  if (wantsFoundation === false) foundation = null;
  else if (wantsFoundation === true) {
    const fitting = mainType.isBase || parts.length === 1 ? doc.foundations.at(-1) : doc.foundations[0];
    foundation = foundation ?? fitting?.key ?? null;
  }
  const configuration: Configuration = {
    templateKey: null,
    parts,
    lettering: { names, dateStyle, extraLines, extraLetters: 0, etchingSquareInches: 0 },
    addons,
    foundation,
    deliveryZip: choices.zip ?? null,
    deliveryTown: choices.town ?? null,
    cemetery: choices.cemetery ?? null,
  };
  return { configuration, title, main };
}

export function fieldFromPath(path: string): string | null {
  if (/parts\[\d+\]\.size\.(length|width|height)/.test(path)) return path.replace(/.*\.size\./, '');
  if (path.includes('.color')) return 'color';
  if (path.includes('finishes')) return 'finishes';
  if (path.includes('addons')) return 'addons';
  if (path.includes('foundation')) return 'foundation';
  if (path.includes('deliveryZip')) return 'zip';
  if (path.includes('lettering')) return 'names';
  return null;
}
