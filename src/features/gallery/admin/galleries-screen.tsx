import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Button, Group, Menu, Paper, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { galleryCopy } from '#content/gallery';
import {
  CATEGORY_SLUGS,
  GALLERY_CATEGORIES,
  galleryItemPath,
  isPricedCategory,
  type GalleryCategory,
} from '#server/modules/gallery/gallery-categories';
import type { AdminGalleryItem } from '#server/modules/gallery/gallery.admin-repository';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { ImageDropzone, UploadQueue } from '#src/kernels/media/image-dropzone';
import { useImageUploads } from '#src/kernels/media/use-image-uploads';
import { BulkBar, MediaRow, type VisibilityWords } from '#src/kernels/media/media-list';
import { useConfirmDelete } from '#src/kernels/media/use-confirm-delete';
import { useListReorder } from '#src/kernels/media/use-list-reorder';
import { useSelection, type Selection } from '#src/kernels/media/use-selection';
import { ConfirmDialog } from '#src/kernels/media/confirm-dialog';
import { StatusPill } from '#src/kernels/media/status-pill';
import { availabilityLabel, formatPrice } from '../format';
import { GalleryItemEditor } from './gallery-item-editor';
import classes from '#src/kernels/media/media-admin.module.css';

const words: VisibilityWords = { show: 'Publish', hide: 'Unpublish' };

/** /admin/galleries: per category, upload, edit, reorder, publish and delete photos. */
export function GalleriesScreen({ category }: { category: GalleryCategory }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listOptions = trpc.admin.gallery.list.queryOptions({ category });
  const { data } = useSuspenseQuery(listOptions);
  const items = data.items;
  const [editing, setEditing] = useState<AdminGalleryItem | null>(null);

  const refresh = () => queryClient.invalidateQueries(trpc.admin.gallery.list.pathFilter());
  const uploads = useImageUploads({
    endpoint: `/admin-api/gallery/upload?category=${category}`,
    onUploaded: () => void refresh(),
  });

  const reorder = useMutation(trpc.admin.gallery.reorder.mutationOptions());
  const remove = useMutation(trpc.admin.gallery.delete.mutationOptions());

  const selection = useSelection(items.map((i) => i.id));
  const { selectedIds } = selection;
  const order = useListReorder({
    queryKey: listOptions.queryKey,
    data,
    describe: (item) => item?.title ?? 'Photo',
    save: (ids) => reorder.mutateAsync({ category, ids }),
    refresh,
  });
  const deletion = useConfirmDelete({
    noun: { one: 'photo', many: 'photos' },
    selection,
    remove: (ids) => remove.mutateAsync({ ids }),
    refresh,
  });
  const setVisible = usePublishPhotos(refresh);
  const moveTo = useMovePhotos(selection, refresh);

  const copy = galleryCopy[category];
  const { confirming } = deletion;
  const confirmingTitle = confirming?.length === 1 ? items.find((i) => i.id === confirming[0])?.title : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Galleries
        </Title>
        <Text c="dimmed">
          Photos on the public gallery pages. New photos start as drafts: publish them when their details are right.
        </Text>
      </div>

      <CategoryTabs
        category={category}
        counts={data.counts}
        onChange={(value) => {
          selection.clear();
          void navigate({ to: '/admin/galleries', search: { category: value } });
        }}
      />

      <Text>
        {copy.summary}{' '}
        <Anchor href={`/gallery/${CATEGORY_SLUGS[category]}`} target="_blank" underline="always">
          See the public page
        </Anchor>
        . {data.counts[category].published} of {data.counts[category].total} published.
      </Text>

      <ImageDropzone
        label={`Add photos to ${copy.name}`}
        hint="Choose several at once if you like."
        inputLabel={`Photos to add to ${copy.name}`}
        onFiles={uploads.add}
      />
      <UploadQueue entries={uploads.entries} onClear={uploads.clearFinished} />

      <VisuallyHidden aria-live="polite">{order.announcement}</VisuallyHidden>

      {items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center">
            No photos in {copy.name} yet. The public page shows "Coming Soon" until one is published.
          </Text>
        </Paper>
      ) : (
        <>
          <BulkBar selection={selection} words={words} onSetVisible={setVisible} onDelete={deletion.ask}>
            <MoveToMenu category={category} disabled={!selectedIds.length} onMove={(c) => void moveTo(c)} />
          </BulkBar>

          <Text size="sm" c="dimmed">
            Drag a row by its handle to change the order, or use the arrow buttons. The first photo is the category's
            cover on the gallery page.
          </Text>

          <ul className={classes.list} aria-label={`Photos in ${copy.name}`}>
            {items.map((item, index) => (
              <MediaRow
                key={item.id}
                id={item.id}
                index={index}
                count={items.length}
                name={item.title ?? 'photo'}
                title={item.title ?? 'Untitled'}
                thumbnailUrl={item.thumbnailUrl}
                selection={selection}
                reorder={order}
                visible={item.isPublished}
                words={words}
                onSetVisible={setVisible}
                onEdit={() => setEditing(item)}
                onDelete={deletion.ask}
              >
                <PhotoDetails item={item} />
              </MediaRow>
            ))}
          </ul>
        </>
      )}

      {editing && <GalleryItemEditor key={editing.id} item={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...deletion.dialogProps}
        message={`${confirmingTitle ? `"${confirmingTitle}" will be` : 'They will be'} removed from the website and the image files deleted. This cannot be undone.`}
        busy={remove.isPending}
      />
    </Stack>
  );
}

/** Publishing and unpublishing photos, told in a notification with an Undo for unpublishing. */
function usePublishPhotos(refresh: () => Promise<void>) {
  const trpc = useTRPC();
  const setPublished = useMutation(trpc.admin.gallery.setPublished.mutationOptions());

  async function publish(targetIds: string[], published: boolean) {
    try {
      const { changed } = await setPublished.mutateAsync({ ids: targetIds, published });
      await refresh();
      notifications.show({
        title: published ? 'Published' : 'Hidden',
        message: (
          <>
            {`${changed} ${changed === 1 ? 'photo is' : 'photos are'} ${published ? 'now on the website' : 'no longer on the website'}. `}
            {!published && changed > 0 && (
              <Anchor component="button" type="button" size="sm" onClick={() => void publish(targetIds, true)}>
                Undo
              </Anchor>
            )}
          </>
        ),
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not changed', message: errorMessage(error), color: 'red' });
    }
  }
  const setVisible = (ids: string[], published: boolean) => void publish(ids, published);
  return setVisible;
}

/** Moves the selected photos to another category, and says how many moved. */
function useMovePhotos(selection: Selection, refresh: () => Promise<void>) {
  const trpc = useTRPC();
  const move = useMutation(trpc.admin.gallery.move.mutationOptions());
  const { selectedIds } = selection;

  async function moveTo(target: GalleryCategory) {
    try {
      const { moved } = await move.mutateAsync({ ids: selectedIds, category: target });
      selection.clear();
      await refresh();
      notifications.show({ title: 'Moved', message: `${moved} moved to ${galleryCopy[target].name}.`, color: 'green' });
    } catch (error) {
      notifications.show({ title: 'Not moved', message: errorMessage(error), color: 'red' });
    }
  }
  return moveTo;
}

/** One tab per category, each with how many photos it holds. */
function CategoryTabs({
  category,
  counts,
  onChange,
}: {
  category: GalleryCategory;
  counts: Record<GalleryCategory, { total: number }>;
  onChange: (category: GalleryCategory) => void;
}) {
  return (
    <Tabs
      value={category}
      onChange={(value) => {
        if (value) onChange(value as GalleryCategory);
      }}
      keepMounted={false}
    >
      <Tabs.List>
        {GALLERY_CATEGORIES.map((c) => (
          <Tabs.Tab key={c} value={c}>
            {galleryCopy[c].name} ({counts[c].total})
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** Moves the selected photos to another category. */
function MoveToMenu({
  category,
  disabled,
  onMove,
}: {
  category: GalleryCategory;
  disabled: boolean;
  onMove: (category: GalleryCategory) => void;
}) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="default" disabled={disabled}>
          Move to...
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {GALLERY_CATEGORIES.filter((c) => c !== category).map((c) => (
          <Menu.Item key={c} onClick={() => onMove(c)}>
            {galleryCopy[c].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** What a photo's row says under its title: published or draft, its price and availability, its public page. */
function PhotoDetails({ item }: { item: AdminGalleryItem }) {
  return (
    <Group gap={6} mt={2}>
      <StatusPill tone={item.isPublished ? 'success' : 'warning'}>
        {item.isPublished ? 'Published' : 'Draft'}
      </StatusPill>
      {isPricedCategory(item.category) && (
        <Text size="sm">
          {item.priceCents === null ? 'No price' : formatPrice(item.priceCents)}
          {item.availability ? ` · ${availabilityLabel(item.availability)}` : ''}
        </Text>
      )}
      {item.isPublished && item.slug && (
        <Anchor href={galleryItemPath(item.category, item.slug)} target="_blank" size="sm" underline="always">
          View<VisuallyHidden> {item.title} on the website</VisuallyHidden>
        </Anchor>
      )}
    </Group>
  );
}
