/**
 * The staff list of commitments as the address bar gives it, and the lists its parser checks.
 * On their own so that the route's search parser, part of every page's first download, carries
 * nothing else (decision 044).
 */

import { isOneOf, searchId, searchPage, searchText } from '../shared/search-params';

export const commitmentStages = [
  'new',
  'deposit_received',
  'design',
  'production',
  'installed',
  'closed',
  'cancelled',
] as const;
export type CommitmentStage = (typeof commitmentStages)[number];

export const commitmentOffices = [
  { value: 'either', label: 'Either office' },
  { value: 'oklahoma', label: 'Ada, Oklahoma' },
  { value: 'texas', label: 'Wylie, Texas' },
] as const;
export type CommitmentOffice = (typeof commitmentOffices)[number]['value'];

/** The staff list's filters as the address bar gives them; anything odd falls back to "all". */
export interface CommitmentsSearch {
  stage?: CommitmentStage;
  office?: CommitmentOffice;
  q?: string;
  page: number;
  open?: number;
}

export function parseCommitmentsSearch(search: Record<string, unknown>): CommitmentsSearch {
  const offices = commitmentOffices.map((o) => o.value);
  return {
    stage: isOneOf(commitmentStages, search.stage) ? search.stage : undefined,
    office: isOneOf(offices, search.office) ? search.office : undefined,
    q: searchText(search.q),
    page: searchPage(search.page),
    open: searchId(search.open),
  };
}
