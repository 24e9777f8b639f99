import { useQuery } from '@tanstack/react-query';
import { Code, Text } from '@mantine/core';
import { useTRPC } from '#src/lib/trpc';
import {
  designLabel,
  LINE_ITEM_DISPLAY_LABELS,
  LINE_ITEM_DISPLAYS,
  LINE_ITEM_GROUP_LABELS,
  LINE_ITEM_GROUPS,
} from '#server/modules/calculator/calculator.choices';
import { formatCents } from '#server/modules/shared/money';
import { emptyConfiguration } from './configuration-editor';
import { SectionScreen } from './section-screen';
import type { PricingDocument } from './calculator-client';

const formula = (value: unknown) => (
  <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{String(value || '—')}</Code>
);
const active = (value: unknown) => (value ? 'Yes' : 'No (hidden)');
const size = (s: { length: number; width: number; height: number }) => `${s.length} × ${s.width} × ${s.height}`;

export function ColorsScreen() {
  return (
    <SectionScreen
      section="colors"
      title="Granite colors"
      intro="Each color's price per cubic foot of granite. The order here is the order families see."
      reorderable
      fields={[
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'key', name: 'key', label: 'Key' },
        { kind: 'money', name: 'ratePerCubicFootCents', label: 'Rate per cubic foot' },
        { kind: 'boolean', name: 'active', label: 'Offered to families' },
        { kind: 'image', name: 'swatchImageId', label: 'Swatch picture', category: 'granite_colors' },
      ]}
      columns={[
        { label: 'Color', render: (i) => i.name },
        { label: 'Per cubic foot', render: (i) => formatCents(Number(i.ratePerCubicFootCents)) },
        { label: 'Offered', render: (i) => active(i.active) },
      ]}
      newItem={() => ({ key: '', name: '', ratePerCubicFootCents: 6000, swatchImageId: null, active: true })}
    />
  );
}

export function FactorsScreen() {
  return (
    <SectionScreen
      section="factors"
      title="Pricing factors"
      intro={
        <>
          Named numbers formulas use with <code>factor(&quot;key&quot;)</code>: rounding, the estimate range, tax,
          per-mile and per-inch rates.
        </>
      }
      fields={[
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'key', name: 'key', label: 'Key' },
        { kind: 'number', name: 'value', label: 'Value' },
        { kind: 'textarea', name: 'description', label: 'What it means (for the next person)' },
      ]}
      columns={[
        { label: 'Factor', render: (i) => i.name },
        { label: 'Key', render: (i) => <Code>{i.key}</Code> },
        { label: 'Value', render: (i) => String(i.value) },
        { label: 'Meaning', render: (i) => <Text size="sm">{String(i.description ?? '')}</Text> },
      ]}
      newItem={() => ({ key: '', name: '', value: 0, description: '' })}
    />
  );
}

export function CalculationsScreen() {
  return (
    <SectionScreen
      section="calculations"
      title="Calculations"
      intro={
        <>
          Named formulas other formulas reuse with <code>calc(&quot;key&quot;)</code>. They run with the variables of
          the formula that calls them.
        </>
      }
      fields={[
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'key', name: 'key', label: 'Key' },
        { kind: 'formula', name: 'formula', label: 'Formula' },
        { kind: 'textarea', name: 'description', label: 'What it works out' },
      ]}
      columns={[
        { label: 'Calculation', render: (i) => i.name },
        { label: 'Key', render: (i) => <Code>{i.key}</Code> },
        { label: 'Formula', render: (i) => formula(i.formula) },
      ]}
      newItem={() => ({ key: '', name: '', formula: 'cubic_feet * color_rate', description: '' })}
    />
  );
}

export function PartTypesScreen() {
  return (
    <SectionScreen
      section="partTypes"
      title="Part types"
      intro="The pieces a monument is made of: usual, smallest and largest sizes, the price formula and finish options."
      reorderable
      fields={[
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'key', name: 'key', label: 'Key' },
        {
          kind: 'boolean',
          name: 'isBase',
          label: 'This is a base (its footprint sizes the foundation)',
        },
        { kind: 'size', name: 'defaultSize', label: 'Usual size' },
        { kind: 'size', name: 'minSize', label: 'Smallest' },
        { kind: 'size', name: 'maxSize', label: 'Largest' },
        { kind: 'formula', name: 'formula', label: 'Price formula (dollars)' },
        { kind: 'finishes', name: 'finishes', label: 'Finish options' },
      ]}
      columns={[
        { label: 'Part type', render: (i) => i.name },
        { label: 'Usual size (in)', render: (i) => size(i.defaultSize as never) },
        {
          label: 'Sizes allowed',
          render: (i) => `${size(i.minSize as never)} to ${size(i.maxSize as never)}`,
        },
        { label: 'Finishes', render: (i) => String((i.finishes as unknown[]).length) },
      ]}
      newItem={() => ({
        key: '',
        name: '',
        isBase: false,
        defaultSize: { length: 24, width: 6, height: 18 },
        minSize: { length: 12, width: 4, height: 8 },
        maxSize: { length: 60, width: 10, height: 36 },
        formula: 'max(calc("stone_cost") + calc("fabrication"), factor("minimum_part_price"))',
        finishes: [],
      })}
    />
  );
}

export function LineItemsScreen() {
  return (
    <SectionScreen
      section="lineItems"
      title="Line items"
      intro="Charges beside the stone: lettering, setting, delivery, permits, and fees paid to the cemetery. A condition decides when a line appears."
      reorderable
      fields={[
        { kind: 'text', name: 'name', label: 'Name families see' },
        { kind: 'key', name: 'key', label: 'Key' },
        {
          kind: 'select',
          name: 'group',
          label: 'Kind',
          options: LINE_ITEM_GROUPS.map((g) => ({ value: g, label: LINE_ITEM_GROUP_LABELS[g] })),
        },
        {
          kind: 'formula',
          name: 'condition',
          label: 'Appears when (blank = always)',
          description: 'For example extra_letters > 0',
          optional: true,
        },
        { kind: 'formula', name: 'formula', label: 'Amount formula (dollars)' },
        {
          kind: 'select',
          name: 'display',
          label: 'Shown as',
          options: LINE_ITEM_DISPLAYS.map((d) => ({ value: d, label: LINE_ITEM_DISPLAY_LABELS[d] })),
        },
        { kind: 'textarea', name: 'description', label: 'Note for families' },
      ]}
      columns={[
        { label: 'Line item', render: (i) => i.name },
        { label: 'Kind', render: (i) => LINE_ITEM_GROUP_LABELS[i.group as (typeof LINE_ITEM_GROUPS)[number]] },
        { label: 'When', render: (i) => formula(i.condition || 'always') },
        { label: 'Amount', render: (i) => formula(i.formula) },
      ]}
      newItem={() => ({
        key: '',
        name: '',
        group: 'service',
        condition: '',
        formula: '0',
        display: 'charge',
        description: '',
      })}
    />
  );
}

export function AddonsScreen() {
  return (
    <SectionScreen
      section="addons"
      title="Add-ons"
      intro={
        <>
          Priced extras families can choose: portraits, bronze, vases, artwork. <code>quantity</code> is how many they
          chose.
        </>
      }
      reorderable
      fields={[
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'key', name: 'key', label: 'Key' },
        { kind: 'text', name: 'category', label: 'Category' },
        { kind: 'text', name: 'unit', label: 'Sold per (each, design, panel)' },
        { kind: 'formula', name: 'formula', label: 'Price formula (dollars)' },
        { kind: 'boolean', name: 'active', label: 'Offered to families' },
        { kind: 'image', name: 'imageId', label: 'Picture', category: 'catalog_items' },
        { kind: 'textarea', name: 'description', label: 'Note for families' },
      ]}
      columns={[
        { label: 'Add-on', render: (i) => i.name },
        { label: 'Category', render: (i) => String(i.category) },
        { label: 'Price', render: (i) => formula(i.formula) },
        { label: 'Offered', render: (i) => active(i.active) },
      ]}
      newItem={() => ({
        key: '',
        name: '',
        category: 'Other',
        unit: 'each',
        formula: 'quantity * 100',
        imageId: null,
        active: true,
        description: '',
      })}
    />
  );
}

export function FoundationsScreen() {
  return (
    <SectionScreen
      section="foundations"
      title="Foundations"
      intro={
        <>
          Concrete under the monument, priced from the base&apos;s footprint plus a margin on every side (
          <code>footprint_sq_in</code>), with a minimum charge.
        </>
      }
      reorderable
      fields={[
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'key', name: 'key', label: 'Key' },
        { kind: 'number', name: 'marginInches', label: 'Margin on every side', suffix: ' in' },
        { kind: 'formula', name: 'formula', label: 'Price formula (dollars)' },
        { kind: 'money', name: 'minimumCents', label: 'Minimum charge' },
        { kind: 'textarea', name: 'description', label: 'Note for families' },
      ]}
      columns={[
        { label: 'Foundation', render: (i) => i.name },
        { label: 'Margin', render: (i) => `${String(i.marginInches)} in` },
        { label: 'Price', render: (i) => formula(i.formula) },
        { label: 'Minimum', render: (i) => formatCents(Number(i.minimumCents)) },
      ]}
      newItem={() => ({
        key: '',
        name: '',
        marginInches: 3,
        formula: 'footprint_sq_in * 0.30',
        minimumCents: 25000,
        description: '',
      })}
    />
  );
}

export function TemplatesScreen() {
  const trpc = useTRPC();
  const impact = useQuery(trpc.admin.calculator.impact.queryOptions());
  const priceOf = (key: string) => {
    const cents = impact.data?.find((row) => row.key === key)?.draftCents;
    return cents === undefined ? '…' : cents === null ? 'cannot be priced' : formatCents(cents);
  };
  return (
    <SectionScreen
      section="templates"
      title="Templates"
      intro="Ready monuments families start from. The order here is the order they see."
      reorderable
      fields={[
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'key', name: 'key', label: 'Key' },
        { kind: 'textarea', name: 'description', label: 'Description for families' },
        { kind: 'boolean', name: 'active', label: 'Offered to families' },
        { kind: 'image', name: 'imageId', label: 'Picture', category: 'set_monuments' },
        { kind: 'configuration', name: 'configuration', label: 'The monument' },
      ]}
      columns={[
        // Named with its sizes from its configuration (a design's name carries none).
        {
          label: 'Template',
          render: (i, document) =>
            designLabel(
              { name: i.name, configuration: i.configuration as PricingDocument['templates'][number]['configuration'] },
              document.partTypes,
            ),
        },
        {
          label: 'Parts',
          render: (i, document) =>
            (i.configuration as { parts: Array<{ partType: string; color: string }> }).parts
              .map(
                (p) =>
                  `${document.partTypes.find((t) => t.key === p.partType)?.name ?? p.partType} (${
                    document.colors.find((c) => c.key === p.color)?.name ?? p.color
                  })`,
              )
              .join(', '),
        },
        { label: 'Price (draft)', render: (i) => priceOf(i.key) },
        { label: 'Offered', render: (i) => active(i.active) },
      ]}
      newItem={(document) => {
        const type = document.partTypes[0];
        const color = document.colors[0];
        return {
          key: '',
          name: '',
          description: '',
          imageId: null,
          active: true,
          configuration: {
            ...emptyConfiguration(),
            parts:
              type && color ? [{ partType: type.key, color: color.key, size: type.defaultSize, finishes: [] }] : [],
          },
        };
      }}
    />
  );
}
