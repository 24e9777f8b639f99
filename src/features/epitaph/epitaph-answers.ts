import type { RouterOutputs } from '#src/lib/trpc';
import type { Draft } from '#src/lib/use-form-draft';
import type { EpitaphLayout } from '#server/modules/epitaph/epitaph.choices';
import type { AnswersInput } from '#server/modules/epitaph/epitaph.schema';
import { EPITAPH_FORM_FIELDS, type EpitaphSearch } from '#server/modules/epitaph/epitaph.search';
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

/** A measure of some lines on the stone, with the key of the `fitInput` it answers (its JSON). */
export interface Measured {
  key: string;
  layout: EpitaphLayout;
}

/** A laid-out idea's lines, to edit. */
export function linesOf(layout: EpitaphLayout): EditLine[] {
  return layout.lines.map((line) => ({ role: line.role, text: line.text }));
}
