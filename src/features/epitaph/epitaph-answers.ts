import type { RouterOutputs } from '#src/lib/trpc';
import type { Draft } from '#src/lib/use-form-draft';
import type { EpitaphLayout } from '#server/modules/epitaph/epitaph.choices';
import type { AnswersInput } from '#server/modules/epitaph/epitaph.schema';
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

/** A laid-out idea's lines, to edit. */
export function linesOf(layout: EpitaphLayout): EditLine[] {
  return layout.lines.map((line) => ({ role: line.role, text: line.text }));
}
