import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUuid } from './basket-session';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('basket id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a version 4 UUID', () => {
    expect(newUuid()).toMatch(V4);
  });

  it('is still a version 4 UUID where crypto.randomUUID is missing (pages served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    const ids = new Set(Array.from({ length: 200 }, () => newUuid()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(V4);
  });
});
