import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Anchor, Group, Paper, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SITE_IMAGE_CATEGORIES, type SiteImageCategory } from '#server/modules/site-images/site-images.admin-schema';
import type { AdminSiteImage } from '#server/modules/site-images/site-images.admin-repository';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { ImageDropzone, UploadQueue } from '#src/kernels/media/image-dropzone';
import { useImageUploads } from '#src/kernels/media/use-image-uploads';
import { BulkBar, MediaRow, type VisibilityWords } from '#src/kernels/media/media-list';
import { useConfirmDelete } from '#src/kernels/media/use-confirm-delete';
import { useListReorder } from '#src/kernels/media/use-list-reorder';
import { useSelection } from '#src/kernels/media/use-selection';
import { ConfirmDialog } from '#src/kernels/media/confirm-dialog';
import { StatusPill } from '#src/kernels/media/status-pill';
import { SiteImageEditor } from './site-image-editor';
import { siteImageUsage } from './site-image-usage';
import classes from '#src/kernels/media/media-admin.module.css';

const words: VisibilityWords = { show: 'Turn on', hide: 'Turn off' };

/** /admin/site-images: the home page's and service pages' own pictures. */
export function SiteImagesScreen({ category }: { category: SiteImageCategory }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listOptions = trpc.admin.siteImages.list.queryOptions({ category });
  const { data } = useSuspenseQuery(listOptions);
  const items = data.items;
  const [editing, setEditing] = useState<AdminSiteImage | null>(null);

  const refresh = () => queryClient.invalidateQueries(trpc.admin.siteImages.list.pathFilter());
  const uploads = useImageUploads({
    endpoint: `/admin-api/site-images/upload?category=${category}`,
    onUploaded: () => void refresh(),
  });
  const reorder = useMutation(trpc.admin.siteImages.reorder.mutationOptions());
  const remove = useMutation(trpc.admin.siteImages.delete.mutationOptions());

  const selection = useSelection(items.map((i) => i.id));
  const order = useListReorder({
    queryKey: listOptions.queryKey,
    data,
    describe: (item) => item?.name ?? 'Image',
    save: (ids) => reorder.mutateAsync({ category, ids }),
    refresh,
  });
  const deletion = useConfirmDelete({
    noun: { one: 'image', many: 'images' },
    selection,
    remove: (ids) => remove.mutateAsync({ ids }),
    refresh,
  });
  const setVisible = useSwitchImages(refresh);

  const usage = siteImageUsage[category];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Site Images
        </Title>
        <Text c="dimmed">The pictures of the home page and service pages (not the gallery).</Text>
      </div>

      <CategoryTabs
        category={category}
        counts={data.counts}
        onChange={(value) => {
          selection.clear();
          void navigate({ to: '/admin/site-images', search: { category: value } });
        }}
      />

      <Alert variant="light" color="brand" title="Where these appear">
        <Text>{usage.appears}</Text>
      </Alert>

      <ImageDropzone
        label={`Add ${usage.name.toLowerCase()} images`}
        hint="New images start switched off: give each a description, then turn it on."
        inputLabel={`Images to add to ${usage.name}`}
        onFiles={uploads.add}
      />
      <UploadQueue entries={uploads.entries} onClear={uploads.clearFinished} />
      <VisuallyHidden aria-live="polite">{order.announcement}</VisuallyHidden>

      {items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center">
            No {usage.name.toLowerCase()} images yet. Until there is one, the site shows a built-in picture.
          </Text>
        </Paper>
      ) : (
        <>
          <BulkBar selection={selection} words={words} onSetVisible={setVisible} onDelete={deletion.ask} />
          <Text size="sm" c="dimmed">
            Drag a row to change the order, or use the arrow buttons. The site reads this list from the top.
          </Text>
          <ul className={classes.list} aria-label={`${usage.name} images`}>
            {items.map((item, index) => (
              <MediaRow
                key={item.id}
                id={item.id}
                index={index}
                count={items.length}
                name={item.name}
                title={item.name}
                thumbnailUrl={item.thumbnailUrl ?? item.imageUrl}
                selection={selection}
                reorder={order}
                visible={item.isActive}
                words={words}
                onSetVisible={setVisible}
                onEdit={() => setEditing(item)}
                onDelete={deletion.ask}
              >
                <SiteImageDetails item={item} />
              </MediaRow>
            ))}
          </ul>
        </>
      )}

      {editing && <SiteImageEditor key={editing.id} image={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...deletion.dialogProps}
        message="The image files will be deleted and the site will no longer show them. This cannot be undone."
        busy={remove.isPending}
      />
    </Stack>
  );
}

/** Turning images on and off, told in a notification with an Undo for turning off. */
function useSwitchImages(refresh: () => Promise<void>) {
  const trpc = useTRPC();
  const setActive = useMutation(trpc.admin.siteImages.setActive.mutationOptions());

  async function activate(targetIds: string[], active: boolean) {
    try {
      const { changed, needAltText } = await setActive.mutateAsync({ ids: targetIds, active });
      await refresh();
      const skipped = needAltText
        ? ` ${needAltText} ${needAltText === 1 ? 'needs' : 'need'} a description of the photo first (Edit).`
        : '';
      notifications.show({
        title: active ? 'Turned on' : 'Turned off',
        message: (
          <>
            {`${changed} ${changed === 1 ? 'image' : 'images'} ${active ? 'now shown' : 'no longer shown'} on the website.${skipped} `}
            {!active && changed > 0 && (
              <Anchor component="button" type="button" size="sm" onClick={() => void activate(targetIds, true)}>
                Undo
              </Anchor>
            )}
          </>
        ),
        color: needAltText ? 'yellow' : 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not changed', message: errorMessage(error), color: 'red' });
    }
  }
  const setVisible = (ids: string[], active: boolean) => void activate(ids, active);
  return setVisible;
}

/** One tab per place the images appear, each with how many are on. */
function CategoryTabs({
  category,
  counts,
  onChange,
}: {
  category: SiteImageCategory;
  counts: Record<SiteImageCategory, { active: number; total: number }>;
  onChange: (category: SiteImageCategory) => void;
}) {
  return (
    <Tabs
      value={category}
      onChange={(value) => {
        if (value) onChange(value as SiteImageCategory);
      }}
    >
      <Tabs.List>
        {SITE_IMAGE_CATEGORIES.map((c) => (
          <Tabs.Tab key={c} value={c}>
            {siteImageUsage[c].name} ({counts[c].active} of {counts[c].total} on)
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** What an image's row says under its name: on or off, whether it needs a description, its notes. */
function SiteImageDetails({ item }: { item: AdminSiteImage }) {
  return (
    <>
      <Group gap={6} mt={2}>
        <StatusPill tone={item.isActive ? 'success' : 'neutral'}>{item.isActive ? 'On' : 'Off'}</StatusPill>
        {!item.altText.trim() && <StatusPill tone="warning">Needs a description</StatusPill>}
      </Group>
      {item.usageNotes && (
        <Text size="sm" c="dimmed" truncate="end">
          {item.usageNotes}
        </Text>
      )}
    </>
  );
}
