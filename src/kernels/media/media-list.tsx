import type { ReactNode } from 'react';
import { ActionIcon, Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { Selection } from './use-selection';
import type { useListReorder } from './use-list-reorder';
import classes from './media-admin.module.css';

/**
 * The parts the staff image lists share (/admin/galleries, /admin/site-images): a bar of bulk
 * actions and a row per image with the same controls in the same places, so staff find them
 * where they expect on either screen. What each screen says about an image goes in as children.
 */

/** How a screen words putting an image on the website and taking it off ("Publish", "Turn on"). */
export interface VisibilityWords {
  show: string;
  hide: string;
}

/** Select all, then show, hide, any screen-specific actions (children) and delete for the ticked rows. */
export function BulkBar({
  selection,
  words,
  onSetVisible,
  onDelete,
  children,
}: {
  selection: Selection;
  words: VisibilityWords;
  onSetVisible(ids: string[], visible: boolean): void;
  onDelete(ids: string[]): void;
  children?: ReactNode;
}) {
  const { selectedIds, allSelected } = selection;
  return (
    <Paper withBorder p="sm" radius="md" className={classes.bulkBar}>
      <Group justify="space-between" gap="sm">
        <Checkbox
          label={selectedIds.length ? `${selectedIds.length} selected` : 'Select all'}
          checked={allSelected}
          indeterminate={selectedIds.length > 0 && !allSelected}
          onChange={selection.toggleAll}
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!selectedIds.length}
            onClick={() => onSetVisible(selectedIds, true)}
          >
            {words.show}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!selectedIds.length}
            onClick={() => onSetVisible(selectedIds, false)}
          >
            {words.hide}
          </Button>
          {children}
          <Button
            size="xs"
            color="red.8"
            variant="outline"
            disabled={!selectedIds.length}
            onClick={() => onDelete(selectedIds)}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * One image of the list: tick box, drag handle, thumbnail, title and details (children), then
 * move up/down, edit, show or hide, and delete. `name` is how the buttons' labels name the image
 * for screen readers ("Move Blue Pearl up").
 */
export function MediaRow({
  id,
  index,
  count,
  name,
  title,
  thumbnailUrl,
  selection,
  reorder,
  visible,
  words,
  onSetVisible,
  onEdit,
  onDelete,
  children,
}: {
  id: string;
  index: number;
  count: number;
  name: string;
  title: string;
  thumbnailUrl: string | null;
  selection: Selection;
  reorder: Pick<ReturnType<typeof useListReorder>, 'drag' | 'move'>;
  visible: boolean;
  words: VisibilityWords;
  onSetVisible(ids: string[], visible: boolean): void;
  onEdit(): void;
  onDelete(ids: string[]): void;
  children: ReactNode;
}) {
  const toggleLabel = visible ? words.hide : words.show;
  return (
    <li className={classes.row} data-selected={selection.isSelected(id) || undefined} {...reorder.drag.rowProps(id)}>
      <Checkbox
        aria-label={`Select ${name}`}
        checked={selection.isSelected(id)}
        onChange={() => selection.toggle(id)}
      />
      <span className={classes.handle} aria-hidden="true" title="Drag to reorder">
        ⠿
      </span>
      {thumbnailUrl ? (
        <img src={thumbnailUrl} alt="" width={96} height={72} className={classes.thumb} loading="lazy" />
      ) : (
        <span className={classes.thumb} />
      )}
      <div className={classes.rowMain}>
        <Text fw={600} truncate="end">
          {title}
        </Text>
        {children}
      </div>
      <div className={classes.rowActions}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => reorder.move(id, -1)}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => reorder.move(id, 1)}
        >
          ↓
        </ActionIcon>
        <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button
          size="xs"
          variant={visible ? 'default' : 'filled'}
          onClick={() => onSetVisible([id], !visible)}
          aria-label={`${toggleLabel} ${name}`}
        >
          {toggleLabel}
        </Button>
        <Button size="xs" color="red.8" variant="outline" onClick={() => onDelete([id])} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}
