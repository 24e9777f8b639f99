import { describe, expect, it } from 'vitest';
import { decodeHydrationData, encodeHydrationData } from './hydration-data';

describe('hydration data', () => {
  it('carries dates, errors, maps and sets through JSON', () => {
    const data = {
      at: new Date('2026-11-26T09:30:00Z'),
      failed: Object.assign(new Error('Not found'), { name: 'NotFoundError' }),
      byId: new Map([[1, 'one']]),
      tags: new Set(['granite']),
      list: [new Date(0), null, 'text'],
      plain: { $d: 'not a date', other: 1 },
    };
    const back = decodeHydrationData<typeof data>(encodeHydrationData(data));
    expect(back.at).toEqual(data.at);
    expect(back.failed).toBeInstanceOf(Error);
    expect(back.failed).toMatchObject({ name: 'NotFoundError', message: 'Not found' });
    expect(back.byId).toEqual(data.byId);
    expect(back.tags).toEqual(data.tags);
    expect(back.list).toEqual(data.list);
    expect(back.plain).toEqual(data.plain);
  });

  it('reads untagged data as plain JSON, even where a string spells a tag', () => {
    const data = { note: '{"$d":1}', nested: [{ count: 2 }] };
    expect(decodeHydrationData(encodeHydrationData(data))).toEqual(data);
  });

  it('cannot end its script element or open a comment, whatever the data says', () => {
    const text = encodeHydrationData({ title: '</script><script>alert(1)</script><!--' });
    expect(text).not.toContain('<');
    expect(decodeHydrationData<{ title: string }>(text).title).toBe('</script><script>alert(1)</script><!--');
  });
});
