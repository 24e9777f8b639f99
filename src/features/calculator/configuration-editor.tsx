import { Button, Group, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  DATE_STYLE_LABELS,
  DATE_STYLES,
  MAX_NAMES,
  type DateStyle,
} from '#server/modules/calculator/calculator.choices';
import type { PricingDocument } from './calculator-client';

export interface EditableConfiguration {
  templateKey: string | null;
  parts: Array<{
    partType: string;
    color: string;
    size: { length: number; width: number; height: number };
    finishes: string[];
  }>;
  lettering: {
    names?: number;
    dateStyle?: DateStyle;
    extraLines: number;
    extraLetters: number;
    etchingSquareInches: number;
  };
  addons: Array<{ key: string; quantity: number }>;
  foundation: string | null;
  deliveryZip: string | null;
  deliveryTown: string | null;
  cemetery: string | null;
}

export function emptyConfiguration(): EditableConfiguration {
  return {
    templateKey: null,
    parts: [],
    lettering: { names: 0, dateStyle: 'full', extraLines: 0, extraLetters: 0, etchingSquareInches: 0 },
    addons: [],
    foundation: null,
    deliveryZip: null,
    deliveryTown: null,
    cemetery: null,
  };
}

const num = (value: number | string, fallback = 0) => (value === '' ? fallback : Number(value));

type Change = (change: Partial<EditableConfiguration>) => void;

/** Builds a monument: parts (type, color, size, finishes), lettering, add-ons, foundation, delivery. */
export function ConfigurationEditor({
  document,
  value: given,
  onChange,
  forTemplate = false,
}: {
  document: PricingDocument;
  value: EditableConfiguration | undefined;
  onChange: (value: EditableConfiguration) => void;
  forTemplate?: boolean;
}) {
  const value = { ...emptyConfiguration(), ...given };
  const set: Change = (change) => onChange({ ...value, ...change });

  return (
    <Stack gap="sm">
      <PartsFields document={document} value={value} set={set} />
      <LetteringFields document={document} value={value} set={set} />
      <AddonFields document={document} value={value} set={set} />
      {!forTemplate && <DeliveryFields value={value} set={set} />}
    </Stack>
  );
}

/** The parts, one box each (type, color, size and finishes), and the button that adds one. */
function PartsFields({
  document,
  value,
  set,
}: {
  document: PricingDocument;
  value: EditableConfiguration;
  set: Change;
}) {
  const setPart = (index: number, change: Partial<EditableConfiguration['parts'][number]>) =>
    set({ parts: value.parts.map((p, i) => (i === index ? { ...p, ...change } : p)) });
  const colorOptions = document.colors.map((c) => ({ value: c.key, label: c.name }));
  const firstType = document.partTypes[0];
  return (
    <>
      {value.parts.map((part, index) => {
        const type = document.partTypes.find((t) => t.key === part.partType);
        return (
          <Stack
            key={index}
            gap="xs"
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={`Part ${index + 1}`}
                data={document.partTypes.map((t) => ({ value: t.key, label: t.name }))}
                value={part.partType}
                onChange={(key) => {
                  const next = document.partTypes.find((t) => t.key === key);
                  if (next) setPart(index, { partType: next.key, size: { ...next.defaultSize }, finishes: [] });
                }}
                allowDeselect={false}
                w={220}
              />
              <Select
                label="Granite color"
                data={colorOptions}
                value={part.color}
                onChange={(color) => color && setPart(index, { color })}
                allowDeselect={false}
                searchable
                w={200}
              />
              {(['length', 'width', 'height'] as const).map((dim) => (
                <NumberInput
                  key={dim}
                  label={`${dim[0]!.toUpperCase()}${dim.slice(1)} (in)`}
                  description={type ? `${type.minSize[dim]}–${type.maxSize[dim]}` : undefined}
                  value={part.size[dim]}
                  onChange={(v) => setPart(index, { size: { ...part.size, [dim]: num(v) } })}
                  decimalScale={2}
                  w={110}
                />
              ))}
              <Button
                variant="subtle"
                color="red"
                onClick={() => set({ parts: value.parts.filter((_, i) => i !== index) })}
              >
                Remove part {index + 1}
              </Button>
            </Group>
            {type && type.finishes.length > 0 && (
              <MultiSelect
                label="Finishes"
                data={type.finishes.map((f) => ({ value: f.key, label: f.name }))}
                value={part.finishes}
                onChange={(finishes) => setPart(index, { finishes })}
                clearable
              />
            )}
          </Stack>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={!firstType || colorOptions.length === 0}
          onClick={() =>
            firstType &&
            set({
              parts: [
                ...value.parts,
                {
                  partType: firstType.key,
                  color: colorOptions[0]!.value,
                  size: { ...firstType.defaultSize },
                  finishes: [],
                },
              ],
            })
          }
        >
          Add a part
        </Button>
      </Group>
    </>
  );
}

/** The lettering (names, dates, extra lines and letters, etching) and the foundation. */
function LetteringFields({
  document,
  value,
  set,
}: {
  document: PricingDocument;
  value: EditableConfiguration;
  set: Change;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      <NumberInput
        label="Names (each with dates)"
        value={value.lettering.names ?? 0}
        onChange={(v) => set({ lettering: { ...value.lettering, names: num(v) } })}
        min={0}
        max={MAX_NAMES}
        w={190}
      />
      <Select
        label="Dates"
        data={DATE_STYLES.map((style) => ({ value: style, label: DATE_STYLE_LABELS[style] }))}
        value={value.lettering.dateStyle ?? 'full'}
        onChange={(style) => style && set({ lettering: { ...value.lettering, dateStyle: style as DateStyle } })}
        allowDeselect={false}
        w={300}
      />
      <NumberInput
        label="Extra lines of lettering"
        value={value.lettering.extraLines}
        onChange={(v) => set({ lettering: { ...value.lettering, extraLines: num(v) } })}
        min={0}
        w={190}
      />
      <NumberInput
        label="Extra letters"
        value={value.lettering.extraLetters}
        onChange={(v) => set({ lettering: { ...value.lettering, extraLetters: num(v) } })}
        min={0}
        w={190}
      />
      <NumberInput
        label="Laser etching (sq in)"
        value={value.lettering.etchingSquareInches}
        onChange={(v) => set({ lettering: { ...value.lettering, etchingSquareInches: num(v) } })}
        min={0}
        w={190}
      />
      <Select
        label="Foundation"
        data={[
          { value: '', label: 'No foundation' },
          ...document.foundations.map((f) => ({ value: f.key, label: f.name })),
        ]}
        value={value.foundation ?? ''}
        onChange={(foundation) => set({ foundation: foundation || null })}
        allowDeselect={false}
        w={240}
      />
    </Group>
  );
}

/** The add-ons with how many of each, and the button that adds one. */
function AddonFields({
  document,
  value,
  set,
}: {
  document: PricingDocument;
  value: EditableConfiguration;
  set: Change;
}) {
  return (
    <>
      <Text fw={500} size="sm">
        Add-ons
      </Text>
      {value.addons.map((addon, index) => (
        <Group key={index} gap="xs" align="flex-end">
          <Select
            label={`Add-on ${index + 1}`}
            data={document.addons.map((a) => ({ value: a.key, label: a.name }))}
            value={addon.key}
            onChange={(key) => key && set({ addons: value.addons.map((a, i) => (i === index ? { ...a, key } : a)) })}
            allowDeselect={false}
            searchable
            w={280}
          />
          <NumberInput
            label="How many"
            value={addon.quantity}
            min={1}
            onChange={(v) =>
              set({ addons: value.addons.map((a, i) => (i === index ? { ...a, quantity: num(v, 1) } : a)) })
            }
            w={110}
          />
          <Button
            variant="subtle"
            color="red"
            onClick={() => set({ addons: value.addons.filter((_, i) => i !== index) })}
          >
            Remove add-on {index + 1}
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={document.addons.length === 0}
          onClick={() => set({ addons: [...value.addons, { key: document.addons[0]!.key, quantity: 1 }] })}
        >
          Add an add-on
        </Button>
      </Group>
    </>
  );
}

/** Where the monument goes: delivery ZIP code and cemetery (a template has neither). */
function DeliveryFields({ value, set }: { value: EditableConfiguration; set: Change }) {
  return (
    <Group gap="xs" wrap="wrap">
      <TextInput
        label="Delivery ZIP code"
        value={value.deliveryZip ?? ''}
        onChange={(e) => set({ deliveryZip: e.currentTarget.value.trim() || null })}
        inputMode="numeric"
        w={160}
      />
      <TextInput
        label="Cemetery (optional)"
        value={value.cemetery ?? ''}
        onChange={(e) => set({ cemetery: e.currentTarget.value || null })}
        w={280}
      />
    </Group>
  );
}
