import { Group, NumberInput, Select, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { MoneyInput } from '#src/components/admin/money-input';
import type { PricingDocument } from './calculator-client';
import { FormulaInput } from './formula-input';
import { ConfigurationEditor } from './configuration-editor';
import { FinishesEditor } from './finishes-editor';
import { GalleryPicturePicker } from './gallery-picture-picker';

/** One field of a calculator item's form: its kind says which input edits it. */
export type FieldSpec =
  | TextFieldSpec
  | { kind: 'number'; name: string; label: string; description?: string; suffix?: string }
  | { kind: 'money'; name: string; label: string; description?: string }
  | { kind: 'formula'; name: string; label: string; description?: string; optional?: boolean }
  | { kind: 'boolean'; name: string; label: string; description?: string }
  | { kind: 'select'; name: string; label: string; options: Array<{ value: string; label: string }> }
  | { kind: 'size'; name: string; label: string }
  | { kind: 'finishes'; name: string; label: string }
  | { kind: 'configuration'; name: string; label: string }
  | { kind: 'image'; name: string; label: string; category: 'granite_colors' | 'catalog_items' | 'set_monuments' };

type TextFieldSpec = { kind: 'text' | 'key' | 'textarea'; name: string; label: string; description?: string };

type FieldProps = {
  field: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: Record<string, string>;
  document: PricingDocument;
};

/** The input for one field of an item, chosen by the field's kind. */
export function FieldInput({ field, value, onChange, errors, document }: FieldProps) {
  const error = errors[field.name];
  switch (field.kind) {
    case 'text':
    case 'key':
      return <TextField field={field} value={value} onChange={onChange} error={error} />;
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
        <ConfigurationField label={field.label} value={value} onChange={onChange} error={error} document={document} />
      );
  }
}

/** A plain text field; a key field explains what a key is unless the field says otherwise. */
function TextField({
  field,
  value,
  onChange,
  error,
}: {
  field: TextFieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
}) {
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
}

/** A template's configuration, edited with the same editor as the configurations themselves. */
function ConfigurationField({
  label,
  value,
  onChange,
  error,
  document,
}: {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  document: PricingDocument;
}) {
  return (
    <div>
      <Text fw={500} size="sm" mb={4}>
        {label}
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

type Size = { length: number; width: number; height: number };
type FinishRow = { key: string; name: string; formula: string };

/** Length, width and height in inches, each with its own error. */
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
