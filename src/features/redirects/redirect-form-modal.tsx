import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Button, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { redirectInputSchema, type RedirectInput } from '#server/modules/redirects/redirects.schema';
import { GuardedCancelButton, GuardedModal, UnsavedNotes } from '#src/components/admin/unsaved-notes';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';

type Draft = {
  matchType: 'exact' | 'keyword';
  pattern: string;
  targetPath: string;
  statusCode: '301' | '302';
  note: string;
};

export function toDraft(rule?: Partial<RedirectInput>): Draft {
  return {
    matchType: rule?.matchType ?? 'exact',
    pattern: rule?.pattern ?? '',
    targetPath: rule?.targetPath ?? '/',
    statusCode: String(rule?.statusCode ?? (rule?.matchType === 'keyword' ? 302 : 301)) as Draft['statusCode'],
    note: rule?.note ?? '',
  };
}

/** Add or edit one redirect rule. Errors appear beside their fields; nothing typed is lost on failure. */
export function RedirectFormModal({
  title,
  initial,
  opened,
  onClose,
  onSave,
}: {
  title: string;
  initial: Draft;
  opened: boolean;
  onClose: () => void;
  onSave: (rule: RedirectInput) => Promise<unknown>;
}) {
  const trpc = useTRPC();
  // The site's pages to choose from; the server also refuses a target no page answers.
  const pages = useQuery(trpc.admin.redirects.pages.queryOptions());
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = redirectInputSchema.safeParse({
      ...draft,
      statusCode: Number(draft.statusCode),
      note: draft.note || null,
    });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      setErrors(Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, v?.[0] ?? ''])));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <GuardedModal opened={opened} onClose={onClose} title={title} centered>
      <UnsavedNotes dirty={draft.note !== initial.note} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedField
            id="match-type-label"
            label="Match"
            value={draft.matchType}
            onChange={(value) => set('matchType', value as Draft['matchType'])}
            data={[
              { value: 'exact', label: 'Exact old address' },
              { value: 'keyword', label: 'Word in the address' },
            ]}
          />
          <TextInput
            label={draft.matchType === 'exact' ? 'Old address' : 'Word'}
            description={
              draft.matchType === 'exact' ? 'For example /old-page' : 'Any missing page whose address has this word'
            }
            value={draft.pattern}
            onChange={(e) => set('pattern', e.target.value)}
            error={errors.pattern}
            required
          />
          <Autocomplete
            label="Send visitors to"
            description="A page of this site: type to search, then choose it from the list"
            placeholder={pages.isPending ? 'Loading the pages…' : 'For example /gallery'}
            data={pages.data ?? []}
            limit={50}
            maxDropdownHeight={280}
            value={draft.targetPath}
            onChange={(value) => set('targetPath', value)}
            error={errors.targetPath}
            required
          />
          <SegmentedField
            id="status-label"
            label="Kind"
            value={draft.statusCode}
            onChange={(value) => set('statusCode', value as Draft['statusCode'])}
            data={[
              { value: '301', label: 'Moved for good (301)' },
              { value: '302', label: 'Best guess (302)' },
            ]}
          />
          <Textarea
            label="Note for staff"
            value={draft.note}
            onChange={(e) => set('note', e.target.value)}
            error={errors.note}
            autosize
            minRows={2}
          />
          {formError && (
            <Text c="red.8" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group justify="flex-end">
            <GuardedCancelButton onClose={onClose}>Cancel</GuardedCancelButton>
            <Button type="submit" loading={saving}>
              Save rule
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}

/** A choice of two or more, labelled by the text above it (its `id` names the label). */
function SegmentedField({
  id,
  label,
  value,
  onChange,
  data,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: Array<{ value: string; label: string }>;
}) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={onChange} data={data} />
    </div>
  );
}
