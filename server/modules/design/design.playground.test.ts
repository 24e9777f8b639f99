import { describe, expect, it } from 'vitest';
import {
  epitaphBlocks,
  faceSizeOf,
  kindFromWords,
  kindOfPartType,
  sizeFromDimensions,
  startingDesign,
  topFromWords,
  topOf,
} from './design.playground';
import { STONE_TOPS } from './design.choices';
import { checkDesign } from './design.checks';
import { geometryOf } from './design.drawing';
import { designSchema } from './design.schema';
import { blankDesign } from './design.start';

const uprightLimits = {
  minSize: { length: 12, width: 4, height: 12 },
  maxSize: { length: 96, width: 12, height: 60 },
};

describe('starting points of the playground', () => {
  it('reads a price list part as a kind, a face size inside its limits and a top', () => {
    expect(kindOfPartType('upright_die')).toBe('upright');
    expect(kindOfPartType('flat_marker')).toBe('flat');
    expect(kindOfPartType('base')).toBeNull();
    expect(faceSizeOf('upright', { length: 36, width: 6, height: 24 }, uprightLimits)).toEqual({
      widthIn: 36,
      heightIn: 24,
    });
    expect(faceSizeOf('upright', { length: 200, width: 6, height: 2 }, uprightLimits)).toEqual({
      widthIn: 96,
      heightIn: 12,
    });
    // A lying stone's height is front to back: the part's width.
    expect(faceSizeOf('flat', { length: 24, width: 12, height: 4 }, null)).toEqual({ widthIn: 24, heightIn: 12 });
    expect(topOf('upright', ['polish_p2', 'serpentine_top'])).toEqual({ top: 'serpentine', finishes: ['polish_p2'] });
    expect(topOf('slant', ['serpentine_top'])).toEqual({ top: 'flat', finishes: ['serpentine_top'] });
  });

  it('reads a gallery piece’s title and listed dimensions, in inches or feet and inches', () => {
    expect(kindFromWords('Gray bevel marker with roses')).toBe('bevel');
    expect(kindFromWords('Companion upright')).toBe('upright');
    expect(kindFromWords('Memorial bench in India Red')).toBe('bench');
    expect(topFromWords('upright', 'Serpentine upright')).toBe('serpentine');
    expect(topFromWords('upright', 'Peon top upright')).toBe('gothic');
    expect(topFromWords('flat', 'Heart flat marker')).toBe('flat');
    expect(sizeFromDimensions('36 x 8 x 24 in')).toEqual({ length: 36, width: 8, height: 24 });
    expect(sizeFromDimensions('3\'0" x 0\'8" x 2\'6"')).toEqual({ length: 36, width: 8, height: 30 });
    expect(sizeFromDimensions('24 x 12')).toEqual({ length: 24, width: 6, height: 12 });
    expect(sizeFromDimensions('about two feet')).toBeNull();
    expect(sizeFromDimensions(null)).toBeNull();
  });

  it('letters a template’s names, date style and extra lines as samples the family overwrites', () => {
    const design = startingDesign(
      'upright',
      { widthIn: 60, heightIn: 30, granite: 'india_red', top: 'serpentine' },
      { names: 2, dates: 'full', lines: 2 },
      { foundation: false },
    );
    expect(designSchema.parse(design)).toEqual(design);
    expect(design.foundation).toBe(false);
    expect(design.lettering.map((block) => [block.role, block.lines.length])).toEqual([
      ['name', 1],
      ['dates', 2],
      ['epitaph', 2],
    ]);
    const [, dates, epitaph] = design.lettering;
    expect(epitaph!.yIn).toBeGreaterThan(dates!.yIn + dates!.letterHeightIn * 2);
  });

  it('settles a start’s sample lettering inside the margins under every top and at every size', () => {
    for (const top of STONE_TOPS)
      for (const [widthIn, heightIn] of [
        [24, 20],
        [30, 24],
        [36, 24],
        [42, 28],
        [60, 30],
        [72, 36],
      ] as const) {
        const design = startingDesign(
          'upright',
          { widthIn, heightIn, granite: 'jet_black', top },
          { names: 1, dates: 'full', lines: 0 },
        );
        const misplaced = checkDesign(design, { geometry: geometryOf(design), limits: null, year: 2026 }).filter(
          (check) => ['too-wide', 'off-stone', 'margin'].includes(check.kind),
        );
        expect(misplaced, `${top} ${widthIn} × ${heightIn}`).toEqual([]);
      }
  });

  it('turns a saved epitaph’s lines into centred blocks, a long line broken at a space', () => {
    const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
    const long = 'Her love of gardens and gospel music filled every room of the house with light';
    const blocks = epitaphBlocks(
      design,
      [
        { role: 'surname', text: 'WHITAKER', letterHeightIn: 3, baselineIn: 5 },
        { role: 'dates', text: '1941 – 2024', letterHeightIn: 1, baselineIn: 7 },
        { role: 'epitaph', text: long, letterHeightIn: 1, baselineIn: 9 },
        { role: 'epitaph', text: 'Amen', letterHeightIn: 1, baselineIn: 10.6 },
        { role: 'reference', text: 'Psalm 23', letterHeightIn: 0.75, baselineIn: 12 },
      ],
      24,
    );
    expect(blocks.map((block) => block.id)).toEqual(['surname', 'dates', 'epitaph', 'reference']);
    expect(blocks[2]!.lines).toEqual([
      'Her love of gardens and gospel music filled every room of',
      'the house with light',
      'Amen',
    ]);
    expect(blocks[2]!.lineSpacing).toBe(1.6);
    expect(blocks.every((block) => block.align === 'center' && block.xIn === 18)).toBe(true);
    expect(designSchema.parse({ ...design, lettering: blocks }).lettering).toEqual(blocks);
  });
});
