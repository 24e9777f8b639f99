import type { LetterFace, LetterFinish, SizeLimits } from './design.choices';
import { describeDesign, stoneName } from './design.description';
import { designGeometry, type DesignGeometry } from './design.geometry';
import { layBlock } from './design.lettering';
import type { ArtBlock, DesignConfiguration } from './design.schema';
import type { Scene, SceneNode } from './design.scene';

/**
 * A design as its scene (design.scene.ts): the stone and its base in true proportion, filled with
 * the granite's photo (clipped to the outline) or, when the gallery has none, a plain tone named
 * as such; every line of lettering as glyph outlines; art by reference. Pure: the server passes
 * the glyph outliner (fontkit) and the art it has; the page draws from the same geometry.
 */

export interface GraniteLook {
  /** The price list's name: "Jet Black". */
  name: string;
  /** The granite's typical colour (the gallery photo's placeholder colour), or null. */
  tone: string | null;
  /** The gallery's photo of the granite (a site address), or null. */
  photoHref: string | null;
}

export interface SceneContext {
  granite: GraniteLook;
  /** One line of lettering as path data in inches (left end at x 0, baseline at y 0). */
  outline: (text: string, face: LetterFace, capHeightIn: number) => { d: string; widthIn: number };
  /**
   * The art's own drawing, in a box of its width and height with its top-left at (0, 0); null
   * draws an honest placeholder (a dashed box named for the art) until the art is at hand.
   */
  art?: (block: ArtBlock) => SceneNode[] | null;
  /** Names for emblems and gallery artwork in the description. */
  names?: Record<string, string>;
  limits?: { stone?: SizeLimits; base?: SizeLimits };
}

/** A stone without a photo or a known tone is shown in a plain mid grey, and said to be so. */
const PLAIN_TONE = '#8c8c88';
const OUTLINE = '#2b2b2b';

/** How light a CSS hex colour is (0 black, 1 white); null when it is not a hex colour. */
function lightness(colour: string | null): number | null {
  const match = colour?.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The colour a finish shows on this granite: a V-cut or frosted letter is lighter on dark stone, darker on light. */
export function letterColour(finish: LetterFinish, graniteTone: string | null): string {
  switch (finish) {
    case 'paint_white':
      return '#f5f5f1';
    case 'paint_black':
      return '#141414';
    case 'gold_leaf':
      return '#c9a43a';
    case 'frosted':
      return (lightness(graniteTone) ?? 0.5) < 0.55 ? '#e4e4e0' : '#5b5b58';
    case 'v_cut':
      return (lightness(graniteTone) ?? 0.5) < 0.55 ? '#c9c9c4' : '#3c3c3a';
  }
}

const r3 = (value: number) => Math.round(value * 1000) / 1000;

/** The geometry the design is drawn with (the page uses the same for handles and checks). */
export function geometryOf(design: DesignConfiguration, limits?: SceneContext['limits']): DesignGeometry {
  return designGeometry(design.stone, { withBase: design.withBase, limits: limits?.stone, baseLimits: limits?.base });
}

/** The scene of a design: what the page shows and the server renders as SVG, PNG and PDF. */
export function buildScene(design: DesignConfiguration, context: SceneContext): Scene {
  const geometry = geometryOf(design, context.limits);
  const { granite } = context;
  const tone = granite.tone ?? PLAIN_TONE;
  const nodes: SceneNode[] = [];

  if (geometry.base)
    nodes.push({ kind: 'path', d: geometry.base.d, fill: tone, stroke: OUTLINE, strokeWidthIn: 0.15, role: 'base' });
  if (granite.photoHref) {
    const box = geometry.stone.box;
    nodes.push({
      kind: 'image',
      href: granite.photoHref,
      xIn: box.xIn,
      yIn: box.yIn,
      widthIn: box.widthIn,
      heightIn: box.heightIn,
      clipD: geometry.stone.d,
      role: 'granite',
    });
    nodes.push({ kind: 'path', d: geometry.stone.d, fill: null, stroke: OUTLINE, strokeWidthIn: 0.15, role: 'stone' });
  } else {
    nodes.push({ kind: 'path', d: geometry.stone.d, fill: tone, stroke: OUTLINE, strokeWidthIn: 0.15, role: 'stone' });
  }
  for (const d of geometry.details)
    nodes.push({ kind: 'path', d, fill: null, stroke: OUTLINE, strokeWidthIn: 0.08, opacity: 0.6, role: 'detail' });

  const face = geometry.face.box;
  for (const block of design.lettering) {
    const laid = layBlock(block);
    const children: SceneNode[] = [];
    laid.lines.forEach((line) => {
      if (!line.text.trim()) return;
      const outlined = context.outline(line.text, block.face, block.letterHeightIn);
      // The table's width places the line (as the page does); the outline is centred on that place.
      const x = line.xIn + (line.widthIn - outlined.widthIn) / 2;
      children.push({
        kind: 'group',
        transform: `translate(${r3(face.xIn + x)} ${r3(face.yIn + line.baselineIn)})`,
        children: [{ kind: 'path', d: outlined.d, fill: letterColour(block.finish, granite.tone), role: 'lettering' }],
      });
    });
    nodes.push({ kind: 'group', label: `lettering:${block.id}`, children });
  }

  for (const block of design.art) {
    const x = face.xIn + block.xIn - block.widthIn / 2;
    const y = face.yIn + block.yIn - block.heightIn / 2;
    const mirror = block.mirrored ? ` translate(${r3(block.widthIn)} 0) scale(-1 1)` : '';
    const drawn = context.art?.(block) ?? null;
    const children: SceneNode[] = drawn ?? [
      {
        kind: 'path',
        d: `M0 0 H${r3(block.widthIn)} V${r3(block.heightIn)} H0 Z`,
        fill: null,
        stroke: letterColour('frosted', granite.tone),
        strokeWidthIn: 0.08,
        role: 'art-placeholder',
      },
    ];
    nodes.push({
      kind: 'group',
      label: `art:${artReference(block)}`,
      transform: `translate(${r3(x)} ${r3(y)})${mirror}`,
      children,
    });
  }

  const graniteName =
    granite.photoHref || granite.tone
      ? granite.name
      : `${granite.name} (shown in a plain grey: we have no photo of it yet)`;
  return {
    widthIn: geometry.widthIn,
    heightIn: geometry.heightIn,
    title: `${stoneName(design)} in ${granite.name}`,
    description: describeDesign(design, { graniteName, geometry, names: context.names }),
    nodes,
  };
}

/** The art a block shows, as a reference the renderer resolves: `emblem:rose`, `artwork:<id>`, `photo:etched:<id>`. */
export function artReference(block: ArtBlock): string {
  const source = block.source;
  if (source.kind === 'emblem') return `emblem:${source.emblem}`;
  if (source.kind === 'artwork') return `artwork:${source.artworkId}`;
  return `photo:${source.treatment}:${source.uploadId}`;
}
