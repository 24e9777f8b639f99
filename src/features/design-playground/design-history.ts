/**
 * Undo and redo, pure and bounded: the page keeps one of these in state. A run of changes with the
 * same `coalesce` key (a drag, typing in one line) is one step to undo.
 */

export const HISTORY_LIMIT = 100;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The key of the change that made `present`, while a run of like changes goes on. */
  run: string | null;
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], run: null };
}

/** A new present; the old one becomes a step to undo (unless it continues the same run). */
export function record<T>(
  history: History<T>,
  next: T,
  options: { coalesce?: string; limit?: number } = {},
): History<T> {
  if (next === history.present) return history;
  const run = options.coalesce ?? null;
  if (run !== null && run === history.run) return { ...history, present: next, future: [] };
  const limit = options.limit ?? HISTORY_LIMIT;
  const past = [...history.past, history.present].slice(-limit);
  return { past, present: next, future: [], run };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    run: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, run: null };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
