import { createRequire as requireFrom } from 'node:module';
import type * as Fontkit from 'fontkit';

/**
 * The monument faces' font files (decision records 131 and 243), opened with fontkit from the
 * @fontsource packages bundled with the app: the epitaph builder measures with the classic face,
 * the design playground with all four and outlines its lettering from them. A shared kernel so
 * both domains read the same files the same way.
 */

/** The faces a family can choose, by the trade's names for them. */
export type MonumentFace = 'roman' | 'sans' | 'script' | 'classic';

/** Each face's @fontsource package and weight (the main Latin file and its latin-ext companion). */
const FACE_FILES: Record<MonumentFace, { pkg: string; weight: number }> = {
  roman: { pkg: 'cinzel', weight: 400 },
  sans: { pkg: 'montserrat', weight: 500 },
  script: { pkg: 'great-vibes', weight: 400 },
  classic: { pkg: 'libre-baskerville', weight: 400 },
};

// Named apart from `require`: the production bundle's banner declares that name.
const packageFiles = requireFrom(import.meta.url);

type Font = Fontkit.Font;
export type FaceFonts = { main: Font; extended: Font };

const opened = new Map<MonumentFace, FaceFonts>();

function open(pkg: string, file: string): Font {
  const path = packageFiles.resolve(`@fontsource/${pkg}/files/${file}`);
  // fontkit (and its WOFF2 decoder) is loaded with the first line measured, not at start: about
  // 6 MB resident that only the lettering tools need (decision record 233).
  const fontkit = packageFiles('fontkit') as typeof Fontkit;
  const font = fontkit.openSync(path);
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font as Font;
}

/** A face's two font files (Latin, and latin-ext for the accented letters it lacks), opened once. */
export function faceFonts(face: MonumentFace): FaceFonts {
  let fonts = opened.get(face);
  if (!fonts) {
    const { pkg, weight } = FACE_FILES[face];
    fonts = {
      main: open(pkg, `${pkg}-latin-${weight}-normal.woff2`),
      extended: open(pkg, `${pkg}-latin-ext-${weight}-normal.woff2`),
    };
    opened.set(face, fonts);
  }
  return fonts;
}
