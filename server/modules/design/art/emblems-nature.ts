/** Emblems of flowers and the natural world: a rose, a lily, a tree of life, mountains, a deer, a butterfly, wheat. */
import { circle, ellipse, leaf, mirrorPair, poly, turn, withHoles, withMirror } from './draw';
import type { Emblem } from './emblem';

/** The nature emblems, drawn when first asked for (their path arithmetic is not paid by a page that shows none). */
// eslint-disable-next-line max-lines-per-function -- a list of drawings, not logic: kept together as in decision 245
export function natureEmblems(): Emblem[] {
  const rose: Emblem = {
    id: 'rose',
    name: 'Rose',
    category: 'flowers',
    viewBox: { x: 22, y: 16, width: 54, height: 86 },
    paths: [
      {
        d:
          'M30 30C24 44 30 60 50 66C70 60 76 44 70 30' +
          'M30 44C38 54 62 54 70 44' +
          'M30 30C34 20 42 18 47 23M70 30C66 20 58 18 53 23' +
          'M38 36C37 24 63 24 62 36C62 44 38 44 38 36' +
          'M50 29C45 29 44 35 49 36C53 37 55 33 52 31',
        fill: false,
        strokeWidth: 2.8,
      },
      { d: 'M50 66C50 78 48 88 45 98', fill: false, strokeWidth: 3 },
      { d: leaf([48, 80], [24, 72], 7) },
      { d: leaf([47.5, 86], [72, 80], 7) },
      { d: 'M42 64L50 70L58 64', fill: false, strokeWidth: 2.4 },
    ],
  };

  const lily: Emblem = {
    id: 'lily',
    name: 'Easter lily',
    category: 'flowers',
    viewBox: { x: 2, y: -1, width: 76, height: 103 },
    paths: [
      {
        d:
          'M38 62C32 50 22 34 6 26C14 21 25 21 31 27' +
          'M42 62C48 50 58 34 74 26C66 21 55 21 49 27' +
          'M31 28C33 18 37 10 40 3C43 10 47 18 49 28' +
          'M31 28C34 40 37 52 40 62M49 28C46 40 43 52 40 62',
        fill: false,
        strokeWidth: 2.6,
      },
      { d: 'M36 14C38 18 39 20 39 24M44 14C42 18 41 20 41 24', fill: false, strokeWidth: 1.6 },
      { d: 'M40 62C40 74 41 86 40 98', fill: false, strokeWidth: 3 },
      { d: leaf([40, 84], [20, 64], 6) },
      { d: leaf([40, 90], [62, 70], 6) },
    ],
  };

  function treeOfLife(): string[] {
    const branches = [
      'M50 58C46 46 36 38 24 34',
      'M50 58C54 46 64 38 76 34',
      'M50 56C48 42 46 30 40 18',
      'M50 56C52 42 54 30 60 18',
      'M42 46C34 46 26 50 18 52',
      'M58 46C66 46 74 50 82 52',
      'M50 50V14',
    ];
    const roots = [
      'M50 74C44 80 34 84 24 86',
      'M50 74C56 80 66 84 76 86',
      'M50 76C48 82 44 88 40 92',
      'M50 76C52 82 56 88 60 92',
    ];
    const leaves: string[] = [];
    const tips: [number, number][] = [
      [24, 34],
      [76, 34],
      [40, 18],
      [60, 18],
      [18, 52],
      [82, 52],
      [50, 14],
      [32, 30],
      [68, 30],
      [30, 44],
      [70, 44],
      [44, 28],
      [56, 28],
      [22, 42],
      [78, 42],
      [36, 22],
      [64, 22],
    ];
    for (const [x, y] of tips) {
      const angle = Math.atan2(y - 56, x - 50);
      leaves.push(leaf([x, y], [x + 8 * Math.cos(angle), y + 8 * Math.sin(angle)], 4));
    }
    return [branches.join('') + roots.join(''), leaves.join('')];
  }
  const [treeLines, treeLeaves] = treeOfLife();
  const treeOfLifeEmblem: Emblem = {
    id: 'tree-of-life',
    name: 'Tree of life',
    category: 'nature',
    viewBox: { x: 0, y: 0, width: 100, height: 100 },
    paths: [
      { d: withHoles(circle(50, 50, 48), circle(50, 50, 45)) },
      {
        d: poly([
          [45, 78],
          [55, 78],
          [53, 56],
          [47, 56],
        ]),
      },
      { d: treeLines!, fill: false, strokeWidth: 2.6 },
      { d: treeLeaves! },
    ],
  };

  const mountains: Emblem = {
    id: 'mountains',
    name: 'Mountains',
    category: 'nature',
    viewBox: { x: 0, y: 2, width: 100, height: 62 },
    paths: [
      {
        d: poly([
          [40, 8],
          [50.5, 22.5],
          [46, 21],
          [41, 25],
          [36, 20],
          [30, 22],
        ]),
      },
      {
        d: poly([
          [2, 62],
          [28, 25],
          [36, 23],
          [41, 28],
          [46, 24],
          [52, 26],
          [60, 37],
          [70, 24],
          [98, 62],
        ]),
      },
      { d: circle(80, 14, 7) },
      { d: 'M8 14Q11 11 14 14Q17 11 20 14M22 6Q24.5 4 27 6Q29.5 4 32 6', fill: false, strokeWidth: 1.6 },
    ],
  };

  const antler = 'M42 40C36 28 26 20 22 4M31 25C32 18 35 12 38 8M26 16C22 14 18 13 14 15M38 34C42 30 44 26 44 21';
  const deer: Emblem = {
    id: 'deer',
    name: 'Deer',
    category: 'nature',
    viewBox: { x: 10, y: 0, width: 80, height: 99 },
    paths: [
      {
        d: withHoles(
          'M50 97C44 97 41 93 41 87C41 77 37 63 33 53C31 47 34 41 40 39C44 38 56 38 60 39C66 41 69 47 67 53C63 63 59 77 59 87C59 93 56 97 50 97Z',
          ellipse(41.5, 55, 2.6, 3.6, -20),
          ellipse(58.5, 55, 2.6, 3.6, 20),
          ellipse(50, 90, 5, 3),
        ),
      },
      ...mirrorPair(leaf([37, 46], [14, 36], 9), 50),
      { d: withMirror(antler, 50), fill: false, strokeWidth: 3.4 },
    ],
  };

  const upperWing = 'M48 46C38 22 22 8 10 12C2 16 4 34 12 42C20 50 36 50 48 48Z';
  const lowerWing = 'M48 52C36 54 22 60 18 72C16 84 28 90 36 84C42 78 46 66 48 56Z';
  const butterfly: Emblem = {
    id: 'butterfly',
    name: 'Butterfly',
    category: 'nature',
    viewBox: { x: 2, y: 4, width: 96, height: 85 },
    paths: [
      ...mirrorPair(withHoles(upperWing, circle(20, 24, 5), circle(34, 40, 3)), 50),
      ...mirrorPair(withHoles(lowerWing, circle(30, 74, 4)), 50),
      { d: ellipse(50, 56, 3, 20) },
      { d: circle(50, 34, 3.4) },
      { d: 'M49 32C46 22 42 14 36 8M51 32C54 22 58 14 64 8', fill: false, strokeWidth: 1.6 },
      { d: `${circle(36, 8, 2)}${circle(64, 8, 2)}` },
    ],
  };

  function wheatHead(angle: number): string {
    const grains: string[] = [];
    const stalk = `M40 62L40 30`;
    for (let i = 0; i < 6; i += 1) {
      const y = 30 - i * 4.2;
      grains.push(leaf([40, y], [35.5, y - 6], 2.6), leaf([40, y], [44.5, y - 6], 2.6));
    }
    grains.push(leaf([40, 6], [40, -1], 2.4));
    const awns = [0, 1, 2, 3, 4, 5]
      .map((i) => `M${35.5} ${24 - i * 4.2}L${32} ${16 - i * 4.2}M${44.5} ${24 - i * 4.2}L${48} ${16 - i * 4.2}`)
      .join('');
    return [turn(grains.join(''), angle, 40, 62), turn(stalk, angle, 40, 62), turn(awns, angle, 40, 62)].join('|');
  }
  const heads = [-38, -19, 0, 19, 38].map((angle) => wheatHead(angle).split('|'));
  const wheat: Emblem = {
    id: 'wheat',
    name: 'Sheaf of wheat',
    category: 'nature',
    viewBox: { x: -11, y: -8, width: 102, height: 109 },
    paths: [
      { d: heads.map(([grains]) => grains).join('') },
      { d: heads.map(([, stalk]) => stalk).join(''), fill: false, strokeWidth: 1.8 },
      { d: heads.map(([, , awns]) => awns).join(''), fill: false, strokeWidth: 0.9 },
      { d: 'M40 62L26 98M40 62L33 98M40 62V98M40 62L47 98M40 62L54 98', fill: false, strokeWidth: 1.8 },
      {
        d: poly([
          [31, 64],
          [49, 64],
          [50, 70],
          [30, 70],
        ]),
      },
    ],
  };

  return [rose, lily, treeOfLifeEmblem, mountains, deer, butterfly, wheat];
}
