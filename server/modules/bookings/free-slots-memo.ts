import type { AppDb } from '#db/create-db';
import type { BookingOffice } from './bookings.choices';

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
type Entry = { until: number; version: number; value: Promise<unknown> };
const memo = new WeakMap<AppDb, Map<BookingOffice, Entry>>();

export function rememberedFreeSlots<T>(
  db: AppDb,
  office: BookingOffice,
  options: { keepMs: number; contentVersion: number },
  compute: () => Promise<T>,
): Promise<T> {
  const { keepMs, contentVersion } = options;
  if (keepMs <= 0) return compute();
  let offices = memo.get(db);
  if (!offices) memo.set(db, (offices = new Map()));
  const now = Date.now();
  const entry = offices.get(office);
  if (entry && entry.until > now && entry.version === contentVersion) return entry.value as Promise<T>;
  const value = compute();
  offices.set(office, { until: now + keepMs, version: contentVersion, value });
  // A failed lookup is not kept: the next visitor asks the database again.
  value.catch(() => {
    if (offices.get(office)?.value === value) offices.delete(office);
  });
  return value;
}

/** Forgets every office's list (after a booking, a cancellation or a settings change). */
export function forgetFreeSlots(db: AppDb): void {
  memo.delete(db);
}
