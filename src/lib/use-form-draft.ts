import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** A form's values by field name. */
export type Draft = Record<string, string>;

const PREFIX = 'form-draft:';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the form still works, without drafts.
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): Draft | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return null;
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}

function write(key: string, values: Draft | null) {
  try {
    if (values) storage()?.setItem(PREFIX + key, JSON.stringify(values));
    else storage()?.removeItem(PREFIX + key);
  } catch {
    // Storage full or blocked: the form goes on without a draft.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets a form's draft (when a person chooses to discard their changes). */
export function clearFormDraft(key: string) {
  write(key, null);
}

/**
 * Keeps what a person types into a form in this tab's session storage, so a reload, a visit to
 * another page or a closed dialog loses nothing; the draft goes when the form is sent (`clear`)
 * or the tab is closed. One hook for every form, controlled or not:
 *
 * - `stored` is the draft: null in the server's HTML and while the page hydrates (so both render
 *   alike), then whatever is stored. A form mounted later reads it for its first values; a
 *   server-rendered form puts it back once hydrated;
 * - `save(values)` stores the values as they change; values all equal to `defaults` are no draft;
 * - `clear()` forgets the draft after a successful send.
 */
export function useFormDraft(key: string, { defaults = {} }: { defaults?: Readonly<Draft> } = {}) {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  const stored = useMemo(() => parse(raw), [raw]);

  // Compared by value: a form may pass a new object with the same defaults on every render.
  const defaultsJson = JSON.stringify(defaults);
  const save = useCallback(
    (values: Draft) => {
      const start = JSON.parse(defaultsJson) as Draft;
      const changed = Object.entries(values).some(([name, value]) => value.trim() !== (start[name] ?? '').trim());
      write(key, changed ? values : null);
    },
    [key, defaultsJson],
  );
  const clear = useCallback(() => write(key, null), [key]);

  return { stored, save, clear };
}
