import {
  budgetChoices,
  choiceLabel,
  graniteChoices,
  monumentTypeChoices,
  officeChoices,
  sizeChoices,
  submissionKindLabels,
  submissionStatusLabels,
  timelineChoices,
} from './leads.choices';
import type { Submission } from './leads.repository';
import { csvDateTime, csvFile, csvPhone } from '#server/lib/csv';

const header = [
  'Reference',
  'Received',
  'Kind',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Preferred office',
  'Message',
  'Monument type',
  'Size',
  'Granite',
  'Budget',
  'Timeline',
  'Cemetery',
  'Page',
  'Staff notes',
];

/** The staff export: one row per submission, choices in words, times in the offices' zone. */
export function submissionsToCsv(submissions: Submission[], timeZone: string): string {
  const when = csvDateTime(timeZone);
  const rows = submissions.map((s) => [
    s.reference,
    when(s.createdAt),
    submissionKindLabels[s.kind] ?? s.kind,
    submissionStatusLabels[s.status] ?? s.status,
    s.name,
    s.email,
    csvPhone(s.phone),
    choiceLabel(officeChoices, s.extra.office),
    s.message,
    choiceLabel(monumentTypeChoices, s.extra.monumentType),
    choiceLabel(sizeChoices, s.extra.size),
    choiceLabel(graniteChoices, s.extra.granite),
    choiceLabel(budgetChoices, s.extra.budget),
    choiceLabel(timelineChoices, s.extra.timeline),
    s.extra.cemetery ?? '',
    s.sourcePage,
    s.staffNotes,
  ]);
  return csvFile([header, ...rows]);
}
