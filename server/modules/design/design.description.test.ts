import { describe, expect, it } from 'vitest';
import { describeDesign, stoneName } from './design.description';
import { geometryOf } from './design.drawing';
import { blankDesign } from './design.start';

describe('the design in plain words', () => {
  it('names the stone as a family says it', () => {
    const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
    expect(stoneName(design)).toBe('Upright');
    for (const [top, name] of [
      ['serpentine', 'Serpentine upright'],
      ['oval', 'Oval upright'],
      ['gothic', 'Gothic upright'],
      ['heart', 'Heart-shaped upright'],
    ] as const) {
      expect(stoneName({ stone: { ...design.stone, top } })).toBe(name);
    }
    expect(stoneName(blankDesign('bench', { widthIn: 48, heightIn: 18, granite: 'x' }))).toBe('Memorial bench');
  });

  it('reads the lettering from the top down, then the art, with sizes, faces and finishes', () => {
    const design = blankDesign('slant', { widthIn: 24, heightIn: 16, granite: 'barre_gray' });
    design.lettering[0]!.lines = ['JONES'];
    // Blocks listed out of order are read top down.
    design.lettering.reverse();
    design.lettering.push({
      ...design.lettering[0]!,
      id: 'ep',
      role: 'epitaph',
      lines: ['Together forever', ''],
      face: 'script',
      letterHeightIn: 1.5,
      finish: 'gold_leaf',
      align: 'left',
      xIn: 3,
      yIn: 13,
    });
    design.art = [
      {
        id: 'p',
        source: { kind: 'photo', uploadId: '0b6f3f0e-6f7b-4bb4-9a51-6f2f4c7f0c11', treatment: 'porcelain' },
        xIn: 20,
        yIn: 4,
        widthIn: 3,
        heightIn: 4,
        mirrored: false,
      },
    ];
    const text = describeDesign(design, { graniteName: 'Barre Gray', geometry: geometryOf(design) });
    expect(text).toBe(
      'Slant marker, 24 by 16 inches, Barre Gray, on a base 30 by 6 inches. ' +
        'Top line: JONES, 2 inches, Roman capitals, V-cut, centred, near the top. ' +
        'Second line: 1941 – 2024, 1 inch, Roman capitals, V-cut, centred, near the top. ' +
        'Third line: Together forever, 1½ inches, Script, Gold leaf, at the lower left. ' +
        'Porcelain portrait, 3 by 4 inches, at the upper right.',
    );
    expect(
      describeDesign(
        { ...design, lettering: [], art: [] },
        { graniteName: 'Barre Gray', geometry: geometryOf(design) },
      ),
    ).toBe('Slant marker, 24 by 16 inches, Barre Gray, on a base 30 by 6 inches. No lettering yet.');
  });
});
