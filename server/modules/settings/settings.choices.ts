/**
 * The settings sections, their labels, and the values seeded as fictional stand-ins, shared by
 * the schema, the service and the staff screen (zod-free).
 */

/** Sections whose values the public pages show (the business facts). */
export const PUBLIC_SECTIONS = ['offices', 'company', 'reviews', 'pricing', 'gates'] as const;
/** Sections only staff and the server read. */
export const PRIVATE_SECTIONS = ['notifications', 'smtp', 'ai'] as const;
export const SETTINGS_SECTIONS = [...PUBLIC_SECTIONS, ...PRIVATE_SECTIONS] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SECTION_LABELS: Record<SettingsSection, string> = {
  offices: 'Offices',
  company: 'Company',
  reviews: 'Reviews',
  pricing: 'Pricing promises',
  gates: 'Access forms',
  notifications: 'Notification emails',
  smtp: 'Outgoing email',
  ai: 'AI assistant',
};

/** The kinds of lead that can notify the office by email (product design: notifications). */
export const NOTIFICATION_KINDS = [
  { key: 'contact', label: 'Contact messages' },
  { key: 'estimate', label: 'Price estimates' },
  { key: 'accessForm', label: 'Calculator and design-tool access forms' },
  { key: 'quoteRequest', label: 'Basket quote requests' },
  { key: 'booking', label: 'Consultation bookings' },
  { key: 'commitment', label: 'Value-engineering commitments' },
  { key: 'proofDecision', label: 'Proof decisions' },
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['key'];

/** Write-only values: stored, never returned (the screen shows only whether one is set). */
export const SECRET_NAMES = { smtp: 'smtp.password', ai: 'ai.apiKey' } as const;

/**
 * The realistic fictional values the site was seeded with (555-01xx numbers are reserved for
 * fiction). The settings screen flags a field still holding one as "replace with your real value".
 */
export const SEEDED_STAND_INS: readonly string[] = [
  'info@caldwellmonuments.com',
  '1415 N Broadway Ave',
  '74820',
  '(580) 555-0136',
  '210 N Ballard Ave',
  '75098',
  '(972) 555-0147',
  'Margaret H.',
  'Robert and Linda T.',
  'Denise W.',
  'James P.',
];

/**
 * The time zones an office can keep (the settings screen's choices and the schema's list). The
 * offices' zone is a business setting (`BusinessFacts.timeZone`, seeded by the settings
 * migration); this list is the only place outside the settings' defaults a zone is written down
 * (decision 197): everything else reads the setting.
 */
export const OFFICE_TIME_ZONES = [
  { value: 'America/Chicago', label: 'Central', spoken: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain', spoken: 'Mountain Time' },
  { value: 'America/New_York', label: 'Eastern', spoken: 'Eastern Time' },
  { value: 'America/Los_Angeles', label: 'Pacific', spoken: 'Pacific Time' },
] as const;

export type OfficeTimeZone = (typeof OFFICE_TIME_ZONES)[number]['value'];

/** "Central Time" for a zone, as a sentence says it. */
export function spokenTimeZone(timeZone: string): string {
  return OFFICE_TIME_ZONES.find((zone) => zone.value === timeZone)?.spoken ?? timeZone.replace(/_/g, ' ');
}
