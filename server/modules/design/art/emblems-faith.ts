/** Emblems of faith: crosses, praying hands, a dove, an angel, an open Bible, the Star of David, a rosary. */
import { circle, ellipse, leaf, mirrorPair, mirrorX, poly, rect, withHoles, withMirror } from './draw';
import type { Emblem } from './emblem';

/** The faith emblems, drawn when first asked for (their path arithmetic is not paid by a page that shows none). */
// eslint-disable-next-line max-lines-per-function -- a list of drawings, not logic: kept together as in decision 245
export function faithEmblems(): Emblem[] {
  const latinCross: Emblem = {
    id: 'latin-cross',
    name: 'Latin cross',
    category: 'faith',
    viewBox: { x: 2, y: 0, width: 56, height: 100 },
    paths: [
      {
        d: poly([
          [24, 2],
          [36, 2],
          [36, 24],
          [56, 24],
          [56, 36],
          [36, 36],
          [36, 98],
          [24, 98],
          [24, 36],
          [4, 36],
          [4, 24],
          [24, 24],
        ]),
      },
    ],
  };

  const celticCross: Emblem = {
    id: 'celtic-cross',
    name: 'Celtic cross',
    category: 'faith',
    viewBox: { x: 2, y: 0, width: 66, height: 100 },
    paths: [
      {
        d: poly([
          [30, 2],
          [40, 2],
          [40, 26],
          [66, 26],
          [66, 36],
          [40, 36],
          [41, 84],
          [29, 84],
          [30, 36],
          [4, 36],
          [4, 26],
          [30, 26],
        ]),
      },
      { d: withHoles(circle(35, 31, 19), circle(35, 31, 14.5)) },
      {
        d: poly([
          [24, 86],
          [46, 86],
          [50, 98],
          [20, 98],
        ]),
      },
    ],
  };

  const orthodoxCross: Emblem = {
    id: 'orthodox-cross',
    name: 'Orthodox cross',
    category: 'faith',
    viewBox: { x: 2, y: 0, width: 56, height: 100 },
    paths: [
      { d: rect(25.5, 2, 9, 96) },
      { d: rect(16, 12, 28, 7) },
      { d: rect(4, 28, 52, 9) },
      {
        d: poly([
          [10, 64],
          [50, 75],
          [50, 83],
          [10, 72],
        ]),
      },
    ],
  };

  // Filled, with thin cuts for the seam between the palms, the fingers and the thumbs: a cut reads
  // on polished granite where a fine line would not.
  const hands =
    'M50 4C53 5 56 8 57 13C59 13 62 17 62 22C64 23 66 28 66 34C67 42 67 52 64 60C62 67 60 73 60 80H40' +
    'C40 73 38 67 36 60C33 52 33 42 34 34C34 28 36 23 38 22C38 17 41 13 43 13C44 8 47 5 50 4Z';
  const fingerCuts = [leaf([57, 14], [54, 37], 1.5), leaf([62, 23], [59, 43], 1.5)];
  const thumbsCut =
    'M50 40.5C46 38.6 42.7 40 42.4 45.5C41.4 53 42 62.4 44.4 69C45.8 72.8 47.6 75.4 50 77.2' +
    'C52.4 75.4 54.2 72.8 55.6 69C58 62.4 58.6 53 57.6 45.5C57.3 40 54 38.6 50 40.5Z';
  const thumb = 'M49.4 44C48.4 41 44.4 40.6 43.6 45.5C42.6 53 43.1 62 45.4 68.5C46.6 71.8 48 74 49.4 75.5Z';
  const prayingHands: Emblem = {
    id: 'praying-hands',
    name: 'Praying hands',
    category: 'faith',
    viewBox: { x: 31, y: 2, width: 38, height: 97 },
    paths: [
      {
        d: withHoles(
          hands,
          leaf([50, 7], [50, 40], 1.6),
          ...fingerCuts,
          ...fingerCuts.map((cut) => mirrorX(cut, 50)),
          thumbsCut,
        ),
      },
      ...mirrorPair(thumb, 50),
      { d: withHoles('M37 82H63L67 97H33Z', 'M35.6 87H64.4L64.8 88.8H35.2Z') },
    ],
  };

  const dove: Emblem = {
    id: 'dove',
    name: 'Dove with olive branch',
    category: 'faith',
    viewBox: { x: -1, y: 2, width: 101, height: 62 },
    paths: [
      {
        d: withHoles(
          'M6 36L14 33C15 26 22 22 28 24C33 26 36 31 40 34C44 22 54 10 74 4C68 12 66 18 62 26L76 18C72 26 70 30 64 34L80 30C74 38 70 40 66 42C74 44 84 44 96 40L90 48L98 54L84 54C72 58 56 60 44 56C36 54 30 48 26 44C22 40 18 37 14 37Z',
          circle(24, 30, 1.8),
        ),
      },
      { d: 'M30 42C40 44 52 42 60 36', fill: false, strokeWidth: 1.6 },
      { d: 'M8 36C6 44 8 52 14 60', fill: false, strokeWidth: 1.8 },
      { d: leaf([8, 44], [1, 48], 3) },
      { d: leaf([9, 50], [16, 54], 3) },
      { d: leaf([10, 55], [4, 62], 3) },
    ],
  };

  const wing = 'M42 38C30 28 16 18 6 6C5 22 9 38 18 50C24 58 30 62 38 64';
  const wingLines = 'M9 22C18 29 27 34 39 41M14 38C21 43 28 47 38 51';
  const angel: Emblem = {
    id: 'angel',
    name: 'Angel',
    category: 'faith',
    viewBox: { x: 2, y: 2, width: 96, height: 98 },
    paths: [
      { d: withMirror(wing, 50), fill: false, strokeWidth: 2.6 },
      { d: withMirror(wingLines, 50), fill: false, strokeWidth: 1.8 },
      { d: ellipse(50, 9, 10, 3), fill: false, strokeWidth: 2.2 },
      { d: circle(50, 23, 8), fill: false, strokeWidth: 2.6 },
      { d: 'M42 34C46 31 54 31 58 34C64 42 66 62 72 94Q50 99 28 94C34 62 36 42 42 34Z', fill: false, strokeWidth: 2.6 },
      { d: 'M43 40C42 48 45 53 49 55M57 40C58 48 55 53 51 55', fill: false, strokeWidth: 2 },
      { d: 'M48 56C48.5 51 49 48 50 45C51 48 51.5 51 52 56Z', fill: false, strokeWidth: 1.6 },
      { d: 'M46 64C45 74 44 84 43 95M54 64C55 74 56 84 57 95', fill: false, strokeWidth: 1.6 },
    ],
  };

  const page = 'M50 14C40 6 22 6 6 12V58C22 52 40 52 50 60Z';
  const lines = [18, 26, 34, 42].map((y) => `M12 ${y}C22 ${y - 4} 34 ${y - 4} 44 ${y + 1}`).join('');
  const openBible: Emblem = {
    id: 'open-bible',
    name: 'Open Bible',
    category: 'faith',
    viewBox: { x: -1, y: 4, width: 102, height: 66 },
    paths: [
      { d: withMirror(page, 50), fill: false, strokeWidth: 2.6 },
      { d: 'M3 16V63C22 57 40 57 50 66C60 57 78 57 97 63V16', fill: false, strokeWidth: 2.6 },
      { d: lines, fill: false, strokeWidth: 1.5 },
      {
        d: poly([
          [72, 14],
          [76, 14],
          [76, 22],
          [83, 22],
          [83, 26],
          [76, 26],
          [76, 44],
          [72, 44],
          [72, 26],
          [65, 26],
          [65, 22],
          [72, 22],
        ]),
      },
    ],
  };

  function triangleBand(cx: number, cy: number, r: number, band: number, rotate: number): string {
    const corners = (radius: number) =>
      [0, 120, 240].map((a): [number, number] => {
        const angle = ((a + rotate - 90) * Math.PI) / 180;
        return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
      });
    return withHoles(poly(corners(r)), poly(corners(r - 2 * band)));
  }
  const starOfDavid: Emblem = {
    id: 'star-of-david',
    name: 'Star of David',
    category: 'faith',
    viewBox: { x: 7, y: 1, width: 86, height: 98 },
    paths: [{ d: triangleBand(50, 50, 47, 5.5, 0) }, { d: triangleBand(50, 50, 47, 5.5, 180) }],
  };

  function rosaryBeads(): string {
    const beads: string[] = [];
    const count = 46;
    for (let i = 0; i < count; i += 1) {
      const angle = ((90 + 14 + (i * (360 - 28)) / (count - 1)) * Math.PI) / 180;
      const big = i % 10 === 4;
      beads.push(circle(40 + 30 * Math.cos(angle), 36 + 32 * Math.sin(angle), big ? 3.2 : 2.2));
    }
    for (const y of [74, 79, 84]) beads.push(circle(40, y, 2.2));
    return beads.join('');
  }
  const rosary: Emblem = {
    id: 'rosary',
    name: 'Rosary',
    category: 'faith',
    viewBox: { x: 5, y: -1, width: 71, height: 119 },
    paths: [
      { d: rosaryBeads() },
      { d: withHoles(circle(40, 69, 3.4), circle(40, 69, 1.6)) },
      {
        d: poly([
          [38, 88],
          [42, 88],
          [42, 96],
          [48, 96],
          [48, 100],
          [42, 100],
          [42, 116],
          [38, 116],
          [38, 100],
          [32, 100],
          [32, 96],
          [38, 96],
        ]),
      },
    ],
  };

  return [latinCross, celticCross, orthodoxCross, prayingHands, dove, angel, openBible, starOfDavid, rosary];
}
