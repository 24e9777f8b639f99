/**
 * The drawing functions the emblems are written with: circles, ellipses, polygons, stars, leaves
 * and outlines with holes, all as path data in an emblem's own units.
 */
import type { EmblemPath } from './emblem';
import { placePath } from './path-data';
import { reverseOutline, signedArea } from './path-geometry';

type Point = readonly [number, number];

const n = (value: number) => String(Math.round(value * 100) / 100);

/** A polygon through the points, closed. */
export function poly(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** A circle as two arcs. */
export function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx - r)} ${n(cy)}Z`;
}

/** An ellipse turned by `rotate` degrees about its centre. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, rotate = 0): string {
  return turnedAt(`M${-rx} 0A${rx} ${ry} 0 1 1 ${rx} 0A${rx} ${ry} 0 1 1 ${-rx} 0Z`, rotate, cx, cy);
}

/** A rectangle with optional rounded corners. */
export function rect(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0)
    return poly([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ]);
  return (
    `M${n(x + r)} ${n(y)}H${n(x + w - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h - r)}` +
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + w - r)} ${n(y + h)}H${n(x + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + h - r)}` +
    `V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`
  );
}

/** A star of `points` tips, the first pointing straight up unless turned. */
export function star(cx: number, cy: number, outer: number, inner: number, points = 5, rotate = 0): string {
  const corners: Point[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const angle = ((-90 + rotate + (i * 180) / points) * Math.PI) / 180;
    const r = i % 2 === 0 ? outer : inner;
    corners.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return poly(corners);
}

/** A pointed leaf (or petal, grain, feather) from a to b, `width` across at its widest. */
export function leaf(a: Point, b: Point, width: number, bulge = 0.5): string {
  const [ax, ay] = a;
  const [bx, by] = b;
  const length = Math.hypot(bx - ax, by - ay);
  const [nx, ny] = [(-(by - ay) / length) * width, ((bx - ax) / length) * width];
  const [mx, my] = [ax + (bx - ax) * bulge, ay + (by - ay) * bulge];
  return `M${n(ax)} ${n(ay)}Q${n(mx + nx)} ${n(my + ny)} ${n(bx)} ${n(by)}Q${n(mx - nx)} ${n(my - ny)} ${n(ax)} ${n(ay)}Z`;
}

/** An outline with holes: the outline turned clockwise and each hole against it, whatever way they were drawn. */
export function withHoles(outline: string, ...holes: string[]): string {
  const outer = signedArea(outline) < 0 ? reverseOutline(outline) : outline;
  return [outer, ...holes.map((hole) => (signedArea(hole) > 0 ? reverseOutline(hole) : hole))].join('');
}

/** Path data mirrored left to right about the vertical line x = axis. */
export function mirrorX(d: string, axis: number): string {
  return placePath(d, { scale: 1, mirror: true, dx: 2 * axis, dy: 0 });
}

/** Path data and its mirror image about x = axis, as one path (a pair of wings, two pages). */
export function withMirror(d: string, axis: number): string {
  return `${d}${mirrorX(d, axis)}`;
}

/** A shape and its mirror image about x = axis, as two paths (two thumbs, two wings). */
export function mirrorPair(d: string, axis: number): EmblemPath[] {
  return [{ d }, { d: mirrorX(d, axis) }];
}

/** Path data turned by `degrees` about (cx, cy). */
export function turn(d: string, degrees: number, cx: number, cy: number): string {
  return turnedAt(placePath(d, { scale: 1, dx: -cx, dy: -cy }), degrees, cx, cy);
}

/** Path data drawn about the origin, turned by `degrees` about it and set down with the origin at (x, y). */
export function turnedAt(d: string, degrees: number, x: number, y: number): string {
  return placePath(d, { scale: 1, rotate: degrees, dx: x, dy: y });
}
