/**
 * SVG path data (`d`), read strictly and moved: what lets an emblem drawn in its own units land on
 * the stone in inches, and what lets a test prove every emblem's path is well formed.
 *
 * Zod-free and DOM-free: the client places emblems with the same code the server checks.
 */

/** One command in absolute coordinates: H/V become L, S/T become C/Q, so a transform is simple. */
export type PathCommand =
  | { c: 'M' | 'L'; x: number; y: number }
  | { c: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { c: 'Q'; x1: number; y1: number; x: number; y: number }
  | { c: 'A'; rx: number; ry: number; rotation: number; large: 0 | 1; sweep: 0 | 1; x: number; y: number }
  | { c: 'Z' };

const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;

function readNumbers(d: string, start: number, count: number, arc: boolean): [number[], number] {
  const values: number[] = [];
  let i = start;
  while (values.length < count) {
    while (i < d.length && /[\s,]/.test(d[i]!)) i += 1;
    const slot = values.length;
    if (arc && (slot === 3 || slot === 4)) {
      const flag = d[i];
      if (flag !== '0' && flag !== '1') throw new Error(`Path data: an arc flag must be 0 or 1 at ${i}.`);
      values.push(Number(flag));
      i += 1;
      continue;
    }
    const match = NUMBER.exec(d.slice(i));
    if (!match) throw new Error(`Path data: a number was expected at ${i}.`);
    values.push(Number(match[0]));
    i += match[0].length;
  }
  return [values, i];
}

type Pen = { x: number; y: number; startX: number; startY: number; last?: PathCommand };

function absolute(letter: string, v: number[], pen: Pen): PathCommand {
  const rel = letter === letter.toLowerCase();
  const ox = rel ? pen.x : 0;
  const oy = rel ? pen.y : 0;
  const upper = letter.toUpperCase();
  const last = pen.last;
  switch (upper) {
    case 'M':
    case 'L':
    case 'T': {
      const x = v[0]! + ox;
      const y = v[1]! + oy;
      if (upper !== 'T') return { c: upper as 'M' | 'L', x, y };
      const [x1, y1] = last?.c === 'Q' ? [2 * pen.x - last.x1, 2 * pen.y - last.y1] : [pen.x, pen.y];
      return { c: 'Q', x1, y1, x, y };
    }
    case 'H':
      return { c: 'L', x: v[0]! + ox, y: pen.y };
    case 'V':
      return { c: 'L', x: pen.x, y: v[0]! + oy };
    case 'C':
      return { c: 'C', x1: v[0]! + ox, y1: v[1]! + oy, x2: v[2]! + ox, y2: v[3]! + oy, x: v[4]! + ox, y: v[5]! + oy };
    case 'S': {
      const [x1, y1] = last?.c === 'C' ? [2 * pen.x - last.x2, 2 * pen.y - last.y2] : [pen.x, pen.y];
      return { c: 'C', x1, y1, x2: v[0]! + ox, y2: v[1]! + oy, x: v[2]! + ox, y: v[3]! + oy };
    }
    case 'Q':
      return { c: 'Q', x1: v[0]! + ox, y1: v[1]! + oy, x: v[2]! + ox, y: v[3]! + oy };
    case 'A':
      return {
        c: 'A',
        rx: Math.abs(v[0]!),
        ry: Math.abs(v[1]!),
        rotation: v[2]!,
        large: v[3] as 0 | 1,
        sweep: v[4] as 0 | 1,
        x: v[5]! + ox,
        y: v[6]! + oy,
      };
    default:
      return { c: 'Z' };
  }
}

function movePen(pen: Pen, command: PathCommand) {
  if (command.c === 'Z') {
    pen.x = pen.startX;
    pen.y = pen.startY;
  } else {
    pen.x = command.x;
    pen.y = command.y;
    if (command.c === 'M') {
      pen.startX = command.x;
      pen.startY = command.y;
    }
  }
  pen.last = command;
}

/**
 * Reads path data strictly (every number finite, every command with its full set of numbers, a
 * path starting with a move) into absolute commands. Throws an Error naming the position otherwise.
 */
export function parsePath(d: string): PathCommand[] {
  const commands: PathCommand[] = [];
  const pen: Pen = { x: 0, y: 0, startX: 0, startY: 0 };
  let i = 0;
  let letter = '';
  while (true) {
    while (i < d.length && /[\s,]/.test(d[i]!)) i += 1;
    if (i >= d.length) break;
    const ch = d[i]!;
    if (/[a-zA-Z]/.test(ch)) {
      if (ARITY[ch.toUpperCase()] === undefined) throw new Error(`Path data: unknown command "${ch}" at ${i}.`);
      letter = ch;
      i += 1;
    } else if (!letter || letter.toUpperCase() === 'Z') {
      throw new Error(`Path data: a command letter was expected at ${i}.`);
    } else if (letter === 'M') letter = 'L';
    else if (letter === 'm') letter = 'l';
    if (commands.length === 0 && letter.toUpperCase() !== 'M') throw new Error('Path data must start with a move (M).');
    const [values, next] = readNumbers(d, i, ARITY[letter.toUpperCase()]!, letter.toUpperCase() === 'A');
    if (values.some((value) => !Number.isFinite(value)))
      throw new Error(`Path data: a number is not finite near ${i}.`);
    i = next;
    const command = absolute(letter, values, pen);
    commands.push(command);
    movePen(pen, command);
  }
  if (commands.length === 0) throw new Error('Path data is empty.');
  return commands;
}

const round = (value: number) => {
  const r = Math.round(value * 10000) / 10000;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Writes absolute commands back as compact path data (numbers to 1/10000 of a unit). */
export function formatPath(commands: PathCommand[]): string {
  return commands
    .map((k) => {
      switch (k.c) {
        case 'Z':
          return 'Z';
        case 'M':
        case 'L':
          return `${k.c}${round(k.x)} ${round(k.y)}`;
        case 'C':
          return `C${[k.x1, k.y1, k.x2, k.y2, k.x, k.y].map(round).join(' ')}`;
        case 'Q':
          return `Q${[k.x1, k.y1, k.x, k.y].map(round).join(' ')}`;
        case 'A':
          return `A${round(k.rx)} ${round(k.ry)} ${round(k.rotation)} ${k.large} ${k.sweep} ${round(k.x)} ${round(k.y)}`;
      }
    })
    .join('');
}

/**
 * A uniform scale about the origin, an optional left-right mirror, an optional turn (degrees,
 * clockwise on screen), then a move.
 */
export type PathPlacement = { scale: number; mirror?: boolean; rotate?: number; dx: number; dy: number };

/** Moves path data by a placement (arcs keep their shape: radii scale, a mirror flips their sweep). */
export function placePath(d: string, placement: PathPlacement): string {
  const { scale, mirror = false, rotate = 0, dx, dy } = placement;
  const sx = mirror ? -scale : scale;
  const cos = Math.cos((rotate * Math.PI) / 180);
  const sin = Math.sin((rotate * Math.PI) / 180);
  const p = (x: number, y: number): [number, number] => [
    cos * x * sx - sin * y * scale + dx,
    sin * x * sx + cos * y * scale + dy,
  ];
  const moved = parsePath(d).map((k): PathCommand => {
    if (k.c === 'Z') return k;
    const [x, y] = p(k.x, k.y);
    switch (k.c) {
      case 'M':
      case 'L':
        return { c: k.c, x, y };
      case 'C': {
        const [x1, y1] = p(k.x1, k.y1);
        const [x2, y2] = p(k.x2, k.y2);
        return { c: 'C', x1, y1, x2, y2, x, y };
      }
      case 'Q': {
        const [x1, y1] = p(k.x1, k.y1);
        return { c: 'Q', x1, y1, x, y };
      }
      case 'A':
        return {
          ...k,
          rx: k.rx * scale,
          ry: k.ry * scale,
          rotation: (mirror ? -k.rotation : k.rotation) + rotate,
          sweep: mirror ? ((1 - k.sweep) as 0 | 1) : k.sweep,
          x,
          y,
        };
    }
  });
  return formatPath(moved);
}
