// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client retries', () => {
  it('never retries on the server, where procedure errors carry no HTTP status', () => {
    expect(typeof window).toBe('undefined');
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(false);
  });

  it('in the browser, retries a lost request or a server fault twice, never a 4xx', () => {
    (globalThis as { window?: unknown }).window = {};
    try {
      const retry = createQueryClient().getDefaultOptions().queries?.retry as (
        count: number,
        error: unknown,
      ) => boolean;
      const withStatus = (httpStatus: number) => ({ data: { httpStatus } });
      expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
      expect(retry(0, withStatus(503))).toBe(true);
      expect(retry(1, withStatus(500))).toBe(true);
      expect(retry(2, withStatus(500))).toBe(false);
      for (const status of [400, 401, 404, 409, 429]) expect(retry(0, withStatus(status))).toBe(false);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
