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

// Named apart from `require`: the production bundle's banner declares that name.
const packageFiles = requireFrom(import.meta.url);

/** Each face's two files from its @fontsource package: the Latin file and its latin-ext companion. */
const FACE_FILES: Record<MonumentFace, () => [string, string]> = {
  roman: () => [
    packageFiles.resolve('@fontsource/cinzel/files/cinzel-latin-400-normal.woff2'),
    packageFiles.resolve('@fontsource/cinzel/files/cinzel-latin-ext-400-normal.woff2'),
  ],
  sans: () => [
    packageFiles.resolve('@fontsource/montserrat/files/montserrat-latin-500-normal.woff2'),
    packageFiles.resolve('@fontsource/montserrat/files/montserrat-latin-ext-500-normal.woff2'),
  ],
  script: () => [
    packageFiles.resolve('@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2'),
    packageFiles.resolve('@fontsource/great-vibes/files/great-vibes-latin-ext-400-normal.woff2'),
  ],
  classic: () => [
    packageFiles.resolve('@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2'),
    packageFiles.resolve('@fontsource/libre-baskerville/files/libre-baskerville-latin-ext-400-normal.woff2'),
  ],
};

type Font = Fontkit.Font;
export type FaceFonts = { main: Font; extended: Font };

const opened = new Map<MonumentFace, FaceFonts>();

function open(path: string): Font {
  // fontkit (and its WOFF2 decoder) is loaded with the first line measured, not at start: about
  // 6 MB resident that only the lettering tools need (decision record 233).
  const fontkit = packageFiles('fontkit') as typeof Fontkit;
  const font = fontkit.openSync(path);
  if (!('layout' in font)) throw new Error(`${path} is a font collection`);
  return font as Font;
}

/** A face's two font files (Latin, and latin-ext for the accented letters it lacks), opened once. */
export function faceFonts(face: MonumentFace): FaceFonts {
  let fonts = opened.get(face);
  if (!fonts) {
    const [main, extended] = FACE_FILES[face]();
    fonts = { main: open(main), extended: open(extended) };
    opened.set(face, fonts);
  }
  return fonts;
}
