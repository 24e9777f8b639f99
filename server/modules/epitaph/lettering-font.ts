import type * as Fontkit from 'fontkit';
import { faceFonts } from '../shared/monument-fonts';
import { byteBoundedCache } from '#server/lib/memory-report';

/**
 * The lettering font's metrics (decision record 131): Libre Baskerville from @fontsource, read
 * by fontkit (through the shared monument-fonts kernel), the font the preview shows. Widths are glyph advances with the font's kerning;
 * characters the main file lacks are measured from its latin-ext file.
 */

export const LETTERING_FONT = 'Libre Baskerville';

type Font = Fontkit.Font;

const loadFonts = () => faceFonts('classic');

/** Capital height as a share of the em: a 1-inch capital is set at 1 / capShare inches. */
function capShare(font: Font) {
  return font.capHeight / font.unitsPerEm;
}

/** Widths of lines already measured (the same lines come back as a family edits), bounded by bytes. */
const widthCache = byteBoundedCache<string, number>({
  name: 'epitaph line widths',
  maxBytes: 2 * 1024 * 1024,
  sizeOf: () => 16,
});

/** Advance width of a text in ems of the main font (latin-ext glyphs measured from the extended file). */
export function textWidthEm(text: string): number {
  const cached = widthCache.get(text);
  if (cached !== undefined) return cached;
  const { main, extended } = loadFonts();
  let width = 0;
  // Runs of characters the main file covers are laid out together (kerning applies inside a run).
  let run = '';
  const flush = () => {
    if (run) width += main.layout(run).advanceWidth / main.unitsPerEm;
    run = '';
  };
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (main.hasGlyphForCodePoint(code) || /\s/.test(char)) {
      run += char;
    } else {
      flush();
      const font = extended.hasGlyphForCodePoint(code) ? extended : main;
      width += font.layout(char).advanceWidth / font.unitsPerEm;
    }
  }
  flush();
  widthCache.set(text, width);
  return width;
}

/** Width in inches of a line cut with capitals `letterHeightIn` tall. */
export function lineWidthIn(text: string, letterHeightIn: number): number {
  const emIn = letterHeightIn / capShare(loadFonts().main);
  return textWidthEm(text) * emIn;
}

/** Characters the font cannot draw (they would be cut by hand, or not at all). */
export function missingCharacters(text: string): string[] {
  const { main, extended } = loadFonts();
  const missing = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/\s/.test(char)) continue;
    if (!main.hasGlyphForCodePoint(code) && !extended.hasGlyphForCodePoint(code)) missing.add(char);
  }
  return [...missing];
}
