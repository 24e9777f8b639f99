/**
 * The flag and the five armed services, drawn plainly (decision 245): a star in laurel, an anchor,
 * wings, crossed swords, a lighthouse. None copies a service's seal, emblem or insignia.
 */
import { circle, leaf, mirrorPair, poly, rect, star, turnedAt, withHoles, withMirror } from './draw';
import type { Emblem } from './emblem';

/** The service emblems, drawn when first asked for (their path arithmetic is not paid by a page that shows none). */
// eslint-disable-next-line max-lines-per-function -- a list of drawings, not logic: kept together as in decision 245
export function serviceEmblems(): Emblem[] {
  function flag(): string[] {
    const [w, h] = [95, 50];
    const stripe = h / 13;
    const [cw, ch] = [w * 0.4, stripe * 7];
    const red: string[] = [];
    for (let i = 0; i < 13; i += 2) red.push(rect(i < 7 ? cw : 0, i * stripe, i < 7 ? w - cw : w, stripe));
    const stars: string[] = [];
    for (let row = 0; row < 9; row += 1) {
      const inRow = row % 2 === 0 ? 6 : 5;
      for (let col = 0; col < inRow; col += 1) {
        const x = (cw / 12) * (row % 2 === 0 ? 1 + col * 2 : 2 + col * 2);
        stars.push(star(x, (ch / 10) * (row + 1), 1.45, 0.58));
      }
    }
    return [red.join(''), withHoles(rect(0, 0, cw, ch), ...stars)];
  }
  const [stripes, canton] = flag();
  const usFlag: Emblem = {
    id: 'us-flag',
    name: 'American flag',
    category: 'country',
    viewBox: { x: -3, y: -3, width: 101, height: 56 },
    paths: [{ d: stripes! }, { d: canton! }, { d: rect(0, 0, 95, 50), fill: false, strokeWidth: 1 }],
  };

  function laurel(): string {
    const leaves: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const t = ((104 + i * 15) * Math.PI) / 180;
      const [x, y] = [50 + 40 * Math.cos(t), 52 + 40 * Math.sin(t)];
      const along = Math.atan2(Math.cos(t), -Math.sin(t));
      const tip = (side: number): [number, number] => [
        x + 11 * Math.cos(along + side),
        y + 11 * Math.sin(along + side),
      ];
      leaves.push(leaf([x, y], tip(0.6), 3.4), leaf([x, y], tip(-0.6), 3.4));
    }
    return leaves.join('');
  }
  const laurelLeft = laurel();
  const army: Emblem = {
    id: 'army',
    name: 'Army (star and laurel)',
    category: 'service',
    viewBox: { x: 1, y: 11, width: 98, height: 86 },
    paths: [
      { d: star(50, 53, 25, 10) },
      { d: withMirror(laurelLeft, 50) },
      { d: 'M43.05 91.39A40 40 0 0 1 27.06 19.23M56.95 91.39A40 40 0 0 0 72.94 19.23', fill: false, strokeWidth: 2 },
    ],
  };

  const navy: Emblem = {
    id: 'navy',
    name: 'Navy (anchor)',
    category: 'service',
    viewBox: { x: 2, y: 0, width: 76, height: 98 },
    paths: [
      { d: withHoles(circle(40, 10, 8), circle(40, 10, 4.5)) },
      { d: rect(20, 21, 40, 6, 3) },
      { d: rect(37, 17, 6, 72) },
      { d: 'M12 62A28 28 0 0 0 68 62', fill: false, strokeWidth: 6 },
      {
        d: poly([
          [4, 60],
          [20, 58],
          [12, 70],
        ]),
      },
      {
        d: poly([
          [76, 60],
          [60, 58],
          [68, 70],
        ]),
      },
      {
        d: poly([
          [34, 86],
          [46, 86],
          [40, 96],
        ]),
      },
    ],
  };

  const wing = 'M46 22C34 14 20 10 4 10L10 16L5 18L15 22L10 25L21 28L17 31L28 34L25 37L38 39L46 38Z';
  const airForce: Emblem = {
    id: 'air-force',
    name: 'Air Force (wings and star)',
    category: 'service',
    viewBox: { x: 2, y: 8, width: 116, height: 33 },
    paths: [
      ...mirrorPair(wing, 60),
      { d: withHoles(circle(60, 25, 14), circle(60, 25, 11.5)) },
      { d: star(60, 26, 10, 4) },
    ],
  };

  const sword = `${poly([
    [-2.6, 22],
    [-2.6, -40],
    [0, -46],
    [2.6, -40],
    [2.6, 22],
  ])}${rect(-10, 22, 20, 4, 2)}${rect(-2.4, 26, 4.8, 14, 1.5)}${circle(0, 42.5, 3.4)}`;
  const swords = [-38, 38].map((rotate) => turnedAt(sword, rotate, 50, 54));
  const marines: Emblem = {
    id: 'marine-corps',
    name: 'Marine Corps (crossed swords and star)',
    category: 'service',
    viewBox: { x: 18, y: 2, width: 64, height: 91 },
    paths: [{ d: swords[0]! }, { d: swords[1]! }, { d: star(50, 16, 12, 5) }],
  };

  const lighthouse: Emblem = {
    id: 'coast-guard',
    name: 'Coast Guard (lighthouse)',
    category: 'service',
    viewBox: { x: 1, y: 2, width: 80, height: 100 },
    paths: [
      {
        d: withHoles(
          poly([
            [30, 36],
            [50, 36],
            [54, 88],
            [26, 88],
          ]),
          poly([
            [31.6, 50],
            [48.4, 50],
            [48.9, 56],
            [31.1, 56],
          ]),
          poly([
            [30.5, 66],
            [49.5, 66],
            [50, 72],
            [30, 72],
          ]),
          rect(37, 78, 6, 10, 3),
        ),
      },
      { d: rect(26, 32, 28, 4) },
      { d: withHoles(rect(32, 18, 16, 14), rect(35, 21, 10, 8)) },
      {
        d: poly([
          [30, 18],
          [50, 18],
          [40, 8],
        ]),
      },
      { d: rect(39, 4, 2, 5) },
      { d: 'M28 22L6 14M28 28L6 34M52 22L74 14M52 28L74 34', fill: false, strokeWidth: 2 },
      { d: rect(16, 88, 48, 5, 2) },
      { d: 'M4 97Q12 93 20 97T36 97T52 97T68 97T78 96', fill: false, strokeWidth: 2 },
    ],
  };

  return [usFlag, army, navy, airForce, marines, lighthouse];
}
