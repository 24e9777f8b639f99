import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CEMETERY_KINDS,
  DEFAULT_KINDS,
  FOUNDATION_BY,
  FOUNDATION_BY_LABELS,
  KIND_LABELS,
} from '#server/modules/cemeteries/cemeteries.choices';
import { sectionFieldsSchema } from '#server/modules/cemeteries/cemeteries.schema';
import { formatMoneyField } from '#server/modules/shared/money';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { firstErrorPerField, focusFirstInvalid } from '#src/lib/form-errors';
import { useInvalidateCemeteries, type Errors, type Section } from './cemeteries-admin-shared';

/** A section's rules as staff type them (sizes in inches, fees in dollars), checked by the schema the server uses. */

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

export function SectionForm({
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
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set({ [name]: e.currentTarget.value }),
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
        <RuleFields draft={draft} set={set} errors={errors} graniteOptions={graniteOptions} />
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

/** The section's limits, switches, granite and fees. */
function RuleFields({
  draft,
  set,
  errors,
  graniteOptions,
}: {
  draft: SectionDraft;
  set: (patch: Partial<SectionDraft>) => void;
  errors: Errors;
  graniteOptions: { value: string; label: string }[];
}) {
  const text = (name: keyof SectionDraft) => ({
    value: draft[name] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set({ [name]: e.currentTarget.value }),
    error: errors[name],
  });
  return (
    <>
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
    </>
  );
}
