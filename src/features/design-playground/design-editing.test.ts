import { describe, expect, it } from 'vitest';
import { blankDesign } from '#server/modules/design/design.start';
import { bringForward, duplicateBlock, moveBlock, nudgeBlock, removeBlock, snapBox } from './design-editing';

const face = { widthIn: 36, heightIn: 24, marginIn: 2 };
const design = () => blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });

describe('snapping', () => {
  it('brings a block’s centre onto the centre line, with a guide to show', () => {
    const snap = snapBox({ xIn: 12.9, yIn: 8, widthIn: 10, heightIn: 2 }, face);
    expect(snap.dxIn).toBeCloseTo(0.1, 9);
    expect(snap.dyIn).toBe(0);
    expect(snap.guides).toEqual([{ axis: 'x', atIn: 18, kind: 'centre' }]);
  });

  it('brings an edge onto a margin, on each axis on its own', () => {
    const snap = snapBox({ xIn: 2.2, yIn: 19.85, widthIn: 6, heightIn: 2 }, face);
    expect(snap.dxIn).toBeCloseTo(-0.2, 9);
    expect(snap.dyIn).toBeCloseTo(0.15, 9);
    expect(snap.guides).toEqual([
      { axis: 'x', atIn: 2, kind: 'margin' },
      { axis: 'y', atIn: 22, kind: 'margin' },
    ]);
    // The right margin, and the horizontal centre line.
    expect(snapBox({ xIn: 27.9, yIn: 10.9, widthIn: 6, heightIn: 2 }, face).guides).toEqual([
      { axis: 'x', atIn: 34, kind: 'margin' },
      { axis: 'y', atIn: 12, kind: 'centre' },
    ]);
  });

  it('leaves a block alone away from every line, and takes the nearest when two are near', () => {
    expect(snapBox({ xIn: 5, yIn: 5, widthIn: 4, heightIn: 2 }, face)).toEqual({ dxIn: 0, dyIn: 0, guides: [] });
    // Left edge 0.2 from the margin, centre 0.1 from the centre line: the centre wins.
    const snap = snapBox({ xIn: 2.2, yIn: 5, widthIn: 31.7, heightIn: 2 }, face);
    expect(snap.guides[0]).toMatchObject({ kind: 'centre' });
  });
});

describe('moving blocks', () => {
  it('moves by 1/8 in with an arrow key and 1 in with Shift', () => {
    let d = nudgeBlock(design(), 'name', 'right');
    d = nudgeBlock(d, 'name', 'down', true);
    expect(d.lettering[0]).toMatchObject({ xIn: 18.125, yIn: 4 });
    d = nudgeBlock(d, 'name', 'left');
    d = nudgeBlock(d, 'name', 'up');
    expect(d.lettering[0]).toMatchObject({ xIn: 18, yIn: 3.875 });
    // Other blocks do not move; an unknown id changes nothing.
    expect(d.lettering[1]).toEqual(design().lettering[1]);
    expect(nudgeBlock(d, 'nothing', 'left')).toBe(d);
  });

  it('places a dragged block to the nearest 1/8 in', () => {
    expect(moveBlock(design(), 'dates', 10.06, 7.33).lettering[1]).toMatchObject({ xIn: 10, yIn: 7.375 });
  });

  it('duplicates, brings forward and deletes', () => {
    const { design: copied, id } = duplicateBlock(design(), 'name');
    expect(id).toBe('name-2');
    expect(copied.lettering[2]).toMatchObject({ id: 'name-2', xIn: 19, lines: ['FAMILY NAME'] });
    expect(duplicateBlock(copied, 'name').id).toBe('name-3');
    expect(bringForward(copied, 'name').lettering.map((b) => b.id)).toEqual(['dates', 'name', 'name-2']);
    expect(bringForward(copied, 'name-2').lettering.map((b) => b.id)).toEqual(['name', 'dates', 'name-2']);
    expect(removeBlock(copied, 'dates').lettering.map((b) => b.id)).toEqual(['name', 'name-2']);
  });
});
