import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  MultiSelect,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CEMETERY_KINDS,
  CONFIRMATION_SOURCE_LABELS,
  CONFIRMATION_SOURCES,
  DEFAULT_KINDS,
  FOUNDATION_BY,
  FOUNDATION_BY_LABELS,
  KIND_LABELS,
  STATE_CODES,
  STATE_NAMES,
  confirmationWords,
  placeWords,
  sectionNotes,
  type CemeteryListSearch,
} from '#server/modules/cemeteries/cemeteries.choices';
import {
  cemeteryFieldsSchema,
  confirmationSchema,
  sectionFieldsSchema,
} from '#server/modules/cemeteries/cemeteries.schema';
import { formatMoneyField } from '#server/modules/shared/money';
import { counted } from '#server/modules/shared/plural';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { firstErrorPerField, focusFirstInvalid } from '#src/lib/form-errors';
import { useStaffTime } from '#src/lib/staff-time';
import { CardLine, OpenRecordButton, StaffList } from '#src/components/admin/staff-list';
import { CsvExportButton } from '#src/components/admin/csv-export-button';

type Cemetery = RouterOutputs['admin']['cemeteries']['get'];
type Section = Cemetery['sections'][number];
type Errors = Record<string, string | undefined>;

const stateOptions = STATE_CODES.map((code) => ({ value: code, label: `${code} · ${STATE_NAMES[code]}` }));

function useInvalidateCemeteries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.cemeteries.pathKey() });
}

/**
 * /admin/cemeteries: the cemeteries the office serves and each one's rules by section (decision
 * 266): search and a state filter in the address bar, a panel to edit one, confirm its rules and
 * undo a change, a CSV export and an all-or-nothing CSV import.
 */
export function CemeteriesAdmin({
  search,
  onSearch,
}: {
  search: CemeteryListSearch;
  onSearch: (next: Partial<CemeteryListSearch>) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters = { q: search.q, state: search.state, page: search.page };
  const { data } = useSuspenseQuery(trpc.admin.cemeteries.list.queryOptions(filters));
  const [problems, setProblems] = useState<{ line: number; message: string }[] | null>(null);
  const open = (item: { id: number }) => onSearch({ open: item.id });

  return (
    <StaffList
      title="Cemeteries"
      description="The cemeteries we serve and what each allows. Families see a cemetery's rules only once you confirm them."
      actions={
        <Group gap="xs">
          <Button onClick={() => onSearch({ open: 'new' })}>Add a cemetery</Button>
          <CsvExportButton
            label="Export CSV"
            fetchFile={() =>
              queryClient.fetchQuery({ ...trpc.admin.cemeteries.exportCsv.queryOptions(), staleTime: 0 })
            }
            ready={(file) => ({
              title: 'Export ready',
              message: `${counted(file.count, 'cemetery', 'cemeteries')} saved to ${file.filename}.`,
            })}
            failedTitle="Export failed"
          />
          <ImportCsvButton onProblems={setProblems} />
        </Group>
      }
      intro={
        problems && (
          <Alert color="red" title="Nothing was imported" withCloseButton onClose={() => setProblems(null)}>
            <Text size="sm" mb="xs">
              Correct these lines of the file and import it again:
            </Text>
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={`${problem.line}-${problem.message}`}>
                  Line {problem.line}: {problem.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )
      }
      filters={
        <NativeSelect
          label="State"
          value={search.state ?? ''}
          onChange={(e) => onSearch({ state: e.currentTarget.value || undefined, page: 1 })}
          data={[{ value: '', label: 'All states' }, ...stateOptions]}
        />
      }
      search={{
        value: search.q,
        placeholder: 'Name, town, county or phone',
        onSearch: (q) => onSearch({ q, page: 1 }),
      }}
      page={data}
      empty="No cemeteries match."
      cardsLabel="Cemeteries"
      card={{
        title: (item) => <OpenRecordButton onOpen={() => open(item)}>{item.name}</OpenRecordButton>,
        badge: (item) => <ConfirmedBadge confirmed={item.confirmedCount} sections={item.sectionCount} />,
        body: (item) => (
          <>
            <CardLine>
              {item.town}, {item.county ? `${item.county} County, ` : ''}
              {item.state}
            </CardLine>
            {item.placeholder && <DemoBadge />}
          </>
        ),
      }}
      tableMinWidth={720}
      columns={[
        {
          header: 'Name',
          cell: (item) => (
            <Group gap="xs">
              <OpenRecordButton onOpen={() => open(item)}>{item.name}</OpenRecordButton>
              {item.placeholder && <DemoBadge />}
            </Group>
          ),
        },
        { header: 'Town', cell: (item) => item.town },
        { header: 'County', cell: (item) => item.county },
        { header: 'State', cell: (item) => item.state },
        {
          header: 'Rules',
          cell: (item) => <ConfirmedBadge confirmed={item.confirmedCount} sections={item.sectionCount} />,
        },
      ]}
      onOpen={open}
      onPage={(page) => onSearch({ page })}
      drawer={{
        opened: search.open !== undefined,
        onClose: () => onSearch({ open: undefined }),
        title: search.open === 'new' ? 'Add a cemetery' : 'Cemetery',
        size: 'xl',
        children:
          search.open === 'new' ? (
            <NewCemetery onCreated={(id) => onSearch({ open: id })} />
          ) : (
            search.open !== undefined && (
              <CemeteryDetail id={search.open} onDeleted={() => onSearch({ open: undefined })} />
            )
          ),
      }}
    />
  );
}

function DemoBadge() {
  return (
    <Badge color="orange.9" variant="filled">
      Demo: replace
    </Badge>
  );
}

function ConfirmedBadge({ confirmed, sections }: { confirmed: number; sections: number }) {
  if (confirmed === 0)
    return (
      <Badge color="gray.7" variant="outline">
        Not confirmed
      </Badge>
    );
  return (
    <Badge color="green.9" variant="filled">
      {confirmed === sections ? 'Confirmed' : `${confirmed} of ${sections} confirmed`}
    </Badge>
  );
}

function ImportCsvButton({
  onProblems,
}: {
  onProblems: (problems: { line: number; message: string }[] | null) => void;
}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateCemeteries();
  const importCsv = useMutation(trpc.admin.cemeteries.importCsv.mutationOptions());
  const reset = useRef<() => void>(null);

  async function read(file: File | null) {
    if (!file) return;
    try {
      const result = await importCsv.mutateAsync({ csv: await file.text() });
      if (!result.ok) {
        onProblems(result.problems);
        return;
      }
      onProblems(null);
      await invalidate();
      notifications.show({
        title: 'Imported',
        message: `${counted(result.created, 'cemetery', 'cemeteries')} added, ${result.updated} updated, ${result.unchanged} already as in the file.`,
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not imported', message: errorMessage(error), color: 'red' });
    } finally {
      reset.current?.();
    }
  }

  return (
    <FileButton onChange={(file) => void read(file)} accept=".csv,text/csv" resetRef={reset}>
      {(props) => (
        <Button variant="default" loading={importCsv.isPending} {...props}>
          Import CSV
        </Button>
      )}
    </FileButton>
  );
}

// ---- A cemetery's own facts ----

interface FactsDraft {
  name: string;
  town: string;
  county: string;
  state: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  website: string;
  officeHours: string;
  notes: string;
  placeholder: boolean;
}

const emptyFacts: FactsDraft = {
  name: '',
  town: '',
  county: '',
  state: 'OK',
  latitude: '',
  longitude: '',
  phone: '',
  email: '',
  website: '',
  officeHours: '',
  notes: '',
  placeholder: false,
};

function factsOf(cemetery: Cemetery): FactsDraft {
  return {
    name: cemetery.name,
    town: cemetery.town,
    county: cemetery.county,
    state: cemetery.state,
    latitude: cemetery.latitude === null ? '' : String(cemetery.latitude),
    longitude: cemetery.longitude === null ? '' : String(cemetery.longitude),
    phone: cemetery.phone,
    email: cemetery.email,
    website: cemetery.website,
    officeHours: cemetery.officeHours,
    notes: cemetery.notes,
    placeholder: cemetery.placeholder,
  };
}

function FactsForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  extra,
}: {
  initial: FactsDraft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: ReturnType<typeof cemeteryFieldsSchema.parse>) => Promise<void>;
  extra?: ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<FactsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const field = (name: keyof FactsDraft) => ({
    value: draft[name] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [name]: e.currentTarget.value }),
    error: errors[name],
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = cemeteryFieldsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setErrors({});
    await onSubmit(parsed.data);
  }

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required {...field('name')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Town" required {...field('town')} />
          <TextInput label="County" {...field('county')} />
          <NativeSelect label="State" data={stateOptions} {...field('state')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Latitude" description="Optional, e.g. 34.7745" inputMode="decimal" {...field('latitude')} />
          <TextInput
            label="Longitude"
            description="Optional, e.g. -96.6783"
            inputMode="decimal"
            {...field('longitude')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Office phone" type="tel" {...field('phone')} />
          <TextInput label="Office email" type="email" {...field('email')} />
        </SimpleGrid>
        <TextInput label="Website" placeholder="https://" {...field('website')} />
        <TextInput label="Office hours" {...field('officeHours')} />
        <Textarea label="Notes for staff" autosize minRows={2} {...field('notes')} />
        <Switch
          label="Demo cemetery: replace with a real one"
          checked={draft.placeholder}
          onChange={(e) => set({ placeholder: e.currentTarget.checked })}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {extra}
        </Group>
      </Stack>
    </form>
  );
}

function NewCemetery({ onCreated }: { onCreated: (id: number) => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateCemeteries();
  const create = useMutation(trpc.admin.cemeteries.create.mutationOptions());
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        It starts with one section, &ldquo;Whole cemetery&rdquo;. Add its rules, then confirm them so families see them.
      </Text>
      <FactsForm
        initial={emptyFacts}
        submitLabel="Add the cemetery"
        busy={create.isPending}
        onSubmit={async (fields) => {
          try {
            const { id } = await create.mutateAsync({ slug: null, fields });
            await invalidate();
            notifications.show({ title: 'Added', message: `${fields.name} is in the list.`, color: 'green' });
            onCreated(id);
          } catch (error) {
            notifications.show({ title: 'Not added', message: errorMessage(error), color: 'red' });
          }
        }}
      />
    </Stack>
  );
}

function CemeteryDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const trpc = useTRPC();
  const { data, error, isPending } = useQuery(trpc.admin.cemeteries.get.queryOptions({ id }));
  if (isPending) return <Text>Loading...</Text>;
  if (error || !data) return <Alert color="red">{errorMessage(error, 'This cemetery could not be loaded.')}</Alert>;
  return <CemeteryEditor key={`${data.id}-${data.updatedAt}`} cemetery={data} onDeleted={onDeleted} />;
}

function CemeteryEditor({ cemetery, onDeleted }: { cemetery: Cemetery; onDeleted: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateCemeteries();
  const update = useMutation(trpc.admin.cemeteries.update.mutationOptions());
  const remove = useMutation(trpc.admin.cemeteries.delete.mutationOptions());
  const [askDelete, setAskDelete] = useState(false);
  const [adding, setAdding] = useState(false);

  async function deleteCemetery() {
    try {
      await remove.mutateAsync({ id: cemetery.id });
      await invalidate();
      notifications.show({
        title: 'Deleted',
        message: `${cemetery.name} was deleted. Undo it from the list of changes if it was a mistake.`,
        color: 'green',
      });
      onDeleted();
    } catch (error) {
      notifications.show({ title: 'Not deleted', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {cemetery.name}
        </Title>
        <Text size="sm" c="dimmed">
          Address name: {cemetery.slug}
        </Text>
      </Stack>
      <FactsForm
        initial={factsOf(cemetery)}
        submitLabel="Save the cemetery"
        busy={update.isPending}
        onSubmit={async (fields) => {
          try {
            await update.mutateAsync({ id: cemetery.id, fields });
            await invalidate();
            notifications.show({ title: 'Saved', message: `${fields.name} is saved.`, color: 'green' });
          } catch (error) {
            notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
          }
        }}
        extra={
          askDelete ? (
            <Group gap="xs">
              <Button color="red.9" onClick={() => void deleteCemetery()} loading={remove.isPending}>
                Yes, delete {cemetery.name}
              </Button>
              <Button variant="default" onClick={() => setAskDelete(false)}>
                Keep it
              </Button>
            </Group>
          ) : (
            <Button variant="subtle" color="red.9" onClick={() => setAskDelete(true)}>
              Delete the cemetery
            </Button>
          )
        }
      />

      <Stack gap="sm">
        <Title order={3} size="h4">
          Sections and their rules
        </Title>
        {cemetery.sections.map((section) => (
          <SectionCard key={section.id} cemetery={cemetery} section={section} />
        ))}
        {adding ? (
          <Paper withBorder p="md">
            <SectionForm cemeteryId={cemetery.id} section={null} onDone={() => setAdding(false)} />
          </Paper>
        ) : (
          <Group>
            <Button variant="default" onClick={() => setAdding(true)}>
              Add a section
            </Button>
          </Group>
        )}
      </Stack>

      <CemeteryHistory slug={cemetery.slug} />
    </Stack>
  );
}

// ---- Sections ----

function SectionCard({ cemetery, section }: { cemetery: Cemetery; section: Section }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateCemeteries();
  const remove = useMutation(trpc.admin.cemeteries.deleteSection.mutationOptions());
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rules = { ...section, cemeteryName: cemetery.name, sectionName: section.name };

  async function deleteSection() {
    try {
      await remove.mutateAsync({ sectionId: section.id });
      await invalidate();
      notifications.show({ title: 'Section deleted', message: `${section.name} was deleted.`, color: 'green' });
    } catch (error) {
      notifications.show({ title: 'Not deleted', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Paper withBorder p="md" aria-label={`Section ${section.name}`} component="section">
      {editing ? (
        <SectionForm cemeteryId={cemetery.id} section={section} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>{placeWords(rules)}</Text>
            {section.confirmedOn ? (
              <Badge color="green.9" variant="filled">
                Confirmed
              </Badge>
            ) : (
              <Badge color="gray.7" variant="outline">
                Not confirmed
              </Badge>
            )}
          </Group>
          <Text size="sm">Allows: {section.kindsAllowed.map((kind) => KIND_LABELS[kind]).join(', ')}</Text>
          <Text size="sm">{sizeWords(section)}</Text>
          <List size="sm">
            {sectionNotes(rules).map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
            {section.bronzeOnly && <List.Item>Bronze markers only.</List.Item>}
            {section.graniteColors && (
              <List.Item>Approved granite: {section.graniteColors.join(', ') || 'none'}.</List.Item>
            )}
          </List>
          {section.notes && <Text size="sm">{section.notes}</Text>}
          <Text size="sm" c="dimmed">
            {confirmationWords(section)}
            {section.confirmedBy ? ` (${section.confirmedBy})` : ''}
          </Text>
          {confirming && <ConfirmForm section={section} onDone={() => setConfirming(false)} />}
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Edit the rules
            </Button>
            {!confirming && (
              <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
                Confirm the rules
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              onClick={() => void deleteSection()}
              loading={remove.isPending}
            >
              Delete the section
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

function sizeWords(section: Section): string {
  const parts = [
    section.maxHeightIn !== null && `up to ${section.maxHeightIn} in tall`,
    section.maxWidthIn !== null && `${section.maxWidthIn} in wide`,
    section.maxDepthIn !== null && `${section.maxDepthIn} in deep`,
  ].filter(Boolean);
  const base = [
    section.baseMaxHeightIn !== null && `${section.baseMaxHeightIn} in tall`,
    section.baseMaxWidthIn !== null && `${section.baseMaxWidthIn} in wide`,
    section.baseMaxDepthIn !== null && `${section.baseMaxDepthIn} in deep`,
  ].filter(Boolean);
  return [
    parts.length ? `Monument ${parts.join(', ')}.` : 'No size limit recorded for the monument.',
    base.length ? `Base up to ${base.join(', ')}.` : '',
    section.baseRequired ? 'A base is required.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

interface SectionDraft {
  name: string;
  kindsAllowed: string[];
  maxHeightIn: string;
  maxWidthIn: string;
  maxDepthIn: string;
  baseMaxHeightIn: string;
  baseMaxWidthIn: string;
  baseMaxDepthIn: string;
  baseRequired: boolean;
  foundationRequired: boolean;
  foundationBy: string;
  anyGranite: boolean;
  graniteColors: string[];
  bronzeOnly: boolean;
  vasesAllowed: boolean;
  settingFeeCents: string;
  permitFeeCents: string;
  approvalLeadDays: string;
  notes: string;
}

const inches = (value: number | null) => (value === null ? '' : String(value));

function draftOf(section: Section | null): SectionDraft {
  return {
    name: section?.name ?? '',
    kindsAllowed: [...(section?.kindsAllowed ?? DEFAULT_KINDS)],
    maxHeightIn: inches(section?.maxHeightIn ?? null),
    maxWidthIn: inches(section?.maxWidthIn ?? null),
    maxDepthIn: inches(section?.maxDepthIn ?? null),
    baseMaxHeightIn: inches(section?.baseMaxHeightIn ?? null),
    baseMaxWidthIn: inches(section?.baseMaxWidthIn ?? null),
    baseMaxDepthIn: inches(section?.baseMaxDepthIn ?? null),
    baseRequired: section?.baseRequired ?? false,
    foundationRequired: section?.foundationRequired ?? false,
    foundationBy: section?.foundationBy ?? 'either',
    anyGranite: (section?.graniteColors ?? null) === null,
    graniteColors: [...(section?.graniteColors ?? [])],
    bronzeOnly: section?.bronzeOnly ?? false,
    vasesAllowed: section?.vasesAllowed ?? true,
    settingFeeCents: formatMoneyField(section?.settingFeeCents),
    permitFeeCents: formatMoneyField(section?.permitFeeCents),
    approvalLeadDays: section?.approvalLeadDays == null ? '' : String(section.approvalLeadDays),
    notes: section?.notes ?? '',
  };
}

function SectionForm({
  cemeteryId,
  section,
  onDone,
}: {
  cemeteryId: number;
  section: Section | null;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateCemeteries();
  const save = useMutation(trpc.admin.cemeteries.saveSection.mutationOptions());
  const granites = useQuery(trpc.admin.cemeteries.graniteChoices.queryOptions());
  const [draft, setDraft] = useState(() => draftOf(section));
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<SectionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (name: keyof SectionDraft) => ({
    value: draft[name] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [name]: e.currentTarget.value }),
    error: errors[name],
  });
  const graniteOptions = (granites.data ?? []).map((g) => ({
    value: g.key,
    label: g.offered ? g.name : `${g.name} (no longer offered)`,
  }));
  for (const key of draft.graniteColors) {
    if (!graniteOptions.some((o) => o.value === key))
      graniteOptions.push({ value: key, label: `${key} (not in the price list)` });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { anyGranite, ...rest } = draft;
    const parsed = sectionFieldsSchema.safeParse({
      ...rest,
      foundationBy: draft.foundationRequired ? draft.foundationBy : null,
      graniteColors: anyGranite ? null : draft.graniteColors,
      confirmedOn: section?.confirmedOn ?? null,
      confirmedSource: section?.confirmedSource ?? null,
      confirmedBy: section?.confirmedBy ?? null,
    });
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ cemeteryId, sectionId: section?.id ?? null, fields: parsed.data });
      await invalidate();
      notifications.show({ title: 'Saved', message: `${parsed.data.name} is saved.`, color: 'green' });
      onDone();
    } catch (error) {
      notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Section"
          description='"Whole cemetery" when the rules are the same everywhere'
          required
          {...text('name')}
        />
        <Checkbox.Group
          label="Kinds of monument allowed"
          value={draft.kindsAllowed}
          onChange={(kindsAllowed) => set({ kindsAllowed })}
          error={errors.kindsAllowed}
        >
          <Group mt={4} gap="md">
            {CEMETERY_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={KIND_LABELS[kind]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Text size="sm" fw={600}>
          Largest monument allowed, in inches (leave empty when there is no limit)
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Height" inputMode="decimal" {...text('maxHeightIn')} />
          <TextInput label="Width" inputMode="decimal" {...text('maxWidthIn')} />
          <TextInput label="Depth (front to back)" inputMode="decimal" {...text('maxDepthIn')} />
        </SimpleGrid>
        <Text size="sm" fw={600}>
          Largest base allowed, in inches
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Base height" inputMode="decimal" {...text('baseMaxHeightIn')} />
          <TextInput label="Base width" inputMode="decimal" {...text('baseMaxWidthIn')} />
          <TextInput label="Base depth" inputMode="decimal" {...text('baseMaxDepthIn')} />
        </SimpleGrid>
        <Checkbox
          label="A base is required under upright and slant monuments"
          checked={draft.baseRequired}
          onChange={(e) => set({ baseRequired: e.currentTarget.checked })}
        />
        <Checkbox
          label="A concrete foundation is required"
          checked={draft.foundationRequired}
          onChange={(e) => set({ foundationRequired: e.currentTarget.checked })}
        />
        {draft.foundationRequired && (
          <NativeSelect
            label="Who pours the foundation"
            data={FOUNDATION_BY.map((value) => ({ value, label: FOUNDATION_BY_LABELS[value] }))}
            {...text('foundationBy')}
          />
        )}
        <Checkbox
          label="Any granite colour"
          checked={draft.anyGranite}
          onChange={(e) => set({ anyGranite: e.currentTarget.checked })}
        />
        {!draft.anyGranite && (
          <MultiSelect
            label="Approved granite colours"
            description="From the published price list"
            data={graniteOptions}
            value={draft.graniteColors}
            onChange={(graniteColors) => set({ graniteColors })}
            searchable
            error={errors.graniteColors}
          />
        )}
        <Checkbox
          label="Bronze markers only"
          checked={draft.bronzeOnly}
          onChange={(e) => set({ bronzeOnly: e.currentTarget.checked })}
        />
        <Checkbox
          label="Vases allowed"
          checked={draft.vasesAllowed}
          onChange={(e) => set({ vasesAllowed: e.currentTarget.checked })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Setting fee ($)"
            description="Empty: set by the cemetery"
            inputMode="decimal"
            {...text('settingFeeCents')}
          />
          <TextInput
            label="Permit fee ($)"
            description="Empty: set by the cemetery"
            inputMode="decimal"
            {...text('permitFeeCents')}
          />
          <TextInput
            label="Approval lead time"
            description="Business days"
            inputMode="numeric"
            {...text('approvalLeadDays')}
          />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} {...text('notes')} />
        {section?.confirmedOn && (
          <Text size="sm" c="dimmed">
            Saving keeps the confirmation of {section.confirmedOn}; confirm again once you have checked the changes with
            the cemetery.
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save the section
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ConfirmForm({ section, onDone }: { section: Section; onDone: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateCemeteries();
  const dates = useStaffTime();
  const confirm = useMutation(trpc.admin.cemeteries.confirmSection.mutationOptions());
  const [draft, setDraft] = useState({ confirmedOn: dates.today(), confirmedSource: 'phone', confirmedBy: '' });
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = confirmationSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setErrors({});
    try {
      await confirm.mutateAsync({ sectionId: section.id, ...parsed.data });
      await invalidate();
      notifications.show({
        title: 'Confirmed',
        message: `Families now see the rules of ${section.name}.`,
        color: 'green',
      });
      onDone();
    } catch (error) {
      notifications.show({ title: 'Not confirmed', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Confirmed on"
            type="date"
            value={draft.confirmedOn}
            onChange={(e) => setDraft({ ...draft, confirmedOn: e.currentTarget.value })}
            error={errors.confirmedOn}
          />
          <NativeSelect
            label="Source"
            data={CONFIRMATION_SOURCES.map((value) => ({ value, label: CONFIRMATION_SOURCE_LABELS[value] }))}
            value={draft.confirmedSource}
            onChange={(e) => setDraft({ ...draft, confirmedSource: e.currentTarget.value })}
            error={errors.confirmedSource}
          />
          <TextInput
            label="Confirmed by"
            description="Who you spoke to, or who checked"
            value={draft.confirmedBy}
            onChange={(e) => setDraft({ ...draft, confirmedBy: e.currentTarget.value })}
            error={errors.confirmedBy}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" size="xs" loading={confirm.isPending}>
            Confirm these rules
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// ---- The change log ----

const actionWords: Record<string, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  import: 'Imported',
  undo: 'Undid a change',
};

function CemeteryHistory({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const dates = useStaffTime();
  const invalidate = useInvalidateCemeteries();
  const { data } = useQuery(trpc.admin.cemeteries.history.queryOptions({ slug }));
  const undo = useMutation(trpc.admin.cemeteries.undo.mutationOptions());

  async function undoChange(id: number) {
    try {
      await undo.mutateAsync({ id });
      await invalidate();
      notifications.show({
        title: 'Undone',
        message: 'The cemetery is back as it was before that change.',
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not undone', message: errorMessage(error), color: 'red' });
    }
  }

  if (!data?.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Changes
      </Title>
      {data.map((entry) => (
        <Group key={entry.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {actionWords[entry.action] ?? entry.action} by {entry.changedByEmail}, {dates.dateTime(entry.changedAt)}
            {entry.undoneAt ? ' (undone)' : ''}
          </Text>
          {!entry.undoneAt && entry.action !== 'undo' && (
            <Button size="xs" variant="subtle" onClick={() => void undoChange(entry.id)} loading={undo.isPending}>
              Undo
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
