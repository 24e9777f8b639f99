/**
 * Value engineering's fixed lists and words, without zod: the public pages, the staff screens'
 * address-bar parsers and the schema all read them (decision record 080).
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

export const commitmentStageLabels: Record<CommitmentStage, string> = {
  new: 'New',
  deposit_received: 'Deposit received',
  design: 'Design',
  production: 'Production',
  installed: 'Installed',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** The working stages in order; cancelled stands apart. */
export const stageOrder: readonly CommitmentStage[] = [
  'new',
  'deposit_received',
  'design',
  'production',
  'installed',
  'closed',
];

/** Stages that need the deposit on record first ("no installed before deposit"). */
export const stagesNeedingDeposit: readonly CommitmentStage[] = [
  'deposit_received',
  'design',
  'production',
  'installed',
  'closed',
];

export const commitmentOffices = [
  { value: 'either', label: 'Either office' },
  { value: 'oklahoma', label: 'Ada, Oklahoma' },
  { value: 'texas', label: 'Wylie, Texas' },
] as const;
export type CommitmentOffice = (typeof commitmentOffices)[number]['value'];

export const commitmentTimelines = [
  { value: 'not-sure', label: 'Not sure yet' },
  { value: 'asap', label: 'As soon as possible' },
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: 'within-6-months', label: 'Within 6 months' },
  { value: 'planning-ahead', label: 'Planning ahead' },
] as const;
export type CommitmentTimeline = (typeof commitmentTimelines)[number]['value'];

export function labelOf(list: readonly { value: string; label: string }[], value: unknown): string {
  if (typeof value !== 'string') return '';
  return list.find((c) => c.value === value)?.label ?? value;
}

/** The deposit asked when a family reserves a package (specification: 50%). */
export const DEPOSIT_PERCENT = 50;

/** The deposit due on a package price, in whole cents. */
export function depositDueCents(priceCents: number): number {
  return Math.round((priceCents * DEPOSIT_PERCENT) / 100);
}

/** The minimum number of closed commitments (with a final price) before the public page shows real figures. */
export const PROOF_MINIMUM = 3;

/**
 * The guarantee and the saving of one commitment, from integer cents: kept when the final
 * price is strictly below the package price. The percentage is rounded to one decimal from
 * tenths of a percent computed on integers, so no floating-point cents appear anywhere.
 */
export function guaranteeOf(packagePriceCents: number, finalPriceCents: number | null) {
  if (finalPriceCents == null) return null;
  const savingCents = packagePriceCents - finalPriceCents;
  const savingTenthsPercent = Math.round((savingCents * 1000) / packagePriceCents);
  return { kept: finalPriceCents < packagePriceCents, savingCents, savingPercent: savingTenthsPercent / 10 };
}

/** "$4,850" or "$4,850.50" from integer cents. */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const text = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: abs % 100 ? 2 : 0,
    minimumFractionDigits: abs % 100 ? 2 : 0,
  }).format(abs / 100);
  return negative ? `-${text}` : text;
}

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

/** The reference a family can quote on the phone, e.g. "VE-00012". */
export function commitmentReference(id: number): string {
  return `VE-${String(id).padStart(5, '0')}`;
}

/**
 * Dollars as staff type them ("4,125.50", "$4125", "4125.5") to integer cents, read from the
 * digits (no floating point); null when it is not an amount.
 */
export function parseDollarsToCents(typed: string): number | null {
  const clean = typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents;
}

/** Cents back to what a money field shows ("4125.50", or "4125" for whole dollars). */
export function centsToField(cents: number | null | undefined): string {
  if (cents == null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
