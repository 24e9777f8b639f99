import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ActionIcon, Anchor, Button, Checkbox, Group, Menu, Paper, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { galleryCopy } from '../../../../content/gallery';
import {
  CATEGORY_SLUGS,
  GALLERY_CATEGORIES,
  galleryItemPath,
  isPricedCategory,
  type GalleryCategory,
} from '../../../../server/modules/gallery/gallery-categories';
import type { AdminGalleryItem } from '../../../../server/modules/gallery/gallery.repository';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { ImageDropzone, UploadQueue } from '../../media/image-dropzone';
import { useImageUploads } from '../../media/use-image-uploads';
import { moveBy, useDragReorder } from '../../media/use-drag-reorder';
import { ConfirmDialog } from '../../media/confirm-dialog';
import { StatusPill } from '../../media/status-pill';
import { availabilityLabel, formatPrice } from '../format';
import { GalleryItemEditor } from './gallery-item-editor';
import classes from '../../media/media-admin.module.css';

/** /admin/galleries: per category, upload, edit, reorder, publish and delete photos. */
export function GalleriesScreen({ category }: { category: GalleryCategory }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listOptions = trpc.admin.gallery.list.queryOptions({ category });
  const { data } = useSuspenseQuery(listOptions);
  const items = data.items;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AdminGalleryItem | null>(null);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const refresh = () => queryClient.invalidateQueries(trpc.admin.gallery.list.pathFilter());
  const uploads = useImageUploads({ endpoint: `/admin-api/gallery/upload?category=${category}`, onUploaded: () => void refresh() });

  const reorder = useMutation(trpc.admin.gallery.reorder.mutationOptions());
  const setPublished = useMutation(trpc.admin.gallery.setPublished.mutationOptions());
  const move = useMutation(trpc.admin.gallery.move.mutationOptions());
  const remove = useMutation(trpc.admin.gallery.delete.mutationOptions());

  const selectedIds = items.filter((i) => selected.has(i.id)).map((i) => i.id);
  const ids = items.map((i) => i.id);

  async function applyOrder(nextIds: string[], movedId: string) {
    const previous = data;
    const byId = new Map(items.map((i) => [i.id, i]));
    // The new order shows at once; it is put back if saving fails.
    queryClient.setQueryData(listOptions.queryKey, { ...data, items: nextIds.map((id) => byId.get(id)!) });
    const moved = byId.get(movedId);
    setAnnouncement(`${moved?.title ?? 'Photo'} moved to position ${nextIds.indexOf(movedId) + 1} of ${nextIds.length}.`);
    try {
      await reorder.mutateAsync({ category, ids: nextIds });
      await refresh();
    } catch (error) {
      queryClient.setQueryData(listOptions.queryKey, previous);
      notifications.show({ title: 'Order not saved', message: errorMessage(error), color: 'red' });
    }
  }
  const drag = useDragReorder(ids, (next, moved) => void applyOrder(next, moved));

  async function publish(targetIds: string[], published: boolean) {
    try {
      const { changed } = await setPublished.mutateAsync({ ids: targetIds, published });
      await refresh();
      notifications.show({
        title: published ? 'Published' : 'Hidden',
        message: `${changed} ${changed === 1 ? 'photo is' : 'photos are'} ${published ? 'now on the website' : 'no longer on the website'}.`,
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not changed', message: errorMessage(error), color: 'red' });
    }
  }

  async function moveTo(target: GalleryCategory) {
    try {
      const { moved } = await move.mutateAsync({ ids: selectedIds, category: target });
      setSelected(new Set());
      await refresh();
      notifications.show({ title: 'Moved', message: `${moved} moved to ${galleryCopy[target].name}.`, color: 'green' });
    } catch (error) {
      notifications.show({ title: 'Not moved', message: errorMessage(error), color: 'red' });
    }
  }

  async function confirmDelete() {
    if (!confirming) return;
    try {
      const { deleted } = await remove.mutateAsync({ ids: confirming });
      setSelected((s) => new Set([...s].filter((id) => !confirming.includes(id))));
      setConfirming(null);
      await refresh();
      notifications.show({ title: 'Deleted', message: `${deleted} ${deleted === 1 ? 'photo was' : 'photos were'} deleted.`, color: 'green' });
    } catch (error) {
      notifications.show({ title: 'Not deleted', message: errorMessage(error), color: 'red' });
    }
  }

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = items.length > 0 && selectedIds.length === items.length;
  const copy = galleryCopy[category];
  const confirmingTitle = confirming?.length === 1 ? items.find((i) => i.id === confirming[0])?.title : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Galleries
        </Title>
        <Text c="dimmed">Photos on the public gallery pages. New photos start as drafts: publish them when their details are right.</Text>
      </div>

      <Tabs
        value={category}
        onChange={(value) => {
          if (value) {
            setSelected(new Set());
            void navigate({ to: '/admin/galleries', search: { category: value as GalleryCategory } });
          }
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {GALLERY_CATEGORIES.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {galleryCopy[c].name} ({data.counts[c].total})
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

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

      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      {items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center">No photos in {copy.name} yet. The public page shows "Coming Soon" until one is published.</Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder p="sm" radius="md" className={classes.bulkBar}>
            <Group justify="space-between" gap="sm">
              <Checkbox
                label={selectedIds.length ? `${selectedIds.length} selected` : 'Select all'}
                checked={allSelected}
                indeterminate={selectedIds.length > 0 && !allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(ids))}
              />
              <Group gap="xs">
                <Button size="xs" variant="default" disabled={!selectedIds.length} onClick={() => void publish(selectedIds, true)}>
                  Publish
                </Button>
                <Button size="xs" variant="default" disabled={!selectedIds.length} onClick={() => void publish(selectedIds, false)}>
                  Unpublish
                </Button>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button size="xs" variant="default" disabled={!selectedIds.length}>
                      Move to...
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {GALLERY_CATEGORIES.filter((c) => c !== category).map((c) => (
                      <Menu.Item key={c} onClick={() => void moveTo(c)}>
                        {galleryCopy[c].name}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
                <Button size="xs" color="red.8" variant="outline" disabled={!selectedIds.length} onClick={() => setConfirming(selectedIds)}>
                  Delete
                </Button>
              </Group>
            </Group>
          </Paper>

          <Text size="sm" c="dimmed">
            Drag a row by its handle to change the order, or use the arrow buttons. The first photo is the category's
            cover on the gallery page.
          </Text>

          <ul className={classes.list} aria-label={`Photos in ${copy.name}`}>
            {items.map((item, index) => (
              <li key={item.id} className={classes.row} data-selected={selected.has(item.id) || undefined} {...drag.rowProps(item.id)}>
                <Checkbox aria-label={`Select ${item.title ?? 'photo'}`} checked={selected.has(item.id)} onChange={() => toggle(item.id)} />
                <span className={classes.handle} aria-hidden="true" title="Drag to reorder">
                  ⠿
                </span>
                {item.thumbnailUrl ? (
                  <img src={item.thumbnailUrl} alt="" width={96} height={72} className={classes.thumb} loading="lazy" />
                ) : (
                  <span className={classes.thumb} />
                )}
                <div className={classes.rowMain}>
                  <Text fw={600} truncate="end">
                    {item.title ?? 'Untitled'}
                  </Text>
                  <Group gap={6} mt={2}>
                    <StatusPill tone={item.isPublished ? 'success' : 'warning'}>{item.isPublished ? 'Published' : 'Draft'}</StatusPill>
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
                </div>
                <div className={classes.rowActions}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Move ${item.title ?? 'photo'} up`}
                    disabled={index === 0}
                    onClick={() => void applyOrder(moveBy(ids, item.id, -1), item.id)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Move ${item.title ?? 'photo'} down`}
                    disabled={index === items.length - 1}
                    onClick={() => void applyOrder(moveBy(ids, item.id, 1), item.id)}
                  >
                    ↓
                  </ActionIcon>
                  <Button size="xs" variant="default" onClick={() => setEditing(item)} aria-label={`Edit ${item.title ?? 'photo'}`}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant={item.isPublished ? 'default' : 'filled'}
                    onClick={() => void publish([item.id], !item.isPublished)}
                    aria-label={`${item.isPublished ? 'Unpublish' : 'Publish'} ${item.title ?? 'photo'}`}
                  >
                    {item.isPublished ? 'Unpublish' : 'Publish'}
                  </Button>
                  <Button size="xs" color="red.8" variant="outline" onClick={() => setConfirming([item.id])} aria-label={`Delete ${item.title ?? 'photo'}`}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      {editing && <GalleryItemEditor key={editing.id} item={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.length === 1 ? 'Delete this photo?' : `Delete ${confirming?.length ?? 0} photos?`}
        message={`${confirmingTitle ? `"${confirmingTitle}" will be` : 'They will be'} removed from the website and the image files deleted. This cannot be undone.`}
        confirmLabel={confirming?.length === 1 ? 'Delete photo' : 'Delete photos'}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
