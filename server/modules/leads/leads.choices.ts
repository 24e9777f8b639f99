/**
 * The lead forms' fixed lists (kinds, statuses, the estimate's choices) and their words, without
 * zod: the staff screen's address-bar parser and pages that only show labels import this file,
 * so the validation library stays out of code that does not validate.
 */

// The address bar's parser and the lists it checks are in leads.search.ts: the route's search
// parser is part of every page's first download, and this file is not (decision 044).
export {
  submissionKinds,
  submissionStatuses,
  parseSubmissionsSearch,
  type SubmissionKind,
  type SubmissionStatus,
  type SubmissionsSearch,
} from './leads.search';
import { type SubmissionKind, type SubmissionStatus } from './leads.search';

export const submissionKindLabels: Record<SubmissionKind, string> = {
  contact: 'Contact message',
  estimate: 'Price estimate',
  callback: 'Call-back request',
};

export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

/** A choice list: stored value and the words people see. */
export type Choice<V extends string = string> = { readonly value: V; readonly label: string };
/** The stored values of a choice list, as a non-empty tuple (what z.enum takes). */
export const choiceValues = <V extends string>(choices: readonly Choice<V>[]) =>
  choices.map((c) => c.value) as [V, ...V[]];

export const officeChoices = [
  { value: 'either', label: 'Either office' },
  { value: 'oklahoma', label: 'Ada, Oklahoma' },
  { value: 'texas', label: 'Wylie, Texas' },
] as const satisfies readonly Choice[];

export const monumentTypeChoices = [
  { value: 'upright', label: 'Upright headstone' },
  { value: 'companion', label: 'Companion (two names) upright' },
  { value: 'slant', label: 'Slant marker' },
  { value: 'flat', label: 'Flat grass marker' },
  { value: 'bevel', label: 'Bevel marker' },
  { value: 'bench', label: 'Memorial bench' },
  { value: 'pet', label: 'Pet memorial' },
  { value: 'not-sure', label: 'Something else, or not sure yet' },
] as const satisfies readonly Choice[];

export const sizeChoices = [
  { value: 'not-sure', label: 'Not sure yet' },
  { value: 'small', label: 'Small (up to 24 in wide)' },
  { value: 'medium', label: 'Medium (24 to 36 in wide)' },
  { value: 'large', label: 'Large (36 to 48 in wide)' },
  { value: 'extra-large', label: 'Extra large (over 48 in wide)' },
] as const satisfies readonly Choice[];

export const graniteChoices = [
  { value: 'not-sure', label: 'Not sure yet' },
  { value: 'gray', label: 'Georgia Gray' },
  { value: 'black', label: 'Absolute Black' },
  { value: 'blue-pearl', label: 'Blue Pearl' },
  { value: 'india-red', label: 'India Red' },
  { value: 'sierra-white', label: 'Sierra White' },
  { value: 'mahogany', label: 'Mahogany' },
  { value: 'other', label: 'Another color' },
] as const satisfies readonly Choice[];

export const budgetChoices = [
  { value: 'not-sure', label: 'Not sure yet' },
  { value: 'under-2000', label: 'Under $2,000' },
  { value: '2000-4000', label: '$2,000 to $4,000' },
  { value: '4000-7000', label: '$4,000 to $7,000' },
  { value: '7000-10000', label: '$7,000 to $10,000' },
  { value: 'over-10000', label: 'Over $10,000' },
] as const satisfies readonly Choice[];

export const timelineChoices = [
  { value: 'not-sure', label: 'Not sure yet' },
  { value: 'asap', label: 'As soon as possible' },
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: 'within-6-months', label: 'Within 6 months' },
  { value: 'planning-ahead', label: 'Planning ahead' },
] as const satisfies readonly Choice[];

/** The label of a stored choice, or the value itself when the list no longer has it. */
export function choiceLabel(choices: readonly Choice[], value: unknown): string {
  if (typeof value !== 'string') return '';
  return choices.find((c) => c.value === value)?.label ?? value;
}
