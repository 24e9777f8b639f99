import { useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import {
  budgetChoices,
  graniteChoices,
  monumentTypeChoices,
  sizeChoices,
  timelineChoices,
  type Choice,
} from '#server/modules/leads/leads.choices';
import { useTRPC } from '#src/lib/trpc';
import { useLeadForm } from '#src/kernels/forms/use-lead-form';
import { CemeteryPicker, choiceOfPick } from '#src/features/cemeteries/cemetery-picker';
import { useCemeteryPickDraft } from '#src/features/cemeteries/cemetery-pick-draft';
import {
  Confirmation,
  EmailField,
  FormEnd,
  NameField,
  PhoneField,
  PhoneOrEmailHint,
} from '#src/kernels/forms/lead-form-parts';
import classes from '#src/kernels/forms/lead-forms.module.css';
import { OfficePicker } from '#src/components/content/office-picker';

/** Where each list starts: the kind of memorial must be chosen, the rest may stay "not sure". */
const initial = {
  monumentType: '',
  size: 'not-sure',
  granite: 'not-sure',
  budget: 'not-sure',
  timeline: 'not-sure',
  office: 'either',
};

const loadSchema = () => import('#server/modules/leads/leads.schema').then((m) => m.estimateSubmissionSchema);

const options = (choices: readonly Choice[]) => choices.map((c) => ({ value: c.value, label: c.label }));

/** The price-estimate request: what kind of memorial, and how to reach the person. Loaded with the dialog. */
export default function EstimateForm({ sourcePage, onClose }: { sourcePage: string; onClose: () => void }) {
  const trpc = useTRPC();
  const id = useId();
  const mutation = useMutation(trpc.leads.submitEstimate.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const [pick, setPick] = useCemeteryPickDraft({ name: 'cemetery', draftKey: 'estimate', defaults: initial, formRef });
  const form = useLeadForm({
    formRef,
    loadSchema,
    submit: (data) => mutation.mutateAsync({ ...data, cemeteryChoice: choiceOfPick(pick), sourcePage }),
    // Kept when the dialog is closed, and put back when it opens again.
    draftKey: 'estimate',
    draftDefaults: initial,
  });
  const { errors } = form;

  if (form.sent) {
    return (
      <Confirmation
        title="Estimate request sent"
        name={form.sent.name}
        reference={form.sent.reference}
        onAnother={onClose}
        anotherLabel="Close"
      />
    );
  }

  const select = (name: keyof typeof initial, label: string, choices: readonly Choice[], required = false) => (
    <NativeSelect
      id={`${id}-${name}`}
      name={name}
      label={label}
      required={required}
      data={required ? [{ value: '', label: 'Choose one' }, ...options(choices)] : options(choices)}
      defaultValue={initial[name]}
      error={errors[name]}
    />
  );

  return (
    <form ref={formRef} {...form.formProps} className={classes.form} aria-label="Price estimate request">
      <Stack gap="md">
        <Text>
          Tell us what you have in mind and we will send a free, no-obligation estimate. Only the fields marked * are
          needed.
        </Text>
        {select('monumentType', 'Kind of memorial', monumentTypeChoices, true)}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {select('size', 'Size', sizeChoices)}
          {select('granite', 'Granite color', graniteChoices)}
          {select('budget', 'Budget', budgetChoices)}
          {select('timeline', 'When do you need it?', timelineChoices)}
        </SimpleGrid>
        <CemeteryPicker
          name="cemetery"
          label="Cemetery, if you know it"
          value={pick}
          onChange={setPick}
          error={errors.cemeteryChoice ?? errors.cemetery}
        />
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
          defaultValue="either"
          error={errors.office}
        />
        <Textarea
          id={`${id}-message`}
          label="Anything else we should know?"
          name="message"
          rows={3}
          resize="vertical"
          error={errors.message}
        />
        <FormEnd form={form} submitLabel="Request My Estimate" />
      </Stack>
    </form>
  );
}
