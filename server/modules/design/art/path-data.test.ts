import { describe, expect, it } from 'vitest';
import { circle, withHoles } from './draw';
import { formatPath, parsePath, placePath } from './path-data';
import { pathBounds, reverseOutline, signedArea } from './path-geometry';

describe('path data read strictly', () => {
  it('reads absolute and relative commands, implicit repeats and packed arc flags', () => {
    expect(formatPath(parsePath('M1 2 l3 4 5 6h1v-2zM0,0C1 1 2 2 3 3s4 4 5 5q1 1 2 2t3 3a5 5 0 011 1'))).toBe(
      'M1 2L4 6L9 12L10 12L10 10ZM0 0C1 1 2 2 3 3C4 4 7 7 8 8Q9 9 10 10Q11 11 13 13A5 5 0 0 1 14 14',
    );
    expect(parsePath('M.5-.5L1e1 2E-1')).toEqual([
      { c: 'M', x: 0.5, y: -0.5 },
      { c: 'L', x: 10, y: 0.2 },
    ]);
  });

  it.each([
    ['', 'empty'],
    ['L1 2', 'must start with a move'],
    ['M1', 'a number was expected'],
    ['M1 2 X3', 'unknown command'],
    ['M0 0A1 1 0 2 1 3 3', 'arc flag'],
    ['M0 0Z 4', 'command letter was expected'],
    ['M0 0L1e999 2', 'not finite'],
  ])('refuses %j (%s)', (d, message) => {
    expect(() => parsePath(d)).toThrow(message);
  });

  it('places path data: scaled, mirrored and turned, arcs keeping their shape', () => {
    const ring = circle(10, 10, 5);
    const moved = placePath(ring, { scale: 2, dx: 1, dy: 1 });
    expect(pathBounds(moved)).toEqual({ minX: 11, minY: 11, maxX: 31, maxY: 31 });
    const mirrored = placePath('M0 0A5 5 0 0 1 10 0L10 5Z', { scale: 1, mirror: true, dx: 10, dy: 0 });
    expect(mirrored).toBe('M10 0A5 5 0 0 0 0 0L0 5Z');
    const turned = placePath('M0 0L10 0', { scale: 1, rotate: 90, dx: 0, dy: 0 });
    expect(turned).toBe('M0 0L0 10');
  });

  it('knows which way an outline turns, and turns a hole against its outline', () => {
    const square = 'M0 0L10 0L10 10L0 10Z';
    expect(signedArea(square)).toBeCloseTo(200);
    expect(signedArea(reverseOutline(square))).toBeCloseTo(-200);
    expect(signedArea(circle(0, 0, 1))).toBeGreaterThan(0);
    const donut = withHoles(circle(0, 0, 10), circle(0, 0, 5));
    // Sampled, so a little under the true 2πr² difference.
    expect(signedArea(donut) / (2 * Math.PI * (100 - 25))).toBeCloseTo(1, 1);
    expect(withHoles(reverseOutline(square), square)).toBe(`${square}${reverseOutline(square)}`);
  });
});
