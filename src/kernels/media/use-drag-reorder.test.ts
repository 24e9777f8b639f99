import { describe, expect, it } from 'vitest';
import { moveBefore, moveBy } from './use-drag-reorder';

describe('reordering', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('moves a dragged row into the place of the row it is dropped on', () => {
    expect(moveBefore(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveBefore(ids, 'd', 'a')).toEqual(['d', 'a', 'b', 'c']);
    expect(moveBefore(ids, 'b', 'b')).toBe(ids);
    expect(moveBefore(ids, 'x', 'a')).toBe(ids);
  });

  it('moves up and down by buttons, stopping at the ends', () => {
    expect(moveBy(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(ids, 'c', 1)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveBy(ids, 'a', -1)).toBe(ids);
    expect(moveBy(ids, 'd', 1)).toBe(ids);
  });
});
