import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { sectionItemSchemas, type SectionName } from '#server/modules/calculator/calculator.schema';
import { errorMessage } from '#src/lib/trpc';
import { formatMoneyField, moneyFieldValue } from '#src/components/admin/money-input';
import type { PricingDocument } from './calculator-client';
import { FieldInput, type FieldSpec } from './section-fields';

/** An item's values as the form holds them (money as typed text). */
export type Values = Record<string, unknown>;

const moneyFields = (fields: FieldSpec[]) => fields.filter((f) => f.kind === 'money').map((f) => f.name);

/** Money is edited as typed text ("1,650.00") and kept in cents. */
export function toFormValues(item: Values, fields: FieldSpec[]): Values {
  const values = structuredClone(item);
  for (const name of moneyFields(fields)) values[name] = formatMoneyField(Number(values[name] ?? 0));
  return values;
}

/** Typed money becomes cents; text that is not money stays as typed, for the schema to refuse by name. */
export function fromFormValues(values: Values, fields: FieldSpec[]): Values {
  const item = structuredClone(values);
  for (const name of moneyFields(fields)) {
    const typed = String(item[name] ?? '');
    const { cents, error } = moneyFieldValue(typed);
    item[name] = error ? typed : (cents ?? undefined);
  }
  return item;
}

/** The dialog that adds or edits one item, checked against the section's schema before it is saved. */
export function ItemForm({
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
