import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Group, Modal, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RedirectInput } from '#server/modules/redirects/redirects.schema';
import { RedirectFormModal, toDraft } from '#src/features/redirects/redirect-form-modal';
import { filterRules } from '#src/features/redirects/filter-rules';
import classes from '#src/features/redirects/redirects.module.css';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { pageHead } from '#src/lib/seo';
import { counted } from '#server/modules/shared/plural';

type Rule = RouterOutputs['admin']['redirects']['list'][number];

export const Route = createFileRoute('/admin/_panel/redirects')({
  // ?redirect=/old-path opens "Add a redirect" for that path (the dashboard's missing-pages list links here).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect:
      typeof search.redirect === 'string' && search.redirect.startsWith('/')
        ? search.redirect.slice(0, 300)
        : undefined,
  }),
  head: ({ match }) =>
    pageHead(match, { title: 'Redirects & missing pages', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? Promise.all([
          context.queryClient.ensureQueryData(context.trpc.admin.redirects.list.queryOptions()),
          context.queryClient.ensureQueryData(context.trpc.admin.redirects.notFoundLog.queryOptions()),
        ])
      : undefined,
  component: RedirectsScreen,
});

type Editing = { title: string; id?: number; initial: Partial<RedirectInput> } | null;

function RedirectsScreen() {
  const trpc = useTRPC();
  const dates = useStaffTime();
  const queryClient = useQueryClient();
  const { data: rules } = useSuspenseQuery(trpc.admin.redirects.list.queryOptions());
  const { data: misses } = useSuspenseQuery(trpc.admin.redirects.notFoundLog.queryOptions());
  const { redirect } = Route.useSearch();
  const [editing, setEditing] = useState<Editing>(
    redirect ? { title: `Redirect ${redirect}`, initial: { matchType: 'exact', pattern: redirect } } : null,
  );
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [search, setSearch] = useState('');
  const shownRules = filterRules(rules, search);

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
          {misses.length === 0 ? (
            <Text>No visitor has hit a missing page. Nothing to fix.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Visits</Table.Th>
                    <Table.Th>Came from</Table.Th>
                    <Table.Th>Last seen</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">Actions</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {misses.map((miss) => (
                    <Table.Tr key={miss.path}>
                      {/* Junk addresses can be very long: they wrap (three lines at most), the full one in a tooltip. */}
                      <Table.Td className={classes.longText} title={miss.path}>
                        <span className={classes.clamp}>{miss.path}</span>
                      </Table.Td>
                      <Table.Td>{miss.hits}</Table.Td>
                      <Table.Td className={classes.longText} title={miss.lastReferrer ?? undefined}>
                        <span className={classes.clamp}>{miss.lastReferrer ?? '—'}</span>
                      </Table.Td>
                      <Table.Td>{dates.dateTime(miss.lastSeenAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            onClick={() =>
                              setEditing({
                                title: `Redirect ${miss.path}`,
                                initial: { matchType: 'exact', pattern: miss.path },
                              })
                            }
                          >
                            Redirect it
                          </Button>
                          <Button size="xs" variant="default" onClick={() => dismiss.mutate({ path: miss.path })}>
                            Dismiss
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="rules" pt="md">
          <TextInput
            type="search"
            label="Search the rules"
            description="An old address, a word, a target page or a note"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={420}
            mb="md"
          />
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {search.trim()
              ? `${shownRules.length} of ${counted(rules.length, 'rule')} match.`
              : `${counted(rules.length, 'rule')}.`}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Old address or word</Table.Th>
                  <Table.Th>Goes to</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shownRules.map((rule) => (
                  <Table.Tr key={rule.id}>
                    <Table.Td className={classes.longText}>
                      {rule.pattern}{' '}
                      {rule.matchType === 'keyword' && (
                        <Badge size="sm" variant="light">
                          word
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={rule.targetPath} target="_blank">
                        {rule.targetPath}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{rule.statusCode === 301 ? 'Moved for good' : 'Best guess'}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() =>
                            setEditing({
                              title: 'Edit redirect',
                              id: rule.id,
                              initial: { ...rule, statusCode: rule.statusCode as 301 | 302 },
                            })
                          }
                        >
                          Edit
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setDeleting(rule)}>
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this redirect?" centered>
        <Stack>
          <Text>
            Visitors to <strong>{deleting?.pattern}</strong> will no longer be sent to {deleting?.targetPath}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
