import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { archiveSection } from '../shared/content-archive';
import { SECTION_LABELS, SETTINGS_SECTIONS, type SettingsSection } from './settings.choices';
import { sectionSchemas } from './settings.schema';
import { readSection, readSections, writeSection } from './settings.repository';

const settingsRecord = z
  .object({
    section: z.enum(SETTINGS_SECTIONS, { error: 'is not a settings section this site has' }),
    value: z.unknown(),
  })
  .transform((record, ctx) => {
    // Stored as the settings screen would store it: checked and cleaned by the section's schema.
    const result = sectionSchemas[record.section].safeParse(record.value);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['value', ...issue.path], message: issue.message });
    }
    return result.success ? { section: record.section, value: result.data as unknown } : z.NEVER;
  });
type SettingsRecord = { section: SettingsSection; value: unknown };

/**
 * Settings in the content archive (decision record 120): every section's value. Secrets (the
 * SMTP password, the AI key) stay on the site that has them: an archive is a file staff carry
 * around, and the new site's staff enter their own.
 */
export const settingsArchive = archiveSection<SettingsRecord>({
  name: 'settings',
  label: 'Settings',
  record: settingsRecord as z.ZodType<SettingsRecord>,
  keyOf: (r) => r.section,
  labelOf: (r) => `Settings: ${SECTION_LABELS[r.section]}`,
  async exportRecords(db: AppDb) {
    const sections = await readSections(db);
    return SETTINGS_SECTIONS.filter((s) => sections[s] !== undefined).map((section) => ({
      section,
      value: sections[section],
    }));
  },
  async currentRecord(db, record) {
    const value = await readSection(db, record.section);
    if (value === undefined) return null;
    // Compared as the archive's records are, after the section's schema has cleaned them.
    const parsed = sectionSchemas[record.section].safeParse(value);
    return { section: record.section, value: parsed.success ? (parsed.data as unknown) : value };
  },
  async writeRecord(db, record) {
    await writeSection(db, record.section, record.value, null);
  },
});
