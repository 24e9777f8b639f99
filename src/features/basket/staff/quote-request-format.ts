import { business } from '../../../../content/business';
import { quoteTimelines } from '../../../../server/modules/basket/basket.schema';
import { type QuoteRequestStatus } from '../../../../server/modules/basket/basket.choices';

/** How each status reads and looks for staff. */
export const statusInfo: Record<QuoteRequestStatus, { label: string; color: string }> = {
  new: { label: 'New', color: 'bronze.8' },
  contacted: { label: 'Contacted', color: 'brand.7' },
  quoted: { label: 'Quoted', color: 'grape.8' },
  won: { label: 'Won', color: 'green.9' },
  lost: { label: 'Lost', color: 'gray.7' },
};

const officeNames: Record<string, string> = Object.fromEntries(business.offices.map((o) => [o.id, o.name]));
export const officeName = (id: string) => officeNames[id] ?? id;

const timelineLabels: Record<string, string> = Object.fromEntries(quoteTimelines.map((t) => [t.value, t.label]));
export const timelineLabel = (value: string | null) => (value ? (timelineLabels[value] ?? value) : 'Not given');
