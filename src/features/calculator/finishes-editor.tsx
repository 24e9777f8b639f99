import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FormulaInput } from './formula-input';

type FinishRow = { key: string; name: string; formula: string; group?: string };

/** The finish options of a part type (polish, shapes, edges), each a surcharge formula. */
export function FinishesEditor({
  value,
  onChange,
  error,
}: {
  value: FinishRow[];
  onChange: (value: FinishRow[]) => void;
  error?: string;
}) {
  const update = (index: number, change: Partial<FinishRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Finish options
      </Text>
      <Text size="sm" c="dimmed">
        Each is a surcharge; <code>stone</code> is the part&apos;s stone price (for example <code>stone * 0.10</code>).
      </Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {value.map((row, index) => (
        <Stack key={index} gap={4} p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
          <Group gap="xs" align="flex-end">
            <TextInput label="Name" value={row.name} onChange={(e) => update(index, { name: e.currentTarget.value })} />
            <TextInput label="Key" value={row.key} onChange={(e) => update(index, { key: e.currentTarget.value })} />
            <TextInput
              label="Excludes others in group"
              description="Finishes with the same group cannot be chosen together (for example top)"
              value={row.group ?? ''}
              onChange={(e) => update(index, { group: e.currentTarget.value })}
            />
            <Button variant="subtle" color="red" onClick={() => onChange(value.filter((_, i) => i !== index))}>
              Remove {row.name || 'this finish'}
            </Button>
          </Group>
          <FormulaInput
            label="Surcharge formula"
            value={row.formula}
            onChange={(formula) => update(index, { formula })}
          />
        </Stack>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            onChange([...value, { key: `finish_${value.length + 1}`, name: '', formula: 'stone * 0.10', group: '' }])
          }
        >
          Add a finish option
        </Button>
      </Group>
    </Stack>
  );
}
