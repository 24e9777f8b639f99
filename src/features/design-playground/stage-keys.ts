import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { nudgeBlock, removeBlock, type Direction } from './design-editing';

/**
 * The keys a focused block answers (issue 34 point 6, every action by keyboard): Enter or Space
 * selects it, an arrow moves it by 1/8 in (Shift: 1 in) and selects it, Delete or Backspace
 * removes it, Escape lets go of the selection. Anything else is left to the page.
 */

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export interface KeyContext {
  design: DesignConfiguration;
  selectedId: string | null;
  onSelect(id: string | null): void;
  onChange(next: DesignConfiguration, how: { commit: boolean }): void;
  /** After a removal: where the focus goes (the next block, or the stage). */
  afterRemove(id: string): void;
}

/** Handles a key on the block `id`; true when it was the stage's to handle. */
export function blockKey(
  event: Pick<ReactKeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  id: string,
  context: KeyContext,
): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const direction = ARROWS[event.key];
  if (direction) {
    if (context.selectedId !== id) context.onSelect(id);
    context.onChange(nudgeBlock(context.design, id, direction, event.shiftKey), { commit: true });
    return true;
  }
  switch (event.key) {
    case 'Enter':
    case ' ':
      context.onSelect(id);
      return true;
    case 'Escape':
      if (context.selectedId === null) return false;
      context.onSelect(null);
      return true;
    case 'Delete':
    case 'Backspace':
      context.onChange(removeBlock(context.design, id), { commit: true });
      if (context.selectedId === id) context.onSelect(null);
      context.afterRemove(id);
      return true;
    default:
      return false;
  }
}
