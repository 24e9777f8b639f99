import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#src/lib/trpc';
import { moveBy, useDragReorder } from './use-drag-reorder';

/**
 * Reordering a staff list of images (gallery photos, site images), by drag and drop or by the
 * move up/down buttons. The new order shows at once and is announced for screen readers
 * (`announcement`, for an aria-live region); it is put back if saving fails.
 */
export function useListReorder<TData extends { items: Array<{ id: string }> }>({
  queryKey,
  data,
  describe,
  save,
  refresh,
}: {
  /** The list query the rows come from. */
  queryKey: QueryKey;
  data: TData;
  /** How the announcement names the moved row, e.g. its title. */
  describe(item: TData['items'][number] | undefined): string;
  save(ids: string[]): Promise<unknown>;
  refresh(): Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const ids = data.items.map((i) => i.id);

  async function applyOrder(nextIds: string[], movedId: string) {
    const previous = data;
    const byId = new Map(data.items.map((i) => [i.id, i]));
    queryClient.setQueryData<TData>(queryKey, { ...data, items: nextIds.map((id) => byId.get(id)!) });
    setAnnouncement(
      `${describe(byId.get(movedId))} moved to position ${nextIds.indexOf(movedId) + 1} of ${nextIds.length}.`,
    );
    try {
      await save(nextIds);
      await refresh();
    } catch (error) {
      queryClient.setQueryData<TData>(queryKey, previous);
      notifications.show({ title: 'Order not saved', message: errorMessage(error), color: 'red' });
    }
  }

  const drag = useDragReorder(ids, (next, moved) => void applyOrder(next, moved));
  return {
    announcement,
    drag,
    /** Moves a row by `delta` places (the arrow buttons). */
    move: (id: string, delta: number) => void applyOrder(moveBy(ids, id, delta), id),
  };
}
