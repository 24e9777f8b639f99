import { useState } from 'react';
import { Container, Grid, Stack } from '@mantine/core';
import { usePostSave, type AdminPost } from './use-post-save';
import { usePostPublishing } from './use-post-publishing';
import { PostEditorHeader } from './post-editor-header';
import { PostSaveAlerts } from './post-save-alerts';
import { PostTextFields } from './post-text-fields';
import { PostSideFields } from './post-side-fields';
import { PostEditorDialogs } from './post-editor-dialogs';

/**
 * /admin/blogs/new and /admin/blogs/edit/{id}. Never loses typing: every change is copied to
 * this browser at once (a reload or a lost connection keeps it), drafts save to the server by
 * themselves a moment after typing stops, and a save made from an older revision (another tab)
 * is refused with a clear choice instead of overwriting (the save machine: `usePostSave`).
 */
export function PostEditor({ post, onCreated }: { post: AdminPost | null; onCreated?(id: number): void }) {
  const save = usePostSave({ post, onCreated });
  const publishing = usePostPublishing(save);
  const [previewOpen, setPreviewOpen] = useState(false);

  const openPreview = async () => {
    if (!save.live) await save.saveNow();
    setPreviewOpen(true);
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <PostEditorHeader save={save} publishing={publishing} onPreview={openPreview} />
        <PostSaveAlerts save={save} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PostTextFields save={save} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PostSideFields save={save} />
          </Grid.Col>
        </Grid>
      </Stack>
      <PostEditorDialogs
        save={save}
        publishing={publishing}
        previewOpen={previewOpen}
        onClosePreview={() => setPreviewOpen(false)}
      />
    </Container>
  );
}
