import { lazy, Suspense, useId, useRef, type ComponentProps, type CSSProperties } from 'react';
import { Alert, Button, Group, SelectField, Stack, Text, TextareaField, TextField } from '#src/components/plain';
import {
  bookingTopics,
  SLOT_TAKEN_MESSAGE,
  type BookingFormAnswer,
  type BookingOffice,
} from '#server/modules/bookings/bookings.choices';
import type { BookingRequest } from '#server/modules/bookings/bookings.schema';
import { BASKET_SESSION_KEY } from '#src/lib/basket-key';
import { postPublic, PublicApiError } from '#src/lib/public-api';
import { useQueryKit } from '#src/lib/query-kit-store';
import { useLeadForm } from '#src/kernels/forms/use-lead-form';
import { Honeypot } from '#src/kernels/forms/honeypot';
import { contactField, PhoneOrEmailHint } from '#src/kernels/forms/contact-fields';
import { useBasketSessionId } from '#src/features/basket/basket-session';
import { PrivacyNote } from '#src/components/content/privacy-note';
import { DraftKeptNote } from '#src/components/feedback/draft-kept-note';
import { useBookingTime } from './booking-format';
import { CemeteryPicker, choiceOfPick, type CemeteryPick } from '#src/features/cemeteries/cemetery-picker';
import { useCemeteryPickDraft } from '#src/features/cemeteries/cemetery-pick-draft';

const loadSchema = () => import('#server/modules/bookings/bookings.schema').then((m) => m.bookingRequestSchema);

// The basket's tick needs React Query (the basket's query): loaded only when this browser has a basket.
const BookingBasketChoice = lazy(() => import('./booking-basket-choice'));

/**
 * An answer refused by /trpc in the shape the lead form reads (a tRPC client error: its words,
 * the fields' messages); a failed fetch as one without data ("we could not reach the server").
 */
function asClientError(error: unknown): Error {
  const out = new Error(error instanceof Error ? error.message : String(error));
  out.name = 'TRPCClientError';
  if (error instanceof PublicApiError) Object.assign(out, { data: error.data });
  return out;
}

/** Books the consultation through /trpc, with the basket's id when there is one (the server reads it from there). */
async function book(data: BookingRequest): Promise<{ token: string; reference: string | null }> {
  let basket: string | null = null;
  try {
    basket = window.localStorage.getItem(BASKET_SESSION_KEY);
  } catch {
    // Storage blocked: no basket to attach.
  }
  return postPublic(
    'bookings.book',
    { ...data, startsAt: data.startsAt.toISOString() },
    basket ? { 'x-basket-session': basket } : undefined,
  );
}

/** A field's message, and what was typed in it when the server answers the plain form with it. */
type AsSent = (name: string) => { error?: string; defaultValue?: string };

/**
 * The details of a booking. The chosen time is the picker's `startsAt` radio, joined to this form
 * by its id, so the form's own check says "please choose a time" beside the picker; what is typed
 * is kept as a draft. Before the script it is a plain form posted to the office's page, which
 * answers with the booking or with this form again (`answer`: what was sent and the messages).
 * Drawn with the plain components and sent through `postPublic`, so the office page needs none
 * of Mantine, React Query or tRPC's client (decision 238).
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
  const id = useId();
  const hasBasket = useBasketSessionId() !== null;
  const kit = useQueryKit(hasBasket);
  const formRef = useRef<HTMLFormElement>(null);
  const draftKey = `booking-${office}`;
  const draftDefaults = { topic: 'new-monument' };
  const [pick, setPick] = useCemeteryPickDraft({
    name: 'cemetery',
    draftKey,
    defaults: draftDefaults,
    formRef,
    sent: answer?.values,
  });
  const form = useLeadForm({
    formRef,
    loadSchema,
    submit: async (data) => {
      try {
        const result = await book({ ...data, cemeteryChoice: choiceOfPick(pick) });
        onBooked(result.token);
        return { reference: result.reference };
      } catch (error) {
        if (error instanceof PublicApiError && error.data?.code === 'CONFLICT') onTaken();
        throw asClientError(error);
      }
    },
    draftKey,
    draftDefaults,
    initial: { errors: answer?.errors, sendError: answer?.message },
  });
  const { errors } = form;
  const sent = answer?.values ?? {};
  const asSent: AsSent = (name) => ({ error: errors[name], defaultValue: sent[name] });

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
        <TextField {...contactField('name', id)} required {...asSent('name')} />
        <FieldPair
          fields={[
            { ...contactField('phone', id), ...asSent('phone') },
            { ...contactField('email', id), ...asSent('email') },
          ]}
        />
        <PhoneOrEmailHint />
        <VisitFields id={id} asSent={asSent} pick={pick} onPick={setPick} />
        {hasBasket && kit && (
          <Suspense fallback={null}>
            <BookingBasketChoice id={`${id}-basket`} />
          </Suspense>
        )}
        <Honeypot />
        {form.hasDraft && <DraftKeptNote />}
        {form.sendError && (
          <Alert color="red" title="Your consultation is not booked yet">
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

/** Until the cemetery the server sent back is asked for again (or without script), it goes with the form as it was. */
function ChosenBefore({ pick, slug, section }: { pick: CemeteryPick; slug?: string; section?: string }) {
  if (pick || !slug) return null;
  return (
    <>
      <input type="hidden" name="cemeterySlug" value={slug} />
      {section && <input type="hidden" name="cemeterySection" value={section} />}
    </>
  );
}

/** Two fields sharing a row, each at most half of it, one under the other on a narrow screen. */
function FieldPair({ fields }: { fields: [ComponentProps<typeof TextField>, ComponentProps<typeof TextField>] }) {
  return (
    <Group grow align="flex-start" wrap="wrap" gap="md">
      {fields.map((field) => (
        <TextField key={field.name} {...field} rootProps={{ miw: 200 }} />
      ))}
    </Group>
  );
}

/** What the visit is about, where, and anything else: as sent, when the server answers the plain form. */
function VisitFields({
  id,
  asSent,
  pick,
  onPick,
}: {
  id: string;
  asSent: AsSent;
  pick: CemeteryPick;
  onPick: (pick: CemeteryPick) => void;
}) {
  const topic = asSent('topic');
  const cemetery = asSent('cemetery');
  return (
    <>
      <SelectField
        id={`${id}-topic`}
        name="topic"
        label="What is the visit about?"
        defaultValue={topic.defaultValue ?? 'new-monument'}
        data={bookingTopics}
        error={topic.error}
        size="md"
      />
      <CemeteryPicker
        name="cemetery"
        label="Cemetery (optional)"
        value={pick}
        onChange={onPick}
        error={asSent('cemeteryChoice').error ?? cemetery.error}
      />
      <ChosenBefore
        pick={pick}
        slug={asSent('cemeterySlug').defaultValue}
        section={asSent('cemeterySection').defaultValue}
      />
      {/* The town of a cemetery we do not list; one of ours says its own. */}
      {!(pick && 'slug' in pick) && (
        <TextField id={`${id}-town`} name="town" label="Cemetery town (optional)" {...asSent('town')} />
      )}
      <TextareaField
        id={`${id}-notes`}
        name="notes"
        label="Anything we should know (optional)"
        rows={4}
        style={{ '--input-resize': 'vertical' } as CSSProperties}
        {...asSent('notes')}
      />
    </>
  );
}
