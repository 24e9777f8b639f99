import { describe, expect, it, vi } from 'vitest';
import type { AppDb } from '#db/create-db';
import { forgetFreeSlots, rememberedFreeSlots } from './free-slots-memo';

const fakeDb = () => ({}) as AppDb;
const options = { keepMs: 1000, contentVersion: 1 };

describe('the free-slots list shared for a moment', () => {
  it('asks the database once for every visitor in the moment, per office and per database', async () => {
    const db = fakeDb();
    const compute = vi.fn(async () => ['9:00']);
    await Promise.all([1, 2, 3].map(() => rememberedFreeSlots(db, 'oklahoma', options, compute)));
    expect(compute).toHaveBeenCalledTimes(1);
    await rememberedFreeSlots(db, 'texas', options, compute);
    await rememberedFreeSlots(fakeDb(), 'oklahoma', options, compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('asks again after the moment, after a booking here, and after any staff change', async () => {
    vi.useFakeTimers();
    try {
      const db = fakeDb();
      const compute = vi.fn(async () => ['9:00']);
      await rememberedFreeSlots(db, 'oklahoma', options, compute);
      vi.advanceTimersByTime(1001);
      await rememberedFreeSlots(db, 'oklahoma', options, compute);
      expect(compute).toHaveBeenCalledTimes(2);
      forgetFreeSlots(db);
      await rememberedFreeSlots(db, 'oklahoma', options, compute);
      expect(compute).toHaveBeenCalledTimes(3);
      await rememberedFreeSlots(db, 'oklahoma', { ...options, contentVersion: 2 }, compute);
      expect(compute).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no failed lookup, and nothing at all when the moment is 0', async () => {
    const db = fakeDb();
    const failing = vi.fn(async () => {
      throw new Error('database away');
    });
    await expect(rememberedFreeSlots(db, 'oklahoma', options, failing)).rejects.toThrow('database away');
    const compute = vi.fn(async () => ['9:00']);
    await expect(rememberedFreeSlots(db, 'oklahoma', options, compute)).resolves.toEqual(['9:00']);
    await rememberedFreeSlots(db, 'texas', { ...options, keepMs: 0 }, compute);
    await rememberedFreeSlots(db, 'texas', { ...options, keepMs: 0 }, compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });
});
