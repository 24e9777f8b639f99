import { NOTIFICATION_KINDS, SECTION_LABELS, type SettingsSection } from '#server/modules/settings/settings.choices';

const LEAF_LABELS: Record<string, string> = {
  name: 'Name',
  role: 'What it is',
  street: 'Street',
  city: 'City',
  region: 'State (two letters)',
  regionName: 'State',
  postalCode: 'ZIP code',
  phone: 'Phone',
  phoneHref: 'Phone link',
  lat: 'Map latitude',
  lng: 'Map longitude',
  days: 'Open days',
  opens: 'Opens',
  closes: 'Closes',
  label: 'Hours as shown',
  timeZone: 'Time zone',
  primaryStates: 'States served',
  summary: 'Service area',
  shortName: 'Short name',
  foundedYear: 'Founded',
  tagline: 'Tagline',
  email: 'Email',
  priceRange: 'Price range',
  years: 'Years serving families',
  locations: 'Locations',
  familyOwnedPercent: 'Family-owned (%)',
  value: 'Rating',
  best: 'Best rating',
  reviewCount: 'Number of reviews',
  location: 'Where they live',
  date: 'Date',
  rating: 'Stars',
  text: 'Words',
  depositPercent: 'Deposit (%)',
  low: 'Typical saving, low (%)',
  high: 'Typical saving, high (%)',
  calculatorAccessForm: 'Price calculator access form',
  designToolAccessForm: 'Design tool access form',
  host: 'Server',
  port: 'Port',
  secure: 'Encrypted connection (TLS)',
  username: 'User name',
  fromAddress: 'Sender address',
  baseUrl: 'Service address',
  model: 'Model',
  ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind.key, kind.label])),
};

/**
 * "offices.0.phone" in words: "Offices: Ada office, Phone" (the office by its town, from the
 * offices as they are now; "Office 1" only for one no longer there); "testimonials.2.text":
 * "Reviews: Review 3, Words".
 */
export function fieldLabel(
  section: SettingsSection | string,
  path: string,
  offices: ReadonlyArray<{ city: string }> = [],
): string {
  const parts = path.split('.');
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    if (part === 'offices' && next !== undefined && /^\d+$/.test(next)) {
      const city = offices[Number(next)]?.city.trim();
      words.push(city ? `${city} office` : `Office ${Number(next) + 1}`);
      i++;
    } else if (part === 'testimonials' && next !== undefined && /^\d+$/.test(next)) {
      words.push(`Review ${Number(next) + 1}`);
      i++;
    } else if (/^\d+$/.test(part)) {
      continue;
    } else if (
      ['geo', 'hours', 'serviceArea', 'stats', 'typicalSavings', 'offices'].includes(part) &&
      i < parts.length - 1
    ) {
      continue;
    } else {
      words.push(LEAF_LABELS[part] ?? part);
    }
  }
  return `${SECTION_LABELS[section as SettingsSection] ?? section}: ${words.join(', ')}`;
}

/** A value as staff read it in the history. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  return String(value);
}
