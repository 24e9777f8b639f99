/**
 * The built-in emblems' shape, and how one lands on a design's scene (decision 245).
 *
 * An emblem is line art drawn by the team in its own units (its viewBox): filled shapes and
 * strokes in one ink, the way a monument carver cuts them. Placed on a stone it becomes scene
 * paths in inches, moved, scaled and mirrored, so every renderer draws it the same way.
 * Zod-free: the design playground imports it.
 */
import type { SceneGroup, ScenePath } from '../design.scene';
import { placePath } from './path-data';

export type EmblemCategory = 'faith' | 'flowers' | 'love' | 'nature' | 'life' | 'country' | 'service';

/** Each category's name as the art picker shows it, in the order it lists them. */
export const EMBLEM_CATEGORY_NAMES: Record<EmblemCategory, string> = {
  faith: 'Faith',
  flowers: 'Flowers',
  love: 'Love and marriage',
  nature: 'Nature',
  life: 'Life and pastimes',
  country: 'Country',
  service: 'Military service',
};

export type EmblemPath = {
  d: string;
  /** Filled in the ink (the default), or only stroked when false. */
  fill?: boolean;
  /** A stroke in the ink, in the emblem's own units. */
  strokeWidth?: number;
};

export type Emblem = {
  /** Stable, kept in saved designs: never rename one. */
  id: string;
  /** The name a family reads in the art list. */
  name: string;
  category: EmblemCategory;
  /** Its own units: every path and stroke lies inside this box. */
  viewBox: { x: number; y: number; width: number; height: number };
  paths: EmblemPath[];
};

export type EmblemPlacement = {
  /** The top-left corner of the emblem's box on the scene, in inches. */
  xIn: number;
  yIn: number;
  /** Its width in inches; the height follows the emblem's natural aspect. */
  widthIn: number;
  /** Mirrored left to right (a dove facing the other way). */
  mirror?: boolean;
  /** The colour the art is cut or painted in. */
  ink: string;
  /** Kept on each path, so a renderer or a test knows the art it belongs to. */
  role?: string;
};

/** Width over height of the emblem's box. */
export function emblemAspect(emblem: Emblem): number {
  return emblem.viewBox.width / emblem.viewBox.height;
}

/** The emblem as scene paths in inches, grouped and labelled with its name. */
export function emblemNodes(emblem: Emblem, placement: EmblemPlacement): SceneGroup {
  const { viewBox } = emblem;
  const scale = placement.widthIn / viewBox.width;
  const mirror = placement.mirror ?? false;
  const dx = mirror ? placement.xIn + (viewBox.x + viewBox.width) * scale : placement.xIn - viewBox.x * scale;
  const dy = placement.yIn - viewBox.y * scale;
  const children = emblem.paths.map((path): ScenePath => {
    const filled = path.fill ?? true;
    return {
      kind: 'path',
      d: placePath(path.d, { scale, mirror, dx, dy }),
      fill: filled ? placement.ink : null,
      stroke: path.strokeWidth ? placement.ink : null,
      ...(path.strokeWidth ? { strokeWidthIn: path.strokeWidth * scale } : {}),
      role: placement.role ?? 'art',
    };
  });
  return { kind: 'group', label: emblem.name, children };
}
