import type { Box } from './design.geometry';
import type { LetterFace } from './design.choices';
import { LETTERING_METRICS } from './design.lettering-metrics';
import type { LetteringBlock } from './design.schema';

/**
 * Lettering measured on the faces' real metrics (decision record 243): advance widths and kerning
 * read from the font files by a script into a committed table, so the page measures in the
 * browser exactly as the server checks, without fontkit. Letter heights are capital heights in
 * inches, as the trade gives them. The server outlines the glyphs from the font files themselves
 * (`design.outline.ts`); their widths agree with this table within 1.5% (tested).
 */

/** The plain letter an accented one kerns as (À as A). */
const plain = (char: string) => char.normalize('NFD').charAt(0);

/** A line's advance width in thousandths of an em, with the face's kerning. */
function widthUnits(text: string, face: LetterFace): number {
  const { advances, kerning } = LETTERING_METRICS[face];
  const average = advances.n ?? 500;
  let width = 0;
  let previous = '';
  for (const char of text) {
    width += advances[char] ?? average;
    if (previous) width += kerning[plain(previous) + plain(char)] ?? 0;
    previous = char;
  }
  return width;
}

/** The em (font size) that gives capitals `capHeightIn` tall, in inches. */
export function emFor(face: LetterFace, capHeightIn: number): number {
  return (capHeightIn * 1000) / LETTERING_METRICS[face].capHeight;
}

/** Width in inches of a line cut in this face with capitals `capHeightIn` tall. */
export function lineWidthIn(text: string, face: LetterFace, capHeightIn: number): number {
  return (widthUnits(text, face) / 1000) * emFor(face, capHeightIn);
}

/** Characters this face cannot draw (they would be cut by hand, or not at all). */
export function unsupportedCharacters(text: string, face: LetterFace): string[] {
  const { advances } = LETTERING_METRICS[face];
  return [...new Set([...text].filter((char) => !(char in advances)))];
}

export interface LaidLine {
  text: string;
  /** Left end of the line and its baseline, in face inches. */
  xIn: number;
  baselineIn: number;
  widthIn: number;
}

export interface LaidBlock {
  lines: LaidLine[];
  /** What the block covers on the face (capitals to the last baseline, and descenders where there are some). */
  box: Box;
}

const DESCENDERS = /[gjpqyQ,;()]/;

/** Where each line of a block falls on the face, and the box the block covers. */
export function layBlock(
  block: Pick<LetteringBlock, 'lines' | 'face' | 'letterHeightIn' | 'align' | 'lineSpacing' | 'xIn' | 'yIn'>,
): LaidBlock {
  const h = block.letterHeightIn;
  const pitch = h * block.lineSpacing;
  const lines = block.lines.map((text, index) => {
    const widthIn = lineWidthIn(text, block.face, h);
    const xIn =
      block.align === 'left' ? block.xIn : block.align === 'right' ? block.xIn - widthIn : block.xIn - widthIn / 2;
    return { text, xIn, baselineIn: block.yIn + h + index * pitch, widthIn };
  });
  const visible = lines.filter((line) => line.text.trim() !== '');
  const measured = visible.length ? visible : lines;
  const left = Math.min(...measured.map((line) => line.xIn));
  const right = Math.max(...measured.map((line) => line.xIn + line.widthIn));
  const last = lines.at(-1)!;
  const descent = DESCENDERS.test(last.text)
    ? (-LETTERING_METRICS[block.face].descent / LETTERING_METRICS[block.face].capHeight) * h
    : 0;
  return {
    lines,
    box: {
      xIn: left,
      yIn: block.yIn,
      widthIn: Math.max(0, right - left),
      heightIn: last.baselineIn + descent - block.yIn,
    },
  };
}
