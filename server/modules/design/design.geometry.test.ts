import { describe, expect, it } from 'vitest';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { STONE_KINDS, STONE_KIND_FACTS, faceLimits, type SizeLimits } from './design.choices';
import { clearanceInside, designGeometry, pointInPolygon } from './design.geometry';

const partType = (key: string) => demoPricingConfig.partTypes.find((p) => p.key === key)! as SizeLimits;
const baseLimits = partType('base');

/** Every number of path data, and its bounds (end points and control points together). */
function bounds(d: string) {
  expect(d).toMatch(/^M/);
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  for (const n of numbers) expect(Number.isFinite(n)).toBe(true);
  return numbers;
}

describe('the stone outlines', () => {
  for (const kind of STONE_KINDS) {
    const facts = STONE_KIND_FACTS[kind];
    const limits = partType(facts.partType);
    const face = faceLimits(kind, limits);
    for (const top of facts.tops) {
      for (const [label, widthIn, heightIn] of [
        ['smallest', face.width.min, face.height.min],
        ['largest', face.width.max, face.height.max],
        ['narrowest and tallest', face.width.min, face.height.max],
        ['widest and lowest', face.width.max, face.height.min],
      ] as const) {
        it(`draws a ${kind} with a ${top} top at its ${label} size (${widthIn} × ${heightIn} in) in true proportion`, () => {
          const g = designGeometry({ kind, top, widthIn, heightIn }, { withBase: true, limits, baseLimits });
          bounds(g.stone.d);
          // The stone's box is its real width; its height is the real height (a slant: its sloped face).
          expect(g.stone.box.widthIn).toBe(widthIn);
          if (kind === 'slant') expect(g.stone.box.heightIn).toBeGreaterThanOrEqual(heightIn);
          else expect(g.stone.box.heightIn).toBeCloseTo(heightIn, 3);
          // Its outline stays in its box and reaches every side of it.
          const xs = g.face.polygon.map((p) => p.x);
          const ys = g.face.polygon.map((p) => p.y);
          expect(Math.min(...xs)).toBeGreaterThanOrEqual(-1e-6);
          expect(Math.max(...xs)).toBeLessThanOrEqual(widthIn + 1e-6);
          expect(Math.min(...ys)).toBeGreaterThanOrEqual(-1e-6);
          expect(Math.max(...ys)).toBeLessThanOrEqual(g.face.box.heightIn + 1e-6);
          if (kind !== 'bevel') {
            expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(widthIn, 1);
            expect(Math.min(...ys)).toBeCloseTo(0, 3);
          }
          // The face's centre is on the stone; a margin fits inside it.
          const centre = { x: widthIn / 2, y: g.face.box.heightIn * 0.6 };
          expect(pointInPolygon(centre, g.face.polygon)).toBe(true);
          expect(g.face.marginIn).toBeGreaterThan(0);
          expect(g.face.marginIn * 2).toBeLessThan(Math.min(widthIn, g.face.box.heightIn));
          // Depth follows the dealer's rule, inside the price list's limits.
          const dim = facts.lying ? 'height' : 'width';
          expect(g.depthIn).toBeGreaterThanOrEqual(limits.minSize[dim]);
          expect(g.depthIn).toBeLessThanOrEqual(limits.maxSize[dim]);
          // The base: only under a kind that has one, 3 in wider each side (within its limits), centred.
          if (facts.hasBase) {
            expect(g.base).not.toBeNull();
            expect(g.base!.widthIn).toBe(Math.min(widthIn + 6, baseLimits.maxSize.length));
            expect(g.base!.box.yIn).toBeCloseTo(g.stone.box.heightIn, 3);
            expect(g.base!.box.xIn * 2 + g.base!.widthIn).toBeCloseTo(g.widthIn, 3);
            expect(g.stone.box.xIn * 2 + widthIn).toBeCloseTo(g.widthIn, 3);
            expect(g.heightIn).toBeCloseTo(g.stone.box.heightIn + g.base!.heightIn, 3);
            bounds(g.base!.d);
          } else {
            expect(g.base).toBeNull();
            expect(g.widthIn).toBe(widthIn);
          }
        });
      }
    }
  }

  it('keeps the shaped tops lower at the shoulders than at the crown', () => {
    for (const top of ['serpentine', 'oval', 'gothic'] as const) {
      const g = designGeometry({ kind: 'upright', top, widthIn: 36, heightIn: 24 }, { withBase: false });
      // Just inside each shoulder is off the stone near the top; the crown is on it.
      expect(pointInPolygon({ x: 0.5, y: 0.2 }, g.face.polygon)).toBe(false);
      expect(pointInPolygon({ x: 18, y: 0.2 }, g.face.polygon)).toBe(true);
    }
    const heart = designGeometry({ kind: 'upright', top: 'heart', widthIn: 36, heightIn: 30 }, { withBase: false });
    expect(pointInPolygon({ x: 18, y: 1 }, heart.face.polygon)).toBe(false); // the notch
    expect(pointInPolygon({ x: 1, y: 29 }, heart.face.polygon)).toBe(false); // beside the foot
    expect(pointInPolygon({ x: 18, y: 15 }, heart.face.polygon)).toBe(true);
  });

  it('leaves the base off when the family takes it off, and never gives a marker one', () => {
    expect(
      designGeometry({ kind: 'upright', top: 'flat', widthIn: 36, heightIn: 24 }, { withBase: false }).base,
    ).toBeNull();
    expect(
      designGeometry({ kind: 'flat', top: 'flat', widthIn: 24, heightIn: 12 }, { withBase: true }).base,
    ).toBeNull();
    // A top the kind cannot have is drawn flat.
    expect(designGeometry({ kind: 'flat', top: 'heart', widthIn: 24, heightIn: 12 }, { withBase: true }).top).toBe(
      'flat',
    );
  });

  it('measures how far a block stands inside the face, and when it is off', () => {
    const g = designGeometry({ kind: 'upright', top: 'flat', widthIn: 36, heightIn: 24 }, { withBase: true });
    expect(clearanceInside(g.face.polygon, { xIn: 2, yIn: 3, widthIn: 10, heightIn: 2 })).toBeCloseTo(2, 5);
    expect(clearanceInside(g.face.polygon, { xIn: -1, yIn: 3, widthIn: 10, heightIn: 2 })).toBeCloseTo(-1, 5);
    const oval = designGeometry({ kind: 'upright', top: 'oval', widthIn: 36, heightIn: 24 }, { withBase: true });
    // Near a shoulder the curve comes down: a block at the same height is closer to the edge there.
    const middle = clearanceInside(oval.face.polygon, { xIn: 14, yIn: 3, widthIn: 8, heightIn: 2 });
    const side = clearanceInside(oval.face.polygon, { xIn: 1, yIn: 3, widthIn: 8, heightIn: 2 });
    expect(side).toBeLessThan(middle);
  });
});
