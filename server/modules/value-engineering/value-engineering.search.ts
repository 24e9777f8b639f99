/**
 * The staff list of commitments as the address bar gives it, and the lists its parser checks.
 * On their own so that the route's search parser, part of every page's first download, carries
 * nothing else (decision 044).
 */

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

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export function parseCommitmentsSearch(search: Record<string, unknown>): CommitmentsSearch {
  const page = Number(search.page);
  const open = Number(search.open);
  const q =
    typeof search.q === 'string' ? search.q.trim().slice(0, 200) : typeof search.q === 'number' ? String(search.q) : '';
  const offices = commitmentOffices.map((o) => o.value);
  return {
    stage: isOneOf(commitmentStages, search.stage) ? search.stage : undefined,
    office: isOneOf(offices, search.office) ? search.office : undefined,
    q: q || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    open: Number.isInteger(open) && open > 0 && open <= 2_147_483_647 ? open : undefined,
  };
}
