import { randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { fromSentence, getPublished, pricePublished, priceWithVersion } from '../calculator/calculator.service';
import type { Configuration, PricingConfig } from '../calculator/calculator.schema';
import { checkAccess, findAuthorizations } from '../access/access.service';
import { findPictureChoices } from '../gallery/gallery.service';
import type { ChoicesInput } from './public-calculator.schema';
import {
  feetAndInches,
  formatDollars,
  monumentTitle,
  namesRoom,
  shapedName,
  type StoneShape,
} from './public-calculator.choices';
import { DATE_STYLE_LABELS, designSizes, sizeWords } from '../calculator/calculator.choices';
import {
  estimatesForGrants,
  findEstimate,
  insertEstimate,
  recentEstimates,
  type EstimateSummary,
  type SavedEstimate,
} from './public-calculator.repository';
import { counted } from '../shared/plural';

export type { EstimateSummary, SavedEstimate };

type Breakdown = Awaited<ReturnType<typeof pricePublished>>['breakdown'];
type Line = Breakdown['lines'][number];

/** A choice the price list cannot price, with the form field it belongs beside. */
export class ChoiceRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const notPublished = () =>
  new TRPCError({
    code: 'PRECONDITION_FAILED',
    message: 'Our prices are being updated. Please call us or try again in a little while.',
  });

async function published(db: AppDb) {
  const version = await getPublished(db);
  if (!version) throw notPublished();
  return version;
}

// ---------------------------------------------------------------------------------------------
// What the form offers (from the published price list; no prices but the templates' "from").

/** A stone's outline for the drawing shown when a template has no picture (by its part type and finishes). */
function shapeOf(part: { partType: string; finishes: string[] }): StoneShape {
  const key = part.partType;
  if (key.includes('slant')) return 'slant';
  if (key.includes('bevel')) return 'bevel';
  if (key.includes('flat')) return 'flat';
  if (key.includes('bench')) return 'bench';
  if (part.finishes.some((f) => f.includes('serpentine'))) return 'serpentine';
  if (part.finishes.some((f) => f.includes('oval'))) return 'oval';
  return 'upright';
}

/**
 * Everything the form offers, and each template's "from" figure (the low end of its range).
 * Pictures come from the gallery: the swatch staff chose for a color, else the published
 * granite-color swatch of the same name; a template's picture, else a drawing of its shape.
 */
export async function calculatorOptions(db: AppDb) {
  const version = await getPublished(db);
  if (!version) return null;
  const doc = version.document;
  const activeTemplates = doc.templates.filter((t) => t.active);
  const activeColors = doc.colors.filter((c) => c.active);
  const chosenIds = [...activeColors.map((c) => c.swatchImageId), ...activeTemplates.map((t) => t.imageId)].filter(
    (id): id is string => !!id,
  );
  const pictures = await findPictureChoices(db, [...new Set(chosenIds)]);
  const byId = new Map(pictures.map((p) => [p.id, p]));
  const swatchByName = new Map(
    pictures.filter((p) => p.category === 'granite_colors').map((p) => [p.title.trim().toLowerCase(), p]),
  );
  const swatchOf = (color: PricingConfig['colors'][number]) => {
    const picture =
      (color.swatchImageId ? byId.get(color.swatchImageId) : undefined) ??
      swatchByName.get(color.name.trim().toLowerCase());
    return picture ? picture.image : null;
  };
  const colors = activeColors.map((c) => ({ key: c.key, name: c.name, swatch: swatchOf(c) }));
  const toneOf = (key: string) => colors.find((c) => c.key === key)?.swatch?.placeholderColor ?? null;

  const templates = [];
  for (const template of activeTemplates) {
    let fromCents: number | null = null;
    try {
      fromCents = (await pricePublished(db, { ...template.configuration, templateKey: null })).breakdown.range.lowCents;
    } catch {
      // A template the published list cannot price is shown without a figure.
    }
    const main = mainPart(doc, template.configuration);
    const picture = template.imageId ? byId.get(template.imageId) : undefined;
    const fromWords = main && fromCents !== null ? fromSentence(doc, template.configuration, fromCents) : null;
    templates.push({
      key: template.key,
      name: template.name,
      description: template.description,
      picture: picture ? { image: picture.image, alt: picture.altText } : null,
      shape: main ? shapeOf(main) : ('upright' as StoneShape),
      tone: main ? toneOf(main.color) : null,
      colorName: main ? (doc.colors.find((c) => c.key === main.color)?.name ?? null) : null,
      size: designSizes(template.configuration.parts, doc.partTypes),
      fromCents,
      fromWords,
    });
  }
  return {
    versionId: version.id,
    templates,
    partTypes: doc.partTypes.map((p) => ({
      key: p.key,
      name: p.name,
      isBase: p.isBase,
      defaultSize: p.defaultSize,
      minSize: p.minSize,
      maxSize: p.maxSize,
      finishes: p.finishes.map((f) => ({ key: f.key, name: f.name, group: f.group })),
    })),
    templateParts: Object.fromEntries(
      activeTemplates.map((t) => {
        const main = mainPart(doc, t.configuration);
        return [
          t.key,
          main
            ? {
                partType: main.partType,
                size: main.size,
                color: main.color,
                finishes: main.finishes,
                names: t.configuration.lettering.names || 1,
                dates: t.configuration.lettering.dateStyle ?? 'full',
                lines: t.configuration.lettering.extraLines,
                addons: t.configuration.addons.map((a) => a.key),
                foundation: !!t.configuration.foundation,
              }
            : null,
        ];
      }),
    ),
    colors,
    colorNames: doc.colors.map((c) => c.name),
    addons: doc.addons
      .filter((a) => a.active)
      .map((a) => ({ key: a.key, name: a.name, category: a.category, description: a.description })),
    hasFoundations: doc.foundations.length > 0,
  };
}
export type CalculatorOptions = NonNullable<Awaited<ReturnType<typeof calculatorOptions>>>;

function mainPart(doc: PricingConfig, configuration: Configuration) {
  const isBase = (key: string) => doc.partTypes.find((p) => p.key === key)?.isBase ?? false;
  return configuration.parts.find((p) => !isBase(p.partType)) ?? configuration.parts[0];
}

// ---------------------------------------------------------------------------------------------
// From choices to a configuration the engine prices.

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
    const type = partType(part.partType)!;
    part.size.length = Math.min(type.maxSize.length, Math.max(part.size.length, main.size.length + 6));
    part.size.width = Math.min(type.maxSize.width, Math.max(part.size.width, main.size.width + 4));
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

function fieldFromPath(path: string): string | null {
  if (/parts\[\d+\]\.size\.(length|width|height)/.test(path)) return path.replace(/.*\.size\./, '');
  if (path.includes('.color')) return 'color';
  if (path.includes('finishes')) return 'finishes';
  if (path.includes('addons')) return 'addons';
  if (path.includes('foundation')) return 'foundation';
  if (path.includes('deliveryZip')) return 'zip';
  if (path.includes('lettering')) return 'names';
  return null;
}

function letteringWords(lettering: Configuration['lettering']) {
  const names = lettering.names || 1;
  const dates = (DATE_STYLE_LABELS[lettering.dateStyle] ?? DATE_STYLE_LABELS.full)
    .replace(/ \(.*\)$/, '')
    .toLowerCase();
  const lines = lettering.extraLines ? `; ${counted(lettering.extraLines, 'extra line')}` : '';
  return `Family name and ${counted(names, 'name')} with ${dates}${lines}`;
}

function amountWords(line: Line) {
  if (line.display === 'included') return 'Included';
  if (line.display === 'cemetery') return `${formatDollars(line.amountCents)}, paid to the cemetery`;
  return formatDollars(line.amountCents);
}

/**
 * The lines a family reads: whole dollars, nothing at $0 but what is included (and free delivery,
 * said in words), no rounding line (the range is already rounded).
 */
function familyLines(breakdown: Breakdown, doc: PricingConfig) {
  const shown: Array<{ label: string; amount: string }> = [];
  for (const line of [...breakdown.lines, ...breakdown.adjustments]) {
    if (line.kind === 'adjustment' && line.key === 'rounding') continue;
    if (line.kind === 'service' && line.key === 'delivery' && line.amountCents === 0) {
      shown.push({ label: 'Delivery', amount: 'Free within our service area' });
      continue;
    }
    if (line.display !== 'included' && Math.round(line.amountCents / 100) === 0) continue;
    shown.push({ label: lineWords(line, doc), amount: amountWords(line) });
  }
  return shown;
}

/** Why an estimate is a range, in one sentence. */
export const RANGE_WHY =
  'It is a range because the last details (the exact block of granite, the lettering proof and the cemetery’s rules) are settled with you, in writing, before anything is made.';

/** 40 -> "3 ft 4 in". */
const feetOnly = (inches: number) => feetAndInches(inches).replace(/^.*\((.*)\)$/, '$1');

/** A part type as a family says it: "Upright die (tablet)" is an "upright". */
const plainKind = (name: string) =>
  name
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/ die$/i, '')
    .toLowerCase();

function lineWords(line: Line, doc: PricingConfig) {
  if (line.kind === 'part') {
    const cubicFeet = line.values.cubic_feet;
    const type = doc.partTypes.find((p) => p.key === line.key);
    const label =
      type && line.label.startsWith(type.name) ? plainKind(type.name) + line.label.slice(type.name.length) : line.label;
    return `Granite: ${label.charAt(0).toUpperCase()}${label.slice(1)}${cubicFeet ? `, ${cubicFeet.toFixed(1)} cu ft` : ''}`;
  }
  if (line.kind === 'finish') {
    const type = doc.partTypes.find((p) => line.label.endsWith(` (${p.name})`));
    if (type) return `Finish on the ${plainKind(type.name)}: ${line.label.slice(0, -(type.name.length + 3))}`;
    return `Finish: ${line.label}`;
  }
  if (line.kind === 'addon') return `Extra: ${line.label}`;
  if (line.kind === 'foundation') return `Foundation: ${line.label}`;
  return line.label;
}

function summarise(
  doc: PricingConfig,
  built: ReturnType<typeof configurationFromChoices>,
  breakdown: Breakdown,
  publishedAt: string,
): EstimateSummary {
  const { configuration, main } = built;
  const color = doc.colors.find((c) => c.key === main.color)?.name ?? main.color;
  const type = doc.partTypes.find((p) => p.key === main.partType)!;
  const monument = monumentTitle(
    built.title,
    color,
    doc.colors.map((c) => c.name),
  );
  const choices = [
    { label: 'Monument', value: monument },
    // "40 × 6 × 24 in (3 ft 4 in wide)": the width in feet too, once it is a foot or more.
    {
      label: 'Size',
      value: `${sizeWords(main.size)}${main.size.length >= 12 ? ` (${feetOnly(main.size.length)} wide)` : ''}`,
    },
    { label: 'Granite color', value: color },
    {
      label: 'Finishes',
      value: main.finishes.map((f) => type.finishes.find((x) => x.key === f)?.name ?? f).join(', ') || 'Standard',
    },
    { label: 'Lettering', value: letteringWords(configuration.lettering) },
    {
      label: 'Extras',
      value:
        configuration.addons.map((a) => doc.addons.find((x) => x.key === a.key)?.name ?? a.key).join(', ') || 'None',
    },
    { label: 'Foundation', value: configuration.foundation ? 'Yes' : 'No' },
    {
      label: 'Where it goes',
      value:
        [configuration.cemetery, configuration.deliveryTown, configuration.deliveryZip].filter(Boolean).join(', ') ||
        'Not given yet',
    },
  ];
  return {
    // Named with the sizes chosen, from the configuration: the basket, the quote and the emails show this.
    title: `${monument}, ${sizeWords(main.size)}`,
    choices,
    lines: familyLines(breakdown, doc),
    cemeteryLines: breakdown.cemeteryLines.map((line) => ({ label: line.label, amount: amountWords(line) })),
    rangeExplanation: RANGE_WHY,
    publishedAt,
  };
}

/** Prices a family's choices with the published version; a refused choice names its field. */
async function priceChoices(db: AppDb, choices: ChoicesInput) {
  const version = await published(db);
  const built = configurationFromChoices(version.document, choices);
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

/**
 * What each granite, finish and extra would change, priced by the same version before it is
 * chosen: a granite or a finish against the present choice (a finish of the same group replaces
 * the one chosen), an extra by what it adds. Whole dollars of the subtotal, as the lines read.
 */
function choicePrices(
  version: Awaited<ReturnType<typeof published>>,
  built: ReturnType<typeof configurationFromChoices>,
  totalCents: number,
) {
  const { configuration, main } = built;
  const doc = version.document;
  const mainIndex = configuration.parts.indexOf(main);
  const totalOf = (change: (c: Configuration) => void) => {
    const copy: Configuration = structuredClone(configuration);
    change(copy);
    try {
      return priceWithVersion(version, copy).subtotalCents;
    } catch {
      return null;
    }
  };
  // Whole dollars of the subtotal (before the total is rounded), so a choice reads as its line does.
  const dollars = (cents: number) => Math.round(cents / 100) * 100;
  const difference = (cents: number | null) => (cents === null ? null : dollars(cents - totalCents));
  const colors: Record<string, number | null> = {};
  for (const color of doc.colors.filter((c) => c.active))
    colors[color.key] =
      color.key === main.color ? 0 : difference(totalOf((c) => c.parts.forEach((p) => (p.color = color.key))));
  const finishes: Record<string, number | null> = {};
  const type = doc.partTypes.find((p) => p.key === main.partType)!;
  for (const finish of type.finishes) {
    if (main.finishes.includes(finish.key)) {
      // What the chosen finish adds: the price without it.
      const without = totalOf((c) => (c.parts[mainIndex]!.finishes = main.finishes.filter((f) => f !== finish.key)));
      finishes[finish.key] = without === null ? null : dollars(totalCents - without);
      continue;
    }
    const sameGroup = (key: string) =>
      !!finish.group && type.finishes.find((f) => f.key === key)?.group === finish.group;
    finishes[finish.key] = difference(
      totalOf((c) => (c.parts[mainIndex]!.finishes = [...main.finishes.filter((f) => !sameGroup(f)), finish.key])),
    );
  }
  const addons: Record<string, number | null> = {};
  for (const addon of doc.addons.filter((a) => a.active)) {
    const chosen = configuration.addons.some((a) => a.key === addon.key);
    if (chosen) {
      const without = totalOf((c) => (c.addons = c.addons.filter((a) => a.key !== addon.key)));
      addons[addon.key] = without === null ? null : dollars(totalCents - without);
    } else addons[addon.key] = difference(totalOf((c) => c.addons.push({ key: addon.key, quantity: 1 })));
  }
  return { colors, finishes, addons };
}
export type ChoicePrices = ReturnType<typeof choicePrices>;

export type PublicEstimate =
  | { status: 'locked' }
  | { status: 'refused'; field: string; message: string }
  | {
      status: 'priced';
      versionId: number;
      lowCents: number;
      highCents: number;
      totalCents: number;
      summary: EstimateSummary;
      choicePrices: ChoicePrices;
    };

/** The estimate for the page: nothing when the access form stands before it, else the figures. */
export async function estimateForVisitor(
  db: AppDb,
  contentVersion: number,
  input: { choices: ChoicesInput; grantToken?: string | null },
): Promise<PublicEstimate> {
  const access = await checkAccess(db, contentVersion, 'calculator', input.grantToken);
  if (!access.allowed) return { status: 'locked' };
  try {
    const { configuration: _configuration, ...estimate } = await priceChoices(db, input.choices);
    return { status: 'priced', ...estimate };
  } catch (error) {
    if (error instanceof ChoiceRefused) return { status: 'refused', field: error.field, message: error.message };
    throw error;
  }
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newReference() {
  const pick = () => ALPHABET[randomInt(ALPHABET.length)];
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
}

/** Saves what was priced, with the version that priced it; the page and the basket read this copy. */
export async function saveEstimate(
  db: AppDb,
  contentVersion: number,
  input: { choices: ChoicesInput; grantToken?: string | null },
) {
  const access = await checkAccess(db, contentVersion, 'calculator', input.grantToken);
  if (!access.allowed)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Please fill in the short form to see and save your estimate.' });
  let priced;
  try {
    priced = await priceChoices(db, input.choices);
  } catch (error) {
    if (error instanceof ChoiceRefused) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
  const { step: _step, units: _units, ...choices } = input.choices;
  const { choicePrices: _prices, ...kept } = priced;
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference();
    const saved = await insertEstimate(db, { ...kept, reference, choices, grantId: access.grantId });
    if (saved) return { reference };
  }
  throw new Error('Could not find a free estimate reference');
}

export async function savedEstimate(db: AppDb, reference: string) {
  const estimate = await findEstimate(db, reference);
  if (!estimate)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: 'We could not find that estimate. Please check the link, or make a new one.',
    });
  const { grantId: _grantId, ...visible } = estimate;
  return visible;
}

/** The basket's snapshot of a saved estimate: built here from the stored copy, never from the browser. */
export async function estimateBasketSnapshot(db: AppDb, reference: string) {
  const estimate = await findEstimate(db, reference.toUpperCase());
  if (!estimate) return null;
  return {
    title: `Estimate ${estimate.reference}: ${estimate.summary.title}`,
    priceCents: estimate.totalCents,
    link: `/calculator/estimate/${estimate.reference}`,
    range: `${formatDollars(estimate.lowCents)} to ${formatDollars(estimate.highCents)}`,
    versionId: estimate.versionId,
    lines: estimate.summary.lines,
  };
}

/** The estimates families saved lately, newest first, each with who made it (when an access form did). */
export async function listRecentEstimates(db: AppDb) {
  const estimates = await recentEstimates(db);
  const grants = await findAuthorizations(db, [
    ...new Set(estimates.map((e) => e.grantId).filter((id): id is number => id !== null)),
  ]);
  const byId = new Map(grants.map((g) => [g.id, g]));
  return estimates.map(({ grantId, ...estimate }) => {
    const grant = grantId === null ? undefined : byId.get(grantId);
    return { ...estimate, madeBy: grant ? { name: grant.name, email: grant.email, phone: grant.phone } : null };
  });
}
export const estimatesOfGrants = (db: AppDb, ids: number[]) => estimatesForGrants(db, ids);

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
