import { faceFonts } from '../shared/monument-fonts';
import type { LetterFace } from './design.choices';

/**
 * Lettering as outlines (decision record 243): each glyph's path from the face's font file, laid
 * out by fontkit (kerning, ligatures and a script's joining forms), scaled to inches. The scene
 * carries these paths, so the SVG, PNG and PDF need no font installed. Server only: the page
 * draws its lettering with the same faces as web fonts, placed by the same metrics table.
 */

export interface OutlinedLine {
  /** SVG path data in inches, the line's left end at x = 0 and its baseline at y = 0. */
  d: string;
  /** The laid-out width in inches (fontkit's, with every feature of the face). */
  widthIn: number;
}

const r3 = (value: number) => Math.round(value * 1000) / 1000;

/** One line of text as glyph outlines, capitals `capHeightIn` tall. */
export function outlineLine(text: string, face: LetterFace, capHeightIn: number): OutlinedLine {
  const { main, extended } = faceFonts(face);
  const scale = capHeightIn / main.capHeight;
  const parts: string[] = [];
  let penIn = 0;
  // Runs the main file covers are laid out together (kerning and joining apply inside a run).
  const runs: Array<{ text: string; extended: boolean }> = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const inExtended = !main.hasGlyphForCodePoint(code) && !/\s/.test(char) && extended.hasGlyphForCodePoint(code);
    const last = runs.at(-1);
    if (last && last.extended === inExtended) last.text += char;
    else runs.push({ text: char, extended: inExtended });
  }
  for (const run of runs) {
    const font = run.extended ? extended : main;
    // Both files of a face share its em and capital height; scale by the run's own em to be sure.
    const s = scale * (main.unitsPerEm / font.unitsPerEm);
    const laid = font.layout(run.text);
    laid.glyphs.forEach((glyph, index) => {
      const position = laid.positions[index]!;
      const x = penIn + position.xOffset * s;
      const y = -position.yOffset * s;
      const d = glyph.path.scale(s, -s).translate(x, y).toSVG();
      if (d) parts.push(d);
      penIn += position.xAdvance * s;
    });
  }
  return { d: roundPath(parts.join('')), widthIn: penIn };
}

/** Path data with every number to a thousandth of an inch (a path of a line is then a few kB). */
function roundPath(d: string): string {
  return d.replace(/-?\d*\.?\d+(e-?\d+)?/g, (n) => String(r3(Number(n))));
}
