import { describe, expect, it } from 'vitest';
import { parseColor, parseTransform } from './design.render-paint';

describe('a group transform read as a matrix', () => {
  it.each([
    ['', [1, 0, 0, 1, 0, 0]],
    ['translate(3 4)', [1, 0, 0, 1, 3, 4]],
    ['translate(3,4) scale(-1 1)', [-1, 0, 0, 1, 3, 4]],
    ['scale(2)', [2, 0, 0, 2, 0, 0]],
    ['matrix(1 2 3 4 5 6)', [1, 2, 3, 4, 5, 6]],
  ])('%j', (transform, matrix) => {
    expect(parseTransform(transform)).toEqual(matrix);
  });

  it('turns about a point', () => {
    const [a, b, c, d, e, f] = parseTransform('rotate(90 10 0)');
    // (20, 0) turns a quarter about (10, 0) to (10, 10).
    expect([a * 20 + c * 0 + e, b * 20 + d * 0 + f].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([10, 10]);
  });

  it.each(['translate(1 2 3)', 'spin(3)', 'translate(a b)', 'scale(1) nonsense'])('refuses %j', (transform) => {
    expect(() => parseTransform(transform)).toThrow();
  });
});

describe('a CSS colour read for the PDF', () => {
  it.each([
    ['#1b1b1b', { rgb: [27, 27, 27], opacity: 1 }],
    ['#fff', { rgb: [255, 255, 255], opacity: 1 }],
    ['rgba(255, 255, 255, 0.5)', { rgb: [255, 255, 255], opacity: 0.5 }],
    ['rgb(10 20 30 / 40%)', { rgb: [10, 20, 30], opacity: 0.4 }],
    ['Gold', { rgb: [255, 215, 0], opacity: 1 }],
    ['none', null],
    ['', null],
    ['hsl(1 2 3)', null],
  ])('%j', (color, expected) => {
    expect(parseColor(color)).toEqual(expected);
  });
});
