/** The calculator's zod-free lists and labels, shared by the schema, the engine and the screens. */

/** The version of the exported configuration file; an import of another version is refused. */
export const CALCULATOR_FORMAT_VERSION = 1;

/** Longer formulas are refused before they are parsed. */
export const FORMULA_MAX_LENGTH = 2000;

export const LINE_ITEM_GROUPS = ['lettering', 'service', 'cemetery'] as const;
export type LineItemGroup = (typeof LINE_ITEM_GROUPS)[number];
export const LINE_ITEM_GROUP_LABELS: Record<LineItemGroup, string> = {
  lettering: 'Lettering and artwork',
  service: 'Services (setting, delivery, permits)',
  cemetery: 'Paid to the cemetery',
};

/** How a line shows to a family: a charge, "included" at $0, or paid to the cemetery. */
export const LINE_ITEM_DISPLAYS = ['charge', 'included'] as const;
export type LineItemDisplay = (typeof LINE_ITEM_DISPLAYS)[number];
export const LINE_ITEM_DISPLAY_LABELS: Record<LineItemDisplay, string> = {
  charge: 'Charged',
  included: 'Shown as included ($0)',
};

/** How the dates under each name are cut. */
export const DATE_STYLES = ['full', 'years'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];
export const DATE_STYLE_LABELS: Record<DateStyle, string> = {
  full: 'Full dates (March 3, 1941 – June 1, 2020)',
  years: 'Years only (1941 – 2020)',
};

/** The most people one configuration names. */
export const MAX_NAMES = 8;

/** Pricing factors the engine itself reads (staff edit their values, never remove them). */
export const REQUIRED_FACTORS = {
  round_to: 'Round the total to the nearest (dollars)',
  range_low_percent: 'Estimate range below the total (percent)',
  range_high_percent: 'Estimate range above the total (percent)',
  tax_percent: 'Sales tax on the subtotal (percent)',
} as const;

/** The editable lists, with the words the screens use. */
export const SECTION_LABELS = {
  colors: { one: 'granite color', many: 'granite colors' },
  factors: { one: 'pricing factor', many: 'pricing factors' },
  calculations: { one: 'calculation', many: 'calculations' },
  partTypes: { one: 'part type', many: 'part types' },
  lookups: { one: 'lookup table', many: 'lookup tables' },
  lineItems: { one: 'line item', many: 'line items' },
  addons: { one: 'add-on', many: 'add-ons' },
  foundations: { one: 'foundation', many: 'foundations' },
  templates: { one: 'template', many: 'templates' },
} as const;

/** Variables each kind of formula can use, with one line of help (the formula builder lists them). */
export const FORMULA_VARIABLES: Array<{ name: string; help: string; where: string }> = [
  { name: 'length', help: 'Length of the part, inches', where: 'part types, finishes' },
  { name: 'width', help: 'Width (thickness) of the part, inches', where: 'part types, finishes' },
  { name: 'height', help: 'Height of the part, inches', where: 'part types, finishes' },
  { name: 'cubic_feet', help: 'Volume: length x width x height / 1728', where: 'part types, finishes' },
  { name: 'color_rate', help: "The granite color's rate, dollars per cubic foot", where: 'part types, finishes' },
  { name: 'face_sq_in', help: 'Front face: length x height, square inches', where: 'part types, finishes' },
  { name: 'top_sq_in', help: 'Top: length x width, square inches', where: 'part types, finishes' },
  { name: 'perimeter_in', help: 'Around the top: 2 x (length + width), inches', where: 'part types, finishes' },
  { name: 'stone', help: "The part's stone price, dollars", where: 'finishes' },
  { name: 'quantity', help: 'How many the family chose', where: 'add-ons' },
  {
    name: 'footprint_sq_in',
    help: 'Concrete area: base plus margin on every side, square inches',
    where: 'foundations',
  },
  { name: 'base_length', help: 'Length of the base (the largest part if none is a base), inches', where: 'everywhere' },
  { name: 'base_width', help: 'Width of the base, inches', where: 'everywhere' },
  { name: 'stone_total', help: 'All parts with their finishes, dollars', where: 'line items, add-ons, foundations' },
  { name: 'part_count', help: 'Number of parts', where: 'everywhere' },
  { name: 'names', help: 'People named on the stone, each with their dates (0 = not said)', where: 'everywhere' },
  { name: 'full_dates', help: '1 when the dates are cut in full, 0 for years only', where: 'everywhere' },
  { name: 'extra_lines', help: 'Lines of lettering beyond the included ones', where: 'everywhere' },
  { name: 'extra_letters', help: 'Letters beyond the included ones', where: 'everywhere' },
  { name: 'etching_sq_in', help: 'Laser etching area, square inches', where: 'everywhere' },
  { name: 'has_foundation', help: '1 when a foundation is chosen, else 0', where: 'everywhere' },
  { name: 'has_cemetery', help: '1 when a cemetery is named, else 0', where: 'everywhere' },
  { name: 'delivery_zip', help: 'The delivery ZIP code as a number (0 when none)', where: 'everywhere' },
  { name: 'subtotal', help: 'Everything charged before this line item, dollars', where: 'line items' },
];

export const FORMULA_FUNCTIONS: Array<{ name: string; signature: string; help: string }> = [
  { name: 'lookup', signature: 'lookup("table", key[, default])', help: 'The value of the row whose range holds key' },
  { name: 'factor', signature: 'factor("name")', help: 'A pricing factor’s value' },
  { name: 'calc', signature: 'calc("name")', help: 'The result of a named calculation' },
  { name: 'min', signature: 'min(a, b, ...)', help: 'The smallest' },
  { name: 'max', signature: 'max(a, b, ...)', help: 'The largest' },
  { name: 'round', signature: 'round(x[, step])', help: 'Round to the nearest whole number, or to the nearest step' },
  { name: 'ceil', signature: 'ceil(x[, step])', help: 'Round up (to a whole number or a step)' },
  { name: 'floor', signature: 'floor(x[, step])', help: 'Round down (to a whole number or a step)' },
  { name: 'abs', signature: 'abs(x)', help: 'Without its sign' },
  { name: 'pow', signature: 'pow(x, n)', help: 'x to the power n (n at most 10)' },
  { name: 'if', signature: 'if(test, then, else)', help: 'then when test is true (not 0), else otherwise' },
];

export type Sizes = { length: number; width: number; height: number };

/** "36 × 6 × 24 in": a stone's width, thickness and height. */
export function sizeWords(size: Sizes): string {
  return `${size.length} × ${size.width} × ${size.height} in`;
}

/**
 * A design's sizes, read from its configuration: "36 × 6 × 24 in on a 42 × 12 × 6 in base". A
 * design's name carries no sizes (a family may change them), so every screen that names a
 * design shows its sizes from here.
 */
export function designSizes(
  parts: Array<{ partType: string; size: Sizes }>,
  partTypes: Array<{ key: string; isBase: boolean }>,
): string | null {
  const isBase = (key: string) => partTypes.find((p) => p.key === key)?.isBase ?? false;
  const main = parts.find((p) => !isBase(p.partType)) ?? parts[0];
  if (!main) return null;
  const base = parts.find((p) => p !== main && isBase(p.partType));
  return `${sizeWords(main.size)}${base ? ` on a ${sizeWords(base.size)} base` : ''}`;
}

/** A design as staff lists name it, with its sizes: "Single upright, 36 × 6 × 24 in on a 42 × 12 × 6 in base". */
export function designLabel(
  template: { name: string; configuration: { parts: Array<{ partType: string; size: Sizes }> } },
  partTypes: Array<{ key: string; isBase: boolean }>,
): string {
  const sizes = designSizes(template.configuration.parts, partTypes);
  return sizes ? `${template.name}, ${sizes}` : template.name;
}
