/**
 * The staff list of submissions as the address bar gives it, and the lists its parser checks.
 * On their own so that the route's search parser, part of every page's first download, carries
 * nothing else (decision 044).
 */

import { isOneOf, searchId, searchPage, searchText } from '../shared/search-params';

export const submissionKinds = ['contact', 'estimate', 'callback'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

export const submissionStatuses = ['new', 'contacted', 'closed'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** The staff list's filters as the address bar gives them; anything odd falls back to "all". */
export interface SubmissionsSearch {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
  q?: string;
  page: number;
  /** The submission open in the side panel. */
  open?: number;
}

export function parseSubmissionsSearch(search: Record<string, unknown>): SubmissionsSearch {
  return {
    kind: isOneOf(submissionKinds, search.kind) ? search.kind : undefined,
    status: isOneOf(submissionStatuses, search.status) ? search.status : undefined,
    q: searchText(search.q),
    page: searchPage(search.page),
    open: searchId(search.open),
  };
}
