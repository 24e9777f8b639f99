import { describe, expect, it } from 'vitest';
import { LETTER_FACES, minimumLetterHeight } from './design.choices';
import { layBlock, lineWidthIn, unsupportedCharacters } from './design.lettering';
import { outlineLine } from './design.outline';

const SAMPLES = [
  'SMITH',
  'WAVERLY',
  'Mary Ellen Catherine',
  'March 3, 1941 – June 9, 2024',
  'Forever in our hearts',
  'Beloved Wife, Mother & Grandmother',
  'Łukasz Wójcik', // latin-ext letters, measured from the face's second file
  'José Núñez',
  'AVATAR TO YOU',
];

describe('lettering measured on the faces’ metrics', () => {
  for (const face of LETTER_FACES) {
    it(`measures ${face} lines as fontkit lays them out (within 1.5%), so page and server agree`, () => {
      for (const text of SAMPLES) {
        const table = lineWidthIn(text, face, 2);
        const outlined = outlineLine(text, face, 2);
        expect(Math.abs(table - outlined.widthIn) / outlined.widthIn, `${face}: ${text}`).toBeLessThan(0.015);
        expect(outlined.d.length).toBeGreaterThan(50);
      }
    });
  }

  it('scales with the letter height, and a longer line is wider', () => {
    expect(lineWidthIn('SMITH', 'roman', 4)).toBeCloseTo(2 * lineWidthIn('SMITH', 'roman', 2), 9);
    expect(lineWidthIn('SMITHSON', 'sans', 2)).toBeGreaterThan(lineWidthIn('SMITH', 'sans', 2));
    // Kerning is applied: "AV" is narrower than A and V apart.
    expect(lineWidthIn('AV', 'classic', 2)).toBeLessThan(
      lineWidthIn('A', 'classic', 2) + lineWidthIn('V', 'classic', 2),
    );
  });

  it('gives a 3-inch SMITH in Roman capitals a realistic width', () => {
    // A 3 in capital in a Roman face is about 2.5 to 3.5 in wide for an average letter.
    const width = lineWidthIn('SMITH', 'roman', 3);
    expect(width).toBeGreaterThan(10);
    expect(width).toBeLessThan(18);
  });

  it('names the characters a face cannot cut', () => {
    expect(unsupportedCharacters('Smith ☺ ✝', 'roman')).toEqual(['☺', '✝']);
    expect(unsupportedCharacters('Ærø Łódź', 'classic')).toEqual([]);
  });

  it('holds each face and finish to a minimum letter height', () => {
    expect(minimumLetterHeight('roman', 'v_cut')).toBe(1);
    expect(minimumLetterHeight('script', 'v_cut')).toBe(1.5);
    expect(minimumLetterHeight('sans', 'frosted')).toBe(0.75);
  });

  it('lays a block out by its alignment and line spacing', () => {
    const block = {
      lines: ['SMITH', 'JOHN'],
      face: 'roman' as const,
      letterHeightIn: 2,
      lineSpacing: 1.5,
      xIn: 18,
      yIn: 3,
    };
    const centred = layBlock({ ...block, align: 'center' });
    expect(centred.lines[0]!.xIn + centred.lines[0]!.widthIn / 2).toBeCloseTo(18, 9);
    expect(centred.lines[0]!.baselineIn).toBe(5);
    expect(centred.lines[1]!.baselineIn).toBe(8);
    expect(centred.box).toMatchObject({ yIn: 3, heightIn: 5 });
    expect(centred.box.widthIn).toBeCloseTo(centred.lines[0]!.widthIn, 9);
    const left = layBlock({ ...block, align: 'left' });
    expect(left.lines.every((line) => line.xIn === 18)).toBe(true);
    const right = layBlock({ ...block, align: 'right' });
    expect(right.lines[1]!.xIn + right.lines[1]!.widthIn).toBeCloseTo(18, 9);
    // Descenders count on the last line.
    expect(
      layBlock({ ...block, lines: ['Forever young'], face: 'classic', align: 'center' }).box.heightIn,
    ).toBeGreaterThan(2);
  });
});
