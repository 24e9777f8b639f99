import { describe, expect, it } from 'vitest';
import { parseDesignPlaygroundSearch, playgroundDeps, startKey, startOf } from './design-playground.search';

describe('the design playground address', () => {
  it('reads each start', () => {
    expect(parseDesignPlaygroundSearch({ start: 'slant' })).toEqual({ start: 'slant' });
    expect(parseDesignPlaygroundSearch({ start: ' Upright ' })).toEqual({ start: 'upright' });
    expect(parseDesignPlaygroundSearch({ template: 'serpentine_classic' })).toEqual({ template: 'serpentine_classic' });
    expect(parseDesignPlaygroundSearch({ gallery: '0B8F1D3C-5A2E-4C1B-9D7E-123456789ABC' })).toEqual({
      gallery: '0b8f1d3c-5a2e-4c1b-9d7e-123456789abc',
    });
    expect(parseDesignPlaygroundSearch({ estimate: 'abcd-efgh' })).toEqual({ estimate: 'ABCD-EFGH' });
    expect(parseDesignPlaygroundSearch({ epitaph: 'WXYZ-2345' })).toEqual({ epitaph: 'WXYZ-2345' });
  });

  it('keeps one start, the first that reads well', () => {
    expect(parseDesignPlaygroundSearch({ start: 'pyramid', template: 'flat_marker' })).toEqual({
      template: 'flat_marker',
    });
    expect(parseDesignPlaygroundSearch({ start: 'bench', epitaph: 'WXYZ-2345' })).toEqual({ start: 'bench' });
  });

  it('drops anything odd instead of failing the page', () => {
    for (const search of [
      {},
      { start: 'obelisk' },
      { start: ['upright'] },
      { template: '<script>' },
      { template: 'x'.repeat(61) },
      { gallery: 'not-a-uuid' },
      { estimate: 'ABCD-EFG1' },
      { estimate: 'ABCDEFGH' },
      { epitaph: 42 },
    ]) {
      expect(parseDesignPlaygroundSearch(search as Record<string, unknown>)).toEqual({});
    }
  });

  it('reads the cemetery and its section, with a start or without one', () => {
    expect(parseDesignPlaygroundSearch({ cemetery: 'rose-hill-cemetery-ada', section: ' Section  B ' })).toEqual({
      cemetery: 'rose-hill-cemetery-ada',
      section: 'Section B',
    });
    expect(parseDesignPlaygroundSearch({ start: 'flat', cemetery: 'Rose-Hill' })).toEqual({
      start: 'flat',
      cemetery: 'rose-hill',
    });
    // A section alone, or a cemetery that cannot be a slug, is dropped.
    for (const search of [
      { section: 'B' },
      { cemetery: 'rose hill' },
      { cemetery: '-x' },
      { cemetery: 'a'.repeat(81) },
    ]) {
      expect(parseDesignPlaygroundSearch(search)).toEqual({});
    }
    expect(startOf({ cemetery: 'rose-hill' })).toBeNull();
  });

  it('gives the loader the same dependencies whatever order the address wrote them in', () => {
    const written = { section: 'B', start: 'upright', cemetery: 'rose-hill', utm_source: 'x' } as never;
    const sorted = { cemetery: 'rose-hill', section: 'B', start: 'upright' } as never;
    expect(JSON.stringify(playgroundDeps(written))).toBe(JSON.stringify(playgroundDeps(sorted)));
    expect(playgroundDeps(written)).toEqual({ start: 'upright', cemetery: 'rose-hill', section: 'B' });
  });

  it('names the start for design.start and the autosave', () => {
    expect(startOf({ start: 'flat' })).toEqual({ from: 'kind', ref: 'flat' });
    expect(startOf({ template: 'x' })).toEqual({ from: 'template', ref: 'x' });
    expect(startOf({ estimate: 'ABCD-EFGH' })).toEqual({ from: 'estimate', ref: 'ABCD-EFGH' });
    expect(startOf({})).toBeNull();
    expect(startKey(startOf({ epitaph: 'WXYZ-2345' }))).toBe('epitaph:WXYZ-2345');
    expect(startKey(null)).toBe('none');
  });
});
