import { OFFICE_TIME_ZONES } from '#server/modules/settings/settings.choices';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ACCESS_FORM_DETAILS } from '#server/modules/access/access.choices';
import { useRouter } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Button, Fieldset, Group, List, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  NOTIFICATION_KINDS,
  SECTION_LABELS,
  SETTINGS_SECTIONS,
  type SettingsSection,
} from '#server/modules/settings/settings.choices';
import { sectionSchemas } from '#server/modules/settings/settings.schema';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { useBusiness } from '#src/lib/business';
import { clearPublicApiCache } from '#src/lib/public-api';
import { useSectionForm } from './section-form';
import {
  ChoiceField,
  ListField,
  LongTextField,
  NumberField,
  SecretField,
  SwitchField,
  TextField,
} from './settings-fields';
import { fieldLabel, shownValue } from './field-labels';
import { OutgoingEmail } from './outgoing-email';
import { counted } from '#server/modules/shared/plural';

type StaffSettings = RouterOutputs['admin']['settings']['get'];
type Change = { path: string; before?: unknown; after?: unknown };
type Draft = Record<string, unknown>;

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

/** The stored section as the form edits it: lists as typed text, secrets as "nothing new". */
function toDraft(section: SettingsSection, value: unknown): Draft {
  const draft = structuredClone(value) as Draft;
  if (section === 'offices') {
    const area = draft.serviceArea as { primaryStates: string[] };
    draft.serviceArea = { ...area, primaryStates: area.primaryStates.join(', ') };
  }
  if (section === 'notifications') {
    for (const kind of NOTIFICATION_KINDS)
      draft[kind.key] = ((draft[kind.key] as string[] | undefined) ?? []).join(', ');
  }
  if (section === 'smtp') draft.password = {};
  if (section === 'ai') draft.apiKey = {};
  return draft;
}

const splitList = (text: unknown) =>
  String(text ?? '')
    .split(/[,;\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The form's draft as the schema takes it. */
function fromDraft(section: SettingsSection, draft: Draft): Draft {
  const value = structuredClone(draft);
  if (section === 'offices') {
    const area = value.serviceArea as { primaryStates: string };
    value.serviceArea = { ...area, primaryStates: splitList(area.primaryStates) };
  }
  if (section === 'notifications') for (const kind of NOTIFICATION_KINDS) value[kind.key] = splitList(value[kind.key]);
  for (const key of ['password', 'apiKey']) {
    const change = value[key] as { value?: string; clear?: boolean } | undefined;
    if (change && !change.clear && !change.value) delete value[key];
  }
  return value;
}

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

function SectionEditor({ section, settings }: { section: SettingsSection; settings: StaffSettings }) {
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
        {section === 'pricing' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberField {...f} path="depositPercent" label="Deposit (% of the price)" min={0} max={100} />
            <NumberField {...f} path="typicalSavings.low" label="Typical saving, from (%)" min={0} max={100} />
            <NumberField {...f} path="typicalSavings.high" label="Typical saving, to (%)" min={0} max={100} />
          </SimpleGrid>
        )}
        {section === 'gates' && (
          <Stack>
            <SwitchField
              {...f}
              path="calculatorAccessForm"
              label={`Ask for ${ACCESS_FORM_DETAILS} before the price calculator`}
              help="Off: anyone can use the calculator straight away."
            />
            <SwitchField
              {...f}
              path="designToolAccessForm"
              label={`Ask for ${ACCESS_FORM_DETAILS} before the design tool`}
              help="Off: anyone can use the design tool straight away."
            />
          </Stack>
        )}
        {section === 'notifications' && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {NOTIFICATION_KINDS.map((kind) => (
              <ListField
                key={kind.key}
                {...f}
                path={kind.key}
                label={kind.label}
                help="Email addresses, separated by commas."
              />
            ))}
          </SimpleGrid>
        )}
        {section === 'smtp' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...f} path="host" label="Mail server" help="Like smtp.example.com" />
            <NumberField
              {...f}
              path="port"
              label="Port"
              help="Usually 587, or 465 with encryption"
              min={1}
              max={65535}
            />
            <TextField {...f} path="username" label="User name" />
            <TextField
              {...f}
              path="fromAddress"
              label="Send from"
              help="The address families see the email come from"
            />
            <SwitchField {...f} path="secure" label="Encrypted connection from the start (port 465)" />
            <SecretField
              form={form as never}
              path="password"
              label="Password"
              isSet={settings.secretsSet.smtpPassword}
            />
          </SimpleGrid>
        )}
        {section === 'ai' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...f} path="baseUrl" label="Service address" help="Like https://api.openai.com/v1" />
            <TextField {...f} path="model" label="Model" help="The model name the service gives you" />
            <SecretField form={form as never} path="apiKey" label="API key" isSet={settings.secretsSet.aiApiKey} />
          </SimpleGrid>
        )}
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

type F = { form: never; standIns: string[] };

function Row({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>;
}

function OfficesFields({ f, draft }: { f: F; draft: Draft }) {
  const offices = (draft.offices as Array<{ name: string }>) ?? [];
  return (
    <Stack gap="lg">
      {offices.map((office, index) => (
        <Fieldset key={index} legend={office.name || `Office ${index + 1}`}>
          <Row>
            <TextField
              {...f}
              path={`offices.${index}.name`}
              label="Office name"
              help="As families know it, like Ada, Oklahoma"
            />
            <TextField {...f} path={`offices.${index}.role`} label="What it is" help="Like Headquarters and workshop" />
            <TextField
              {...f}
              path={`offices.${index}.phone`}
              label="Phone"
              help="With area code, like (580) 555-0136"
              type="tel"
            />
            <TextField {...f} path={`offices.${index}.street`} label="Street address" />
            <TextField {...f} path={`offices.${index}.city`} label="City" />
            <TextField {...f} path={`offices.${index}.postalCode`} label="ZIP code" />
            <TextField {...f} path={`offices.${index}.region`} label="State code" help="Two letters, like OK" />
            <TextField {...f} path={`offices.${index}.regionName`} label="State" />
            <NumberField
              {...f}
              path={`offices.${index}.geo.lat`}
              label="Map position: latitude"
              help="From a map app, like 34.7745"
              decimals={6}
            />
            <NumberField
              {...f}
              path={`offices.${index}.geo.lng`}
              label="Map position: longitude"
              help="Like -96.6783"
              decimals={6}
            />
          </Row>
        </Fieldset>
      ))}
      <Fieldset legend="Opening hours (both offices)">
        <Row>
          <TextField {...f} path="hours.days" label="Open days" help="Like Monday to Friday" />
          <TextField {...f} path="hours.opens" label="Opens at" help="24-hour time, like 09:00" />
          <TextField {...f} path="hours.closes" label="Closes at" help="24-hour time, like 17:00" />
          <TextField
            {...f}
            path="hours.label"
            label="Hours as shown on the site"
            help="Like Mon-Fri 9:00 AM - 5:00 PM"
          />
          <ChoiceField
            {...f}
            path="timeZone"
            label="Time zone"
            data={OFFICE_TIME_ZONES.map(({ value, label }) => ({ value, label }))}
          />
        </Row>
      </Fieldset>
      <Fieldset legend="Service area">
        <Stack>
          <ListField {...f} path="serviceArea.primaryStates" label="States served" help="Separate them with commas." />
          <TextField {...f} path="serviceArea.summary" label="Service area in one sentence" />
        </Stack>
      </Fieldset>
    </Stack>
  );
}

function CompanyFields({ f }: { f: F }) {
  return (
    <Stack gap="lg">
      <Row>
        <TextField {...f} path="name" label="Company name" />
        <TextField {...f} path="shortName" label="Short name" help="Shown beside the logo" />
        <TextField {...f} path="email" label="Office email" type="email" />
        <NumberField {...f} path="foundedYear" label="Founded in" min={1800} max={2100} />
        <ChoiceField
          {...f}
          path="priceRange"
          label="Price range (for search engines)"
          data={['$', '$$', '$$$', '$$$$'].map((value) => ({ value, label: value }))}
        />
      </Row>
      <TextField {...f} path="tagline" label="Tagline" />
      <Fieldset legend="Figures on the home page">
        <Row>
          <NumberField {...f} path="stats.years" label="Years serving families" min={0} />
          <NumberField {...f} path="stats.locations" label="Locations" min={1} />
          <NumberField {...f} path="stats.familyOwnedPercent" label="Family-owned (%)" min={0} max={100} />
        </Row>
      </Fieldset>
    </Stack>
  );
}

function ReviewsFields({ f, draft }: { f: F; draft: Draft }) {
  const testimonials = (draft.testimonials as Array<{ name: string }>) ?? [];
  const stars = [5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: counted(value, 'star') }));
  return (
    <Stack gap="lg">
      <Row>
        <NumberField {...f} path="rating.value" label="Overall rating (out of 5)" min={1} max={5} decimals={1} />
        <NumberField {...f} path="rating.reviewCount" label="Number of reviews" min={0} />
      </Row>
      {testimonials.map((testimonial, index) => (
        <Fieldset key={index} legend={`Review ${index + 1}: ${testimonial.name}`}>
          <Stack>
            <Row>
              <TextField
                {...f}
                path={`testimonials.${index}.name`}
                label="Who said it"
                help="Ask before using a name"
              />
              <TextField {...f} path={`testimonials.${index}.location`} label="Where they live" />
              <TextField {...f} path={`testimonials.${index}.date`} label="Date" help="Like 2026-03-14" />
              <ChoiceField {...f} path={`testimonials.${index}.rating`} label="Stars" data={stars} numeric />
            </Row>
            <LongTextField {...f} path={`testimonials.${index}.text`} label="Their words" />
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}

/** Who changed what and when, newest first, each change undoable. */
function SettingsHistory() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const dates = useStaffTime();
  const { offices } = useBusiness();
  const { data: history } = useSuspenseQuery(trpc.admin.settings.history.queryOptions());
  const undo = useMutation(trpc.admin.settings.undo.mutationOptions());

  async function undoChange(id: number) {
    try {
      await undo.mutateAsync({ id });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.settings.pathKey() });
      queryClient.removeQueries({ queryKey: trpc.settings.public.queryKey() });
      clearPublicApiCache();
      await router.invalidate();
      notifications.show({ color: 'green', title: 'Undone', message: 'The earlier values are back.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not undone', message: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="settings-history">
      <Title order={2} size="h3" id="settings-history" mb="sm">
        History of changes
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">No change has been made yet.</Text>
      ) : (
        <Stack gap="sm">
          {history.map((entry) => (
            <Paper key={entry.id} withBorder p="md">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <div>
                  <Text fw={600}>
                    {SECTION_LABELS[entry.section] ?? entry.section}
                    {entry.undoOf ? ' (an undo)' : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {dates.dateTime(entry.changedAt)} by {entry.changedByEmail}
                    {entry.undoneAt ? ` · undone ${dates.dateTime(entry.undoneAt)}` : ''}
                  </Text>
                </div>
                {!entry.undoneAt && entry.changes.length > 0 && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => undoChange(entry.id)}
                    loading={undo.isPending && undo.variables?.id === entry.id}
                    aria-label={`Undo the change to ${SECTION_LABELS[entry.section]} of ${dates.dateTime(entry.changedAt)}`}
                  >
                    Undo
                  </Button>
                )}
              </Group>
              <List size="sm" mt="xs">
                {entry.changes.map((change) => (
                  <List.Item key={change.path}>
                    {fieldLabel(entry.section, change.path, offices)}: {shownValue(change.before)} →{' '}
                    {shownValue(change.after)}
                  </List.Item>
                ))}
                {entry.secretsChanged.map((name) => (
                  <List.Item key={name}>
                    {name === 'smtp.password' ? 'Mail server password' : 'AI key'} replaced (never shown; undo does not
                    bring back an old one)
                  </List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
