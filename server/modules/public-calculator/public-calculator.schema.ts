import { z } from 'zod';
import { optionalText, text } from '../shared/text.schema';
import { grantTokenSchema } from '../shared/grant-token.schema';
import {
  CALCULATOR_STEPS,
  MAX_EXTRA_LINES,
  MAX_FAMILY_NAMES,
  MAX_INCHES,
  REFERENCE_PATTERN,
} from './public-calculator.choices';

const key = text(60).regex(/^[a-z][a-z0-9_]*$/, { error: 'That choice is not offered' });
const inches = z
  .number({ error: 'Please enter a size in inches' })
  .min(1, { error: 'Please enter a size of at least 1 inch' })
  .max(MAX_INCHES, { error: `Please enter a size under ${MAX_INCHES} inches` });

/** A family's choices (the address bar's search params), checked on the server. */
export const choicesSchema = z.object({
  template: key.optional(),
  type: key.optional(),
  length: inches.optional(),
  width: inches.optional(),
  height: inches.optional(),
  color: key.optional(),
  finishes: z.array(key).max(20).optional(),
  names: z
    .number({ error: 'Please say how many names' })
    .int({ error: 'Please say how many names' })
    .min(1, { error: 'A monument names at least one person' })
    .max(MAX_FAMILY_NAMES, { error: `For more than ${MAX_FAMILY_NAMES} names, please call us` })
    .optional(),
  dates: z.enum(['full', 'years'], { error: 'Please choose how the dates are cut' }).optional(),
  lines: z
    .number()
    .int()
    .min(0)
    .max(MAX_EXTRA_LINES, { error: `At most ${MAX_EXTRA_LINES} extra lines` })
    .optional(),
  addons: z.array(key).max(20).optional(),
  foundation: z.boolean().optional(),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'Please enter a 5-digit ZIP code' })
    .optional(),
  town: optionalText(80, 'Please shorten the town').optional(),
  cemetery: optionalText(120, 'Please shorten the cemetery name').optional(),
  section: optionalText(80, 'Please shorten the section name').optional(),
  step: z
    .number()
    .int()
    .min(0)
    .max(CALCULATOR_STEPS.length - 1)
    .optional(),
  units: z.literal('ftin').optional(),
});
export type ChoicesInput = z.infer<typeof choicesSchema>;

export const priceInputSchema = z.object({ choices: choicesSchema, grantToken: grantTokenSchema });

export const referenceSchema = z.object({
  reference: text(9)
    .trim()
    .toUpperCase()
    .regex(REFERENCE_PATTERN, { error: 'That estimate reference is not right. Please check the link.' }),
});
