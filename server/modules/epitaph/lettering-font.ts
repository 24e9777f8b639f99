import { createRequire as requireFrom } from 'node:module';
import type * as Fontkit from 'fontkit';
import { byteBoundedCache } from '#server/lib/memory-report';

/**
 * The lettering font's metrics (decision record 131): Libre Baskerville from @fontsource, read
 * by fontkit, the font the preview shows. Widths are glyph advances with the font's kerning;
 * characters the main file lacks are measured from its latin-ext file.
 */

export const LETTERING_FONT = 'Libre Baskerville';

// Named apart from `require`: the production bundle's banner declares that name.
const packageFiles = requireFrom(import.meta.url);

type Font = Fontkit.Font;

let fonts: { main: Font; extended: Font } | null = null;

function open(file: string): Font {
  const path = packageFiles.resolve(`@fontsource/libre-baskerville/files/${file}`);
  // fontkit (and its WOFF2 decoder) is loaded with the first line measured, not at start: about
  // 6 MB resident that only the epitaph and its price need (decision record 233).
  const fontkit = packageFiles('fontkit') as typeof Fontkit;
  const font = fontkit.openSync(path);
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font as Font;
}

function loadFonts() {
  fonts ??= {
    main: open('libre-baskerville-latin-400-normal.woff2'),
    extended: open('libre-baskerville-latin-ext-400-normal.woff2'),
  };
  return fonts;
}

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
