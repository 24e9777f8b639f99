import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { ScrollRegion } from './scroll-region';

type Version = RouterOutputs['admin']['calculator']['overview']['versions'][number];

/** The published versions, newest (live) first, each earlier one with a button to publish it again. */
export function PublishedVersions({
  versions,
  when,
  refresh,
}: {
  versions: Version[];
  when: (iso: string | null) => string;
  refresh: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const rollback = useMutation(trpc.admin.calculator.rollback.mutationOptions({ onSuccess: refresh }));
  const [restoring, setRestoring] = useState<Version | null>(null);
  const [restoreNote, setRestoreNote] = useState('');

  async function onRestore() {
    if (!restoring) return;
    try {
      const { versionId } = await rollback.mutateAsync({
        versionId: restoring.id,
        note: restoreNote.trim() || `Back to version ${restoring.id}`,
      });
      notifications.show({
        title: 'Published again',
        message: `Version ${restoring.id}'s prices are live again, as version ${versionId}. The draft is unchanged.`,
        color: 'green',
      });
      setRestoring(null);
      setRestoreNote('');
    } catch (error) {
      notifications.show({ title: 'Not published', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <>
      <section aria-labelledby="history-heading">
        <Title order={2} size="h3" id="history-heading">
          Published versions
        </Title>
        <ScrollRegion label="Published versions" minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((v, index) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    {v.id} {index === 0 && <Badge variant="light">live</Badge>}
                  </Table.Td>
                  <Table.Td>
                    {v.note}
                    {v.restoredFrom ? ` (again from version ${v.restoredFrom})` : ''}
                  </Table.Td>
                  <Table.Td>
                    {v.publishedBy
                      ? `Published by ${v.publishedBy} on ${when(v.publishedAt)}`
                      : `Published on ${when(v.publishedAt)} (brought in with a content file)`}
                  </Table.Td>
                  <Table.Td>
                    {index > 0 && (
                      <Button size="xs" variant="light" onClick={() => setRestoring(v)}>
                        Publish version {v.id} again
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </section>

      <Modal
        opened={restoring !== null}
        onClose={() => setRestoring(null)}
        title={`Publish version ${restoring?.id} again?`}
        centered
      >
        <Stack>
          <Text size="sm">
            Families will be priced with the prices of version {restoring?.id} (“{restoring?.note}”). Your draft stays
            as it is.
          </Text>
          <TextInput
            label="Why (kept in the history)"
            value={restoreNote}
            onChange={(e) => setRestoreNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRestoring(null)}>
              Cancel
            </Button>
            <Button onClick={onRestore} loading={rollback.isPending}>
              Publish it again
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
