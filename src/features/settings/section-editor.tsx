import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SECTION_LABELS, type SettingsSection } from '#server/modules/settings/settings.choices';
import { sectionSchemas } from '#server/modules/settings/settings.schema';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useBusiness } from '#src/lib/business';
import { clearPublicApiCache } from '#src/lib/public-api';
import { useSectionForm } from './section-form';
import { fromDraft, toDraft, type Draft } from './section-draft';
import { fieldLabel, shownValue } from './field-labels';
import {
  AiFields,
  CompanyFields,
  GatesFields,
  NotificationsFields,
  OfficesFields,
  PricingFields,
  ReviewsFields,
  SmtpFields,
} from './settings-section-fields';

type StaffSettings = RouterOutputs['admin']['settings']['get'];
type Change = { path: string; before?: unknown; after?: unknown };

const SECTION_HELP: Record<SettingsSection, string> = {
  offices:
    'Each office as families see it in the header, the footer, the contact page and search results. The hours apply to both offices.',
  company: 'The company name, inbox and the figures shown on the home and about pages.',
  reviews: 'The overall rating and the four reviews shown on the home page and the testimonials page.',
  pricing: 'The promises on the pricing and value-engineering pages.',
  gates: 'Whether families fill in a short form before using the price calculator or the design tool.',
  notifications: 'Who receives an email when a family sends each kind of request. Leave empty for none.',
  smtp: 'The mail server that sends those emails. Ask whoever runs your email for these details.',
  ai: 'The AI service behind the design tools and the monument expert (any OpenAI-compatible service).',
};

/** One section's form: its fields, saved after the section's schema accepts them, then what changed. */
export function SectionEditor({ section, settings }: { section: SettingsSection; settings: StaffSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const stored = settings.sections[section];
  const form = useSectionForm<Draft>(toDraft(section, stored));
  const [saved, setSaved] = useState<Change[] | null>(null);
  const update = useMutation(trpc.admin.settings.update.mutationOptions());
  // Saved here or undone from the history: the form shows the stored values again.
  const storedJson = JSON.stringify(stored);
  const { reset } = form;
  useEffect(() => {
    reset(toDraft(section, JSON.parse(storedJson)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored value itself changes
  }, [storedJson, section]);
  const standIns = settings.standIns
    .filter((path) => path.startsWith(`${section}.`))
    .map((path) => path.slice(section.length + 1));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const value = form.check(sectionSchemas[section], fromDraft(section, form.draft));
    if (!value) {
      notifications.show({ color: 'red', title: 'Not saved', message: 'Please check the highlighted fields.' });
      return;
    }
    try {
      const result = await update.mutateAsync({ section, value } as never);
      setSaved(result.changes);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.settings.pathKey() });
      // Whether outgoing email is set up, as the email list says.
      if (section === 'smtp') await queryClient.invalidateQueries({ queryKey: trpc.admin.email.pathKey() });
      // The facts this page itself shows (header, footer) are read again.
      queryClient.removeQueries({ queryKey: trpc.settings.public.queryKey() });
      clearPublicApiCache();
      await router.invalidate();
      if (section === 'smtp' || section === 'ai') form.set(section === 'smtp' ? 'password' : 'apiKey', {});
      notifications.show({
        color: 'green',
        title: 'Saved',
        message:
          result.changes.length || result.secretsChanged.length
            ? `${SECTION_LABELS[section]} saved. The site shows it within a few seconds.`
            : 'Nothing had changed.',
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) });
    }
  }

  const f = { form: form as never, standIns };
  return (
    <form onSubmit={submit} noValidate aria-label={SECTION_LABELS[section]}>
      <Stack gap="md">
        <Text>{SECTION_HELP[section]}</Text>
        {section === 'offices' && <OfficesFields f={f} draft={form.draft} />}
        {section === 'company' && <CompanyFields f={f} />}
        {section === 'reviews' && <ReviewsFields f={f} draft={form.draft} />}
        {section === 'pricing' && <PricingFields f={f} />}
        {section === 'gates' && <GatesFields f={f} />}
        {section === 'notifications' && <NotificationsFields f={f} />}
        {section === 'smtp' && <SmtpFields f={f} passwordSet={settings.secretsSet.smtpPassword} />}
        {section === 'ai' && <AiFields f={f} apiKeySet={settings.secretsSet.aiApiKey} />}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save {SECTION_LABELS[section].toLowerCase()}
          </Button>
        </Group>
        {saved && <SavedChanges section={section} changes={saved} />}
      </Stack>
    </form>
  );
}

/** What the save changed, each field from its old value to its new one. */
function SavedChanges({ section, changes }: { section: SettingsSection; changes: Change[] }) {
  const { offices } = useBusiness();
  return (
    <Alert color="green" title="Saved" role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      {changes.length === 0 ? (
        <Text size="sm">Nothing else changed.</Text>
      ) : (
        <List size="sm">
          {changes.map((change) => (
            <List.Item key={change.path}>
              {fieldLabel(section, change.path, offices)}: {shownValue(change.before)} → {shownValue(change.after)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
