/** Emblems of love and of a life's work and pleasures: hearts, rings, music, fishing, a tractor, a horse, a hat, a paw. */
import { circle, ellipse, leaf, poly, rect, turn, withHoles } from './draw';
import { placePath } from './path-data';
import type { Emblem } from './emblem';

/** The life emblems, drawn when first asked for (their path arithmetic is not paid by a page that shows none). */
// eslint-disable-next-line max-lines-per-function -- a list of drawings, not logic: kept together as in decision 245
export function lifeEmblems(): Emblem[] {
  const HEART =
    'M50 86C20 64 4 46 4 28C4 14 16 4 28 4C38 4 46 10 50 18C54 10 62 4 72 4C84 4 96 14 96 28C96 46 80 64 50 86Z';

  const heart: Emblem = {
    id: 'heart',
    name: 'Heart',
    category: 'love',
    viewBox: { x: 2, y: 2, width: 96, height: 86 },
    paths: [{ d: HEART }],
  };

  const smallHeart = (dx: number, dy: number, rotate: number) =>
    turn(placePath(HEART, { scale: 0.62, dx, dy }), rotate, dx + 31, dy + 28);
  const twoHearts: Emblem = {
    id: 'two-hearts',
    name: 'Two hearts',
    category: 'love',
    viewBox: { x: 0, y: 3, width: 110, height: 67 },
    paths: [
      { d: smallHeart(4, 8, -12), fill: false, strokeWidth: 5 },
      { d: smallHeart(44, 12, 12), fill: false, strokeWidth: 5 },
    ],
  };

  const weddingRings: Emblem = {
    id: 'wedding-rings',
    name: 'Wedding rings',
    category: 'love',
    viewBox: { x: 10, y: 0, width: 80, height: 73 },
    paths: [
      { d: withHoles(circle(37, 46, 25), circle(37, 46, 20)) },
      { d: withHoles(circle(63, 46, 25), circle(63, 46, 20)) },
      {
        d: poly([
          [30, 12],
          [44, 12],
          [48, 6],
          [26, 6],
        ]),
      },
      {
        d: poly([
          [26, 6],
          [48, 6],
          [37, 2],
        ]),
      },
      {
        d: poly([
          [30, 14],
          [44, 14],
          [37, 21],
        ]),
      },
    ],
  };

  const musicNotes: Emblem = {
    id: 'music-notes',
    name: 'Music notes',
    category: 'life',
    viewBox: { x: 13, y: 6, width: 71, height: 85 },
    paths: [
      { d: ellipse(26, 80, 11, 7.5, -22) },
      { d: ellipse(70, 70, 11, 7.5, -22) },
      { d: rect(33, 18, 4.5, 62) },
      { d: rect(77, 8, 4.5, 62) },
      {
        d: poly([
          [33, 18],
          [81.5, 8],
          [81.5, 19],
          [33, 29],
        ]),
      },
      {
        d: poly([
          [33, 33],
          [81.5, 23],
          [81.5, 30],
          [33, 40],
        ]),
      },
    ],
  };

  const BASS =
    'M80 12C72 4 60 2 48 4L44 -4L40 2L34 -3L30 3L25 -1L24 5C18 7 12 10 8 14L0 4C2 12 2 20 0 30L8 22' +
    'C16 28 28 32 40 32L44 38L48 32C60 32 70 28 79 20L70 17Z';
  const bassBody = placePath(withHoles(BASS, circle(70, 10, 2), 'M61 6C64 12 64 20 61 26C62.5 20 62.5 12 61 6Z'), {
    scale: 0.92,
    rotate: -35,
    dx: 24,
    dy: 66,
  });
  const fishing: Emblem = {
    id: 'fishing',
    name: 'Leaping bass and fishing rod',
    category: 'life',
    viewBox: { x: 1, y: 0, width: 96, height: 102 },
    paths: [
      { d: bassBody },
      { d: 'M8 98L62 4', fill: false, strokeWidth: 2.6 },
      { d: withHoles(circle(17, 82, 5), circle(17, 82, 2)) },
      { d: 'M62 4C70 10 76 14 78 22C80 30 82 34 80 38', fill: false, strokeWidth: 1 },
      { d: 'M4 94Q10 90 16 94T28 94M60 96Q66 92 72 96T84 96', fill: false, strokeWidth: 1.8 },
    ],
  };

  const tractor: Emblem = {
    id: 'tractor',
    name: 'Tractor',
    category: 'life',
    viewBox: { x: 4, y: 4, width: 94, height: 68 },
    paths: [
      {
        d: withHoles(
          'M6 46V32L10 26H50V6H90V10H86V30L96 32V50H93A21 21 0 0 0 51 50H36V46Z',
          rect(56, 10, 26, 16),
          rect(14, 32, 2.5, 9),
          rect(20, 32, 2.5, 9),
          rect(26, 32, 2.5, 9),
        ),
      },
      { d: rect(18, 12, 4, 14) },
      { d: withHoles(circle(72, 52, 18), circle(72, 52, 12)) },
      { d: circle(72, 52, 4.5) },
      { d: withHoles(circle(22, 58, 11), circle(22, 58, 7)) },
      { d: circle(22, 58, 2.5) },
    ],
  };

  /** Tufts of mane along the back of the neck, flowing back and down. */
  function mane(): string {
    const points: [number, number][] = [
      [58, 15],
      [64, 20],
      [71, 26],
      [77, 33],
      [82, 41],
      [86, 50],
      [89, 60],
      [91, 70],
    ];
    return points
      .map(([x, y], i) => {
        const [nx, ny] = points[i + 1] ?? [x + 1, y + 10];
        const along = Math.atan2(ny - y, nx - x) - 0.3;
        return leaf([x - 3, y + 3], [x + 11 * Math.cos(along), y + 11 * Math.sin(along)], 3.6, 0.35);
      })
      .join('');
  }

  const horse: Emblem = {
    id: 'horse',
    name: 'Horse',
    category: 'life',
    viewBox: { x: 4, y: 1, width: 94, height: 97 },
    paths: [
      {
        d: withHoles(
          'M54 3L60 18C72 26 82 38 87 54C91 68 92 82 92 96H48C48 84 44 74 38 66C32 62 26 64 20 66C14 68 8 66 7 60' +
            'C6 54 9 48 13 44C22 34 34 22 46 14L48 4L52 12Z',
          ellipse(44, 30, 3.2, 2.2, -30),
          ellipse(14, 56, 2.2, 3, 20),
          leaf([9, 61.5], [19, 61], 1.4),
        ),
      },
      { d: mane() },
    ],
  };

  const cowboyHat: Emblem = {
    id: 'cowboy-hat',
    name: 'Cowboy hat',
    category: 'life',
    viewBox: { x: 0, y: 7, width: 100, height: 55 },
    paths: [
      {
        d: withHoles(
          'M30 48C30 32 32 16 38 10C42 7 46 13 50 13C54 13 58 7 62 10C68 16 70 32 70 48Z',
          'M31 36C44 38 56 38 69 36L69.3 41C56 43 44 43 30.7 41Z',
        ),
      },
      { d: 'M2 36C8 44 18 50 50 50C82 50 92 44 98 36C96 50 80 60 50 60C20 60 4 50 2 36Z' },
    ],
  };

  const pawPrint: Emblem = {
    id: 'paw-print',
    name: 'Paw print',
    category: 'life',
    viewBox: { x: 6, y: 9, width: 88, height: 86 },
    paths: [
      { d: 'M50 50C62 50 76 64 78 76C80 88 70 94 60 92C54 91 46 91 40 92C30 94 20 88 22 76C24 64 38 50 50 50Z' },
      { d: ellipse(18, 46, 9, 12, -25) },
      { d: ellipse(37, 24, 9.5, 13, -8) },
      { d: ellipse(63, 24, 9.5, 13, 8) },
      { d: ellipse(82, 46, 9, 12, 25) },
    ],
  };

  const guitarBody =
    'M50 96C34 96 27 88 28 77C29 68 36 65 36 60C36 56 32 53 33 46C34 38 41 34 50 34' +
    'C59 34 66 38 67 46C68 53 64 56 64 60C64 65 71 68 72 77C73 88 66 96 50 96Z';
  const guitar: Emblem = {
    id: 'guitar',
    name: 'Guitar',
    category: 'life',
    viewBox: { x: 25, y: -1, width: 50, height: 99 },
    paths: [
      { d: withHoles(guitarBody, circle(50, 58, 6), rect(43, 78, 14, 3.2, 1)) },
      { d: rect(47.6, 8, 4.8, 32) },
      { d: rect(45.5, 1, 9, 11, 2) },
      { d: `${circle(43.5, 4, 1.6)}${circle(43.5, 9, 1.6)}${circle(56.5, 4, 1.6)}${circle(56.5, 9, 1.6)}` },
    ],
  };

  function sunRays(): string {
    return Array.from({ length: 7 }, (_, i) => {
      const angle = ((202.5 + 22.5 * i) * Math.PI) / 180;
      const [c, s] = [Math.cos(angle), Math.sin(angle)];
      return `M${(50 + 27 * c).toFixed(2)} ${(52 + 27 * s).toFixed(2)}L${(50 + 40 * c).toFixed(2)} ${(52 + 40 * s).toFixed(2)}`;
    }).join('');
  }
  const sunrise: Emblem = {
    id: 'sunrise',
    name: 'Sunrise',
    category: 'nature',
    viewBox: { x: 5, y: 8, width: 90, height: 62 },
    paths: [
      { d: 'M30 52A20 20 0 0 1 70 52Z' },
      { d: sunRays(), fill: false, strokeWidth: 3.2 },
      { d: rect(8, 55, 84, 3.4, 1.7) },
      { d: 'M20 62.5H80M34 66H66', fill: false, strokeWidth: 2.4 },
    ],
  };

  return [heart, twoHearts, weddingRings, musicNotes, guitar, fishing, tractor, horse, cowboyHat, pawPrint, sunrise];
}
