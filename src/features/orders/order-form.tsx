import { useState, type Dispatch, type SetStateAction } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { orderFieldsSchema, type OrderFieldsInput } from '#server/modules/orders/orders.schema';
import { orderOffices, soldKindLabels, soldKinds, type SoldKind } from '#server/modules/orders/orders.choices';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';
import { firstErrorPerField } from '#src/lib/form-errors';
import { errorMessage, fieldErrors } from '#src/lib/trpc';

export interface OrderFormValues {
  name: string;
  email: string | null;
  phone: string | null;
  office: string;
  inscription: string;
  cemetery: string | null;
  plot: string | null;
  soldKind: SoldKind;
  soldReference: string | null;
  soldDescription: string;
  priceCents: number | null;
  depositCents: number | null;
  expectedInstallation: string | null;
}

/** The form's fields as typed (money as typed text), from the order being edited or empty. */
function typedValues(initial: OrderFormValues | undefined) {
  return {
    name: initial?.name ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
    office: initial?.office ?? 'oklahoma',
    inscription: initial?.inscription ?? '',
    cemetery: initial?.cemetery ?? '',
    plot: initial?.plot ?? '',
    soldKind: initial?.soldKind ?? ('description' as SoldKind),
    soldReference: initial?.soldReference ?? '',
    soldDescription: initial?.soldDescription ?? '',
    price: formatMoneyField(initial?.priceCents),
    deposit: formatMoneyField(initial?.depositCents),
    expectedInstallation: initial?.expectedInstallation ?? '',
  };
}

type TypedValues = ReturnType<typeof typedValues>;

/** What the form sends: the typed fields with the money read as cents, and any money typed wrong by field. */
function readTyped(v: TypedValues) {
  const money: Record<string, string> = {};
  const price = moneyFieldValue(v.price);
  const deposit = moneyFieldValue(v.deposit);
  if (price.error) money.priceCents = price.error;
  if (deposit.error) money.depositCents = deposit.error;
  const priceCents = price.cents;
  const depositCents = deposit.cents;
  const input = {
    name: v.name,
    email: v.email,
    phone: v.phone,
    office: v.office as 'oklahoma' | 'texas',
    inscription: v.inscription,
    cemetery: v.cemetery,
    plot: v.plot,
    soldKind: v.soldKind,
    soldReference: v.soldReference,
    soldDescription: v.soldDescription,
    priceCents,
    depositCents,
    expectedInstallation: v.expectedInstallation,
  };
  return { input, money };
}

/** The order's details, as staff type them (new by hand, or checking one opened from a request). */
export function OrderForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: OrderFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (fields: OrderFieldsInput & { office: 'oklahoma' | 'texas' }) => Promise<void>;
}) {
  const [v, setV] = useState(() => typedValues(initial));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof TypedValues) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setV((current) => ({ ...current, [key]: value }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const { input, money } = readTyped(v);
    const parsed = orderFieldsSchema.safeParse(input);
    const found = { ...(parsed.success ? {} : firstErrorPerField(parsed.error)), ...money };
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await onSubmit(input);
    } catch (error) {
      const byField = fieldErrors(error);
      if (Object.keys(byField).length) setErrors(byField);
      else setProblem(errorMessage(error, 'The order could not be saved.'));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Family contact's name"
          required
          value={v.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="off"
        />
        <Group grow align="flex-start">
          <TextInput
            label="Email"
            type="email"
            value={v.email}
            onChange={set('email')}
            error={errors.email}
            description="Proof emails go here"
          />
          <TextInput label="Phone" type="tel" value={v.phone} onChange={set('phone')} error={errors.phone} />
        </Group>
        <NativeSelect
          label="Office"
          value={v.office}
          onChange={set('office')}
          data={orderOffices.map((o) => ({ value: o.value, label: o.label }))}
        />
        <Textarea
          label="Names and dates to be cut"
          description="As the family gave them; the proof's lines are typed out with each version."
          autosize
          minRows={2}
          value={v.inscription}
          onChange={set('inscription')}
          error={errors.inscription}
        />
        <Group grow align="flex-start">
          <TextInput label="Cemetery" value={v.cemetery} onChange={set('cemetery')} error={errors.cemetery} />
          <TextInput
            label="Plot"
            placeholder="Section, row, plot"
            value={v.plot}
            onChange={set('plot')}
            error={errors.plot}
          />
        </Group>
        <SaleFields v={v} set={set} setV={setV} errors={errors} />
        <TextInput
          label="Expected installation"
          description="As the family should read it, like “Late April 2027”"
          value={v.expectedInstallation}
          onChange={set('expectedInstallation')}
          error={errors.expectedInstallation}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** What was sold (a package, an estimate or a description) and its price and deposit. */
function SaleFields({
  v,
  set,
  setV,
  errors,
}: {
  v: TypedValues;
  set: (key: keyof TypedValues) => (e: { currentTarget: { value: string } }) => void;
  setV: Dispatch<SetStateAction<TypedValues>>;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <Group grow align="flex-start">
        <NativeSelect
          label="What was sold"
          value={v.soldKind}
          onChange={set('soldKind')}
          data={soldKinds.map((k) => ({ value: k, label: soldKindLabels[k] }))}
        />
        <TextInput
          label="Reference"
          description="Package code or estimate number"
          value={v.soldReference}
          onChange={set('soldReference')}
          error={errors.soldReference}
        />
      </Group>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={v.soldDescription}
        onChange={set('soldDescription')}
        error={errors.soldDescription}
      />
      <Group grow align="flex-start">
        <MoneyInput
          label="Price"
          value={v.price}
          onChange={(typed) => setV((current) => ({ ...current, price: typed }))}
          error={errors.priceCents}
        />
        <MoneyInput
          label="Deposit"
          value={v.deposit}
          onChange={(typed) => setV((current) => ({ ...current, deposit: typed }))}
          error={errors.depositCents}
        />
      </Group>
    </>
  );
}
