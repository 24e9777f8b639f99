import { formatPrice } from '../../../content/packages';
import type { QuoteRequestDetail } from './quote-requests.repository';
import { csvDateTime, toCsv } from '../../lib/csv';

const officeNames: Record<string, string> = { oklahoma: 'Ada, Oklahoma', texas: 'Wylie, Texas' };

/** The staff export: one row per request, items summarised in one cell. */
export function quoteRequestsCsv(quoteRequests: QuoteRequestDetail[], timeZone: string): string {
  const formatDate = csvDateTime(timeZone);
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
  const rows = quoteRequests.map((s) => [
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
