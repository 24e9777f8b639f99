import { useRouter } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SECTION_LABELS } from '#server/modules/settings/settings.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { useBusiness } from '#src/lib/business';
import { clearPublicApiCache } from '#src/lib/public-api';
import { fieldLabel, shownValue } from './field-labels';

/** Who changed what and when, newest first, each change undoable. */
export function SettingsHistory() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const dates = useStaffTime();
  const { offices } = useBusiness();
  const { data: history } = useSuspenseQuery(trpc.admin.settings.history.queryOptions());
  const undo = useMutation(trpc.admin.settings.undo.mutationOptions());

  async function undoChange(id: number) {
    try {
      await undo.mutateAsync({ id });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.settings.pathKey() });
      queryClient.removeQueries({ queryKey: trpc.settings.public.queryKey() });
      clearPublicApiCache();
      await router.invalidate();
      notifications.show({ color: 'green', title: 'Undone', message: 'The earlier values are back.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not undone', message: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="settings-history">
      <Title order={2} size="h3" id="settings-history" mb="sm">
        History of changes
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">No change has been made yet.</Text>
      ) : (
        <Stack gap="sm">
          {history.map((entry) => (
            <Paper key={entry.id} withBorder p="md">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <div>
                  <Text fw={600}>
                    {SECTION_LABELS[entry.section] ?? entry.section}
                    {entry.undoOf ? ' (an undo)' : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {dates.dateTime(entry.changedAt)} by {entry.changedByEmail}
                    {entry.undoneAt ? ` · undone ${dates.dateTime(entry.undoneAt)}` : ''}
                  </Text>
                </div>
                {!entry.undoneAt && entry.changes.length > 0 && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => undoChange(entry.id)}
                    loading={undo.isPending && undo.variables?.id === entry.id}
                    aria-label={`Undo the change to ${SECTION_LABELS[entry.section]} of ${dates.dateTime(entry.changedAt)}`}
                  >
                    Undo
                  </Button>
                )}
              </Group>
              <List size="sm" mt="xs">
                {entry.changes.map((change) => (
                  <List.Item key={change.path}>
                    {fieldLabel(entry.section, change.path, offices)}: {shownValue(change.before)} →{' '}
                    {shownValue(change.after)}
                  </List.Item>
                ))}
                {entry.secretsChanged.map((name) => (
                  <List.Item key={name}>
                    {name === 'smtp.password' ? 'Mail server password' : 'AI key'} replaced (never shown; undo does not
                    bring back an old one)
                  </List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
