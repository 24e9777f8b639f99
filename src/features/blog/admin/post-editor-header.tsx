import { useNavigate } from '@tanstack/react-router';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { blogStatusLabels, type BlogStatus } from '#server/modules/blog/blog.choices';
import { useStaffTime } from '#src/lib/staff-time';
import type { PostSave, SaveState } from './use-post-save';
import type { PostPublishing } from './use-post-publishing';

const statusColor: Record<BlogStatus, string> = { draft: 'gray.7', scheduled: 'orange.9', published: 'green.9' };

/** The editor's top: the way back, the post's status and save state, and its buttons. */
export function PostEditorHeader({
  save,
  publishing,
  onPreview,
}: {
  save: PostSave;
  publishing: PostPublishing;
  onPreview(): void;
}) {
  const dates = useStaffTime();
  const navigate = useNavigate();
  const { server, saveState, live, dirty, saveNow } = save;
  const { publish, setScheduleOpen, setUnpublishOpen, setDeleteOpen } = publishing;

  const status: BlogStatus = server?.status ?? 'draft';
  const saveLabel: Record<SaveState, string> = {
    saved: server ? 'All changes saved' : 'Not saved yet: give the post a title',
    unsaved: live ? 'Changes not saved yet (kept in this browser)' : 'Saving soon...',
    saving: 'Saving...',
    offline: 'Offline: your changes are kept in this browser and will be saved when the connection returns',
    conflict: 'Not saved: changed elsewhere',
    error: 'Not saved: see the message above',
  };

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={4}>
        <Anchor
          href="/admin/blogs"
          size="sm"
          onClick={(e) => (e.preventDefault(), void navigate({ to: '/admin/blogs' }))}
        >
          ← All posts
        </Anchor>
        <Title order={1}>{server ? 'Edit post' : 'New post'}</Title>
        <Group gap="xs">
          <Badge color={statusColor[status]} variant={status === 'draft' ? 'outline' : 'filled'}>
            {blogStatusLabels[status]}
          </Badge>
          {server?.publishedAt ? (
            <Text size="sm">
              {status === 'scheduled' ? 'Goes live ' : 'Published '}
              {status === 'scheduled' ? dates.dateTime(server.publishedAt) : dates.dateTime(server.publishedAt)}
            </Text>
          ) : null}
          <Text
            size="sm"
            c={saveState === 'conflict' || saveState === 'error' ? 'red.9' : 'gray.7'}
            role="status"
            data-testid="save-state"
          >
            {saveLabel[saveState]}
          </Text>
        </Group>
      </Stack>
      <Group gap="xs">
        <Button variant="default" onClick={onPreview}>
          Preview
        </Button>
        {live ? (
          <Button
            onClick={() => void saveNow()}
            disabled={!dirty || saveState === 'conflict'}
            loading={saveState === 'saving'}
          >
            Save changes
          </Button>
        ) : (
          <Button variant="default" onClick={() => void saveNow()} disabled={!dirty || saveState === 'conflict'}>
            Save draft
          </Button>
        )}
        {status !== 'published' ? (
          <Button
            onClick={() => void publish(null)}
            loading={publishing.publishing}
            disabled={saveState === 'conflict'}
          >
            Publish now
          </Button>
        ) : null}
        <Button variant="default" onClick={() => setScheduleOpen(true)} disabled={saveState === 'conflict'}>
          {status === 'scheduled' ? 'Change time' : 'Schedule'}
        </Button>
        {live ? (
          <Button variant="default" onClick={() => setUnpublishOpen(true)} loading={publishing.unpublishing}>
            Unpublish
          </Button>
        ) : null}
        {/* A post never saved has nothing to delete. */}
        {server ? (
          <Button variant="outline" color="red.8" onClick={() => setDeleteOpen(true)}>
            Delete
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
