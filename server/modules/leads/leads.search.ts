/**
 * The staff list of submissions as the address bar gives it, and the lists its parser checks.
 * On their own so that the route's search parser, part of every page's first download, carries
 * nothing else (decision 044).
 */

export const submissionKinds = ['contact', 'estimate', 'callback'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

export const submissionStatuses = ['new', 'contacted', 'closed'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

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
  const page = Number(search.page);
  const open = Number(search.open);
  const q =
    typeof search.q === 'string' ? search.q.trim().slice(0, 200) : typeof search.q === 'number' ? String(search.q) : '';
  return {
    kind: isOneOf(submissionKinds, search.kind) ? search.kind : undefined,
    status: isOneOf(submissionStatuses, search.status) ? search.status : undefined,
    q: q || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    open: Number.isInteger(open) && open > 0 ? open : undefined,
  };
}
