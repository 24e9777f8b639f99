import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Checkbox, Group, Radio, Stack, Textarea } from '@mantine/core';
import { bestTimeChoices } from '#server/modules/monument-expert/monument-expert.choices';
import { useTRPC } from '#src/lib/trpc';
import { useLeadForm } from '#src/kernels/forms/use-lead-form';
import { Confirmation, FormEnd, NameField, PhoneField } from '#src/kernels/forms/lead-form-parts';
import classes from './monument-expert.module.css';

const loadSchema = () =>
  import('#server/modules/monument-expert/monument-expert.schema').then((m) => m.callbackFormSchema);

/**
 * "Call me back": a name and a phone number, when to call, and (if the family agrees) the
 * questions they asked here, so whoever calls knows what it is about.
 */
export function CallbackForm({ questions }: { questions: string[] }) {
  const trpc = useTRPC();
  const id = useId();
  const mutation = useMutation(trpc.monumentExpert.requestCallback.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const [includeQuestions, setIncludeQuestions] = useState(true);
  const form = useLeadForm({
    formRef,
    loadSchema,
    submit: (data) =>
      mutation.mutateAsync({
        ...data,
        note: data.note ?? undefined,
        questions: includeQuestions ? questions.slice(-10) : [],
      }),
    draftKey: 'expert-callback',
    draftDefaults: { bestTime: 'any' },
  });
  const { errors } = form;

  if (form.sent) {
    return (
      <Confirmation
        title="We will call you back"
        name={form.sent.name}
        reference={form.sent.reference}
        onAnother={form.reset}
        anotherLabel="Send another request"
      />
    );
  }

  return (
    <form ref={formRef} {...form.formProps} className={classes.callbackForm} aria-label="Ask us to call you back">
      <Stack gap="md">
        <NameField idPrefix={id} error={errors.name} />
        <PhoneField idPrefix={id} error={errors.phone} />
        <Radio.Group name="bestTime" label="When is a good time to call?" defaultValue="any" error={errors.bestTime}>
          <Group gap="lg" mt={6}>
            {bestTimeChoices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} id={`${id}-time-${choice.value}`} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          id={`${id}-note`}
          label="Anything we should know before we call? (optional)"
          name="note"
          rows={3}
          resize="vertical"
          error={errors.note}
        />
        {questions.length > 0 && (
          <Checkbox
            checked={includeQuestions}
            onChange={(event) => setIncludeQuestions(event.currentTarget.checked)}
            label={`Send the ${questions.length === 1 ? 'question' : `${questions.length} questions`} I asked here, so you know what it is about`}
          />
        )}
        <FormEnd form={form} submitLabel="Call Me Back" />
      </Stack>
    </form>
  );
}
