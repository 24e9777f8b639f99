import type { RouterOutputs } from '#src/lib/trpc';
import type { Draft } from '#src/lib/use-form-draft';
import type { EpitaphLayout } from '#server/modules/epitaph/epitaph.choices';
import { answersSchema, type AnswersInput } from '#server/modules/epitaph/epitaph.schema';
import { EPITAPH_FORM_FIELDS, type EpitaphSearch } from '#server/modules/epitaph/epitaph.search';
import { firstErrorPerField } from '#src/lib/form-errors';
import type { EditLine } from './keep-it';

/** What the builder offers: kinds of stone with their sizes, and our ready designs. */
export type Options = RouterOutputs['epitaph']['options'];
export type Proposal = RouterOutputs['epitaph']['propose'];
export type Candidate = Proposal['candidates'][number];

export const DRAFT_KEY = 'epitaph-builder';
const ANSWER_FIELDS = ['givenNames', 'surname', 'born', 'died', 'relationship', 'faith', 'loves', 'tone'] as const;

/** The answers before anything is typed: the first kind of stone at its usual size. */
export function defaultsFor(options: Options): Draft {
  const first = options.kinds[0]!;
  return {
    givenNames: '',
    surname: '',
    born: '',
    died: '',
    relationship: 'mother',
    faith: 'christian',
    loves: '',
    tone: 'traditional',
    stoneMode: 'kind',
    partType: first.key,
    acrossIn: String(first.across.default),
    faceHeightIn: String(first.faceHeight.default),
    template: options.templates[0]?.key ?? '',
  };
}

/** The answers and the stone as the address has them (the plain form's), over the defaults. */
export function valuesFrom(search: EpitaphSearch, defaults: Draft): Draft {
  const values = { ...defaults };
  for (const field of EPITAPH_FORM_FIELDS) if (search[field] !== undefined) values[field] = String(search[field]);
  return values;
}

/** The kind of stone the answers name (the first when it names none we offer). */
export function kindOf(options: Options, values: Draft) {
  return options.kinds.find((k) => k.key === values.partType) ?? options.kinds[0]!;
}

/**
 * What is wrong with the answers, by field, in words to show beside it (none: ready to ask for
 * ideas). The same check with the script and, for the plain form, on the server.
 */
export function answerErrors(options: Options, values: Draft): Record<string, string | undefined> {
  const parsed = answersSchema.safeParse(answersOf(values));
  const errors = parsed.success ? {} : firstErrorPerField(parsed.error);
  const stone = stoneOf(values);
  const kind = kindOf(options, values);
  if (!stone.template) {
    if (!(stone.acrossIn >= kind.across.min && stone.acrossIn <= kind.across.max))
      errors.acrossIn = `Please choose a width from ${kind.across.min} to ${kind.across.max} inches.`;
    if (!(stone.faceHeightIn >= kind.faceHeight.min && stone.faceHeightIn <= kind.faceHeight.max))
      errors.faceHeightIn = `Please choose a ${kind.lying ? 'depth' : 'height'} from ${kind.faceHeight.min} to ${kind.faceHeight.max} inches.`;
  }
  return errors;
}

/** The stone the answers describe, as the server measures it. */
export function stoneOf(values: Draft) {
  return {
    template: values.stoneMode === 'template' && values.template ? values.template : null,
    partType: values.partType ?? '',
    acrossIn: Number(values.acrossIn),
    faceHeightIn: Number(values.faceHeightIn),
  };
}

/** The answers about the person, as the server reads them. */
export function answersOf(values: Draft): AnswersInput {
  return Object.fromEntries(ANSWER_FIELDS.map((field) => [field, values[field] ?? ''])) as unknown as AnswersInput;
}

/**
 * What the editor asks the server to measure: the same object with and without the script, so
 * the measure the server made for the page is the one the editor finds (React Query's key).
 */
export function fitInput(values: Draft, lines: EditLine[]) {
  const answers = answersOf(values);
  return {
    stone: stoneOf(values),
    lines: lines.filter((l) => l.text.trim()),
    answers: answersSchema.safeParse(answers).success ? answers : null,
  };
}

/** A measure of some lines on the stone, with the key of the `fitInput` it answers (its JSON). */
export interface Measured {
  key: string;
  layout: EpitaphLayout;
}

/** A laid-out idea's lines, to edit. */
export function linesOf(layout: EpitaphLayout): EditLine[] {
  return layout.lines.map((line) => ({ role: line.role, text: line.text }));
}
