import {
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  TextInput,
  Textarea,
  Checkbox,
  Stack,
  Badge,
  Group,
} from '@mantine/core';
import type { useSectionForm } from './section-form';

type Form = ReturnType<typeof useSectionForm<Record<string, unknown>>>;

interface FieldProps {
  form: Form;
  path: string;
  label: string;
  help?: string;
  /** Paths (within the section) still holding a fictional seeded value. */
  standIns?: readonly string[];
}

function description(props: FieldProps) {
  if (props.standIns?.includes(props.path)) {
    return `Replace with your real value. ${props.help ?? ''}`.trim();
  }
  return props.help;
}

/** Marks a field still holding a seeded stand-in, so staff see what to replace. */
function standInClass(props: FieldProps) {
  return props.standIns?.includes(props.path) ? 'settings-stand-in' : undefined;
}

export function TextField(props: FieldProps & { type?: string; autoComplete?: string }) {
  const value = props.form.get(props.path);
  return (
    <TextInput
      label={props.label}
      description={description(props)}
      className={standInClass(props)}
      type={props.type}
      autoComplete={props.autoComplete ?? 'off'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => props.form.set(props.path, event.currentTarget.value)}
      error={props.form.error(props.path)}
    />
  );
}

export function LongTextField(props: FieldProps) {
  const value = props.form.get(props.path);
  return (
    <Textarea
      label={props.label}
      description={description(props)}
      autosize
      minRows={3}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => props.form.set(props.path, event.currentTarget.value)}
      error={props.form.error(props.path)}
    />
  );
}

export function NumberField(props: FieldProps & { min?: number; max?: number; decimals?: number }) {
  const value = props.form.get(props.path);
  return (
    <NumberInput
      label={props.label}
      description={description(props)}
      min={props.min}
      max={props.max}
      decimalScale={props.decimals ?? 0}
      allowDecimal={(props.decimals ?? 0) > 0}
      value={typeof value === 'number' ? value : ''}
      onChange={(next) => props.form.set(props.path, typeof next === 'number' ? next : next === '' ? '' : Number(next))}
      error={props.form.error(props.path)}
    />
  );
}

export function ChoiceField(props: FieldProps & { data: Array<{ value: string; label: string }>; numeric?: boolean }) {
  const value = props.form.get(props.path);
  return (
    <Select
      label={props.label}
      description={description(props)}
      data={props.data}
      allowDeselect={false}
      value={value === undefined || value === null ? null : String(value)}
      onChange={(next) => props.form.set(props.path, props.numeric ? Number(next) : next)}
      error={props.form.error(props.path)}
    />
  );
}

export function SwitchField(props: FieldProps) {
  return (
    <Switch
      label={props.label}
      description={props.help}
      checked={props.form.get(props.path) === true}
      onChange={(event) => props.form.set(props.path, event.currentTarget.checked)}
      error={props.form.error(props.path)}
    />
  );
}

/** A list typed as "a, b, c" (kept as typed; split when saved). */
export function ListField(props: FieldProps) {
  const value = props.form.get(props.path);
  return (
    <TextInput
      label={props.label}
      description={description(props) ?? 'Separate several with commas.'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => props.form.set(props.path, event.currentTarget.value)}
      error={props.form.error(props.path) ?? firstItemError(props.form, props.path)}
    />
  );
}

function firstItemError(form: Form, path: string) {
  for (let i = 0; i < 10; i++) {
    const message = form.error(`${path}.${i}`);
    if (message) return message;
  }
  return undefined;
}

/** Write-only: shows whether a secret is set, never the secret; a new one replaces it. */
export function SecretField({ form, path, label, isSet }: { form: Form; path: string; label: string; isSet: boolean }) {
  const change = (form.get(path) ?? {}) as { value?: string; clear?: boolean };
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge color={isSet ? 'green.9' : 'gray.8'} variant="outline">
          {isSet ? `${label}: set` : `${label}: not set`}
        </Badge>
      </Group>
      <PasswordInput
        label={isSet ? `New ${label.toLowerCase()}` : label}
        description={
          isSet
            ? 'Leave empty to keep the one saved. It is never shown again once saved.'
            : 'Saved securely; never shown again once saved.'
        }
        autoComplete="new-password"
        value={change.value ?? ''}
        disabled={change.clear === true}
        onChange={(event) => form.set(path, { ...change, value: event.currentTarget.value })}
        error={form.error(`${path}.value`)}
      />
      {isSet && (
        <Checkbox
          label={`Remove the saved ${label.toLowerCase()}`}
          checked={change.clear === true}
          onChange={(event) => form.set(path, { clear: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
