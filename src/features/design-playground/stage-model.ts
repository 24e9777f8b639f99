import {
  ART_LABELS,
  ART_SIZE_IN,
  BLOCK_ROLE_LABELS,
  MAX_LETTER_HEIGHT_IN,
} from '#server/modules/design/design.choices';
import type { DesignCheck } from '#server/modules/design/design.checks';
import type { GraniteLook } from '#server/modules/design/design.drawing';
import type { Box } from '#server/modules/design/design.geometry';
import { layBlock } from '#server/modules/design/design.lettering';
import type { DesignOptions } from '#server/modules/design/design.options';
import type { ArtBlock, DesignConfiguration, LetteringBlock } from '#server/modules/design/design.schema';
import { emblemById } from '#server/modules/design/art/emblems';
import { snapBox, type Guide } from './design-editing';

/**
 * The stage's arithmetic, pure (decision record 253): what each block covers on the face, its
 * spoken name, the checks that mark it, where a drag puts it (snapped, with its guides) and the
 * part of the drawing in view at a zoom. The stage (design-stage.tsx) only draws and listens.
 */

export type StageBlock = { kind: 'lettering'; block: LetteringBlock } | { kind: 'art'; block: ArtBlock };

/** Every block in drawing order: lettering first, then art over it (as the server's scene). */
export function stageBlocks(design: DesignConfiguration): StageBlock[] {
  return [
    ...design.lettering.map((block) => ({ kind: 'lettering' as const, block })),
    ...design.art.map((block) => ({ kind: 'art' as const, block })),
  ];
}

const boxes = new WeakMap<LetteringBlock | ArtBlock, Box>();

/**
 * What a block covers on the face, in face inches (lettering as the server lays it out). Kept
 * per block: a block the family did not touch is never laid out again.
 */
export function blockBox(item: StageBlock): Box {
  const known = boxes.get(item.block);
  if (known) return known;
  const { block } = item;
  const box =
    item.kind === 'lettering'
      ? layBlock(item.block).box
      : {
          xIn: block.xIn - item.block.widthIn / 2,
          yIn: block.yIn - item.block.heightIn / 2,
          widthIn: item.block.widthIn,
          heightIn: item.block.heightIn,
        };
  boxes.set(block, box);
  return box;
}

/** The name a block is announced by: its words, or what the art is. */
export function blockName(item: StageBlock, options: Pick<DesignOptions, 'artworks'>): string {
  if (item.kind === 'lettering') {
    const words = item.block.lines.filter((line) => line.trim() !== '').join(' / ');
    const role = BLOCK_ROLE_LABELS[item.block.role];
    return words ? `${role}: ${words}` : `${role} (no words yet)`;
  }
  return artName(item.block, options);
}

export function artName(block: ArtBlock, options: Pick<DesignOptions, 'artworks'>): string {
  const source = block.source;
  if (source.kind === 'emblem') {
    const emblem = emblemById(source.emblem);
    return emblem ? `${emblem.name} emblem` : 'An emblem no longer offered';
  }
  if (source.kind === 'artwork') {
    const artwork = options.artworks.find((item) => item.id === source.artworkId);
    return artwork ? `Artwork: ${artwork.title}` : 'Artwork no longer in the gallery';
  }
  return ART_LABELS[source.treatment];
}

/** The checks that concern each block (a block an overlap names as `other` is marked too). */
export function checksByBlock(checks: readonly DesignCheck[]): Map<string, DesignCheck[]> {
  const byBlock = new Map<string, DesignCheck[]>();
  const add = (id: string, check: DesignCheck) => byBlock.set(id, [...(byBlock.get(id) ?? []), check]);
  for (const check of checks) {
    if (!('block' in check.target)) continue;
    add(check.target.block, check);
    if (check.target.other) add(check.target.other, check);
  }
  return byBlock;
}

/** What a screen reader hears after a block's name: how many checks it has, and what they say. */
export function checksDescription(checks: readonly DesignCheck[] | undefined): string | undefined {
  if (!checks?.length) return undefined;
  const count = checks.length === 1 ? '1 check' : `${checks.length} checks`;
  return `${count}: ${checks.map((check) => check.message).join(' ')}`;
}

/** The granite as it is drawn: its photo, else its tone, else a plain grey said to be so. */
export function graniteLook(options: Pick<DesignOptions, 'granites'>, key: string): GraniteLook {
  const granite = options.granites.find((item) => item.key === key);
  if (!granite) return { name: 'This granite', tone: null, photoHref: null };
  return { name: granite.name, tone: granite.tone, photoHref: granite.photoHref };
}

// ---------------------------------------------------------------------------------------------
// Dragging.

export interface DragStart {
  id: string;
  /** The block's place when it was grabbed (its xIn, yIn), and the box it covered then. */
  xIn: number;
  yIn: number;
  box: Box;
}

export interface DragPlace {
  xIn: number;
  yIn: number;
  guides: Guide[];
}

/**
 * Where a grabbed block goes when the pointer has moved (dx, dy) inches: snapped to the centre
 * lines and margins when near one (not while Alt is held), to the nearest 1/8 in otherwise.
 */
export function dragPlace(
  start: DragStart,
  dxIn: number,
  dyIn: number,
  face: { widthIn: number; heightIn: number; marginIn: number },
  snap = true,
): DragPlace {
  const moved = { ...start.box, xIn: start.box.xIn + dxIn, yIn: start.box.yIn + dyIn };
  const snapped = snap ? snapBox(moved, face) : { dxIn: 0, dyIn: 0, guides: [] };
  const eighth = (value: number) => Math.round(value * 8) / 8;
  // A snapped axis lands exactly on its line; a free one on the nearest 1/8 in (as moveBlock rounds).
  const onX = snapped.guides.some((guide) => guide.axis === 'x');
  const onY = snapped.guides.some((guide) => guide.axis === 'y');
  const xIn = start.xIn + dxIn + snapped.dxIn;
  const yIn = start.yIn + dyIn + snapped.dyIn;
  return { xIn: onX ? xIn : eighth(xIn), yIn: onY ? yIn : eighth(yIn), guides: snapped.guides };
}

/** The design with one block at a place, exactly (a snapped place is kept, not rounded). */
export function placeBlock(design: DesignConfiguration, id: string, xIn: number, yIn: number): DesignConfiguration {
  const r = (value: number) => Math.round(value * 1000) / 1000;
  if (design.lettering.some((block) => block.id === id))
    return {
      ...design,
      lettering: design.lettering.map((block) => (block.id === id ? { ...block, xIn: r(xIn), yIn: r(yIn) } : block)),
    };
  return {
    ...design,
    art: design.art.map((block) => (block.id === id ? { ...block, xIn: r(xIn), yIn: r(yIn) } : block)),
  };
}

// ---------------------------------------------------------------------------------------------
// Resizing by a corner handle.

const MIN_LETTER_HEIGHT_IN = 0.25;
const eighth = (value: number) => Math.round(value * 8) / 8;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A block scaled `ratio` times round the centre of what it covers (a corner handle dragged away
 * from the centre or towards it): art keeps its proportions inside the sizes art is cut at;
 * lettering changes its letter height, to the nearest 1/8 in, its lines as wide as they measure.
 */
export function resizedBlock(item: StageBlock, ratio: number): StageBlock {
  const box = blockBox(item);
  const cx = box.xIn + box.widthIn / 2;
  const cy = box.yIn + box.heightIn / 2;
  if (item.kind === 'art') {
    const { block } = item;
    const least = Math.max(ART_SIZE_IN.min / block.widthIn, ART_SIZE_IN.min / block.heightIn);
    const most = Math.min(ART_SIZE_IN.max / block.widthIn, ART_SIZE_IN.max / block.heightIn);
    const k = clamp(ratio, least, most);
    const widthIn = clamp(eighth(block.widthIn * k), ART_SIZE_IN.min, ART_SIZE_IN.max);
    const heightIn = clamp(eighth(block.heightIn * k), ART_SIZE_IN.min, ART_SIZE_IN.max);
    return { kind: 'art', block: { ...block, widthIn, heightIn } };
  }
  const { block } = item;
  const letterHeightIn = clamp(eighth(block.letterHeightIn * ratio), MIN_LETTER_HEIGHT_IN, MAX_LETTER_HEIGHT_IN);
  const k = letterHeightIn / block.letterHeightIn;
  const widthIn = box.widthIn * k;
  const xIn = block.align === 'left' ? cx - widthIn / 2 : block.align === 'right' ? cx + widthIn / 2 : block.xIn;
  const r = (value: number) => Math.round(value * 1000) / 1000;
  return {
    kind: 'lettering',
    block: { ...block, letterHeightIn, xIn: r(xIn), yIn: r(cy - (box.heightIn * k) / 2) },
  };
}

/** The design with a block replaced by its changed self (same id). */
export function withBlock(design: DesignConfiguration, item: StageBlock): DesignConfiguration {
  if (item.kind === 'lettering')
    return { ...design, lettering: design.lettering.map((block) => (block.id === item.block.id ? item.block : block)) };
  return { ...design, art: design.art.map((block) => (block.id === item.block.id ? item.block : block)) };
}

// ---------------------------------------------------------------------------------------------
// The view: which part of the drawing shows, in scene inches.

export interface View {
  xIn: number;
  yIn: number;
  widthIn: number;
  heightIn: number;
}

/** Clear space round the stone at "fit", as a share of its larger side (room for the handles). */
const FIT_PAD = 0.04;
export const MAX_ZOOM = 8;

/** The whole drawing with a little room round it. */
export function fitView(scene: { widthIn: number; heightIn: number }): View {
  const pad = Math.max(scene.widthIn, scene.heightIn) * FIT_PAD;
  return { xIn: -pad, yIn: -pad, widthIn: scene.widthIn + 2 * pad, heightIn: scene.heightIn + 2 * pad };
}

/** How far in a view is, against the fit (1 = the whole stone). */
export function zoomOf(view: View, fit: View): number {
  return fit.widthIn / view.widthIn;
}

/** Keeps a view inside the fit's box (no panning off into nothing) and between fit and MAX_ZOOM. */
export function clampView(view: View, fit: View): View {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, zoomOf(view, fit)));
  const widthIn = fit.widthIn / zoom;
  const heightIn = fit.heightIn / zoom;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return {
    xIn: clamp(view.xIn, fit.xIn, fit.xIn + fit.widthIn - widthIn),
    yIn: clamp(view.yIn, fit.yIn, fit.yIn + fit.heightIn - heightIn),
    widthIn,
    heightIn,
  };
}

/** Zooms by `factor` (2 = twice as close) keeping the point `at` (scene inches) where it is on screen. */
export function zoomView(view: View, fit: View, factor: number, at?: { x: number; y: number }): View {
  const centre = at ?? { x: view.xIn + view.widthIn / 2, y: view.yIn + view.heightIn / 2 };
  const zoom = Math.min(MAX_ZOOM, Math.max(1, zoomOf(view, fit) * factor));
  const scale = zoomOf(view, fit) / zoom;
  return clampView(
    {
      xIn: centre.x - (centre.x - view.xIn) * scale,
      yIn: centre.y - (centre.y - view.yIn) * scale,
      widthIn: view.widthIn * scale,
      heightIn: view.heightIn * scale,
    },
    fit,
  );
}

/** Moves the view by (dx, dy) scene inches. */
export function panView(view: View, fit: View, dxIn: number, dyIn: number): View {
  return clampView({ ...view, xIn: view.xIn + dxIn, yIn: view.yIn + dyIn }, fit);
}

export const viewBoxOf = (view: View) =>
  [view.xIn, view.yIn, view.widthIn, view.heightIn].map((n) => Math.round(n * 1000) / 1000).join(' ');
