import { z } from 'zod';
import { moneyCents } from '../shared/money.schema';
import { serialId, text, uuid } from '../shared/text.schema';
import {
  CALCULATOR_FORMAT_VERSION,
  DATE_STYLES,
  FORMULA_MAX_LENGTH,
  MAX_NAMES,
  LINE_ITEM_DISPLAYS,
  LINE_ITEM_GROUPS,
} from './calculator.choices';

/**
 * The calculator's whole pricing configuration is one document (decision 051): the draft and
 * every published version store one of these. Money typed by staff is in integer cents; the
 * numbers formulas see are dollars (see engine/engine.ts for the rounding rules).
 */

const keyError = 'Use lowercase letters, digits and underscores, starting with a letter (for example jet_black)';
export const itemKey = text(60)
  .min(1, { error: 'Please give it a short key' })
  .regex(/^[a-z][a-z0-9_]*$/, { error: keyError });

const name = text(120).min(1, { error: 'Please give it a name' });
const description = text(500).default('');
export const formulaText = text(FORMULA_MAX_LENGTH, `Please keep a formula under ${FORMULA_MAX_LENGTH} characters`);
/** Whole cents, or US dollars as typed (shared/money.ts): "1,650" is $1,650.00, never $1.65. */
const cents = moneyCents('amount', { min: 0, max: 100_000_000 });
const inches = z
  .number({ error: 'Please enter a size in inches' })
  .min(0.25, { error: 'A size must be at least 1/4 inch' })
  .max(240, { error: 'A size must be at most 240 inches' });
/** A gallery picture (granite-color swatches, monuments, catalog items). */
const imageId = uuid('That picture no longer exists').nullable().default(null);

export const sizeSchema = z.object({ length: inches, width: inches, height: inches });
export type Size = z.infer<typeof sizeSchema>;

export const colorSchema = z.object({
  key: itemKey,
  name,
  ratePerCubicFootCents: cents,
  swatchImageId: imageId,
  active: z.boolean().default(true),
});

export const factorSchema = z.object({
  key: itemKey,
  name,
  value: z.number({ error: 'Please enter a number' }).min(-1_000_000).max(1_000_000),
  description,
});

export const calculationSchema = z.object({ key: itemKey, name, formula: formulaText, description });

export const finishSchema = z.object({
  key: itemKey,
  name,
  formula: formulaText,
  /**
   * Finishes of one part type sharing a group exclude each other (a serpentine top and an oval
   * top; polished front and back and polished on all sides). Empty: combines with any other.
   */
  group: z
    .string()
    .trim()
    .max(60)
    .regex(/^([a-z][a-z0-9_]*)?$/, { error: keyError })
    .default(''),
});

export const partTypeSchema = z.object({
  key: itemKey,
  name,
  /** A base carries the monument: its footprint sizes the foundation. */
  isBase: z.boolean().default(false),
  defaultSize: sizeSchema,
  minSize: sizeSchema,
  maxSize: sizeSchema,
  formula: formulaText,
  finishes: z.array(finishSchema).max(30).default([]),
});

export const lookupRowSchema = z.object({
  from: z.number({ error: 'Please enter a number' }).min(0).max(1_000_000_000),
  /** Inclusive; null = no upper end. */
  to: z.number({ error: 'Please enter a number' }).min(0).max(1_000_000_000).nullable(),
  value: z.number({ error: 'Please enter a number' }).min(-1_000_000).max(1_000_000_000),
});

export const lookupSchema = z.object({
  key: itemKey,
  name,
  keyLabel: text(80).default('From'),
  valueLabel: text(80).default('Value'),
  rows: z.array(lookupRowSchema).max(500),
});

export const lineItemSchema = z.object({
  key: itemKey,
  name,
  group: z.enum(LINE_ITEM_GROUPS),
  /** Blank = always applies. */
  condition: formulaText.default(''),
  formula: formulaText,
  display: z.enum(LINE_ITEM_DISPLAYS).default('charge'),
  description,
});

export const addonSchema = z.object({
  key: itemKey,
  name,
  category: text(60).default('Other'),
  unit: text(40).default('each'),
  formula: formulaText,
  imageId,
  active: z.boolean().default(true),
  description,
});

export const foundationSchema = z.object({
  key: itemKey,
  name,
  /** Concrete reaches this far past the base on every side. */
  marginInches: z.number().min(0).max(24),
  formula: formulaText,
  minimumCents: cents,
  description,
});

export const configPartSchema = z.object({
  partType: itemKey,
  color: itemKey,
  size: sizeSchema,
  finishes: z.array(itemKey).max(20).default([]),
});

export const letteringSchema = z.object({
  /** People named on the stone, each with their dates (0 = not said; formulas see `names`). */
  names: z
    .number()
    .int()
    .min(0)
    .max(MAX_NAMES, { error: `At most ${MAX_NAMES} names` })
    .default(0),
  /** "March 3, 1941 – June 1, 2020" or "1941 – 2020" (formulas see `full_dates`: 1 or 0). */
  dateStyle: z.enum(DATE_STYLES).default('full'),
  extraLines: z.number().int().min(0).max(50).default(0),
  extraLetters: z.number().int().min(0).max(2000).default(0),
  etchingSquareInches: z.number().min(0).max(10_000).default(0),
});

/** What a family (or staff on the test screen) chose. */
export const configurationSchema = z.object({
  templateKey: itemKey.nullable().default(null),
  parts: z.array(configPartSchema).max(12).default([]),
  lettering: letteringSchema.default({
    names: 0,
    dateStyle: 'full',
    extraLines: 0,
    extraLetters: 0,
    etchingSquareInches: 0,
  }),
  addons: z
    .array(z.object({ key: itemKey, quantity: z.number().int().min(1).max(50) }))
    .max(30)
    .default([]),
  foundation: itemKey.nullable().default(null),
  deliveryZip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'Please enter a 5-digit ZIP code' })
    .nullable()
    .default(null),
  deliveryTown: text(80).nullable().default(null),
  cemetery: text(120).nullable().default(null),
});
export type Configuration = z.infer<typeof configurationSchema>;
export type ConfigurationInput = z.input<typeof configurationSchema>;

export const templateSchema = z.object({
  key: itemKey,
  name,
  description,
  imageId,
  active: z.boolean().default(true),
  configuration: configurationSchema,
});

export const pricingConfigSchema = z.object({
  formatVersion: z.literal(CALCULATOR_FORMAT_VERSION, {
    error: `This file is not a calculator export of version ${CALCULATOR_FORMAT_VERSION}`,
  }),
  colors: z.array(colorSchema).max(200),
  factors: z.array(factorSchema).max(200),
  calculations: z.array(calculationSchema).max(200),
  partTypes: z.array(partTypeSchema).max(100),
  lookups: z.array(lookupSchema).max(100),
  lineItems: z.array(lineItemSchema).max(100),
  addons: z.array(addonSchema).max(200),
  foundations: z.array(foundationSchema).max(50),
  templates: z.array(templateSchema).max(100),
});
export type PricingConfig = z.infer<typeof pricingConfigSchema>;
export type PricingConfigInput = z.input<typeof pricingConfigSchema>;
export type Color = z.infer<typeof colorSchema>;
export type Factor = z.infer<typeof factorSchema>;
export type Calculation = z.infer<typeof calculationSchema>;
export type PartType = z.infer<typeof partTypeSchema>;
export type Lookup = z.infer<typeof lookupSchema>;
export type LineItem = z.infer<typeof lineItemSchema>;
export type Addon = z.infer<typeof addonSchema>;
export type Foundation = z.infer<typeof foundationSchema>;
export type Template = z.infer<typeof templateSchema>;

/** One schema per editable list, keyed by the list's name in the document. */
export const sectionItemSchemas = {
  colors: colorSchema,
  factors: factorSchema,
  calculations: calculationSchema,
  partTypes: partTypeSchema,
  lookups: lookupSchema,
  lineItems: lineItemSchema,
  addons: addonSchema,
  foundations: foundationSchema,
  templates: templateSchema,
} as const;
export type SectionName = keyof typeof sectionItemSchemas;

const revision = z.number().int().min(0).max(2_147_483_647);

export const saveItemSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('colors'), item: colorSchema }),
  z.object({ section: z.literal('factors'), item: factorSchema }),
  z.object({ section: z.literal('calculations'), item: calculationSchema }),
  z.object({ section: z.literal('partTypes'), item: partTypeSchema }),
  z.object({ section: z.literal('lookups'), item: lookupSchema }),
  z.object({ section: z.literal('lineItems'), item: lineItemSchema }),
  z.object({ section: z.literal('addons'), item: addonSchema }),
  z.object({ section: z.literal('foundations'), item: foundationSchema }),
  z.object({ section: z.literal('templates'), item: templateSchema }),
]);
const sectionName = z.enum(Object.keys(sectionItemSchemas) as [SectionName, ...SectionName[]]);

/** Save one item of a list: `originalKey` is the key it had when the form opened (null = new). */
export const saveItemInputSchema = z.object({
  baseRevision: revision,
  originalKey: itemKey.nullable(),
  change: saveItemSchema,
});
export const deleteItemInputSchema = z.object({ baseRevision: revision, section: sectionName, key: itemKey });
export const reorderInputSchema = z.object({
  baseRevision: revision,
  section: sectionName,
  keys: z.array(itemKey).max(500),
});
export const publishInputSchema = z.object({
  baseRevision: revision,
  note: text(300).min(1, { error: 'Please say in a few words what changed' }),
});
export const rollbackInputSchema = z.object({
  versionId: serialId('That version no longer exists'),
  note: text(300).min(1, { error: 'Please say in a few words why' }),
});
export const testPriceInputSchema = z.object({ configuration: configurationSchema });
export const checkFormulaInputSchema = z.object({
  formula: formulaText,
  /** Sample values for the formula's variables. */
  sample: z.record(z.string().max(60), z.number().min(-1e9).max(1e9)).default({}),
});
export const importInputSchema = z.object({
  /** The exported file's text (an export of a full configuration is about 26 kB). */
  fileText: text(500_000, 'That file is too large (500 kB at most)'),
});
export const importApplyInputSchema = importInputSchema.extend({ baseRevision: revision });
