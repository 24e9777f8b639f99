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

/** /admin/calculator/lookups: tables of ranges to values, edited like a small spreadsheet. */
export function LookupsScreen() {
  const { draft, saveItem, deleteItem } = useCalculatorDraft();
  const lookups = draft.document.lookups;
  const [selected, setSelected] = useState<string | null>(lookups[0]?.key ?? null);
  const [working, setWorking] = useState<Working>(() => toWorking(lookups[0]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [paste, setPaste] = useState('');
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
    const candidate = {
      key: working.key,
      name: working.name,
      keyLabel: working.keyLabel,
      valueLabel: working.valueLabel,
      rows: working.rows.map((r) => ({
        from: r.from === '' ? NaN : Number(r.from),
        to: r.to.trim() === '' ? null : Number(r.to),
        value: r.value === '' ? NaN : Number(r.value),
      })),
    };
    const parsed = lookupSchema.safeParse(candidate);
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

      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label="Name"
          value={working.name}
          onChange={(e) => setWorking({ ...working, name: e.currentTarget.value })}
          error={errors.name}
        />
        <TextInput
          label="Key"
          description="lowercase, digits and _"
          value={working.key}
          onChange={(e) => setWorking({ ...working, key: e.currentTarget.value })}
          error={errors.key}
        />
        <TextInput
          label="What the ranges count"
          value={working.keyLabel}
          onChange={(e) => setWorking({ ...working, keyLabel: e.currentTarget.value })}
        />
        <TextInput
          label="What the values are"
          value={working.valueLabel}
          onChange={(e) => setWorking({ ...working, valueLabel: e.currentTarget.value })}
        />
      </Group>

      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{working.keyLabel || 'From'}: from</Table.Th>
              <Table.Th>to (blank = and up)</Table.Th>
              <Table.Th>{working.valueLabel || 'Value'}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {working.rows.map((row, index) => (
              <Table.Tr key={index}>
                {(['from', 'to', 'value'] as const).map((cell) => (
                  <Table.Td key={cell}>
                    <TextInput
                      aria-label={`Row ${index + 1}, ${cell}`}
                      value={row[cell]}
                      onChange={(e) => setRow(index, { [cell]: e.currentTarget.value })}
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
                    onClick={() => setWorking({ ...working, rows: working.rows.filter((_, i) => i !== index) })}
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
            const last = working.rows[working.rows.length - 1];
            const from = last?.to ? String(Number(last.to) + 1) : '';
            setWorking({ ...working, rows: [...working.rows, { from, to: '', value: '' }] });
          }}
        >
          Add a row
        </Button>
      </Group>

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
            setWorking({ ...working, rows });
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

      <Modal opened={deleting} onClose={() => setDeleting(false)} title="Delete this table?" centered>
        <Stack>
          {users.length ? (
            <>
              <Text>
                <strong>{working.name}</strong> is used by {users.length} {users.length === 1 ? 'thing' : 'things'}:
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
              <strong>{working.name}</strong> is not used anywhere.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              Keep it
            </Button>
            <Button color="red" disabled={users.length > 0} loading={deleteItem.isPending} onClick={remove}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
