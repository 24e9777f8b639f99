import { useSyncExternalStore } from 'react';
import { BASKET_SESSION_KEY } from '#src/lib/trpc';

/**
 * The anonymous basket id: a random UUID in localStorage under `basket_session_id`
 * (specification, section 3), created on the first add. The tRPC client sends it as the
 * `x-basket-session` header. Components read it with `useBasketSessionId()`.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const listeners = new Set<() => void>();

function readStoredId(): string | null {
  try {
    const value = window.localStorage.getItem(BASKET_SESSION_KEY);
    return value && UUID.test(value) ? value : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab that starts a basket shares it with this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BASKET_SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A version 4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The basket id, or null when this browser has none yet (and always null on the server). */
export function useBasketSessionId(): string | null {
  return useSyncExternalStore(subscribe, readStoredId, () => null);
}

/** The basket id, created and stored now if there is none. Throws when storage is blocked. */
export function ensureBasketSessionId(): string {
  let id = readStoredId();
  if (!id) {
    id = newUuid();
    window.localStorage.setItem(BASKET_SESSION_KEY, id);
    if (window.localStorage.getItem(BASKET_SESSION_KEY) !== id) throw new Error('storage unavailable');
  }
  // Every reader re-checks, also when another script stored the id without a storage event.
  for (const listener of listeners) listener();
  return id;
}
