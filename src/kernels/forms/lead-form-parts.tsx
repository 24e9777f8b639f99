import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { OfficePhones } from '#src/components/content/office-phones';
import { PrivacyNote } from '#src/components/content/privacy-note';
import { useBusiness } from '#src/lib/business';
import { DraftKeptNote } from '#src/components/feedback/draft-kept-note';
import { contactField, type ContactField } from './contact-fields';
import { Honeypot } from './honeypot';
import classes from './lead-forms.module.css';

export { Honeypot } from './honeypot';
export { PhoneOrEmailHint } from './contact-fields';

/*
 * The contact fields of the lead forms drawn with Mantine (contact-fields.tsx says what each one
 * is). `idPrefix` comes from the form's useId, keeping ids unique when two forms are on one page.
 */
interface FieldProps {
  idPrefix: string;
  error?: string;
  /** A minimum width, for forms that let the fields wrap. */
  miw?: number;
  /** Marked as needed (the access form asks for both phone and email). */
  required?: boolean;
  /** What the person sent, when the server answers a plain form with it (a booking sent before its script). */
  defaultValue?: string;
}

function ContactInput({ field, idPrefix, error, miw, required, defaultValue }: FieldProps & { field: ContactField }) {
  return (
    <TextInput
      {...contactField(field, idPrefix)}
      required={required}
      error={error}
      miw={miw}
      defaultValue={defaultValue}
    />
  );
}

export function NameField({ idPrefix, error, defaultValue }: FieldProps) {
  return <ContactInput field="name" idPrefix={idPrefix} error={error} required defaultValue={defaultValue} />;
}

export function PhoneField(props: FieldProps) {
  return <ContactInput field="phone" {...props} />;
}

export function EmailField(props: FieldProps) {
  return <ContactInput field="email" {...props} />;
}

/** The end of a lead form: the honeypot, why sending failed (if it did) and the send button. */
export function FormEnd({
  form,
  submitLabel,
}: {
  form: { sendError: string | null; pending: boolean; hydrated: boolean; hasDraft: boolean };
  submitLabel: string;
}) {
  return (
    <>
      <Honeypot />
      {form.hasDraft && <DraftKeptNote />}
      {form.sendError && <SendError message={form.sendError} />}
      <div>
        <Button type="submit" size="md" loading={form.pending} disabled={!form.hydrated}>
          {submitLabel}
        </Button>
      </div>
      <PrivacyNote purpose="to answer you" />
    </>
  );
}

/** Sending failed: what happened in plain words, that nothing was lost, and who to call. */
export function SendError({ message }: { message: string }) {
  const business = useBusiness();
  return (
    <Alert color="red" variant="light" title="Your message was not sent" role="alert">
      <Text size="sm">{message}</Text>
      <Text size="sm" mt={6}>
        Everything you typed is still here, so you can try again. Or call us at <OfficePhones as="inline" />,{' '}
        {business.hours.label}.
      </Text>
    </Alert>
  );
}

/** Shown in place of the form once it has been received; takes focus so screen readers announce it. */
export function Confirmation({
  title,
  name,
  reference,
  onAnother,
  anotherLabel,
}: {
  title: string;
  name: string;
  reference: string | null;
  onAnother?: () => void;
  anotherLabel?: string;
}) {
  const business = useBusiness();
  const ref = useRef<HTMLDivElement>(null);
  // Focus announces it; the scroll puts it below the sticky header (scroll-margin-top), since the
  // shorter confirmation replaces a long form and focus alone may leave it under the header.
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.focus({ preventScroll: true });
    node.scrollIntoView?.({ block: 'start' });
  }, []);
  const first = name.trim().split(/\s+/)[0];
  return (
    <Stack
      gap="sm"
      ref={ref}
      tabIndex={-1}
      className={classes.confirmation}
      role="status"
      data-testid="lead-confirmation"
    >
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text>
        Thank you{first ? `, ${first}` : ''}. We have received it and will reply within one business day (
        {business.hours.label}).
      </Text>
      {reference && (
        <Text>
          Your reference number is <strong className={classes.nowrap}>{reference}</strong>.
        </Text>
      )}
      <Text size="sm">
        If it is urgent, please call <OfficePhones as="inline" />.
      </Text>
      {onAnother && (
        <div>
          <Button variant="light" onClick={onAnother}>
            {anotherLabel ?? 'Send another message'}
          </Button>
        </div>
      )}
    </Stack>
  );
}
