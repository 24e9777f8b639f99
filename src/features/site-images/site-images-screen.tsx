import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Checkbox, Group, Paper, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SITE_IMAGE_CATEGORIES, type SiteImageCategory } from '../../../server/modules/site-images/site-images.admin-schema';
import type { AdminSiteImage } from '../../../server/modules/site-images/site-images.admin-repository';
import { errorMessage, useTRPC } from '../../lib/trpc';
import { ImageDropzone, UploadQueue } from '../media/image-dropzone';
import { useImageUploads } from '../media/use-image-uploads';
import { moveBy, useDragReorder } from '../media/use-drag-reorder';
import { ConfirmDialog } from '../media/confirm-dialog';
import { StatusPill } from '../media/status-pill';
import { SiteImageEditor } from './site-image-editor';
import { siteImageUsage } from './site-image-usage';
import classes from '../media/media-admin.module.css';

/** /admin/site-images: the home page's and service pages' own pictures. */
export function SiteImagesScreen({ category }: { category: SiteImageCategory }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listOptions = trpc.admin.siteImages.list.queryOptions({ category });
  const { data } = useSuspenseQuery(listOptions);
  const items = data.items;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AdminSiteImage | null>(null);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const refresh = () => queryClient.invalidateQueries(trpc.admin.siteImages.list.pathFilter());
  const uploads = useImageUploads({ endpoint: `/admin-api/site-images/upload?category=${category}`, onUploaded: () => void refresh() });
  const reorder = useMutation(trpc.admin.siteImages.reorder.mutationOptions());
  const setActive = useMutation(trpc.admin.siteImages.setActive.mutationOptions());
  const remove = useMutation(trpc.admin.siteImages.delete.mutationOptions());

  const ids = items.map((i) => i.id);
  const selectedIds = items.filter((i) => selected.has(i.id)).map((i) => i.id);

  async function applyOrder(nextIds: string[], movedId: string) {
    const previous = data;
    const byId = new Map(items.map((i) => [i.id, i]));
    queryClient.setQueryData(listOptions.queryKey, { ...data, items: nextIds.map((id) => byId.get(id)!) });
    setAnnouncement(`${byId.get(movedId)?.name ?? 'Image'} moved to position ${nextIds.indexOf(movedId) + 1} of ${nextIds.length}.`);
    try {
      await reorder.mutateAsync({ category, ids: nextIds });
      await refresh();
    } catch (error) {
      queryClient.setQueryData(listOptions.queryKey, previous);
      notifications.show({ title: 'Order not saved', message: errorMessage(error), color: 'red' });
    }
  }
  const drag = useDragReorder(ids, (next, moved) => void applyOrder(next, moved));

  async function activate(targetIds: string[], active: boolean) {
    try {
      const { changed, needAltText } = await setActive.mutateAsync({ ids: targetIds, active });
      await refresh();
      const skipped = needAltText
        ? ` ${needAltText} ${needAltText === 1 ? 'needs' : 'need'} a description of the photo first (Edit).`
        : '';
      notifications.show({
        title: active ? 'Turned on' : 'Turned off',
        message: `${changed} ${changed === 1 ? 'image' : 'images'} ${active ? 'now shown' : 'no longer shown'} on the website.${skipped}`,
        color: needAltText ? 'yellow' : 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not changed', message: errorMessage(error), color: 'red' });
    }
  }

  async function confirmDelete() {
    if (!confirming) return;
    try {
      const { deleted } = await remove.mutateAsync({ ids: confirming });
      setSelected((s) => new Set([...s].filter((id) => !confirming.includes(id))));
      setConfirming(null);
      await refresh();
      notifications.show({ title: 'Deleted', message: `${deleted} ${deleted === 1 ? 'image was' : 'images were'} deleted.`, color: 'green' });
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
  const usage = siteImageUsage[category];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Site Images
        </Title>
        <Text c="dimmed">The pictures of the home page and service pages (not the gallery).</Text>
      </div>

      <Tabs
        value={category}
        onChange={(value) => {
          if (value) {
            setSelected(new Set());
            void navigate({ to: '/admin/site-images', search: { category: value as SiteImageCategory } });
          }
        }}
      >
        <Tabs.List>
          {SITE_IMAGE_CATEGORIES.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {siteImageUsage[c].name} ({data.counts[c].active} of {data.counts[c].total} on)
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

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
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      {items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center">No {usage.name.toLowerCase()} images yet. Until there is one, the site shows a built-in picture.</Text>
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
                <Button size="xs" variant="default" disabled={!selectedIds.length} onClick={() => void activate(selectedIds, true)}>
                  Turn on
                </Button>
                <Button size="xs" variant="default" disabled={!selectedIds.length} onClick={() => void activate(selectedIds, false)}>
                  Turn off
                </Button>
                <Button size="xs" color="red.8" variant="outline" disabled={!selectedIds.length} onClick={() => setConfirming(selectedIds)}>
                  Delete
                </Button>
              </Group>
            </Group>
          </Paper>
          <Text size="sm" c="dimmed">
            Drag a row to change the order, or use the arrow buttons. The site reads this list from the top.
          </Text>
          <ul className={classes.list} aria-label={`${usage.name} images`}>
            {items.map((item, index) => (
              <li key={item.id} className={classes.row} data-selected={selected.has(item.id) || undefined} {...drag.rowProps(item.id)}>
                <Checkbox aria-label={`Select ${item.name}`} checked={selected.has(item.id)} onChange={() => toggle(item.id)} />
                <span className={classes.handle} aria-hidden="true" title="Drag to reorder">
                  ⠿
                </span>
                <img src={item.thumbnailUrl ?? item.imageUrl} alt="" width={96} height={72} className={classes.thumb} loading="lazy" />
                <div className={classes.rowMain}>
                  <Text fw={600} truncate="end">
                    {item.name}
                  </Text>
                  <Group gap={6} mt={2}>
                    <StatusPill tone={item.isActive ? 'success' : 'neutral'}>{item.isActive ? 'On' : 'Off'}</StatusPill>
                    {!item.altText.trim() && <StatusPill tone="warning">Needs a description</StatusPill>}
                  </Group>
                  {item.usageNotes && (
                    <Text size="sm" c="dimmed" truncate="end">
                      {item.usageNotes}
                    </Text>
                  )}
                </div>
                <div className={classes.rowActions}>
                  <ActionIcon variant="default" size="lg" aria-label={`Move ${item.name} up`} disabled={index === 0} onClick={() => void applyOrder(moveBy(ids, item.id, -1), item.id)}>
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Move ${item.name} down`}
                    disabled={index === items.length - 1}
                    onClick={() => void applyOrder(moveBy(ids, item.id, 1), item.id)}
                  >
                    ↓
                  </ActionIcon>
                  <Button size="xs" variant="default" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant={item.isActive ? 'default' : 'filled'}
                    onClick={() => void activate([item.id], !item.isActive)}
                    aria-label={`${item.isActive ? 'Turn off' : 'Turn on'} ${item.name}`}
                  >
                    {item.isActive ? 'Turn off' : 'Turn on'}
                  </Button>
                  <Button size="xs" color="red.8" variant="outline" onClick={() => setConfirming([item.id])} aria-label={`Delete ${item.name}`}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      {editing && <SiteImageEditor key={editing.id} image={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.length === 1 ? 'Delete this image?' : `Delete ${confirming?.length ?? 0} images?`}
        message="The image files will be deleted and the site will no longer show them. This cannot be undone."
        confirmLabel={confirming?.length === 1 ? 'Delete image' : 'Delete images'}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
