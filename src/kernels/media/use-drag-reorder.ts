import { useState, type DragEvent } from 'react';

/** The ids with `id` moved to where `targetId` is. */
export function moveBefore(ids: string[], id: string, targetId: string): string[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return ids;
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

/** The ids with `id` moved by `delta` places (clamped). */
export function moveBy(ids: string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  const to = Math.max(0, Math.min(ids.length - 1, from + delta));
  if (from < 0 || from === to) return ids;
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

/**
 * Reordering rows by native drag and drop. Each row spreads `rowProps(id)`; dropping a row on
 * another puts it in that row's place and calls `onReorder` with the new order. Keyboard users
 * get move up/down buttons (moveBy) instead.
 */
export function useDragReorder(ids: string[], onReorder: (ids: string[], movedId: string) => void) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const reset = () => {
    setDragging(null);
    setOver(null);
  };
  const rowProps = (id: string) => ({
    draggable: true,
    'data-dragging': dragging === id || undefined,
    'data-over': (over === id && dragging !== id) || undefined,
    onDragStart: (event: DragEvent) => {
      // Dragging text out of an input must not start a row move.
      if ((event.target as HTMLElement).closest('input, textarea, button, a')) return;
      setDragging(id);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
    },
    onDragOver: (event: DragEvent) => {
      if (!dragging) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== id) setOver(id);
    },
    onDrop: (event: DragEvent) => {
      if (!dragging) return;
      event.preventDefault();
      const next = moveBefore(ids, dragging, id);
      if (next !== ids) onReorder(next, dragging);
      reset();
    },
    onDragEnd: reset,
  });
  return { rowProps, dragging };
}
