import { describe, expect, it } from 'vitest';
import type { DesignCheck } from '#server/modules/design/design.checks';
import { layBlock } from '#server/modules/design/design.lettering';
import type { DesignOptions } from '#server/modules/design/design.options';
import { blankDesign } from '#server/modules/design/design.start';
import {
  blockBox,
  blockName,
  checksByBlock,
  checksDescription,
  clampView,
  dragPlace,
  fitView,
  graniteLook,
  MAX_ZOOM,
  panView,
  placeBlock,
  resizedBlock,
  stageBlocks,
  viewBoxOf,
  withBlock,
  zoomOf,
  zoomView,
  type StageBlock,
} from './stage-model';

const options: Pick<DesignOptions, 'artworks' | 'granites'> = {
  artworks: [
    { id: '6f1c2a9e-8a55-4c1e-9d7e-3a2b1c0d9e8f', title: 'Mountain lake', src: '/media/a.webp', alt: 'A lake' },
  ],
  granites: [
    { key: 'jet_black', name: 'Jet Black', tone: '#1b1b1b', photoHref: '/media/g/jet.webp', priceNote: 'Included' },
    { key: 'gray', name: 'Barre Gray', tone: null, photoHref: null, priceNote: 'Included' },
  ],
};

function design() {
  const d = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
  d.lettering[0]!.lines = ['SMITH'];
  d.art = [
    {
      id: 'rose',
      source: { kind: 'emblem', emblem: 'rose' },
      xIn: 6,
      yIn: 18,
      widthIn: 4,
      heightIn: 4,
      mirrored: false,
    },
    {
      id: 'lake',
      source: { kind: 'artwork', artworkId: '6f1c2a9e-8a55-4c1e-9d7e-3a2b1c0d9e8f' },
      xIn: 30,
      yIn: 18,
      widthIn: 6,
      heightIn: 4,
      mirrored: false,
    },
    {
      id: 'photo',
      source: { kind: 'photo', uploadId: '0b8f3c1d-2e4a-4b6c-8d9e-1f2a3b4c5d6e', treatment: 'porcelain' },
      xIn: 18,
      yIn: 18,
      widthIn: 3,
      heightIn: 4,
      mirrored: false,
    },
  ];
  return d;
}

const face = { widthIn: 36, heightIn: 24, marginIn: 2 };

describe('the stage’s blocks', () => {
  it('lists lettering under the art, and boxes each as the server lays it out', () => {
    const items = stageBlocks(design());
    expect(items.map((item) => item.block.id)).toEqual(['name', 'dates', 'rose', 'lake', 'photo']);
    expect(blockBox(items[0]!)).toEqual(layBlock(design().lettering[0]!).box);
    expect(blockBox(items[2]!)).toEqual({ xIn: 4, yIn: 16, widthIn: 4, heightIn: 4 });
  });

  it('keeps a block’s box until the block itself changes', () => {
    const item = stageBlocks(design())[0]!;
    expect(blockBox(item)).toBe(blockBox(item));
    const moved = { ...item, block: { ...item.block, xIn: 10 } } as typeof item;
    expect(blockBox(moved).xIn).not.toBe(blockBox(item).xIn);
  });

  it('names each block by its words or what the art is', () => {
    const [name, dates, rose, lake, photo] = stageBlocks(design());
    expect(blockName(name!, options)).toBe('Name: SMITH');
    expect(blockName(dates!, options)).toBe('Dates: 1941 – 2024');
    expect(blockName(rose!, options)).toBe('Rose emblem');
    expect(blockName(lake!, options)).toBe('Artwork: Mountain lake');
    expect(blockName(photo!, options)).toBe('Porcelain portrait');
    const blank: StageBlock = { kind: 'lettering', block: { ...design().lettering[0]!, lines: ['  '] } };
    expect(blockName(blank, options)).toBe('Name (no words yet)');
    const gone = {
      kind: 'art',
      block: { ...design().art[0]!, source: { kind: 'emblem', emblem: 'no-such' } },
    } as const;
    expect(blockName(gone, options)).toBe('An emblem no longer offered');
  });

  it('marks the blocks a check is about, both of an overlap, and says so in words', () => {
    const checks: DesignCheck[] = [
      { kind: 'margin', target: { block: 'name' }, message: 'The name is close to the edge.' },
      { kind: 'overlap', target: { block: 'dates', other: 'rose' }, message: 'The dates overlap the rose.' },
      { kind: 'size', target: { control: 'width' }, message: 'Too wide.' },
    ];
    const marks = checksByBlock(checks);
    expect([...marks.keys()]).toEqual(['name', 'dates', 'rose']);
    expect(checksDescription(marks.get('name'))).toBe('1 check: The name is close to the edge.');
    expect(checksDescription([...marks.get('name')!, ...marks.get('rose')!])).toMatch(/^2 checks: /);
    expect(checksDescription(marks.get('lake'))).toBeUndefined();
  });

  it('draws a granite from its photo, else its tone, else says it has neither', () => {
    expect(graniteLook(options, 'jet_black')).toEqual({
      name: 'Jet Black',
      tone: '#1b1b1b',
      photoHref: '/media/g/jet.webp',
    });
    expect(graniteLook(options, 'gray')).toEqual({ name: 'Barre Gray', tone: null, photoHref: null });
    expect(graniteLook(options, 'gone').photoHref).toBeNull();
  });
});

describe('dragging a block', () => {
  const start = { id: 'rose', xIn: 6, yIn: 18, box: { xIn: 4, yIn: 16, widthIn: 4, heightIn: 4 } };

  it('moves by what the pointer moved, to the nearest 1/8 in, away from any line', () => {
    expect(dragPlace(start, 3.06, -4.3, face)).toEqual({ xIn: 9, yIn: 13.75, guides: [] });
  });

  it('snaps the centre onto the centre line with a guide, and an edge onto a margin', () => {
    const place = dragPlace(start, 11.9, 0, face);
    expect(place.xIn).toBe(18);
    expect(place.guides).toContainEqual({ axis: 'x', atIn: 18, kind: 'centre' });
    const low = dragPlace(start, 0, 1.9, face);
    // The box's bottom (20 + 1.9) meets the bottom margin at 22.
    expect(low.yIn).toBe(20);
    expect(low.guides).toContainEqual({ axis: 'y', atIn: 22, kind: 'margin' });
  });

  it('does not snap while the family holds Alt', () => {
    expect(dragPlace(start, 11.9, 0, face, false)).toEqual({ xIn: 17.875, yIn: 18, guides: [] });
  });

  it('puts a block at a place exactly, and leaves the others alone', () => {
    const before = design();
    const after = placeBlock(before, 'rose', 18.0004, 7.5);
    expect(after.art[0]).toMatchObject({ xIn: 18, yIn: 7.5 });
    expect(after.art[1]).toBe(before.art[1]);
    expect(after.lettering).toBe(before.lettering);
    expect(placeBlock(before, 'name', 10, 3).lettering[0]).toMatchObject({ xIn: 10, yIn: 3 });
  });
});

describe('resizing a block by a corner', () => {
  it('scales art round its centre, in proportion, within the sizes art is cut at', () => {
    const rose = stageBlocks(design())[2]!;
    expect(resizedBlock(rose, 1.5).block).toMatchObject({ xIn: 6, yIn: 18, widthIn: 6, heightIn: 6 });
    expect(resizedBlock(rose, 0.01).block).toMatchObject({ widthIn: 1, heightIn: 1 });
    expect(resizedBlock(rose, 100).block).toMatchObject({ widthIn: 48, heightIn: 48 });
  });

  it('changes lettering’s letter height to the nearest 1/8 in, keeping the middle of the block where it was', () => {
    const name = stageBlocks(design())[0]!;
    const before = blockBox(name);
    const bigger = resizedBlock(name, 1.5);
    expect(bigger.kind === 'lettering' && bigger.block.letterHeightIn).toBe(4.5);
    const after = blockBox(bigger);
    expect(after.xIn + after.widthIn / 2).toBeCloseTo(before.xIn + before.widthIn / 2, 2);
    expect(after.yIn + after.heightIn / 2).toBeCloseTo(before.yIn + before.heightIn / 2, 2);
    const left: StageBlock = { kind: 'lettering', block: { ...design().lettering[0]!, align: 'left', xIn: 4 } };
    const leftBox = blockBox(left);
    const smaller = blockBox(resizedBlock(left, 0.5));
    expect(smaller.xIn + smaller.widthIn / 2).toBeCloseTo(leftBox.xIn + leftBox.widthIn / 2, 2);
    expect(resizedBlock(left, 0.001).block).toMatchObject({ letterHeightIn: 0.25 });
  });

  it('puts the changed block back in the design in its place', () => {
    const before = design();
    const rose = resizedBlock(stageBlocks(before)[2]!, 2);
    const after = withBlock(before, rose);
    expect(after.art.map((block) => block.id)).toEqual(['rose', 'lake', 'photo']);
    expect(after.art[0]).toBe(rose.block);
    expect(after.lettering).toBe(before.lettering);
  });
});

describe('the view', () => {
  const scene = { widthIn: 42, heightIn: 30 };
  const fit = fitView(scene);

  it('shows the whole drawing with a little room round it', () => {
    expect(fit.xIn).toBeLessThan(0);
    expect(fit.widthIn).toBeGreaterThan(42);
    expect(fit.widthIn / fit.heightIn).toBeCloseTo((42 + 2 * 1.68) / (30 + 2 * 1.68), 6);
    expect(zoomOf(fit, fit)).toBe(1);
    expect(viewBoxOf(fit)).toBe('-1.68 -1.68 45.36 33.36');
  });

  it('zooms round a point that stays where it is, between the whole stone and MAX_ZOOM', () => {
    const at = { x: 10, y: 10 };
    const zoomed = zoomView(fit, fit, 2, at);
    expect(zoomOf(zoomed, fit)).toBeCloseTo(2, 9);
    // The point is as far across the view, proportionally, as it was.
    expect((at.x - zoomed.xIn) / zoomed.widthIn).toBeCloseTo((at.x - fit.xIn) / fit.widthIn, 9);
    expect(zoomOf(zoomView(zoomed, fit, 100), fit)).toBe(MAX_ZOOM);
    expect(zoomView(zoomed, fit, 0.01)).toEqual(fit);
  });

  it('pans only as far as the drawing goes', () => {
    const zoomed = zoomView(fit, fit, 2);
    const far = panView(zoomed, fit, 1000, -1000);
    expect(far.xIn + far.widthIn).toBeCloseTo(fit.xIn + fit.widthIn, 9);
    expect(far.yIn).toBeCloseTo(fit.yIn, 9);
    expect(clampView({ ...fit, widthIn: fit.widthIn * 3, heightIn: fit.heightIn * 3 }, fit)).toEqual(fit);
  });
});
