import { csvDateTime, csvFile, csvPhone } from '#server/lib/csv';
import {
  commitmentOffices,
  commitmentStageLabels,
  commitmentTimelines,
  guaranteeOf,
  labelOf,
} from './value-engineering.choices';
import type { Commitment } from './commitments.repository';

const header = [
  'Reference',
  'Received',
  'Stage',
  'Package',
  'Package price',
  'Deposit due',
  'Deposit received',
  'Deposit date',
  'Final price',
  'Guarantee',
  'Saving ($)',
  'Saving (%)',
  'Name',
  'Email',
  'Phone',
  'Preferred office',
  'Cemetery',
  'Town',
  'Timeline',
  'Family notes',
  'Cancel reason',
  'Staff notes',
];

const dollars = (cents: number | null) => (cents == null ? '' : (cents / 100).toFixed(2));

/** The staff export: one row per commitment, money in dollars with cents, times in the offices' zone. */
export function commitmentsToCsv(commitments: Commitment[], timeZone: string): string {
  const when = csvDateTime(timeZone);
  const rows = commitments.map((c) => {
    const g = guaranteeOf(c.packagePriceCents, c.finalPriceCents);
    return [
      c.reference,
      when(c.createdAt),
      commitmentStageLabels[c.stage] ?? c.stage,
      c.packageName,
      dollars(c.packagePriceCents),
      dollars(c.depositDueCents),
      dollars(c.depositCents),
      c.depositReceivedOn ?? '',
      dollars(c.finalPriceCents),
      g ? (g.kept ? 'Kept' : 'BROKEN') : '',
      g ? dollars(g.savingCents) : '',
      g ? g.savingPercent.toFixed(1) : '',
      c.name,
      c.email,
      csvPhone(c.phone),
      labelOf(commitmentOffices, c.office),
      c.cemetery,
      c.town,
      labelOf(commitmentTimelines, c.timeline),
      c.notes,
      c.cancelReason,
      c.staffNotes,
    ];
  });
  return csvFile([header, ...rows]);
}
