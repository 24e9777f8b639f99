import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lookupSchema } from '#server/modules/calculator/calculator.schema';
import { errorMessage } from '#src/lib/trpc';
import { CalculatorNav } from './calculator-nav';
import { useCalculatorDraft, type PricingDocument } from './calculator-client';
import { parsePastedRows, type Row } from './paste-rows';
import { counted } from '#server/modules/shared/plural';

type Working = {
  originalKey: string | null;
  key: string;
  name: string;
  keyLabel: string;
  valueLabel: string;
  rows: Row[];
};

const toWorking = (lookup: PricingDocument['lookups'][number] | undefined): Working =>
  lookup
    ? {
        originalKey: lookup.key,
        key: lookup.key,
        name: lookup.name,
        keyLabel: lookup.keyLabel,
        valueLabel: lookup.valueLabel,
        rows: lookup.rows.map((r) => ({
          from: String(r.from),
          to: r.to === null ? '' : String(r.to),
          value: String(r.value),
        })),
      }
    : {
        originalKey: null,
        key: '',
        name: '',
        keyLabel: 'From',
        valueLabel: 'Value',
        rows: [{ from: '0', to: '', value: '0' }],
      };

/** The table as typed, in numbers for the schema to check (a blank From or Value is refused, a blank To is "and up"). */
const candidateOf = (working: Working) => ({
  key: working.key,
  name: working.name,
  keyLabel: working.keyLabel,
  valueLabel: working.valueLabel,
  rows: working.rows.map((r) => ({
    from: r.from === '' ? NaN : Number(r.from),
    to: r.to.trim() === '' ? null : Number(r.to),
    value: r.value === '' ? NaN : Number(r.value),
  })),
});

/** /admin/calculator/lookups: tables of ranges to values, edited like a small spreadsheet. */
export function LookupsScreen() {
  const { draft, saveItem, deleteItem } = useCalculatorDraft();
  const lookups = draft.document.lookups;
  const [selected, setSelected] = useState<string | null>(lookups[0]?.key ?? null);
  const [working, setWorking] = useState<Working>(() => toWorking(lookups[0]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const users = working.originalKey ? (draft.usages.lookups?.[working.originalKey] ?? []) : [];

  const choose = (key: string | null) => {
    setSelected(key);
    setWorking(toWorking(lookups.find((l) => l.key === key)));
    setErrors({});
    setFormError(null);
  };
  const setRow = (index: number, change: Partial<Row>) =>
    setWorking((w) => ({ ...w, rows: w.rows.map((r, i) => (i === index ? { ...r, ...change } : r)) }));

  async function save() {
    const parsed = lookupSchema.safeParse(candidateOf(working));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      setFormError('Please check the cells marked in red.');
      return;
    }
    setErrors({});
    try {
      await saveItem.mutateAsync({
        baseRevision: draft.revision,
        originalKey: working.originalKey,
        change: { section: 'lookups', item: parsed.data },
      });
      setFormError(null);
      setSelected(parsed.data.key);
      setWorking((w) => ({ ...w, originalKey: parsed.data.key }));
      notifications.show({ title: 'Saved in the draft', message: parsed.data.name, color: 'green' });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  }

  async function remove() {
    if (!working.originalKey) return;
    try {
      await deleteItem.mutateAsync({ baseRevision: draft.revision, section: 'lookups', key: working.originalKey });
      setDeleting(false);
      choose(lookups.find((l) => l.key !== working.originalKey)?.key ?? null);
    } catch (error) {
      notifications.show({ title: 'Not deleted', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Stack gap="lg">
      <CalculatorNav />
      <div>
        <Title order={1} size="h2">
          Lookup tables
        </Title>
        <Text c="dimmed" maw={760}>
          Ranges to values, for example letters to engraving price. Formulas read them with{' '}
          <code>lookup(&quot;key&quot;, number)</code>. Changes go to the draft.
        </Text>
      </div>
      <Group align="flex-end">
        <Select
          label="Table"
          data={lookups.map((l) => ({ value: l.key, label: l.name }))}
          value={selected}
          onChange={choose}
          placeholder="Choose a table"
          w={360}
          maw="100%"
          searchable
        />
        <Button variant="default" onClick={() => choose(null)}>
          New table
        </Button>
      </Group>

      <LookupNameFields
        working={working}
        errors={errors}
        onChange={(change) => setWorking({ ...working, ...change })}
      />

      <LookupRows
        rows={working.rows}
        keyLabel={working.keyLabel}
        valueLabel={working.valueLabel}
        errors={errors}
        onRowChange={setRow}
        onChange={(rows) => setWorking({ ...working, rows })}
      />

      <PasteRows onRows={(rows) => setWorking({ ...working, rows })} />

      {formError && (
        <Alert color="red" role="alert" title="Not saved yet">
          {formError}
        </Alert>
      )}
      <Group>
        <Button onClick={save} loading={saveItem.isPending}>
          Save the table in the draft
        </Button>
        {working.originalKey && (
          <Button variant="light" color="red" onClick={() => setDeleting(true)}>
            Delete this table
          </Button>
        )}
      </Group>
      <DeleteLookupDialog
        opened={deleting}
        name={working.name}
        users={users}
        deleting={deleteItem.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={remove}
      />
    </Stack>
  );
}

/** The table's name, its key for formulas, and what its ranges and values mean. */
function LookupNameFields({
  working,
  errors,
  onChange,
}: {
  working: Working;
  errors: Record<string, string>;
  onChange: (change: Partial<Working>) => void;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        label="Name"
        value={working.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        error={errors.name}
      />
      <TextInput
        label="Key"
        description="lowercase, digits and _"
        value={working.key}
        onChange={(e) => onChange({ key: e.currentTarget.value })}
        error={errors.key}
      />
      <TextInput
        label="What the ranges count"
        value={working.keyLabel}
        onChange={(e) => onChange({ keyLabel: e.currentTarget.value })}
      />
      <TextInput
        label="What the values are"
        value={working.valueLabel}
        onChange={(e) => onChange({ valueLabel: e.currentTarget.value })}
      />
    </Group>
  );
}

/** The ranges as a small spreadsheet: a row each (from, to, value), removed or added one at a time. */
function LookupRows({
  rows,
  keyLabel,
  valueLabel,
  errors,
  onRowChange,
  onChange,
}: {
  rows: Row[];
  keyLabel: string;
  valueLabel: string;
  errors: Record<string, string>;
  onRowChange: (index: number, change: Partial<Row>) => void;
  onChange: (rows: Row[]) => void;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{keyLabel || 'From'}: from</Table.Th>
              <Table.Th>to (blank = and up)</Table.Th>
              <Table.Th>{valueLabel || 'Value'}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                {(['from', 'to', 'value'] as const).map((cell) => (
                  <Table.Td key={cell}>
                    <TextInput
                      aria-label={`Row ${index + 1}, ${cell}`}
                      value={row[cell]}
                      onChange={(e) => onRowChange(index, { [cell]: e.currentTarget.value })}
                      error={errors[`rows.${index}.${cell}`]}
                      inputMode="decimal"
                      size="xs"
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    Remove row {index + 1}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            const last = rows[rows.length - 1];
            const from = last?.to ? String(Number(last.to) + 1) : '';
            onChange([...rows, { from, to: '', value: '' }]);
          }}
        >
          Add a row
        </Button>
      </Group>
    </>
  );
}

/** Rows pasted from a spreadsheet replace the table's rows when staff press Use these rows. */
function PasteRows({ onRows }: { onRows: (rows: Row[]) => void }) {
  const [paste, setPaste] = useState('');
  return (
    <>
      <Textarea
        label="Paste from a spreadsheet"
        description="Copy the From, To and Value columns and paste here; then press Use these rows. A blank To means 'and up'."
        value={paste}
        onChange={(e) => setPaste(e.currentTarget.value)}
        autosize
        minRows={3}
        maw={560}
      />
      <Group>
        <Button
          variant="default"
          disabled={!paste.trim()}
          onClick={() => {
            const rows = parsePastedRows(paste);
            if (rows.length === 0) {
              notifications.show({
                title: 'No rows found',
                message: 'Each line needs at least From and Value.',
                color: 'red',
              });
              return;
            }
            onRows(rows);
            setPaste('');
            notifications.show({
              title: `${counted(rows.length, 'row')} pasted`,
              message: 'Check them, then save.',
              color: 'blue',
            });
          }}
        >
          Use these rows
        </Button>
      </Group>
    </>
  );
}

/** Asks before the table leaves the draft, and refuses while a formula still uses it (naming which). */
function DeleteLookupDialog({
  opened,
  name,
  users,
  deleting,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  name: string;
  users: string[];
  deleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Delete this table?" centered>
      <Stack>
        {users.length ? (
          <>
            <Text>
              <strong>{name}</strong> is used by {users.length} {users.length === 1 ? 'thing' : 'things'}:
            </Text>
            <List size="sm">
              {users.map((u) => (
                <List.Item key={u}>{u}</List.Item>
              ))}
            </List>
            <Text size="sm">Change those first; then it can be deleted.</Text>
          </>
        ) : (
          <Text>
            <strong>{name}</strong> is not used anywhere.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" disabled={users.length > 0} loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
