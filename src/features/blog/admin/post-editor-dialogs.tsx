import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ConfirmDialog } from '#src/kernels/media/confirm-dialog';
import { PostArticle } from '../post-article';
import type { PostSave } from './use-post-save';
import type { PostPublishing } from './use-post-publishing';

/** The editor's dialogs: the time to schedule, the preview as visitors see it, unpublish and delete. */
export function PostEditorDialogs({
  save,
  publishing,
  previewOpen,
  onClosePreview,
}: {
  save: PostSave;
  publishing: PostPublishing;
  previewOpen: boolean;
  onClosePreview(): void;
}) {
  const { fields, server, live, setProblem } = save;
  const {
    publish,
    unpublish,
    remove,
    scheduleOpen,
    setScheduleOpen,
    scheduleAt,
    setScheduleAt,
    unpublishOpen,
    setUnpublishOpen,
    deleteOpen,
    setDeleteOpen,
  } = publishing;
  return (
    <>
      <Modal opened={scheduleOpen} onClose={() => setScheduleOpen(false)} title="Schedule this post" centered>
        <Stack>
          <TextInput
            type="datetime-local"
            label="Goes live on"
            description="Your computer's time. The post appears on the blog by itself at this time."
            value={scheduleAt}
            onChange={(e) => setScheduleAt(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setScheduleOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                const when = new Date(scheduleAt);
                if (Number.isNaN(when.getTime()) || when.getTime() < Date.now()) {
                  setProblem('Please choose a time in the future, or use “Publish now”.');
                  setScheduleOpen(false);
                  return;
                }
                void publish(when.toISOString());
              }}
              loading={publishing.publishing}
            >
              Schedule
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={previewOpen} onClose={onClosePreview} title="Preview: as visitors will see it" size="xl">
        <PostArticle
          post={{
            title: fields.title || 'Untitled',
            category: fields.category,
            publishedAt: server?.publishedAt ?? null,
            readingMinutes: server?.readingMinutes ?? 1,
            bodyHtml: live || !server ? fields.bodyHtml : server.bodyHtml,
            cover:
              server?.cover && fields.coverImageId === server.coverImageId
                ? { image: server.cover.image, alt: fields.coverAlt }
                : null,
          }}
        />
      </Modal>

      <ConfirmDialog
        opened={unpublishOpen}
        title="Unpublish this post?"
        message="Visitors will no longer see it on the blog; it becomes a draft you can publish again."
        confirmLabel="Unpublish"
        busy={publishing.unpublishing}
        onConfirm={() => {
          setUnpublishOpen(false);
          void unpublish();
        }}
        onCancel={() => setUnpublishOpen(false)}
      />
      <ConfirmDialog
        opened={deleteOpen}
        title="Delete this post?"
        message={
          live
            ? 'The post will disappear from the website and cannot be brought back.'
            : 'The draft will be deleted and cannot be brought back.'
        }
        confirmLabel="Delete post"
        busy={publishing.deleting}
        onConfirm={remove}
        onCancel={() => setDeleteOpen(false)}
      />
    </>
  );
}
