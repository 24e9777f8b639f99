/**
 * The order's "cemetery approval" checklist item in words and dates (decision 286), pure and
 * zod-free: the approval lead time, the day to ask the cemetery by (worked out from the expected
 * installation when staff wrote a day or a month), and how long an order has waited.
 */
import { counted } from '../shared/plural';
import type { CemeteryCheck } from '../cemeteries/cemeteries.choices';
import { readUsDate } from './orders.choices';

/** "Allow about 10 business days", or the question staff should ask when nobody knows. */
export function leadTimeWords(leadDays: number | null): string {
  if (leadDays === null) return 'Lead time not known: ask the cemetery';
  if (leadDays === 0) return 'The cemetery approves without waiting';
  return `Allow about ${counted(leadDays, 'business day')}`;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first day the memorial may be set, from the expected installation as staff wrote it: a day
 * ("May 3, 2027", "5/3/2027") is that day; a month ("April 2027") its first day; "early", "mid"
 * and "late" April the 1st, the 11th and the 21st. Anything else ("spring", "after the ground
 * thaws") gives null: no date is made up.
 */
export function installationDay(expected: string | null): string | null {
  if (!expected) return null;
  const exact = readUsDate(expected);
  if (exact) return exact;
  const words = expected.toLowerCase().replace(/[,.]/g, ' ').replace(/-/g, ' ').trim().replace(/\s+/g, ' ');
  const found = /^(?:(early|mid|middle of|late|end of) )?([a-z]+) (\d{4})$/.exec(words);
  if (!found) return null;
  const month = found[2]!.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(found[2]!)) : -1;
  if (month < 0) return null;
  const day = { early: 1, mid: 11, 'middle of': 11, late: 21, 'end of': 21 }[found[1] ?? 'early'] ?? 1;
  return iso(new Date(Date.UTC(Number(found[3]), month, day)));
}

/** The weekday `days` business days (Monday to Friday) before a calendar date. */
export function businessDaysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() - 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return iso(date);
}

/**
 * The day to ask the cemetery by: the lead time in business days before the expected
 * installation. Null when either is not known (the checklist then says why).
 */
export function askByDay(expected: string | null, leadDays: number | null): string | null {
  const install = installationDay(expected);
  if (!install || leadDays === null) return null;
  return businessDaysBefore(install, leadDays);
}

/** Whole calendar days from one "YYYY-MM-DD" to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Opened today", "Waiting 1 day", "Waiting 12 days": how long an order has waited for its approval. */
export function waitedWords(days: number): string {
  return days <= 0 ? 'Opened today' : `Waiting ${counted(days, 'day')}`;
}

/** The "cemetery approval" checklist item of an order with a cemetery, or null. */
export function cemeteryChecklistItem(
  order: { cemetery: string | null; expectedInstallation: string | null },
  row: { check: CemeteryCheck | null; approvedOn: string | null; approvedBy: string | null },
) {
  const { check } = row;
  if (!check && !order.cemetery?.trim()) return null;
  const leadDays = check?.approvalLeadDays ?? null;
  const askBy = askByDay(order.expectedInstallation, leadDays);
  return {
    cemetery: check ? [check.name, check.town, check.state].filter(Boolean).join(', ') : order.cemetery!.trim(),
    listed: Boolean(check?.slug),
    section: check?.section ?? null,
    leadDays,
    leadTime: leadTimeWords(leadDays),
    askBy,
    findings: check?.findings ?? [],
    notes: check?.notes ?? [],
    confirmation: check?.confirmation ?? null,
    approvedOn: row.approvedOn,
    approvedBy: row.approvedBy,
  };
}
export type CemeteryChecklistItem = NonNullable<ReturnType<typeof cemeteryChecklistItem>>;
