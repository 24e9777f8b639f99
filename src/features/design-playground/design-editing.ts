import type { Box } from '#server/modules/design/design.geometry';
import type { ArtBlock, DesignConfiguration, LetteringBlock } from '#server/modules/design/design.schema';

/**
 * The playground's moves, pure (the page calls them from keys, buttons and drags; the history
 * keeps what they return): snapping to the centre lines and margins with the guides to show,
 * nudging by 1/8 in (Shift: 1 in), duplicate, delete and bring forward.
 */

export const NUDGE_IN = 0.125;
export const BIG_NUDGE_IN = 1;
/** How near (inches on the stone) a block's edge or centre must come to a line to snap to it. */
export const SNAP_IN = 0.25;

export interface Guide {
  /** A vertical guide stands at x; a horizontal one at y (face inches). */
  axis: 'x' | 'y';
  atIn: number;
  kind: 'centre' | 'margin';
}

/**
 * Where a dragged block settles: the offset that brings its centre or an edge onto the nearest
 * centre line or margin within `toleranceIn` (each axis on its own), and the guides to draw.
 */
export function snapBox(
  box: Box,
  face: { widthIn: number; heightIn: number; marginIn: number },
  toleranceIn = SNAP_IN,
): { dxIn: number; dyIn: number; guides: Guide[] } {
  const { widthIn, heightIn, marginIn } = face;
  const along = (
    axis: 'x' | 'y',
    start: number,
    size: number,
    length: number,
  ): { delta: number; guide: Guide | null } => {
    const lines: Array<{ at: number; kind: Guide['kind']; edge: number }> = [
      { at: length / 2, kind: 'centre', edge: start + size / 2 },
      { at: marginIn, kind: 'margin', edge: start },
      { at: length - marginIn, kind: 'margin', edge: start + size },
    ];
    let best: { delta: number; guide: Guide | null } = { delta: 0, guide: null };
    let nearest = toleranceIn + 1e-9;
    for (const line of lines) {
      const delta = line.at - line.edge;
      if (Math.abs(delta) < nearest) {
        nearest = Math.abs(delta);
        best = { delta, guide: { axis, atIn: line.at, kind: line.kind } };
      }
    }
    return best;
  };
  const x = along('x', box.xIn, box.widthIn, widthIn);
  const y = along('y', box.yIn, box.heightIn, heightIn);
  return {
    dxIn: x.delta,
    dyIn: y.delta,
    guides: [x.guide, y.guide].filter((guide): guide is Guide => guide !== null),
  };
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const STEP: Record<Direction, [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

type Block = LetteringBlock | ArtBlock;

function mapBlock(design: DesignConfiguration, id: string, change: (block: Block) => Block): DesignConfiguration {
  if (design.lettering.some((block) => block.id === id)) {
    return {
      ...design,
      lettering: design.lettering.map((block) => (block.id === id ? (change(block) as LetteringBlock) : block)),
    };
  }
  if (design.art.some((block) => block.id === id)) {
    return { ...design, art: design.art.map((block) => (block.id === id ? (change(block) as ArtBlock) : block)) };
  }
  return design;
}

/** Moves a block to a place (face inches), to the nearest 1/8 in. */
export function moveBlock(design: DesignConfiguration, id: string, xIn: number, yIn: number): DesignConfiguration {
  const eighth = (value: number) => Math.round(value * 8) / 8;
  return mapBlock(design, id, (block) => ({ ...block, xIn: eighth(xIn), yIn: eighth(yIn) }));
}

/** An arrow key: 1/8 in, or 1 in with Shift. */
export function nudgeBlock(
  design: DesignConfiguration,
  id: string,
  direction: Direction,
  big = false,
): DesignConfiguration {
  const step = big ? BIG_NUDGE_IN : NUDGE_IN;
  const [dx, dy] = STEP[direction];
  return mapBlock(design, id, (block) => ({ ...block, xIn: block.xIn + dx * step, yIn: block.yIn + dy * step }));
}

/** A copy of a block 1 in lower and to the right, with a new id; returns the design and the copy's id. */
export function duplicateBlock(
  design: DesignConfiguration,
  id: string,
): { design: DesignConfiguration; id: string | null } {
  const taken = new Set([...design.lettering, ...design.art].map((block) => block.id));
  let n = 2;
  const base = id.replace(/-\d+$/, '').slice(0, 20);
  while (taken.has(`${base}-${n}`)) n++;
  const copyId = `${base}-${n}`;
  const copy = <T extends Block>(block: T): T => ({ ...block, id: copyId, xIn: block.xIn + 1, yIn: block.yIn + 1 });
  const letters = design.lettering.find((block) => block.id === id);
  if (letters) return { design: { ...design, lettering: [...design.lettering, copy(letters)] }, id: copyId };
  const art = design.art.find((block) => block.id === id);
  if (art) return { design: { ...design, art: [...design.art, copy(art)] }, id: copyId };
  return { design, id: null };
}

export function removeBlock(design: DesignConfiguration, id: string): DesignConfiguration {
  return {
    ...design,
    lettering: design.lettering.filter((block) => block.id !== id),
    art: design.art.filter((block) => block.id !== id),
  };
}

/** Draws a block one step later (over the one after it). */
export function bringForward(design: DesignConfiguration, id: string): DesignConfiguration {
  const forward = <T extends Block>(blocks: T[]): T[] => {
    const index = blocks.findIndex((block) => block.id === id);
    if (index < 0 || index === blocks.length - 1) return blocks;
    const out = [...blocks];
    [out[index], out[index + 1]] = [out[index + 1]!, out[index]!];
    return out;
  };
  return { ...design, lettering: forward(design.lettering), art: forward(design.art) };
}
