import { useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  bookingTopics,
  SLOT_TAKEN_MESSAGE,
  type BookingFormAnswer,
  type BookingOffice,
} from '#server/modules/bookings/bookings.choices';
import { useTRPC } from '#src/lib/trpc';
import { useLeadForm } from '#src/kernels/forms/use-lead-form';
import { EmailField, Honeypot, NameField, PhoneField, PhoneOrEmailHint } from '#src/kernels/forms/lead-form-parts';
import { useBasket } from '#src/features/basket/use-basket';
import { PrivacyNote } from '#src/components/content/privacy-note';
import { DraftKeptNote } from '#src/components/feedback/draft-kept-note';
import { useBookingTime } from './booking-format';
import { counted } from '#server/modules/shared/plural';

const loadSchema = () => import('#server/modules/bookings/bookings.schema').then((m) => m.bookingRequestSchema);

/**
 * The details of a booking. The chosen time is the picker's `startsAt` radio, joined to this form
 * by its id, so the form's own check says "please choose a time" beside the picker; what is typed
 * is kept as a draft. Before the script it is a plain form posted to the office's page, which
 * answers with the booking or with this form again (`answer`: what was sent and the messages).
 */
export function BookingForm({
  id: formId,
  office,
  answer,
  startsAt,
  onBooked,
  onTaken,
}: {
  id: string;
  office: BookingOffice;
  answer: BookingFormAnswer | null;
  startsAt: string | null;
  onBooked: (token: string) => void;
  /** Another family took the time a moment before: reload the list. */
  onTaken: () => void;
}) {
  const when = useBookingTime();
  const trpc = useTRPC();
  const id = useId();
  const basket = useBasket();
  const mutation = useMutation(trpc.bookings.book.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const form = useLeadForm({
    formRef,
    loadSchema,
    submit: async (data) => {
      try {
        const result = await mutation.mutateAsync({ ...data, startsAt: data.startsAt.toISOString() });
        onBooked(result.token);
        return { reference: result.reference };
      } catch (error) {
        if (error instanceof TRPCClientError && error.data?.code === 'CONFLICT') onTaken();
        throw error;
      }
    },
    draftKey: `booking-${office}`,
    draftDefaults: { topic: 'new-monument' },
    initial: { errors: answer?.errors, sendError: answer?.message },
  });
  const { errors } = form;
  const sent = answer?.values ?? {};

  return (
    <form id={formId} ref={formRef} {...form.formProps} action={`/book/${office}`} aria-label="Your details">
      <input type="hidden" name="office" value={office} />
      <Stack gap="md">
        <div aria-live="polite">
          {startsAt ? (
            <Text fw={600}>Your time: {when.fullSlot(startsAt)}</Text>
          ) : (
            <Text c={errors.startsAt ? 'red.8' : undefined} fw={errors.startsAt ? 600 : undefined}>
              {errors.startsAt === SLOT_TAKEN_MESSAGE
                ? errors.startsAt
                : errors.startsAt
                  ? 'Please choose a time from the list above.'
                  : 'Choose a time above, then tell us who is coming.'}
            </Text>
          )}
        </div>
        <NameField idPrefix={id} error={errors.name} defaultValue={sent.name} />
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <PhoneField idPrefix={id} error={errors.phone} miw={200} defaultValue={sent.phone} />
          <EmailField idPrefix={id} error={errors.email} miw={200} defaultValue={sent.email} />
        </Group>
        <PhoneOrEmailHint />
        <VisitFields id={id} errors={errors} sent={sent} />
        {basket.count > 0 && (
          <Checkbox
            id={`${id}-basket`}
            name="attachBasket"
            defaultChecked
            label={`Show the office the ${counted(basket.count, 'item')} in my basket`}
          />
        )}
        <Honeypot />
        {form.hasDraft && <DraftKeptNote />}
        {form.sendError && (
          <Alert color="red" variant="light" title="Your consultation is not booked yet" role="alert">
            <Text size="sm">{form.sendError}</Text>
            <Text size="sm" mt={6}>
              Everything you typed is still here.
            </Text>
          </Alert>
        )}
        <div>
          <Button type="submit" size="lg" loading={form.pending}>
            Book this consultation
          </Button>
        </div>
        <PrivacyNote purpose="to arrange your consultation" />
      </Stack>
    </form>
  );
}

/** What the visit is about, where, and anything else: as sent, when the server answers the plain form. */
function VisitFields({
  id,
  errors,
  sent,
}: {
  id: string;
  errors: Record<string, string | undefined>;
  sent: Record<string, string>;
}) {
  return (
    <>
      <NativeSelect
        id={`${id}-topic`}
        name="topic"
        label="What is the visit about?"
        defaultValue={sent.topic ?? 'new-monument'}
        data={bookingTopics.map((topic) => ({ value: topic.value, label: topic.label }))}
        error={errors.topic}
        size="md"
      />
      <Group grow align="flex-start" wrap="wrap" gap="md">
        <TextInput
          id={`${id}-cemetery`}
          name="cemetery"
          label="Cemetery (optional)"
          error={errors.cemetery}
          miw={200}
          defaultValue={sent.cemetery}
        />
        <TextInput
          id={`${id}-town`}
          name="town"
          label="Town (optional)"
          error={errors.town}
          miw={200}
          defaultValue={sent.town}
        />
      </Group>
      <Textarea
        id={`${id}-notes`}
        name="notes"
        label="Anything we should know (optional)"
        rows={4}
        resize="vertical"
        error={errors.notes}
        defaultValue={sent.notes}
      />
    </>
  );
}
