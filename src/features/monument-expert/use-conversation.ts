import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { RouterOutputs } from '#src/lib/trpc';

export type ExpertAnswer = RouterOutputs['monumentExpert']['ask'];

export interface Turn {
  id: number;
  question: string;
  /** Null while the answer is on its way. */
  answer: ExpertAnswer | null;
  /** Why no answer came (network, rate limit), in plain words. */
  error: string | null;
}

/**
 * The conversation lives in this tab only (session storage), so a reload or a visit to a cited
 * page and back keeps it; the server stores none of it unless the family asks for a call back.
 * Like form drafts, it is empty in the server's HTML and while the page hydrates.
 */
const STORAGE_KEY = 'monument-expert-conversation';
const MAX_TURNS = 20;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Turn[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as Turn[]).filter((t) => t && typeof t.question === 'string') : [];
  } catch {
    return [];
  }
}

function write(turns: Turn[]) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns.slice(-MAX_TURNS)));
  } catch {
    // Storage full or blocked: the answer is still shown until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useConversation() {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const saved = useMemo(() => parse(raw), [raw]);
  // The question on its way, and answers kept here when storage is blocked.
  const [pending, setPending] = useState<Turn | null>(null);
  const [unsaved, setUnsaved] = useState<Turn[]>([]);

  const start = useCallback((question: string) => {
    const id = Date.now();
    setPending({ id, question, answer: null, error: null });
    return id;
  }, []);

  const finish = useCallback((id: number, question: string, result: { answer?: ExpertAnswer; error?: string }) => {
    const turn: Turn = { id, question, answer: result.answer ?? null, error: result.error ?? null };
    const before = readRaw();
    write([...parse(before), turn]);
    if (readRaw() === before) setUnsaved((current) => [...current, turn]);
    setPending(null);
  }, []);

  const clear = useCallback(() => {
    write([]);
    setUnsaved([]);
  }, []);

  const turns = [...saved, ...unsaved, ...(pending ? [pending] : [])];
  return { turns, pending: pending !== null, start, finish, clear };
}
