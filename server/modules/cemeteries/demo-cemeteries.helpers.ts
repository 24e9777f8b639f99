import type { CemeteryRecord, SectionRecord } from './cemeteries.repository';
import { defaultSection } from './cemeteries.choices';

/**
 * The demo seed's cemeteries (decision 266): made up for the demo, in the towns of the two
 * service areas (Ada and Pontotoc County, Oklahoma; Wylie and Collin County, Texas), with rules
 * as varied as real ones. Every one is marked `placeholder` (the staff list shows "Demo: replace")
 * and says so in its notes; phone numbers are in the 555-01xx range kept for fiction, addresses at
 * example.org. Staff replace them with the office's list (`npm run seed:cemeteries -- --file F`).
 */

const DEMO_NOTE = 'Demo cemetery made up for the sample site. Replace it with a cemetery the office serves.';

export const section = (rules: Partial<SectionRecord> & Pick<SectionRecord, 'name'>): SectionRecord => ({
  ...defaultSection(),
  confirmedOn: '2026-03-12',
  confirmedSource: 'phone',
  confirmedBy: 'Demo data',
  ...rules,
});

export const cemetery = (
  facts: Omit<CemeteryRecord, 'notes' | 'placeholder' | 'sections' | 'email' | 'website'> & {
    notes?: string;
    email?: string;
    website?: string;
  },
  sections: SectionRecord[],
): CemeteryRecord => ({
  email: '',
  website: '',
  ...facts,
  notes: facts.notes ? `${DEMO_NOTE} ${facts.notes}` : DEMO_NOTE,
  placeholder: true,
  sections,
});
