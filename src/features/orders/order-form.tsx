import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { orderFieldsSchema, type OrderFieldsInput } from '#server/modules/orders/orders.schema';
import { orderOffices, soldKindLabels, soldKinds, type SoldKind } from '#server/modules/orders/orders.choices';
import type { OrderValues } from '#server/modules/orders/orders.repository';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';
import { firstErrorPerField } from '#src/lib/form-errors';
import { errorMessage, fieldErrors } from '#src/lib/trpc';
import type { CemeteryCheck } from '#server/modules/cemeteries/cemeteries.choices';
import { OrderCemeteryField, useOrderCemetery } from './order-cemetery-field';

type OrderSubmit = (fields: OrderFieldsInput & { office: 'oklahoma' | 'texas' }) => Promise<void>;
/** An order's details as the form opens on them, with the cemetery's check it keeps. */
type OrderInitial = OrderValues & { cemeteryCheck?: CemeteryCheck | null };

/** The form's typing, its checks (the schema's and the money fields') and its sending. */
function useOrderFields(initial: OrderInitial | undefined, onSubmit: OrderSubmit) {
  const cemetery = useOrderCemetery(initial);
  const [v, setV] = useState(() => ({
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
  }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof v) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setV((current) => ({ ...current, [key]: value }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
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
      ...cemetery.fields(),
    };
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

  return { v, setV, set, errors, problem, submit, cemetery };
}

/** The order's details, as staff type them (new by hand, or checking one opened from a request). */
export function OrderForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: OrderInitial;
  submitLabel: string;
  pending: boolean;
  onSubmit: OrderSubmit;
}) {
  const { v, setV, set, errors, problem, submit, cemetery } = useOrderFields(initial, onSubmit);
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
        <OrderCemeteryField cemetery={cemetery} error={errors.cemeteryChoice ?? errors.cemetery} />
        <TextInput
          label="Plot"
          placeholder="Section, row, plot"
          value={v.plot}
          onChange={set('plot')}
          error={errors.plot}
        />
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
