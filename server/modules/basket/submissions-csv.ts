import { formatPrice } from '../../../content/packages';
import type { SubmissionDetail } from './basket-submissions.repository';
import { toCsv } from '../../lib/csv';

const officeNames: Record<string, string> = { oklahoma: 'Ada, Oklahoma', texas: 'Wylie, Texas' };

/** The staff export: one row per request, items summarised in one cell. */
export function submissionsCsv(submissions: SubmissionDetail[], timeZone: string): string {
  const dateTime = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // "2026-11-21 14:05": sorts correctly and every spreadsheet reads it as a date.
  const formatDate = (iso: string) => {
    const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
  const header = [
    'Reference',
    'Received (Central time)',
    'Status',
    'Name',
    'Email',
    'Phone',
    'Preferred office',
    'Cemetery',
    'Cemetery town',
    'Timeline',
    'Message',
    'Items',
    'Item count',
    'Known total (USD)',
    'Staff notes',
  ];
  const rows = submissions.map((s) => [
    s.reference,
    formatDate(s.createdAt),
    s.status,
    s.name,
    s.email,
    s.phone,
    officeNames[s.preferredOffice] ?? s.preferredOffice,
    s.cemeteryName,
    s.cemeteryTown,
    s.timeline,
    s.message,
    s.items
      .map((item) => `${item.title} (${item.priceCents === null ? 'price on request' : formatPrice(item.priceCents)})`)
      .join('; '),
    s.itemCount,
    (s.knownTotalCents / 100).toFixed(2),
    s.staffNotes,
  ]);
  return toCsv([header, ...rows]);
}
