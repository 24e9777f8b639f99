import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useOffices } from './use-offices';

/** The "Settings" tab: each office's consultation length, breaks, notice, days ahead and consultants. */
export function BookingSettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.admin.bookings.settings.queryOptions());
  if (!settings.data) return <Loader size="sm" />;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      {settings.data.map((office) => (
        <OfficeSettingsForm key={office.office} initial={office} />
      ))}
    </Group>
  );
}

type OfficeSettings = RouterOutputs['admin']['bookings']['settings'][number];

function OfficeSettingsForm({ initial }: { initial: OfficeSettings }) {
  const { officeName } = useOffices();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.bookings.saveSettings.mutationOptions());
  const [values, setValues] = useState(initial);
  const errors = fieldErrors(save.error);
  const field = (key: keyof Omit<OfficeSettings, 'office'>, label: string, description: string) => (
    <NumberInput
      label={label}
      description={description}
      value={values[key]}
      onChange={(value) => setValues({ ...values, [key]: typeof value === 'number' ? value : Number(value) || 0 })}
      error={errors[key]}
      allowDecimal={false}
      allowNegative={false}
    />
  );
  return (
    <Paper withBorder p="lg" radius="md" w={340} component="section" aria-label={officeName(initial.office)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(values, {
            onSuccess: async () => {
              notifications.show({ message: `Saved the settings of ${officeName(initial.office)}.` });
              await queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.settings.queryKey() });
            },
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {officeName(initial.office)}
          </Title>
          {field('slotMinutes', 'Consultation length (minutes)', 'How long each time lasts')}
          {field('bufferMinutes', 'Break after each (minutes)', 'Time between two consultations')}
          {field('minNoticeHours', 'Minimum notice (hours)', 'How soon a family can book online')}
          {field('daysAhead', 'Days ahead', 'How far ahead families can book')}
          {field('consultants', 'Consultants', 'How many families can be seen at once')}
          <Text size="xs" c="dimmed">
            Existing bookings keep their times when these change.
          </Text>
          {save.error && Object.keys(errors).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
