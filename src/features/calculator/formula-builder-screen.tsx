import { useState } from 'react';
import { Alert, Button, Code, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FORMULA_FUNCTIONS, FORMULA_VARIABLES } from '#server/modules/calculator/calculator.choices';
import type { SectionName } from '#server/modules/calculator/calculator.schema';
import { errorMessage } from '#src/lib/trpc';
import { CalculatorNav } from './calculator-nav';
import { useCalculatorDraft, type PricingDocument } from './calculator-client';
import { FormulaInput, SAMPLE_DEFAULTS } from './formula-input';

type Target = { id: string; label: string; section: SectionName; key: string; field: string; finishKey?: string };

function targetsOf(document: PricingDocument): Target[] {
  return [
    ...document.calculations.map((c) => ({
      id: `calculations:${c.key}`,
      label: `Calculation: ${c.name}`,
      section: 'calculations' as const,
      key: c.key,
      field: 'formula',
    })),
    ...document.partTypes.flatMap((p) => [
      {
        id: `partTypes:${p.key}`,
        label: `Part type: ${p.name}`,
        section: 'partTypes' as const,
        key: p.key,
        field: 'formula',
      },
      ...p.finishes.map((f) => ({
        id: `partTypes:${p.key}:${f.key}`,
        label: `Finish: ${f.name} (${p.name})`,
        section: 'partTypes' as const,
        key: p.key,
        field: 'finish',
        finishKey: f.key,
      })),
    ]),
    ...document.lineItems.flatMap((l) => [
      {
        id: `lineItems:${l.key}:formula`,
        label: `Line item: ${l.name} (amount)`,
        section: 'lineItems' as const,
        key: l.key,
        field: 'formula',
      },
      {
        id: `lineItems:${l.key}:condition`,
        label: `Line item: ${l.name} (appears when)`,
        section: 'lineItems' as const,
        key: l.key,
        field: 'condition',
      },
    ]),
    ...document.addons.map((a) => ({
      id: `addons:${a.key}`,
      label: `Add-on: ${a.name}`,
      section: 'addons' as const,
      key: a.key,
      field: 'formula',
    })),
    ...document.foundations.map((f) => ({
      id: `foundations:${f.key}`,
      label: `Foundation: ${f.name}`,
      section: 'foundations' as const,
      key: f.key,
      field: 'formula',
    })),
  ];
}

function currentFormula(document: PricingDocument, target: Target): string {
  const item = (document[target.section] as unknown as Array<Record<string, unknown>>).find(
    (i) => i.key === target.key,
  );
  if (!item) return '';
  if (target.finishKey)
    return (
      (item.finishes as Array<{ key: string; formula: string }>).find((f) => f.key === target.finishKey)?.formula ?? ''
    );
  return String(item[target.field] ?? '');
}

/** /admin/calculator/formula-builder: edit any formula with the names listed, checked as you type. */
export function FormulaBuilderScreen() {
  const { draft, saveItem } = useCalculatorDraft();
  const targets = targetsOf(draft.document);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [formula, setFormula] = useState('cubic_feet * color_rate');
  const [sample, setSample] = useState<Record<string, number>>(SAMPLE_DEFAULTS);
  const [saveError, setSaveError] = useState<string | null>(null);
  const target = targets.find((t) => t.id === targetId);
  const used = FORMULA_VARIABLES.filter((v) => new RegExp(`\\b${v.name}\\b`).test(formula));

  async function save() {
    if (!target) return;
    const item = structuredClone(
      (draft.document[target.section] as unknown as Array<Record<string, unknown>>).find((i) => i.key === target.key)!,
    );
    if (target.finishKey)
      item.finishes = (item.finishes as Array<{ key: string; formula: string }>).map((f) =>
        f.key === target.finishKey ? { ...f, formula } : f,
      );
    else item[target.field] = formula;
    try {
      await saveItem.mutateAsync({
        baseRevision: draft.revision,
        originalKey: target.key,
        change: { section: target.section, item } as never,
      });
      setSaveError(null);
      notifications.show({ title: 'Saved in the draft', message: target.label, color: 'green' });
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  }

  return (
    <Stack gap="lg">
      <CalculatorNav />
      <div>
        <Title order={1} size="h2">
          Formula builder
        </Title>
        <Text c="dimmed" maw={760}>
          Choose a formula to change, or try one out. It is checked as you type, and worked out on the sample values
          below. Formulas give dollars.
        </Text>
      </div>
      <Select
        label="Which formula"
        placeholder="Try a new formula (not saved)"
        data={targets.map((t) => ({ value: t.id, label: t.label }))}
        value={targetId}
        onChange={(id) => {
          setTargetId(id);
          const next = targets.find((t) => t.id === id);
          if (next) setFormula(currentFormula(draft.document, next));
          setSaveError(null);
        }}
        searchable
        clearable
        maw={520}
      />
      <FormulaInput label="Formula" value={formula} onChange={setFormula} sample={sample} />
      {used.length > 0 && (
        <SampleValues
          names={used.map((v) => v.name)}
          sample={sample}
          onChange={(name, value) => setSample((s) => ({ ...s, [name]: value }))}
        />
      )}
      {saveError && (
        <Alert color="red" role="alert" title="Not saved yet">
          {saveError}
        </Alert>
      )}
      {target && (
        <Group>
          <Button onClick={save} loading={saveItem.isPending}>
            Save to {target.label}
          </Button>
        </Group>
      )}
      <FormulaReference document={draft.document} />
    </Stack>
  );
}

/** A number for each name the formula uses, to work it out on. */
function SampleValues({
  names,
  sample,
  onChange,
}: {
  names: string[];
  sample: Record<string, number>;
  onChange: (name: string, value: number) => void;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm" mb={4}>
        Sample values
      </Text>
      <Group gap="xs">
        {names.map((name) => (
          <NumberInput
            key={name}
            label={name}
            value={sample[name] ?? 0}
            onChange={(value) => onChange(name, Number(value) || 0)}
            w={140}
          />
        ))}
      </Group>
    </fieldset>
  );
}

/** What a formula may use: the variables, the functions, the operators and the draft's own names. */
function FormulaReference({ document }: { document: PricingDocument }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <section aria-labelledby="variables-heading">
        <Title order={2} size="h4" id="variables-heading">
          Names you can use
        </Title>
        <Table>
          <Table.Tbody>
            {FORMULA_VARIABLES.map((v) => (
              <Table.Tr key={v.name}>
                <Table.Td>
                  <Code>{v.name}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{v.help}</Text>
                  <Text size="xs" c="dimmed">
                    In {v.where}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <section aria-labelledby="functions-heading">
        <Title order={2} size="h4" id="functions-heading">
          Functions
        </Title>
        <Table>
          <Table.Tbody>
            {FORMULA_FUNCTIONS.map((f) => (
              <Table.Tr key={f.name}>
                <Table.Td>
                  <Code>{f.signature}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{f.help}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" mt="sm">
          Also: <Code>+ - * / %</Code>, comparisons <Code>{'< <= > >= == !='}</Code>, <Code>&& || !</Code> and{' '}
          <Code>test ? a : b</Code>. Names of factors, tables and calculations:{' '}
          {document.factors.map((f) => f.key).join(', ')}; {document.lookups.map((l) => l.key).join(', ')};{' '}
          {document.calculations.map((c) => c.key).join(', ')}.
        </Text>
      </section>
    </SimpleGrid>
  );
}
