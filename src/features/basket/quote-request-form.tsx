import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, NativeSelect, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { PrivacyNote } from '#src/components/content/privacy-note';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { notifications } from '@mantine/notifications';
import { useBusiness } from '#src/lib/business';
import {
  quoteRequestSchema,
  quoteTimelines,
  type QuoteRequest,
  type QuoteRequestForm,
} from '#server/modules/basket/basket.schema';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { firstErrorPerField, focusFirstInvalid } from '#src/lib/form-errors';
import { useFormDraft } from '#src/lib/use-form-draft';
import { newUuid } from './basket-session';
import { DraftKeptNote } from '#src/components/feedback/draft-kept-note';
import { OfficePicker } from '#src/components/content/office-picker';
import {
  CemeteryPicker,
  choiceOfPick,
  usePickFromSlug,
  type CemeteryPick,
} from '#src/features/cemeteries/cemetery-picker';

/** What the fields hold while typing: text, checked by the schema on send (the cemetery is a pick). */
type FormValues = { [K in Exclude<keyof QuoteRequestForm, 'cemeteryChoice'>]-?: string };
type Field = keyof FormValues;
type Errors = Partial<Record<Field | 'cemeteryChoice', string>>;

const EMPTY_FORM: FormValues = {
  name: '',
  email: '',
  phone: '',
  preferredOffice: '',
  cemeteryName: '',
  cemeteryTown: '',
  timeline: '',
  message: '',
};
/** What the confirmation shows: the reference, what was sent, and whether an email copy follows. */
export interface SentQuote {
  reference: string;
  name: string;
  emailCopy: boolean;
  details: QuoteRequest;
}

/**
 * The quote request (product.md, "Basket and quote request"). Checked with the same schema as
 * the server; errors appear beside their fields. Nothing typed is lost on a failure, a reload or
 * a visit to another page (a draft in the tab's session storage until it is sent), and the
 * idempotency key is made once per form fill so a double click or a retry stores one request.
 */
export function QuoteRequestForm({ onSent }: { onSent: (result: SentQuote) => void }) {
  const business = useBusiness();
  const { values, errors, set, input, formRef, onSubmit, pending, failure, draftKept, pick, setPick } =
    useQuoteRequest(onSent);

  return (
    <Paper
      component="form"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      aria-labelledby="quote-form-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="quote-form-title">
            Ask for a quote
          </Title>
          <Text mt={4}>
            Send us your basket and we will prepare a written quote. There is no cost and no obligation.
          </Text>
        </div>

        <TextInput label="Your name" autoComplete="name" required {...input('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...input('phone')} />
          <TextInput label="Email" type="email" autoComplete="email" inputMode="email" {...input('email')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={-8}>
          A phone number or an email address is enough. We will reach you the way you prefer.
        </Text>

        <OfficePicker
          id="quote-office"
          name="preferredOffice"
          label="Which office should help you?"
          withEither={false}
          size="md"
          required
          value={values.preferredOffice}
          onChange={(value) => set('preferredOffice')(value)}
          error={errors.preferredOffice}
        />
        <CemeteryPicker
          name="cemeteryName"
          label="Cemetery"
          description='If you know it: type part of its name or its town. If it is not on our list, choose "not listed".'
          value={pick}
          onChange={setPick}
          error={errors.cemeteryChoice ?? errors.cemeteryName}
        />
        {!(pick && 'slug' in pick) && (
          <TextInput label="Cemetery town" description="Town and state" {...input('cemeteryTown')} />
        )}

        <NativeSelect
          label="When would you like the memorial in place?"
          data={[{ value: '', label: 'Choose one (optional)' }, ...quoteTimelines]}
          {...input('timeline')}
        />

        <Textarea
          label="Anything else we should know?"
          description="Names and dates, a design idea, questions, the best time to call"
          autosize
          minRows={4}
          maxRows={10}
          {...input('message')}
        />

        {draftKept && <DraftKeptNote />}

        {failure && (
          <Alert color="red" title="Your request was not sent" role="alert">
            {failure} Everything you typed is still here. You can also call{' '}
            {business.offices.map((o) => `${o.city} at ${o.phone}`).join(' or ')}.
          </Alert>
        )}

        <Button type="submit" size="lg" loading={pending} loaderProps={{ type: 'dots' }}>
          Send my quote request
        </Button>
        <Text size="sm" c="dimmed">
          We answer {business.hours.label}.
        </Text>
        <PrivacyNote purpose="to prepare your quote" />
      </Stack>
    </Paper>
  );
}

/** The form's machine: values kept as a draft, checked by the schema, sent once, errors beside their fields. */
function useQuoteRequest(onSent: (result: SentQuote) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Mounted once the basket has loaded (after hydration), so a stored draft gives the first values.
  const draft = useFormDraft('quote-request', { defaults: EMPTY_FORM });
  const [values, setValues] = useState<FormValues>(() => ({ ...EMPTY_FORM, ...pickFields(draft.stored ?? {}) }));
  // The cemetery: one of ours (kept in the draft by slug and section, its rules asked again) or the name as typed.
  const stored = draft.stored ?? {};
  const [pick, setPickState] = usePickFromSlug(
    stored.cemeterySlug || undefined,
    stored.cemeterySection || undefined,
    stored.cemeterySlug ? undefined : values.cemeteryName ? { notListed: values.cemeteryName } : null,
  );
  const cemeteryDraft = (next: CemeteryPick) =>
    next && 'slug' in next
      ? { cemeteryName: next.name, cemeterySlug: next.slug, cemeterySection: next.section ?? '' }
      : { cemeteryName: next?.notListed ?? '', cemeterySlug: '', cemeterySection: '' };
  const setPick = (next: CemeteryPick) => {
    setPickState(next);
    const { cemeteryName, ...chosen } = cemeteryDraft(next);
    const nextValues = { ...values, cemeteryName };
    setValues(nextValues);
    draft.save({ ...nextValues, ...chosen });
    if (errors.cemeteryChoice || errors.cemeteryName)
      setErrors((e) => ({ ...e, cemeteryChoice: undefined, cemeteryName: undefined }));
  };
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [idempotencyKey] = useState(newUuid);
  const submit = useMutation(trpc.basket.submitQuote.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const [focusError, setFocusError] = useState(0);

  // After a failed check, move focus to the first field that needs attention.
  useEffect(() => {
    if (focusError) focusFirstInvalid(formRef.current);
  }, [focusError]);

  const set = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const { cemeteryName: _name, ...chosen } = cemeteryDraft(pick);
    draft.save({ ...next, ...chosen });
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  // size md: 16px text, so phones do not zoom into the field, and larger error text.
  const input = (field: Field) => ({
    size: 'md' as const,
    name: field,
    value: values[field] ?? '',
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    setFailure(null);
    const listed = pick && 'slug' in pick ? pick : null;
    const sending = {
      ...values,
      cemeteryName: listed ? listed.name : pick && 'notListed' in pick ? pick.notListed : '',
      cemeteryTown: listed ? `${listed.town}, ${listed.state}` : values.cemeteryTown,
      cemeteryChoice: choiceOfPick(pick),
    };
    const parsed = quoteRequestSchema.safeParse(sending);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error) as Errors);
      setFocusError((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      const result = await submit.mutateAsync({
        ...sending,
        preferredOffice: parsed.data.preferredOffice,
        idempotencyKey,
      });
      queryClient.setQueryData(trpc.basket.list.queryKey(), (old) =>
        old ? { ...old, items: [], knownTotalCents: 0, unpricedCount: 0 } : old,
      );
      draft.clear();
      onSent({
        reference: result.reference,
        name: parsed.data.name,
        emailCopy: result.emailCopy,
        details: parsed.data,
      });
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) {
        setErrors(fields as Errors);
        setFocusError((n) => n + 1);
      }
      const message = errorMessage(error);
      setFailure(message);
      notifications.show({ color: 'red', title: 'Your request was not sent', message });
    }
  }

  return {
    values,
    errors,
    set,
    input,
    formRef,
    onSubmit,
    pending: submit.isPending,
    failure,
    draftKept: Boolean(draft.stored),
    pick,
    setPick,
  };
}

/** The form's own fields from a stored draft, ignoring anything else that may be there. */
function pickFields(draft: Record<string, string>): Partial<FormValues> {
  return Object.fromEntries(
    Object.keys(EMPTY_FORM).flatMap((field) => (field in draft ? [[field, draft[field]]] : [])),
  ) as Partial<FormValues>;
}
