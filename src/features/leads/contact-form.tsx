import { useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Group, Stack, Textarea } from '@mantine/core';
import { useTRPC } from '#src/lib/trpc';
import { useLeadForm } from '#src/kernels/forms/use-lead-form';
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

const loadSchema = () => import('#server/modules/leads/leads.schema').then((m) => m.contactSubmissionSchema);

/** The contact form (home page and /contact-us). `sourcePage` tells staff where it was sent from. */
export function ContactForm({ sourcePage }: { sourcePage: string }) {
  const trpc = useTRPC();
  const id = useId();
  const mutation = useMutation(trpc.leads.submitContact.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const form = useLeadForm({
    formRef,
    loadSchema,
    submit: (data) => mutation.mutateAsync({ ...data, sourcePage }),
    // One draft for the contact form wherever it appears (home page, /contact-us).
    draftKey: 'contact',
    draftDefaults: { office: 'either' },
  });
  const { errors } = form;

  if (form.sent) {
    return (
      <Confirmation title="Message sent" name={form.sent.name} reference={form.sent.reference} onAnother={form.reset} />
    );
  }

  return (
    <form ref={formRef} {...form.formProps} className={classes.form} aria-label="Contact form">
      <Stack gap="md">
        <NameField idPrefix={id} error={errors.name} />
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <PhoneField idPrefix={id} error={errors.phone} miw={220} />
          <EmailField idPrefix={id} error={errors.email} miw={220} />
        </Group>
        <PhoneOrEmailHint />
        <OfficePicker
          id={`${id}-office`}
          name="office"
          label="Which office would you like to hear from?"
          defaultValue="either"
          error={errors.office}
        />
        <Textarea
          id={`${id}-message`}
          label="How can we help?"
          name="message"
          required
          rows={5}
          resize="vertical"
          error={errors.message}
        />
        <FormEnd form={form} submitLabel="Send Message" />
      </Stack>
    </form>
  );
}
