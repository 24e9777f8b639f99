import { formatPrice } from '#server/modules/shared/money';
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { OfficePhones } from '#src/components/content/office-phones';
import { useBusiness } from '#src/lib/business';
import {
  commitmentTimelines,
  DEPOSIT_PERCENT,
  depositDueCents,
} from '#server/modules/value-engineering/value-engineering.choices';
import { useTRPC } from '#src/lib/trpc';
import { useLeadForm } from '#src/kernels/forms/use-lead-form';
import { EmailField, FormEnd, NameField, PhoneField, PhoneOrEmailHint } from '#src/kernels/forms/lead-form-parts';
import leadClasses from '#src/kernels/forms/lead-forms.module.css';
import type { PackageView } from './package-card';
import { OfficePicker } from '#src/components/content/office-picker';
import { CemeteryPicker, choiceOfPick } from '#src/features/cemeteries/cemetery-picker';
import { useCemeteryPickDraft } from '#src/features/cemeteries/cemetery-pick-draft';

const initial = { office: 'either', timeline: 'not-sure' };

const loadSchema = () =>
  import('#server/modules/value-engineering/value-engineering.schema').then((m) => m.commitmentSubmissionSchema);

/** A new key for each reservation: the server stores one reservation per key, so a double click makes one. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure page; the same version-4 UUID from random bytes otherwise.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** "Reserve this package": who the family is, where the memorial goes, and the deposit they will be asked for. */
export default function ReservePackageForm({
  pkg,
  sourcePage,
  onClose,
}: {
  pkg: PackageView;
  sourcePage: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const id = useId();
  const mutation = useMutation(trpc.valueEngineering.reserve.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const [submissionKey] = useState(newKey);
  // One draft per package, so a half-written reservation is there when the family comes back.
  const draftKey = `ve-reserve-${pkg.id}`;
  const [pick, setPick] = useCemeteryPickDraft({ name: 'cemetery', draftKey, defaults: initial, formRef });
  const form = useLeadForm({
    formRef,
    loadSchema,
    submit: (data) => mutation.mutateAsync({ ...data, cemeteryChoice: choiceOfPick(pick), sourcePage }),
    draftKey,
    draftDefaults: initial,
  });
  const { errors } = form;
  const deposit = depositDueCents(pkg.priceCents);

  if (form.sent) {
    return <Reserved name={form.sent.name} reference={form.sent.reference} pkg={pkg} onClose={onClose} />;
  }

  return (
    <form ref={formRef} {...form.formProps} className={leadClasses.form} aria-label={`Reserve the ${pkg.name}`}>
      <Stack gap="md">
        <input type="hidden" name="packageId" defaultValue={pkg.id} />
        <input type="hidden" name="submissionKey" defaultValue={submissionKey} />
        <Alert variant="light" color="brand" title={`${pkg.name}: ${formatPrice(pkg.priceCents)}`}>
          <Text size="sm">
            The deposit is {DEPOSIT_PERCENT}% of the package price: <strong>{formatPrice(deposit)}</strong>. You do not
            pay anything online. After you reserve, one of our family calls you to take the deposit by phone or at the
            office, and your final price is guaranteed to come in below {formatPrice(pkg.priceCents)}.
          </Text>
        </Alert>
        <NameField idPrefix={id} error={errors.name} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PhoneField idPrefix={id} error={errors.phone} />
          <EmailField idPrefix={id} error={errors.email} />
        </SimpleGrid>
        <PhoneOrEmailHint />
        <OfficePicker
          id={`${id}-office`}
          name="office"
          label="Preferred office"
          defaultValue={initial.office}
          error={errors.office}
        />
        <CemeteryPicker
          name="cemetery"
          label="Cemetery"
          value={pick}
          onChange={setPick}
          error={errors.cemeteryChoice ?? errors.cemetery}
        />
        {/* The town of a cemetery we do not list; one of ours says its own. */}
        {!(pick && 'slug' in pick) && (
          <TextInput id={`${id}-town`} label="Cemetery town" name="town" placeholder="e.g. Ada" error={errors.town} />
        )}
        <NativeSelect
          id={`${id}-timeline`}
          name="timeline"
          label="When do you need it?"
          data={commitmentTimelines.map((c) => ({ value: c.value, label: c.label }))}
          defaultValue={initial.timeline}
          error={errors.timeline}
        />
        <Textarea
          id={`${id}-notes`}
          label="Anything else we should know?"
          name="notes"
          rows={3}
          resize="vertical"
          error={errors.notes}
        />
        <FormEnd form={form} submitLabel="Reserve this package" />
      </Stack>
    </form>
  );
}

/** In place of the form once the reservation is in: the reference and what happens next. */
function Reserved({
  name,
  reference,
  pkg,
  onClose,
}: {
  name: string;
  reference: string | null;
  pkg: PackageView;
  onClose: () => void;
}) {
  const business = useBusiness();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const first = name.trim().split(/\s+/)[0];
  return (
    <Stack gap="sm" ref={ref} tabIndex={-1} role="status" data-testid="reservation-confirmation">
      <Title order={3} size="h4">
        Your package is reserved
      </Title>
      <Text>
        Thank you{first ? `, ${first}` : ''}. We have your reservation for the {pkg.name}.
      </Text>
      {reference && (
        <Text>
          Your reference number is <strong>{reference}</strong>. Please keep it handy when we talk.
        </Text>
      )}
      <Text>
        <strong>What happens next:</strong> we will call you within one business day ({business.hours.label}) to take
        the {DEPOSIT_PERCENT}% deposit of {formatPrice(depositDueCents(pkg.priceCents))} and to talk through your wishes
        and the cemetery&apos;s rules. Nothing is paid online.
      </Text>
      <Text size="sm">
        If you would rather call us, we are at <OfficePhones as="inline" />.
      </Text>
      <div>
        <Button variant="light" onClick={onClose}>
          Close
        </Button>
      </div>
    </Stack>
  );
}
