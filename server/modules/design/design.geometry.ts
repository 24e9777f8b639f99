import {
  BENCH_LEG_INSET_IN,
  BENCH_LEG_WIDTH_IN,
  BENCH_SEAT_IN,
  BEVEL_EDGE_IN,
  SLANT_TOP_DEPTH_IN,
  STONE_KIND_FACTS,
  baseFor,
  depthFor,
  marginFor,
  type SizeLimits,
  type StoneKind,
  type StoneTop,
} from './design.choices';

/**
 * A stone's outline in true proportion, in inches (decision record 242): SVG path data for the
 * drawing, and the same outline as a polygon for the checks (is a block on the stone, and how far
 * from its edge). Zod-free and without Node: the page draws and checks with the same code.
 *
 * Standing stones (uprights, slants, benches) are drawn from the front, on their base; a slant is
 * drawn square-on to its sloped face, which is where its lettering is. Lying stones (bevel and
 * flat markers, ledgers) are drawn from above, their lettered top.
 */

export type Point = { x: number; y: number };
export type Box = { xIn: number; yIn: number; widthIn: number; heightIn: number };

export interface DesignGeometry {
  /** The scene's box: the stone and its base, nothing cut off. */
  widthIn: number;
  heightIn: number;
  kind: StoneKind;
  top: StoneTop;
  /** The dealer's depth (thickness of an upright, depth of a slant, thickness of a marker). */
  depthIn: number;
  /** The stone's outline, in scene inches. */
  stone: { d: string; box: Box };
  base: { d: string; box: Box; widthIn: number; depthIn: number; heightIn: number } | null;
  /** Lines drawn on the stone that are not its outline (a bevel's edge, a slant's top edge). */
  details: string[];
  /**
   * The lettered face: its box in scene inches (blocks are placed in inches from its top-left
   * corner), its outline as a polygon in those face inches, and the margin kept clear inside it.
   */
  face: { box: Box; polygon: Point[]; marginIn: number };
}

const r3 = (value: number) => Math.round(value * 1000) / 1000;
const fmt = (value: number) => String(r3(value));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Builds path data and the polygon it traces (curves sampled), in one pass. */
class Outline {
  private parts: string[] = [];
  readonly points: Point[] = [];
  private at: Point = { x: 0, y: 0 };

  constructor(
    private readonly dx = 0,
    private readonly dy = 0,
  ) {}

  private push(point: Point) {
    this.points.push(point);
    this.at = point;
  }
  private xy(p: Point) {
    return `${fmt(p.x + this.dx)} ${fmt(p.y + this.dy)}`;
  }

  move(x: number, y: number) {
    this.parts.push(`M${this.xy({ x, y })}`);
    this.push({ x, y });
    return this;
  }
  line(x: number, y: number) {
    this.parts.push(`L${this.xy({ x, y })}`);
    this.push({ x, y });
    return this;
  }
  cubic(c1: Point, c2: Point, end: Point) {
    this.parts.push(`C${this.xy(c1)} ${this.xy(c2)} ${this.xy(end)}`);
    const p0 = this.at;
    for (let i = 1; i <= 24; i++) {
      const t = i / 24;
      const u = 1 - t;
      this.push({
        x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
        y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y,
      });
    }
    return this;
  }
  /** An elliptical arc round `centre`, from angle `from` to `to` (radians, increasing: clockwise on screen). */
  arc(centre: Point, rx: number, ry: number, from: number, to: number) {
    const end = { x: centre.x + rx * Math.cos(to), y: centre.y + ry * Math.sin(to) };
    const large = to - from > Math.PI ? 1 : 0;
    this.parts.push(`A${fmt(rx)} ${fmt(ry)} 0 ${large} 1 ${this.xy(end)}`);
    for (let i = 1; i <= 32; i++) {
      const t = from + ((to - from) * i) / 32;
      this.push({ x: centre.x + rx * Math.cos(t), y: centre.y + ry * Math.sin(t) });
    }
    return this;
  }
  close() {
    this.parts.push('Z');
    return this;
  }
  get d() {
    return this.parts.join(' ');
  }
}

function rectangle(x: number, y: number, w: number, h: number) {
  return new Outline()
    .move(x, y)
    .line(x + w, y)
    .line(x + w, y + h)
    .line(x, y + h)
    .close();
}

/** How far a shaped top rises above its shoulders. */
export function topRise(top: StoneTop, widthIn: number, heightIn: number): number {
  switch (top) {
    case 'flat':
    case 'heart':
      return 0;
    case 'serpentine':
      return clamp(widthIn / 10, 1.5, heightIn * 0.25);
    case 'oval':
      return clamp(widthIn / 6, 2, heightIn * 0.35);
    case 'gothic':
      return clamp(widthIn * 0.3, 3, heightIn * 0.45);
  }
}

/** An upright's outline with its top, its top-left corner at (0, 0). */
function uprightOutline(top: StoneTop, w: number, h: number): Outline {
  const r = topRise(top, w, h);
  const o = new Outline();
  switch (top) {
    case 'flat':
      return rectangle(0, 0, w, h);
    case 'serpentine':
      // Shoulders that dip a little below the ends, then rise to the crown: the trade's serpentine.
      return o
        .move(0, h)
        .line(0, 0.55 * r)
        .cubic({ x: 0.07 * w, y: 0.8 * r }, { x: 0.13 * w, y: r }, { x: 0.2 * w, y: r })
        .cubic({ x: 0.3 * w, y: r }, { x: 0.38 * w, y: 0 }, { x: 0.5 * w, y: 0 })
        .cubic({ x: 0.62 * w, y: 0 }, { x: 0.7 * w, y: r }, { x: 0.8 * w, y: r })
        .cubic({ x: 0.87 * w, y: r }, { x: 0.93 * w, y: 0.8 * r }, { x: w, y: 0.55 * r })
        .line(w, h)
        .close();
    case 'oval':
      return o
        .move(0, h)
        .line(0, r)
        .arc({ x: w / 2, y: r }, w / 2, r, Math.PI, 2 * Math.PI)
        .line(w, h)
        .close();
    case 'gothic':
      // A pointed (peon) top: two full curves rising from the shoulders to meet at the crown.
      return o
        .move(0, h)
        .line(0, r)
        .cubic({ x: 0, y: 0.45 * r }, { x: 0.3 * w, y: 0.12 * r }, { x: 0.5 * w, y: 0 })
        .cubic({ x: 0.7 * w, y: 0.12 * r }, { x: w, y: 0.45 * r }, { x: w, y: r })
        .line(w, h)
        .close();
    case 'heart':
      // Two lobes over a flat foot (a heart stands on its base, not on its point).
      return o
        .move(0.5 * w, 0.2 * h)
        .cubic({ x: 0.45 * w, y: 0.05 * h }, { x: 0.36 * w, y: 0 }, { x: 0.25 * w, y: 0 })
        .cubic({ x: 0.1 * w, y: 0 }, { x: 0, y: 0.12 * h }, { x: 0, y: 0.3 * h })
        .cubic({ x: 0, y: 0.55 * h }, { x: 0.25 * w, y: 0.8 * h }, { x: 0.35 * w, y: h })
        .line(0.65 * w, h)
        .cubic({ x: 0.75 * w, y: 0.8 * h }, { x: w, y: 0.55 * h }, { x: w, y: 0.3 * h })
        .cubic({ x: w, y: 0.12 * h }, { x: 0.9 * w, y: 0 }, { x: 0.75 * w, y: 0 })
        .cubic({ x: 0.64 * w, y: 0 }, { x: 0.55 * w, y: 0.05 * h }, { x: 0.5 * w, y: 0.2 * h })
        .close();
  }
}

/** A slant's sloped face, front foot to the top's front edge: the height it is drawn at. */
export function slantFaceHeight(heightIn: number, depthIn: number): number {
  const run = Math.max(0, depthIn - SLANT_TOP_DEPTH_IN);
  return Math.sqrt(heightIn * heightIn + run * run);
}

/**
 * The drawing of a stone of this kind and size: its outline, base, lettered face and the dealer's
 * depth. `limits` (the price list's part types) keep depth and base inside what is priced.
 */
export function designGeometry(
  stone: { kind: StoneKind; top: StoneTop; widthIn: number; heightIn: number },
  options: { withBase: boolean; limits?: SizeLimits; baseLimits?: SizeLimits },
): DesignGeometry {
  const facts = STONE_KIND_FACTS[stone.kind];
  const top: StoneTop = facts.tops.includes(stone.top) ? stone.top : 'flat';
  const w = stone.widthIn;
  const depthIn = depthFor(stone.kind, w, stone.heightIn, options.limits);
  const details: string[] = [];

  // The stone's own outline at (0, 0), and the face inside it.
  let outline: Outline;
  let stoneHeight = stone.heightIn;
  let face: { box: Box; polygon: Point[] };
  switch (stone.kind) {
    case 'upright':
      outline = uprightOutline(top, w, stone.heightIn);
      face = { box: { xIn: 0, yIn: 0, widthIn: w, heightIn: stone.heightIn }, polygon: outline.points };
      break;
    case 'slant':
      stoneHeight = slantFaceHeight(stone.heightIn, depthIn);
      outline = rectangle(0, 0, w, stoneHeight);
      face = { box: { xIn: 0, yIn: 0, widthIn: w, heightIn: stoneHeight }, polygon: outline.points };
      break;
    case 'bevel': {
      outline = rectangle(0, 0, w, stone.heightIn);
      const e = Math.min(BEVEL_EDGE_IN, w / 4, stone.heightIn / 4);
      const inner = rectangle(e, e, w - 2 * e, stone.heightIn - 2 * e);
      details.push(inner.d);
      face = {
        box: { xIn: 0, yIn: 0, widthIn: w, heightIn: stone.heightIn },
        polygon: inner.points,
      };
      break;
    }
    case 'flat':
    case 'ledger':
      outline = rectangle(0, 0, w, stone.heightIn);
      face = { box: { xIn: 0, yIn: 0, widthIn: w, heightIn: stone.heightIn }, polygon: outline.points };
      break;
    case 'bench': {
      const seat = Math.min(BENCH_SEAT_IN, stone.heightIn / 2);
      const legW = Math.min(BENCH_LEG_WIDTH_IN, w / 4);
      const inset = Math.min(BENCH_LEG_INSET_IN, w / 8);
      const seatOutline = rectangle(0, 0, w, seat);
      const legs = [
        rectangle(inset, seat, legW, stone.heightIn - seat),
        rectangle(w - inset - legW, seat, legW, stone.heightIn - seat),
      ];
      outline = seatOutline;
      details.push(...legs.map((leg) => leg.d));
      face = { box: { xIn: 0, yIn: 0, widthIn: w, heightIn: seat }, polygon: seatOutline.points };
      break;
    }
  }

  const baseSize = facts.hasBase && options.withBase ? baseFor({ widthIn: w, depthIn }, options.baseLimits) : null;
  const sceneWidth = Math.max(w, baseSize?.widthIn ?? 0);
  const dx = (sceneWidth - w) / 2;
  const stoneD = shift(outline.d, dx, 0);
  const base = baseSize
    ? {
        ...baseSize,
        d: rectangle((sceneWidth - baseSize.widthIn) / 2, stoneHeight, baseSize.widthIn, baseSize.heightIn).d,
        box: {
          xIn: (sceneWidth - baseSize.widthIn) / 2,
          yIn: stoneHeight,
          widthIn: baseSize.widthIn,
          heightIn: baseSize.heightIn,
        },
      }
    : null;
  // A bench's legs belong to the stone's outline: they are drawn in its granite.
  const stoneDWithLegs = stone.kind === 'bench' ? [stoneD, ...details.map((d) => shift(d, dx, 0))].join(' ') : stoneD;
  return {
    widthIn: r3(sceneWidth),
    heightIn: r3(stone.kind === 'bench' ? stone.heightIn : stoneHeight + (base?.heightIn ?? 0)),
    kind: stone.kind,
    top,
    depthIn,
    stone: {
      d: stoneDWithLegs,
      box: { xIn: dx, yIn: 0, widthIn: w, heightIn: stone.kind === 'bench' ? stone.heightIn : r3(stoneHeight) },
    },
    base,
    details: stone.kind === 'bench' ? [] : details.map((d) => shift(d, dx, 0)),
    face: {
      box: { ...face.box, xIn: face.box.xIn + dx },
      polygon: face.polygon,
      marginIn: marginFor(face.box.widthIn, face.box.heightIn),
    },
  };
}

/** Path data moved by (dx, dy): every coordinate pair of M, L and C, and the end point of A. */
function shift(d: string, dx: number, dy: number): string {
  if (dx === 0 && dy === 0) return d;
  return d
    .replace(/([MLCA])([^MLCAZ]*)/g, (_all, command: string, args: string) => {
      const n = args.trim().split(/\s+/).map(Number);
      if (command === 'A') {
        n[5] = n[5]! + dx;
        n[6] = n[6]! + dy;
      } else {
        for (let i = 0; i < n.length; i += 2) {
          n[i] = n[i]! + dx;
          n[i + 1] = n[i + 1]! + dy;
        }
      }
      return `${command}${n.map(fmt).join(' ')} `;
    })
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Where a block stands on the face.

/** Whether a point is inside a polygon (even-odd). */
export function pointInPolygon(point: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0, 1);
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * How far a rectangle (face inches) stays inside the face's outline: the least distance from its
 * edge to the outline, negative when part of it is off the stone.
 */
export function clearanceInside(polygon: Point[], rect: Box): number {
  const samples: Point[] = [];
  const stepsX = Math.max(2, Math.ceil(rect.widthIn / 0.25));
  const stepsY = Math.max(2, Math.ceil(rect.heightIn / 0.25));
  for (let i = 0; i <= stepsX; i++) {
    const x = rect.xIn + (rect.widthIn * i) / stepsX;
    samples.push({ x, y: rect.yIn }, { x, y: rect.yIn + rect.heightIn });
  }
  for (let i = 1; i < stepsY; i++) {
    const y = rect.yIn + (rect.heightIn * i) / stepsY;
    samples.push({ x: rect.xIn, y }, { x: rect.xIn + rect.widthIn, y });
  }
  let least = Infinity;
  for (const p of samples) {
    let d = Infinity;
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++)
      d = Math.min(d, distanceToSegment(p, polygon[j]!, polygon[i]!));
    least = Math.min(least, pointInPolygon(p, polygon) ? d : -d);
  }
  return least;
}
