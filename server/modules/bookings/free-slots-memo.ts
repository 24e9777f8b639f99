import type { LRUCache } from 'lru-cache';
import type { AppDb } from '#db/create-db';
import { byteBoundedCache, estimateBytes } from '#server/lib/memory-report';
import type { BookingOffice } from './bookings.choices';

/** At most this many bytes of shared lists per database (decision record 223): two offices' weeks of times. */
const MAX_BYTES = 1024 * 1024;

/**
 * The public free-slots list of each office, kept for a moment (FREE_SLOTS_CACHE_MS, one second by
 * default) and shared by every visitor asking in that moment, so a flood from many addresses (which
 * the per-visitor limit cannot stop) costs one database lookup a second, not one per request.
 * A booking, a cancellation or a change of the booking settings on this server forgets it at once,
 * and so does any staff change (opening hours are business settings): the list is kept for one
 * content version only. A booking made on another server shows within the moment, and the booking
 * itself is still decided by the database (a taken slot is refused in plain words). Keyed by
 * database, so tests that each own one never share.
 */
type Entry = { until: number; version: number; value: Promise<unknown>; bytes: number };
const memo = new WeakMap<AppDb, LRUCache<BookingOffice, Entry>>();

export function rememberedFreeSlots<T>(
  db: AppDb,
  office: BookingOffice,
  options: { keepMs: number; contentVersion: number },
  compute: () => Promise<T>,
): Promise<T> {
  const { keepMs, contentVersion } = options;
  if (keepMs <= 0) return compute();
  let offices = memo.get(db);
  if (!offices) {
    offices = byteBoundedCache<BookingOffice, Entry>({
      name: 'free slots shared for a second',
      maxBytes: MAX_BYTES,
      sizeOf: (entry) => entry.bytes,
    });
    memo.set(db, offices);
  }
  const now = Date.now();
  const entry = offices.get(office);
  if (entry && entry.until > now && entry.version === contentVersion) return entry.value as Promise<T>;
  const value = compute();
  const pending: Entry = { until: now + keepMs, version: contentVersion, value, bytes: 1024 };
  offices.set(office, pending);
  value.then(
    // Counted at its real size once it arrives.
    (list) => {
      if (offices.peek(office) === pending) offices.set(office, { ...pending, bytes: estimateBytes(list) });
    },
    // A failed lookup is not kept: the next visitor asks the database again.
    () => {
      if (offices.peek(office)?.value === value) offices.delete(office);
    },
  );
  return value;
}

/** Forgets every office's list (after a booking, a cancellation or a settings change). */
export function forgetFreeSlots(db: AppDb): void {
  memo.delete(db);
}
