import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RedirectInput } from '#server/modules/redirects/redirects.schema';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { RedirectFormModal, toDraft } from './redirect-form-modal';
import { MissingPages } from './missing-pages';
import { RedirectRules } from './redirect-rules';

type Rule = RouterOutputs['admin']['redirects']['list'][number];

type Editing = { title: string; id?: number; initial: Partial<RedirectInput> } | null;

/** /admin/redirects: the missing pages visitors hit and the redirect rules; `redirect` opens "Redirect" for that path. */
export function RedirectsScreen({ redirect }: { redirect: string | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: rules } = useSuspenseQuery(trpc.admin.redirects.list.queryOptions());
  const { data: misses } = useSuspenseQuery(trpc.admin.redirects.notFoundLog.queryOptions());
  const [editing, setEditing] = useState<Editing>(
    redirect ? { title: `Redirect ${redirect}`, initial: { matchType: 'exact', pattern: redirect } } : null,
  );
  const [deleting, setDeleting] = useState<Rule | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.redirects.pathKey() });
  const create = useMutation(trpc.admin.redirects.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.admin.redirects.update.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.admin.redirects.delete.mutationOptions({ onSuccess: refresh }));
  const dismiss = useMutation(trpc.admin.redirects.dismissNotFound.mutationOptions({ onSuccess: refresh }));

  async function save(rule: RedirectInput) {
    if (editing?.id) await update.mutateAsync({ id: editing.id, rule });
    else await create.mutateAsync(rule);
    notifications.show({
      title: 'Saved',
      message: `Visitors to ${rule.pattern} now go to ${rule.targetPath}.`,
      color: 'green',
    });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      notifications.show({ title: 'Rule deleted', message: deleting.pattern, color: 'green' });
      setDeleting(null);
    } catch (error) {
      notifications.show({ title: 'Error', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            Redirects & missing pages
          </Title>
          <Text c="dimmed">
            Old addresses are sent to the right page. Missing pages visitors hit are listed so you can fix them.
          </Text>
        </div>
        <Button onClick={() => setEditing({ title: 'Add a redirect', initial: {} })}>Add a redirect</Button>
      </Group>

      <Tabs defaultValue="missing">
        <Tabs.List>
          <Tabs.Tab value="missing">Missing pages ({misses.length})</Tabs.Tab>
          <Tabs.Tab value="rules">Redirect rules ({rules.length})</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="missing" pt="md">
          <MissingPages
            misses={misses}
            onRedirect={(path) =>
              setEditing({ title: `Redirect ${path}`, initial: { matchType: 'exact', pattern: path } })
            }
            onDismiss={(path) => dismiss.mutate({ path })}
          />
        </Tabs.Panel>

        <Tabs.Panel value="rules" pt="md">
          <RedirectRules
            rules={rules}
            onEdit={(rule) =>
              setEditing({
                title: 'Edit redirect',
                id: rule.id,
                initial: { ...rule, statusCode: rule.statusCode as 301 | 302 },
              })
            }
            onDelete={setDeleting}
          />
        </Tabs.Panel>
      </Tabs>

      {editing && (
        <RedirectFormModal
          key={`${editing.id ?? 'new'}-${editing.initial.pattern ?? ''}`}
          title={editing.title}
          initial={toDraft(editing.initial)}
          opened
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <DeleteRedirectDialog
        deleting={deleting}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

/** Asks before a rule goes, saying where its visitors will no longer be sent. */
function DeleteRedirectDialog({
  deleting,
  busy,
  onClose,
  onConfirm,
}: {
  deleting: Rule | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={deleting !== null} onClose={onClose} title="Delete this redirect?" centered>
      <Stack>
        <Text>
          Visitors to <strong>{deleting?.pattern}</strong> will no longer be sent to {deleting?.targetPath}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
