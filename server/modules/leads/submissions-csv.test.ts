import { describe, expect, it } from 'vitest';
import { submissionsToCsv } from './submissions-csv';
import type { Submission } from './leads.repository';

describe('the staff export', () => {
  const submission: Submission = {
    id: 7,
    reference: 'CM-00007',
    kind: 'estimate',
    name: '=cmd|calc',
    email: 'mary@example.com',
    phone: '+1 580 555 0136',
    message: null,
    extra: { office: 'texas', monumentType: 'companion', budget: '4000-7000', cemetery: 'Rosedale, Ada' },
    cemeteryCheck: null,
    sourcePage: '/',
    status: 'new',
    staffNotes: null,
    createdAt: '2026-03-02T15:30:00.000Z',
    updatedAt: '2026-03-02T15:30:00.000Z',
  };

  it('writes choices in words and times in the office zone, safely', () => {
    const csv = submissionsToCsv([submission], 'America/Chicago');
    expect(csv.startsWith('\uFEFF"Reference","Received"')).toBe(true);
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain('"CM-00007"');
    expect(row).toContain('"2026-03-02 09:30"');
    expect(row).toContain('"Price estimate"');
    expect(row).toContain(`"'=cmd|calc"`);
    // A phone number is written as typed: a spreadsheet shows it, with no apostrophe (decision 183).
    expect(row).toContain('"+1 580 555 0136"');
    expect(row).toContain('"Wylie, Texas"');
    expect(row).toContain('"Companion (two names) upright"');
    expect(row).toContain('"$4,000 to $7,000"');
    expect(row).toContain('"Rosedale, Ada"');
  });
});
