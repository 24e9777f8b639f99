/**
 * Value engineering's fixed lists and words, without zod: the public pages, the staff screens'
 * address-bar parsers and the schema all read them (decision record 080).
 */

// The address bar's parser and the lists it checks are in value-engineering.search.ts: the route's search parser
// is part of every page's first download, and this file is not (decision 044).
export {
  commitmentStages,
  commitmentOffices,
  parseCommitmentsSearch,
  type CommitmentStage,
  type CommitmentOffice,
  type CommitmentsSearch,
} from './value-engineering.search';
import { commitmentStages, type CommitmentStage } from './value-engineering.search';
import { formatReference } from '../shared/reference';

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
export const stageOrder: readonly CommitmentStage[] = commitmentStages.filter((stage) => stage !== 'cancelled');

/** Stages that need the deposit on record first ("no installed before deposit"). */
export const stagesNeedingDeposit: readonly CommitmentStage[] = stageOrder.slice(1);

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

/** The reference a family can quote on the phone, e.g. "R-0012-KX" (decision 198). */
export function commitmentReference(id: number): string {
  return formatReference('reservation', id);
}

/** The packages page: its cards, and its plain reservation form posted to it (decision 240). */
export const PACKAGES_PAGE = '/value-engineering/packages';

/**
 * What the packages page shows from the server after its plain reservation form (no script,
 * decision 240): the form again, with everything typed and each message beside its field, or
 * the reservation made (read from this browser's own cookie, at `?reserved=<package id>`).
 */
export type PackageReservationAnswer =
  | {
      kind: 'form';
      values: Record<string, string>;
      errors: Record<string, string>;
      message: string | null;
    }
  | { kind: 'reserved'; packageId: string; firstName: string; reference: string | null };
