/**
 * Geometry of path data: points along it, its bounds, which way a closed outline turns, and the
 * same outline the other way round. The emblems use it so a hole (an eye, a window, the stars of
 * the flag) always turns against its outline and shows as a hole under the default nonzero fill.
 */
import { formatPath, parsePath, type PathCommand } from './path-data';

type Point = [number, number];

/** The centre form of an SVG arc (SVG 1.1, appendix F.6.5), sampled into points after `from`. */
function arcPoints(from: Point, k: Extract<PathCommand, { c: 'A' }>, steps: number): Point[] {
  const [x1, y1] = from;
  const phi = (k.rotation * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - k.x) / 2;
  const dy = (y1 - k.y) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  let rx = k.rx;
  let ry = k.ry;
  if (rx === 0 || ry === 0) return [[k.x, k.y]];
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const den = rx * rx * yp * yp + ry * ry * xp * xp;
  const factor = (k.large === k.sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (factor * rx * yp) / ry;
  const cyp = (-factor * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + k.x) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + k.y) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta = angle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let delta = angle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!k.sweep && delta > 0) delta -= 2 * Math.PI;
  if (k.sweep && delta < 0) delta += 2 * Math.PI;
  const points: Point[] = [];
  for (let i = 1; i <= steps; i += 1) {
    const t = theta + (delta * i) / steps;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    points.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
  return points;
}

function segmentPoints(from: Point, k: PathCommand, steps: number): Point[] {
  switch (k.c) {
    case 'M':
    case 'L':
      return [[k.x, k.y]];
    case 'C':
    case 'Q': {
      const points: Point[] = [];
      for (let i = 1; i <= steps; i += 1) {
        const t = i / steps;
        const u = 1 - t;
        if (k.c === 'Q') {
          points.push([
            u * u * from[0] + 2 * u * t * k.x1 + t * t * k.x,
            u * u * from[1] + 2 * u * t * k.y1 + t * t * k.y,
          ]);
        } else {
          const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
          points.push([a * from[0] + b * k.x1 + c * k.x2 + d * k.x, a * from[1] + b * k.y1 + c * k.y2 + d * k.y]);
        }
      }
      return points;
    }
    case 'A':
      return arcPoints(from, k, steps);
    case 'Z':
      return [];
  }
}

/** Points along the path, one list per subpath (curves and arcs in `steps` pieces each). */
export function samplePath(d: string, steps = 16): Point[][] {
  const subpaths: Point[][] = [];
  let current: Point[] = [];
  let pen: Point = [0, 0];
  for (const k of parsePath(d)) {
    if (k.c === 'M') {
      if (current.length > 0) subpaths.push(current);
      current = [[k.x, k.y]];
      pen = [k.x, k.y];
      continue;
    }
    if (k.c === 'Z') {
      pen = current[0] ?? pen;
      continue;
    }
    current.push(...segmentPoints(pen, k, steps));
    pen = [k.x, k.y];
  }
  if (current.length > 0) subpaths.push(current);
  return subpaths;
}

/** The smallest box holding every point of the path (its geometry, without any stroke). */
export function pathBounds(d: string) {
  const points = samplePath(d).flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** Twice the signed area of a closed outline: positive when it turns clockwise on screen (y down). */
export function signedArea(d: string): number {
  let area = 0;
  for (const points of samplePath(d)) {
    for (let i = 0; i < points.length; i += 1) {
      const [x1, y1] = points[i]!;
      const [x2, y2] = points[(i + 1) % points.length]!;
      area += x1 * y2 - x2 * y1;
    }
  }
  return area;
}

/** The same single closed outline drawn the other way round. */
export function reverseOutline(d: string): string {
  const commands = parsePath(d).filter((k) => k.c !== 'Z');
  if (commands[0]?.c !== 'M') throw new Error('An outline starts with a move.');
  const ends: Point[] = commands.map((k) => [(k as { x: number }).x, (k as { y: number }).y]);
  const reversed: PathCommand[] = [{ c: 'M', x: ends.at(-1)![0], y: ends.at(-1)![1] }];
  for (let i = commands.length - 1; i >= 1; i -= 1) {
    const k = commands[i]!;
    const [x, y] = ends[i - 1]!;
    if (k.c === 'C') reversed.push({ c: 'C', x1: k.x2, y1: k.y2, x2: k.x1, y2: k.y1, x, y });
    else if (k.c === 'Q') reversed.push({ c: 'Q', x1: k.x1, y1: k.y1, x, y });
    else if (k.c === 'A') reversed.push({ ...k, sweep: k.sweep ? 0 : 1, x, y });
    else reversed.push({ c: 'L', x, y });
  }
  reversed.push({ c: 'Z' });
  return formatPath(reversed);
}
