import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, useTRPC } from '#src/lib/trpc';

/** The note and the button that publish the draft, asking first with what it does to families' prices. */
export function PublishDraftForm({
  revision,
  blocked,
  impactSummary,
  refresh,
}: {
  revision: number;
  /** The draft has problems, so it cannot be published. */
  blocked: boolean;
  impactSummary: string;
  refresh: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const publish = useMutation(trpc.admin.calculator.publish.mutationOptions({ onSuccess: refresh, onError: refresh }));
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  /** The form asks first: the confirmation says what publishing does to families' prices. */
  function onPublish(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError('Please say in a few words what changed');
      return;
    }
    setNoteError(null);
    setConfirming(true);
  }

  async function onConfirmPublish() {
    setConfirming(false);
    try {
      const { versionId } = await publish.mutateAsync({ baseRevision: revision, note });
      setNote('');
      notifications.show({
        title: 'Published',
        message: `Families are now priced with version ${versionId}.`,
        color: 'green',
      });
    } catch (error) {
      setNoteError(errorMessage(error));
    }
  }

  return (
    <>
      <form onSubmit={onPublish} noValidate>
        <Group align="flex-end">
          <TextInput
            label="What changed (kept in the history)"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={noteError}
            w={420}
            maw="100%"
          />
          <Button type="submit" loading={publish.isPending} disabled={blocked}>
            Publish the draft
          </Button>
        </Group>
      </form>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Publish the draft?" centered>
        <Stack>
          <Text fw={600}>{impactSummary}</Text>
          <Text size="sm">
            Families are priced with the draft as soon as you publish it. The history keeps “{note.trim()}” and your
            name.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
            <Button onClick={onConfirmPublish} data-autofocus>
              Publish
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
