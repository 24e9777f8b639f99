import cinzel from '@fontsource/cinzel/files/cinzel-latin-400-normal.woff2?url';
import greatVibes from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url';
import baskerville from '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2?url';
import montserrat from '@fontsource/montserrat/files/montserrat-latin-500-normal.woff2?url';
import { LETTER_FACE_LABELS, type LetterFace } from '#server/modules/design/design.choices';

/**
 * The playground's lettering faces as web fonts: the same files (bundled, hashed, never a CDN)
 * the server measured into its metrics table and outlines from (decision record 243), loaded
 * once, only on the page that draws a stone.
 */
const FILES: Record<LetterFace, { url: string; weight: number }> = {
  roman: { url: cinzel, weight: 400 },
  sans: { url: montserrat, weight: 500 },
  script: { url: greatVibes, weight: 400 },
  classic: { url: baskerville, weight: 400 },
};

/** The CSS font family a face is drawn with in the page's SVG (a fallback keeps the measured widths close). */
export function faceFamily(face: LetterFace): string {
  const fallback = face === 'sans' ? 'sans-serif' : face === 'script' ? 'cursive' : 'serif';
  return `'${LETTER_FACE_LABELS[face].font}', ${fallback}`;
}

let loading: Promise<unknown> | null = null;

/** Adds the four faces to the document once; resolves when they are ready to draw (or failed: the fallback shows). */
export function loadFaces(): Promise<unknown> {
  loading ??= Promise.all(
    (Object.keys(FILES) as LetterFace[]).map(async (face) => {
      const { url, weight } = FILES[face];
      const font = new FontFace(LETTER_FACE_LABELS[face].font, `url(${url}) format('woff2')`, {
        weight: String(weight),
      });
      document.fonts.add(await font.load());
    }),
  ).catch(() => undefined);
  return loading;
}
