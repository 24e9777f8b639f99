/**
 * The time zones an office can keep, and the one the settings start with (zod-free: the browser's
 * settings screen and the server's schema read the same list). The offices' zone is a business
 * setting (`BusinessFacts.timeZone`); this default is the only place a zone is written down
 * (decision 197): everything else reads the setting.
 */
export const OFFICE_TIME_ZONES = [
  { value: 'America/Chicago', label: 'Central', spoken: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain', spoken: 'Mountain Time' },
  { value: 'America/New_York', label: 'Eastern', spoken: 'Eastern Time' },
  { value: 'America/Los_Angeles', label: 'Pacific', spoken: 'Pacific Time' },
] as const;

export type OfficeTimeZone = (typeof OFFICE_TIME_ZONES)[number]['value'];

/** The settings' default zone: the offices' zone until staff change it at /admin/settings. */
export const DEFAULT_TIME_ZONE: OfficeTimeZone = 'America/Chicago';

/** "Central Time" for a zone, as a sentence says it. */
export function spokenTimeZone(timeZone: string): string {
  return OFFICE_TIME_ZONES.find((zone) => zone.value === timeZone)?.spoken ?? timeZone.replace(/_/g, ' ');
}
