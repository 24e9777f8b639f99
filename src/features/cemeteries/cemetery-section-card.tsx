import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CONFIRMATION_SOURCE_LABELS,
  CONFIRMATION_SOURCES,
  KIND_LABELS,
  confirmationWords,
  placeWords,
  sectionNotes,
} from '#server/modules/cemeteries/cemeteries.choices';
import { confirmationSchema } from '#server/modules/cemeteries/cemeteries.schema';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { firstErrorPerField, focusFirstInvalid } from '#src/lib/form-errors';
import { useStaffTime } from '#src/lib/staff-time';
import { useInvalidateCemeteries, type Cemetery, type Errors, type Section } from './cemeteries-admin-shared';
import { SectionForm } from './cemetery-section-form';

/** One section of a cemetery in the staff panel: its rules in words, edit, confirm, delete. */

export function SectionCard({ cemetery, section }: { cemetery: Cemetery; section: Section }) {
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
              <Badge color="brand.7" variant="filled">
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
