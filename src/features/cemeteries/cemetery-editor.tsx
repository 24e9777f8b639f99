import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Group,
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
import { cemeteryFieldsSchema } from '#server/modules/cemeteries/cemeteries.schema';
import { cemeteryPagePath } from '#server/modules/cemeteries/cemeteries.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { firstErrorPerField, focusFirstInvalid } from '#src/lib/form-errors';
import { useStaffTime } from '#src/lib/staff-time';
import { stateOptions, useInvalidateCemeteries, type Cemetery, type Errors } from './cemeteries-admin-shared';
import { SectionCard } from './cemetery-section-card';
import { SectionForm } from './cemetery-section-form';

/** A cemetery's own facts, its sections and its changes, in the staff panel (decision 266). */

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
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set({ [name]: e.currentTarget.value }),
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

export function NewCemetery({ onCreated }: { onCreated: (id: number) => void }) {
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

export function CemeteryDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
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
        {/* Published means confirmed (decision 266): the page families see (decision 271). */}
        <Text size="sm">
          {cemetery.sections.some((section) => section.confirmedOn) ? (
            <>
              Families see its confirmed rules on{' '}
              <Anchor href={cemeteryPagePath(cemetery)} target="_blank" rel="noopener" underline="always">
                its public page
              </Anchor>
              .
            </>
          ) : (
            'Families see a page of its rules once a section’s rules are confirmed.'
          )}
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
