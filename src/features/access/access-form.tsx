import { useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Stack, Text, TextInput } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { ACCESS_FORM_DETAILS, type AccessTool } from '#server/modules/access/access.choices';
import { useTRPC } from '#src/lib/trpc';
import { useLeadForm } from '#src/kernels/forms/use-lead-form';
import { EmailField, FormEnd, NameField, PhoneField } from '#src/kernels/forms/lead-form-parts';

/** Why the form stands where it does, in each tool's own words. */
const INTRO: Record<AccessTool, string> = {
  calculator: 'Before we show figures',
  design_tool: 'Before we keep your design, make its design sheet or add it to your basket',
};

const loadSchema = () => import('#server/modules/access/access.schema').then((m) => m.accessFormSchema);

/**
 * The access form (price calculator and design tool): filled in once, then the browser keeps
 * its grant. Loaded with its dialog.
 */
export default function AccessForm({
  tool,
  toolName,
  zip,
  onGranted,
}: {
  tool: AccessTool;
  toolName: string;
  /** The ZIP code the family already typed in the tool, filled in for them. */
  zip?: string;
  onGranted: (token: string) => void;
}) {
  const trpc = useTRPC();
  const id = useId();
  const mutation = useMutation(trpc.access.request.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const form = useLeadForm({
    formRef,
    loadSchema,
    submit: async (data) => {
      const { token } = await mutation.mutateAsync({ ...data, tool });
      onGranted(token);
      return { reference: null };
    },
    draftKey: `access-${tool}`,
  });
  const { errors } = form;
  return (
    <form ref={formRef} {...form.formProps} aria-label={`Access to the ${toolName}`}>
      <Stack gap="md">
        <Text>
          {INTRO[tool]}, please tell us your {ACCESS_FORM_DETAILS}, once. Everything you have chosen so far is kept. We
          use these details only to help with your memorial.
        </Text>
        <Text size="sm" c="dimmed">
          All four are needed (marked *).
        </Text>
        <NameField idPrefix={id} error={errors.name} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <EmailField idPrefix={id} error={errors.email} required />
          <PhoneField idPrefix={id} error={errors.phone} required />
        </SimpleGrid>
        <TextInput
          id={`${id}-zip`}
          name="zip"
          label="ZIP code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={zip}
          error={errors.zip}
          w={{ base: '100%', xs: 200 }}
        />
        <FormEnd form={form} submitLabel={tool === 'calculator' ? `Open the ${toolName}` : 'Continue'} />
      </Stack>
    </form>
  );
}
