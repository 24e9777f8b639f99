import { useSuspenseQuery } from '@tanstack/react-query';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { SECTION_LABELS, SETTINGS_SECTIONS, type SettingsSection } from '#server/modules/settings/settings.choices';
import { useTRPC } from '#src/lib/trpc';
import { OutgoingEmail } from './outgoing-email';
import { SectionEditor } from './section-editor';
import { SettingsHistory } from './settings-history';

/** /admin/settings: one tab per section of the business facts, and the history of changes below. */
export function SettingsAdmin({
  section,
  onSection,
}: {
  section: SettingsSection;
  onSection: (section: SettingsSection) => void;
}) {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.admin.settings.get.queryOptions());
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Settings
        </Title>
        <Text c="dimmed">
          The facts every page shows, in one place. A change appears on the site within a few seconds. Fields marked
          “Replace with your real value” still hold an example we made up.
        </Text>
      </div>
      <Tabs value={section} onChange={(value) => value && onSection(value as SettingsSection)} keepMounted={false}>
        <Tabs.List>
          {SETTINGS_SECTIONS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {SECTION_LABELS[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS_SECTIONS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <Stack gap="xl">
              <SectionEditor section={name} settings={data} />
              {name === 'smtp' && <OutgoingEmail />}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <SettingsHistory />
    </Stack>
  );
}
