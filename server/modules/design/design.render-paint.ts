/**
 * What the PDF design sheet needs to read from a scene that SVG reads by itself: a group's
 * transform as a matrix and a CSS colour as RGB with its opacity (pdfkit knows neither form).
 */

/** An affine matrix [a, b, c, d, e, f], as SVG and PDF write it. */
export type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m · n: n applied first, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function step(name: string, v: number[]): Matrix {
  const rad = ((v[0] ?? 0) * Math.PI) / 180;
  switch (name) {
    case 'matrix':
      if (v.length !== 6) break;
      return v as Matrix;
    case 'translate':
      if (v.length < 1 || v.length > 2) break;
      return [1, 0, 0, 1, v[0]!, v[1] ?? 0];
    case 'scale':
      if (v.length < 1 || v.length > 2) break;
      return [v[0]!, 0, 0, v[1] ?? v[0]!, 0, 0];
    case 'rotate': {
      if (v.length !== 1 && v.length !== 3) break;
      const turn: Matrix = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
      if (v.length === 1) return turn;
      const [, cx, cy] = v as [number, number, number];
      return multiply(multiply([1, 0, 0, 1, cx, cy], turn), [1, 0, 0, 1, -cx, -cy]);
    }
    case 'skewX':
      if (v.length !== 1) break;
      return [1, 0, Math.tan(rad), 1, 0, 0];
    case 'skewY':
      if (v.length !== 1) break;
      return [1, Math.tan(rad), 0, 1, 0, 0];
  }
  throw new Error(`A transform's ${name}() has the wrong number of values.`);
}

/** An SVG transform list (`translate(3 4) scale(-1 1)`) as one matrix; throws on anything else. */
export function parseTransform(transform: string | undefined): Matrix {
  if (!transform || !transform.trim()) return IDENTITY;
  const pattern = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/y;
  let matrix = IDENTITY;
  let at = 0;
  while (at < transform.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(transform);
    if (!match) {
      if (/^\s*$/.test(transform.slice(at))) break;
      throw new Error(`Not a transform this drawing knows: "${transform}".`);
    }
    const values =
      match[2]!.trim() === ''
        ? []
        : match[2]!
            .trim()
            .split(/[\s,]+/)
            .map(Number);
    if (values.some((value) => !Number.isFinite(value)))
      throw new Error(`A transform value is not a number: "${transform}".`);
    matrix = multiply(matrix, step(match[1]!, values));
    at = pattern.lastIndex;
  }
  return matrix;
}

export type Rgb = { rgb: [number, number, number]; opacity: number };

const NAMED: Record<string, [number, number, number]> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  silver: [192, 192, 192],
  gold: [255, 215, 0],
  red: [255, 0, 0],
  transparent: [0, 0, 0],
};

/** A CSS colour as RGB and opacity (hex, rgb(), rgba() or a few names); null for none or unknown. */
export function parseColor(color: string | null | undefined): Rgb | null {
  if (!color) return null;
  const text = color.trim().toLowerCase();
  if (text === 'none') return null;
  if (text in NAMED) return { rgb: NAMED[text]!, opacity: text === 'transparent' ? 0 : 1 };
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return { rgb: [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number], opacity: 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(text);
  if (!fn) return null;
  const channel = (value: string) => Math.max(0, Math.min(255, Math.round(Number(value))));
  const alpha = fn[4] === undefined ? 1 : fn[4].endsWith('%') ? Number(fn[4].slice(0, -1)) / 100 : Number(fn[4]);
  return { rgb: [channel(fn[1]!), channel(fn[2]!), channel(fn[3]!)], opacity: Math.max(0, Math.min(1, alpha)) };
}
