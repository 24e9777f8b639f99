import { useState } from 'react';

/**
 * Which rows of a staff list are ticked for a bulk action. `selectedIds` keeps the list's order
 * and leaves out ids no longer in the list (deleted or moved elsewhere meanwhile).
 */
export function useSelection(ids: string[]) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const selectedIds = ids.filter((id) => selected.has(id));
  const allSelected = ids.length > 0 && selectedIds.length === ids.length;
  return {
    selectedIds,
    allSelected,
    isSelected: (id: string) => selected.has(id),
    toggle: (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setSelected(allSelected ? new Set() : new Set(ids)),
    clear: () => setSelected(new Set()),
    /** Unticks rows that are gone (after a delete). */
    drop: (gone: string[]) => setSelected((s) => new Set([...s].filter((id) => !gone.includes(id)))),
  };
}

export type Selection = ReturnType<typeof useSelection>;
