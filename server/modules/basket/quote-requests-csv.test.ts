import { describe, expect, it } from 'vitest';
import { quoteRequestsCsv } from './quote-requests-csv';
import { seededBusiness } from '#tests/support/seeded-business';
import type { QuoteRequestDetail } from './quote-requests.repository';

describe('CSV for staff', () => {
  it('shows times in the office zone and prices as dollars', () => {
    const quoteRequest: QuoteRequestDetail = {
      id: 'x',
      reference: 'Q-2026-000001',
      name: 'Ann',
      email: 'ann@example.com',
      phone: null,
      preferredOffice: 'oklahoma',
      itemCount: 1,
      knownTotalCents: 485_000,
      status: 'new',
      createdAt: '2026-07-04T17:30:00.000Z',
      cemeteryName: null,
      cemeteryTown: null,
      cemeteryCheck: null,
      timeline: null,
      message: null,
      items: [],
      staffNotes: null,
      statusChangedAt: null,
      updatedAt: '2026-07-04T17:30:00.000Z',
    };
    const row = quoteRequestsCsv([quoteRequest], 'America/Chicago', seededBusiness.offices).split('\r\n')[1];
    expect(row).toContain('"2026-07-04 12:30"');
    expect(row).toContain('"Ada, Oklahoma"');
    expect(row).toContain('"4850.00"');
  });
});
