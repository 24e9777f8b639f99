import { useCallback, useSyncExternalStore } from 'react';
import { grantStorageKey, type AccessTool } from '#server/modules/access/access.choices';

/** The browser's grant token for a tool, kept in local storage (remembered for this browser). */
const listeners = new Set<() => void>();

function read(tool: AccessTool): string | null {
  try {
    return window.localStorage.getItem(grantStorageKey(tool));
  } catch {
    return null;
  }
}

export function useGrantToken(tool: AccessTool) {
  const token = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(tool),
    () => null,
  );
  const save = useCallback(
    (value: string | null) => {
      try {
        if (value) window.localStorage.setItem(grantStorageKey(tool), value);
        else window.localStorage.removeItem(grantStorageKey(tool));
      } catch {
        // Storage blocked: the grant lasts until the page is left.
      }
      for (const listener of listeners) listener();
    },
    [tool],
  );
  return [token, save] as const;
}
