import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, startHistory, undo } from './design-history';

describe('undo and redo', () => {
  it('undoes and redoes each change, and a new change drops what was undone', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
    h = record(h, 'd');
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
    expect([...h.past, h.present]).toEqual(['a', 'b', 'd']);
  });

  it('keeps a drag or a run of typing as one step', () => {
    let h = startHistory({ x: 0 });
    for (let x = 1; x <= 30; x++) h = record(h, { x }, { coalesce: 'drag:name' });
    h = record(h, { x: 31 }, { coalesce: 'drag:dates' });
    expect(h.past.map((p) => p.x)).toEqual([0, 30]);
    h = undo(h);
    expect(h.present.x).toBe(30);
    h = undo(h);
    expect(h.present.x).toBe(0);
  });

  it('is bounded: the oldest steps go first', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 250; i++) h = record(h, i);
    expect(h.past).toHaveLength(100);
    expect(h.past[0]).toBe(150);
    expect(record(startHistory(0), 1, { limit: 1 }).past).toEqual([0]);
    // The same value is not a change.
    expect(record(h, h.present)).toBe(h);
  });
});
