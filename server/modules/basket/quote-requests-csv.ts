import { spokenTimeZone } from '../settings/settings.choices';
import { formatPrice } from '#content/packages';
import type { QuoteRequestDetail } from './quote-requests.repository';
import { itemSpecs, quoteRequestStatusLabels } from './basket.choices';
import { quoteTimelines } from './basket.schema';
import { csvDateTime, csvFile, csvPhone } from '#server/lib/csv';

const timelineLabels: Record<string, string> = Object.fromEntries(quoteTimelines.map((t) => [t.value, t.label]));

/** "Blue Pearl Upright (Blue Pearl granite · 24 x 12 in; $4,850.00)". */
function itemCell(item: QuoteRequestDetail['items'][number]): string {
  const price = item.priceCents === null ? 'price on request' : formatPrice(item.priceCents);
  return `${item.title} (${[itemSpecs(item), price].filter(Boolean).join('; ')})`;
}

/** The staff export: one row per request, choices in words (as the leads export), items summarised in one cell. */
export function quoteRequestsCsv(
  quoteRequests: QuoteRequestDetail[],
  timeZone: string,
  offices: ReadonlyArray<{ id: string; name: string }> = [],
): string {
  const officeNames: Record<string, string> = Object.fromEntries(offices.map((office) => [office.id, office.name]));
  const formatDate = csvDateTime(timeZone);
  const header = [
    'Reference',
    `Received (${spokenTimeZone(timeZone).replace(' Time', ' time')})`,
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
  const rows = quoteRequests.map((s) => [
    s.reference,
    formatDate(s.createdAt),
    quoteRequestStatusLabels[s.status] ?? s.status,
    s.name,
    s.email,
    csvPhone(s.phone),
    officeNames[s.preferredOffice] ?? s.preferredOffice,
    s.cemeteryName,
    s.cemeteryTown,
    s.timeline ? (timelineLabels[s.timeline] ?? s.timeline) : '',
    s.message,
    s.items.map(itemCell).join('; '),
    s.itemCount,
    // Empty, not 0.00, when nothing in the request has a listed price.
    s.items.length > 0 && s.items.every((item) => item.priceCents === null) ? '' : (s.knownTotalCents / 100).toFixed(2),
    s.staffNotes,
  ]);
  return csvFile([header, ...rows]);
}
