import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SECTION_LABELS } from '#server/modules/calculator/calculator.choices';
import { sectionItemSchemas, type SectionName } from '#server/modules/calculator/calculator.schema';
import { errorMessage } from '#src/lib/trpc';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';
import { CalculatorNav } from './calculator-nav';
import { useCalculatorDraft, type PricingDocument } from './calculator-client';
import { FormulaInput } from './formula-input';
import { ConfigurationEditor } from './configuration-editor';
import { FinishesEditor } from './finishes-editor';
import { GalleryPicturePicker } from './gallery-picture-picker';

export type FieldSpec =
  | { kind: 'text' | 'key' | 'textarea'; name: string; label: string; description?: string }
  | { kind: 'number'; name: string; label: string; description?: string; suffix?: string }
  | { kind: 'money'; name: string; label: string; description?: string }
  | { kind: 'formula'; name: string; label: string; description?: string; optional?: boolean }
  | { kind: 'boolean'; name: string; label: string; description?: string }
  | { kind: 'select'; name: string; label: string; options: Array<{ value: string; label: string }> }
  | { kind: 'size'; name: string; label: string }
  | { kind: 'finishes'; name: string; label: string }
  | { kind: 'configuration'; name: string; label: string }
  | { kind: 'image'; name: string; label: string; category: 'granite_colors' | 'catalog_items' | 'set_monuments' };

type Values = Record<string, unknown>;
type Item = { key: string; name: string } & Values;

export interface SectionScreenProps {
  section: SectionName;
  title: string;
  intro: ReactNode;
  fields: FieldSpec[];
  columns: Array<{ label: string; render: (item: Item, document: PricingDocument) => ReactNode }>;
  newItem: (document: PricingDocument) => Values;
  /** Whether the order shows to families (then rows can be moved). */
  reorderable?: boolean;
}

const moneyFields = (fields: FieldSpec[]) => fields.filter((f) => f.kind === 'money').map((f) => f.name);

/** Money is edited as typed text ("1,650.00") and kept in cents. */
function toFormValues(item: Values, fields: FieldSpec[]): Values {
  const values = structuredClone(item);
  for (const name of moneyFields(fields)) values[name] = formatMoneyField(Number(values[name] ?? 0));
  return values;
}

/** Typed money becomes cents; text that is not money stays as typed, for the schema to refuse by name. */
function fromFormValues(values: Values, fields: FieldSpec[]): Values {
  const item = structuredClone(values);
  for (const name of moneyFields(fields)) {
    const typed = String(item[name] ?? '');
    const { cents, error } = moneyFieldValue(typed);
    item[name] = error ? typed : (cents ?? undefined);
  }
  return item;
}

/** A list of one kind of calculator item: search, add, edit, delete (naming what uses it), reorder. */
export function SectionScreen({ section, title, intro, fields, columns, newItem, reorderable }: SectionScreenProps) {
  const { draft, saveItem, deleteItem, reorder } = useCalculatorDraft();
  const document = draft.document;
  const items = document[section] as unknown as Item[];
  const labels = SECTION_LABELS[section];
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ originalKey: string | null; values: Values } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = needle ? items.filter((item) => `${item.name} ${item.key}`.toLowerCase().includes(needle)) : items;
  const usages = draft.usages[section] ?? {};

  function move(index: number, by: number) {
    const keys = items.map((i) => i.key);
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key!);
    reorder.mutate({ baseRevision: draft.revision, section, keys });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteItem.mutateAsync({ baseRevision: draft.revision, section, key: deleting.key });
      notifications.show({ title: 'Deleted from the draft', message: deleting.name, color: 'green' });
      setDeleting(null);
    } catch (error) {
      notifications.show({ title: 'Not deleted', message: errorMessage(error), color: 'red' });
    }
  }

  const deletingUsers = deleting ? (usages[deleting.key] ?? []) : [];

  return (
    <Stack gap="lg">
      <CalculatorNav />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" maw={760}>
            {intro} Changes go to the draft; families see them after you publish on the overview.
          </Text>
        </div>
        <Button onClick={() => setEditing({ originalKey: null, values: toFormValues(newItem(document), fields) })}>
          Add a {labels.one}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={`Search the ${labels.many}`}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {needle ? `${shown.length} of ${items.length} ${labels.many} match.` : `${items.length} ${labels.many}.`}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.label}>{c.label}</Table.Th>
              ))}
              <Table.Th>Used by</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((item) => {
              const index = items.indexOf(item);
              const users = usages[item.key] ?? [];
              return (
                <Table.Tr key={item.key}>
                  {columns.map((c) => (
                    <Table.Td key={c.label}>{c.render(item, document)}</Table.Td>
                  ))}
                  <Table.Td>{users.length ? `${users.length}` : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {reorderable && !needle && (
                        <>
                          <ActionIcon
                            variant="default"
                            aria-label={`Move ${item.name} up`}
                            disabled={index === 0 || reorder.isPending}
                            onClick={() => move(index, -1)}
                          >
                            ↑
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            aria-label={`Move ${item.name} down`}
                            disabled={index === items.length - 1 || reorder.isPending}
                            onClick={() => move(index, 1)}
                          >
                            ↓
                          </ActionIcon>
                        </>
                      )}
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Edit ${item.name}`}
                        onClick={() => setEditing({ originalKey: item.key, values: toFormValues(item, fields) })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Delete ${item.name}`}
                        onClick={() => setDeleting(item)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {editing && (
        <ItemForm
          key={editing.originalKey ?? 'new'}
          title={editing.originalKey ? `Edit ${labels.one}` : `Add a ${labels.one}`}
          section={section}
          fields={fields}
          initial={editing.values}
          document={document}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            await saveItem.mutateAsync({
              baseRevision: draft.revision,
              originalKey: editing.originalKey,
              change: { section, item: fromFormValues(values, fields) } as never,
            });
            notifications.show({ title: 'Saved in the draft', message: String(values.name), color: 'green' });
          }}
        />
      )}

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={`Delete this ${labels.one}?`} centered>
        <Stack>
          {deletingUsers.length ? (
            <>
              <Text>
                <strong>{deleting?.name}</strong> is used by {deletingUsers.length}{' '}
                {deletingUsers.length === 1 ? 'thing' : 'things'}:
              </Text>
              <List size="sm">
                {deletingUsers.map((user) => (
                  <List.Item key={user}>{user}</List.Item>
                ))}
              </List>
              <Text size="sm">Change those first; then it can be deleted.</Text>
            </>
          ) : (
            <Text>
              <strong>{deleting?.name}</strong> is not used anywhere. It leaves the draft now and the public calculator
              when you publish.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              color="red"
              onClick={confirmDelete}
              loading={deleteItem.isPending}
              disabled={deletingUsers.length > 0}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function ItemForm({
  title,
  section,
  fields,
  initial,
  document,
  onClose,
  onSave,
}: {
  title: string;
  section: SectionName;
  fields: FieldSpec[];
  initial: Values;
  document: PricingDocument;
  onClose: () => void;
  onSave: (values: Values) => Promise<void>;
}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sectionItemSchemas[section].safeParse(fromFormValues(values, fields));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const top = String(issue.path[0] ?? '');
        next[path] ??= issue.message;
        next[top] ??= issue.message;
      }
      setErrors(next);
      setFormError('Please check the fields marked in red.');
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={values[field.name]}
              onChange={(value) => set(field.name, value)}
              errors={errors}
              document={document}
            />
          ))}
          {formError && (
            <Alert color="red" role="alert" title="Not saved yet">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save in the draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function FieldInput({
  field,
  value,
  onChange,
  errors,
  document,
}: {
  field: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: Record<string, string>;
  document: PricingDocument;
}) {
  const error = errors[field.name];
  switch (field.kind) {
    case 'text':
    case 'key':
      return (
        <TextInput
          label={field.label}
          description={
            field.kind === 'key'
              ? (field.description ?? 'A short name formulas and files use: lowercase, digits and _ (jet_black)')
              : field.description
          }
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          required={field.kind === 'key' || field.name === 'name'}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={field.label}
          description={field.description}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
        />
      );
    case 'money':
      return (
        <MoneyInput
          label={field.label}
          description={field.description}
          value={String(value ?? '')}
          onChange={onChange}
          error={error}
          maw={260}
          required
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.label}
          description={field.description}
          value={value as number | string}
          onChange={onChange}
          error={error}
          suffix={field.suffix}
          decimalScale={4}
          thousandSeparator=","
          maw={260}
          required
        />
      );
    case 'formula':
      return (
        <FormulaInput
          label={field.label}
          description={field.description}
          value={String(value ?? '')}
          onChange={onChange}
          error={error}
          required={!field.optional}
        />
      );
    case 'boolean':
      return (
        <Switch
          label={field.label}
          description={field.description}
          checked={Boolean(value)}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <Select
          label={field.label}
          data={field.options}
          value={String(value ?? '')}
          onChange={(v) => onChange(v)}
          error={error}
          allowDeselect={false}
          maw={360}
        />
      );
    case 'size':
      return (
        <SizeInput label={field.label} name={field.name} value={value as Size} onChange={onChange} errors={errors} />
      );
    case 'finishes':
      return <FinishesEditor value={(value ?? []) as FinishRow[]} onChange={onChange} error={error} />;
    case 'image':
      return (
        <GalleryPicturePicker
          label={field.label}
          category={field.category}
          value={(value as string | null) ?? null}
          onChange={onChange}
          error={error}
        />
      );
    case 'configuration':
      return (
        <div>
          <Text fw={500} size="sm" mb={4}>
            {field.label}
          </Text>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <ConfigurationEditor
            document={document}
            value={value as Parameters<typeof ConfigurationEditor>[0]['value']}
            onChange={onChange}
            forTemplate
          />
        </div>
      );
  }
}

type Size = { length: number; width: number; height: number };
type FinishRow = { key: string; name: string; formula: string };

function SizeInput({
  label,
  name,
  value,
  onChange,
  errors,
}: {
  label: string;
  name: string;
  value: Size;
  onChange: (value: Size) => void;
  errors: Record<string, string>;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm" mb={4}>
        {label} (inches)
      </Text>
      <Group gap="xs" align="flex-start">
        {(['length', 'width', 'height'] as const).map((dim) => (
          <NumberInput
            key={dim}
            label={dim === 'length' ? 'Length' : dim === 'width' ? 'Width' : 'Height'}
            value={value?.[dim] ?? ''}
            onChange={(v) => onChange({ ...value, [dim]: v })}
            error={errors[`${name}.${dim}`]}
            decimalScale={2}
            w={110}
          />
        ))}
      </Group>
    </fieldset>
  );
}
