import { z } from 'zod';
import { optionalText, text } from '../shared/text.schema';
import {
  EPITAPH_REFERENCE_PATTERN,
  LETTER_HEIGHTS,
  MAX_EPITAPH_LINES,
  MAX_LINE_CHARACTERS,
  faiths,
  relationships,
  tones,
  type LineRole,
} from './epitaph.choices';

const DATE = /^(\d{4}(-\d{2}-\d{2})?)?$/;

function plausibleDate(value: string) {
  if (!value) return true;
  const year = Number(value.slice(0, 4));
  if (year < 1800 || year > new Date().getFullYear() + 1) return false;
  return value.length === 4 || !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** A date as the form sends it: "1941-03-03" (a date field) or "1941" (only the year known); blank = none. */
const dateField = (label: string) =>
  text(10, `Please enter the ${label} as a date`)
    .regex(DATE, { error: `Please enter the ${label} as a date, or just the year` })
    .refine(plausibleDate, { error: `Please check the ${label}` })
    .optional()
    .transform((value) => value || null);

/** What the family tells us. Only the given names are needed; everything else shapes the words. */
export const answersSchema = z
  .object({
    givenNames: text(80, 'Please keep the names under 80 characters').min(1, {
      error: 'Please enter their first name',
    }),
    surname: optionalText(60, 'Please keep the family name under 60 characters'),
    born: dateField('date of birth'),
    died: dateField('date of passing'),
    relationship: z.enum(relationships, { error: 'Please choose who they were to you' }),
    faith: z.enum(faiths, { error: 'Please choose a faith, or none' }),
    loves: optionalText(200, 'Please keep this under 200 characters'),
    tone: z.enum(tones, { error: 'Please choose a tone' }),
  })
  .refine((a) => !a.born || !a.died || a.born.slice(0, a.died.length) <= a.died, {
    error: 'The date of passing comes before the date of birth. Please check both.',
    path: ['died'],
  });
export type AnswersInput = z.input<typeof answersSchema>;
export type Answers = z.output<typeof answersSchema>;

const key = text(60).regex(/^[a-z][a-z0-9_]*$/, { error: 'That stone is not offered' });
const inches = (label: string) =>
  z
    .number({ error: `Please enter the ${label} in inches` })
    .min(6, { error: `Please enter a ${label} of at least 6 inches` })
    .max(240, { error: `Please enter a ${label} under 240 inches` });

/** The stone: a kind of stone and its lettered face, or one of our ready designs. */
export const stoneSchema = z.object({
  template: key.nullish().transform((value) => value ?? null),
  partType: key,
  acrossIn: inches('width'),
  faceHeightIn: inches('height'),
});
export type StoneInput = z.infer<typeof stoneSchema>;

export const proposeSchema = z.object({
  answers: answersSchema,
  stone: stoneSchema,
  /** Different on every press of "more ideas", so no two lists are the same. */
  seed: z.number().int().min(0).max(2_147_483_647),
});

const lineRoles = Object.keys(LETTER_HEIGHTS) as [LineRole, ...LineRole[]];

const lineSchema = z.object({
  role: z.enum(lineRoles),
  text: text(MAX_LINE_CHARACTERS, `Please keep each line under ${MAX_LINE_CHARACTERS} characters`),
});

/** Lines as the family has them (after editing): laid out again and measured on the server. */
export const linesSchema = z
  .array(lineSchema)
  .min(1, { error: 'There is nothing to lay out yet.' })
  .max(MAX_EPITAPH_LINES + 5, { error: 'That is more lines than a stone can take.' })
  .refine((lines) => lines.filter((l) => l.role === 'epitaph').length <= MAX_EPITAPH_LINES, {
    error: `Please keep the epitaph to ${MAX_EPITAPH_LINES} lines`,
  });

/** An edit: the lines laid out again; the answers (when given) let a shorter library line be offered. */
export const fitSchema = z.object({ stone: stoneSchema, lines: linesSchema, answers: answersSchema.nullish() });

export const saveSchema = z.object({
  answers: answersSchema,
  stone: stoneSchema,
  lines: linesSchema,
  /** Where the words came from, shown with the saved design ("Psalm 23:1, King James Version"). */
  attribution: optionalText(120).nullable(),
});
export type SaveInput = z.infer<typeof saveSchema>;

export const referenceSchema = z.object({
  reference: text(9)
    .toUpperCase()
    .regex(EPITAPH_REFERENCE_PATTERN, { error: 'That reference is not right. Please check the link.' }),
});
