import {
  DESIGN_LIMITS,
  LINE_SPACING,
  STONE_KIND_FACTS,
  type BlockRole,
  type StoneKind,
  type StoneTop,
} from '#server/modules/design/design.choices';
import type { DesignCheck } from '#server/modules/design/design.checks';
import { designCanApply } from '#server/modules/design/design.cemetery';
import type { RuleChange } from '#server/modules/cemeteries/cemeteries.choices';
import type { DesignGeometry } from '#server/modules/design/design.geometry';
import { layBlock } from '#server/modules/design/design.lettering';
import type { ArtBlock, DesignConfiguration, LetteringBlock } from '#server/modules/design/design.schema';

/**
 * The panels' changes to a design, pure (the history keeps what they return): adding a block
 * where there is room, a stone of another kind or size with the blocks kept in their places,
 * the lines typed, and a check's shorter line taken with one tap.
 */

type Face = DesignGeometry['face'];

const eighth = (value: number) => Math.round(value * 8) / 8;

/** A free id for a new block: `name`, then `name-2`, `name-3`... */
export function freeId(design: DesignConfiguration, base: string): string {
  const taken = new Set([...design.lettering, ...design.art].map((block) => block.id));
  const stem =
    base
      .toLowerCase()
      .replace(/\s+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      .slice(0, 18) || 'block';
  if (!taken.has(stem)) return stem;
  let n = 2;
  while (taken.has(`${stem}-${n}`)) n++;
  return `${stem}-${n}`;
}

/** The lowest point anything on the face reaches (face inches), or the margin when the face is empty. */
function lowestBlock(design: DesignConfiguration, face: Face): number {
  let lowest = face.marginIn;
  for (const block of design.lettering) {
    const box = layBlock(block).box;
    lowest = Math.max(lowest, box.yIn + box.heightIn);
  }
  for (const block of design.art) lowest = Math.max(lowest, block.yIn + block.heightIn / 2);
  return lowest;
}

const STARTING_LINES: Record<BlockRole, string[]> = {
  name: ['NAME'],
  dates: ['1941 – 2024'],
  epitaph: ['Forever in our hearts'],
  text: ['Beloved'],
};

/** A new block of lettering of a role, centred under what is already there (or as high as fits). */
export function addLettering(
  design: DesignConfiguration,
  role: BlockRole,
  face: Face,
): { design: DesignConfiguration; id: string } | null {
  if (design.lettering.length >= DESIGN_LIMITS.blocks) return null;
  const id = freeId(design, role);
  const letterHeightIn = role === 'name' ? (face.box.widthIn >= 30 ? 3 : 2) : role === 'epitaph' ? 1.25 : 1;
  const room = face.box.heightIn - face.marginIn - letterHeightIn;
  const below = lowestBlock(design, face) + (design.lettering.length || design.art.length ? 0.75 : 0);
  const block: LetteringBlock = {
    id,
    role,
    lines: STARTING_LINES[role],
    face: role === 'epitaph' ? 'classic' : 'roman',
    letterHeightIn,
    align: 'center',
    lineSpacing: LINE_SPACING.default,
    finish: 'v_cut',
    xIn: eighth(face.box.widthIn / 2),
    yIn: eighth(Math.max(face.marginIn, Math.min(below, room))),
  };
  return { design: { ...design, lettering: [...design.lettering, block] }, id };
}

/**
 * A saved epitaph's own words (its epitaph lines, not its name and dates, which the design has
 * already) as one block under what is there: null when the design is full or the epitaph has
 * no lines of its own.
 */
export function addEpitaphWords(
  design: DesignConfiguration,
  saved: DesignConfiguration,
  face: Face,
): { design: DesignConfiguration; id: string } | null {
  const words = saved.lettering.filter((block) => block.role === 'epitaph' || block.role === 'text');
  const lines = words.flatMap((block) => block.lines).slice(0, DESIGN_LIMITS.linesPerBlock);
  if (lines.length === 0) return null;
  const added = addLettering(design, 'epitaph', face);
  if (!added) return null;
  const lettering = added.design.lettering.map((block) =>
    block.id === added.id ? { ...block, lines, face: words[0]!.face } : block,
  );
  return { design: { ...added.design, lettering }, id: added.id };
}

/** The reference in a saved epitaph's link (`…/epitaph-builder/ABCD-EFGH`) or the reference as typed. */
export function epitaphReference(typed: string): string | null {
  const last =
    typed
      .trim()
      .replace(/[?#].*$/, '')
      .split('/')
      .filter(Boolean)
      .pop() ?? '';
  if (!/^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/.test(last)) return null;
  const upper = last.toUpperCase().replace('-', '');
  return `${upper.slice(0, 4)}-${upper.slice(4)}`;
}

/** New art (an emblem or a gallery artwork), `widthIn` wide at its own proportions, centred where there is room. */
export function addArt(
  design: DesignConfiguration,
  source: ArtBlock['source'],
  aspect: number,
  face: Face,
): { design: DesignConfiguration; id: string } | null {
  if (design.art.length >= DESIGN_LIMITS.art) return null;
  const base = source.kind === 'emblem' ? source.emblem : source.kind === 'artwork' ? 'artwork' : 'photo';
  const id = freeId(design, base);
  const least = Math.min(face.box.widthIn, face.box.heightIn);
  const heightIn = eighth(Math.max(1, Math.min(6, least / 4)));
  const widthIn = eighth(Math.max(1, Math.min(48, heightIn * (aspect > 0 ? aspect : 1))));
  const below = lowestBlock(design, face) + 0.75 + heightIn / 2;
  const yIn = below + heightIn / 2 > face.box.heightIn - face.marginIn ? face.marginIn + heightIn / 2 : below;
  const block: ArtBlock = {
    id,
    source,
    xIn: eighth(face.box.widthIn / 2),
    yIn: eighth(yIn),
    widthIn,
    heightIn,
    mirrored: false,
  };
  return { design: { ...design, art: [...design.art, block] }, id };
}

/** Art scaled to a new width, keeping its proportions (both sides within the art's bounds). */
export function scaleArt(design: DesignConfiguration, id: string, widthIn: number): DesignConfiguration {
  return {
    ...design,
    art: design.art.map((block) => {
      if (block.id !== id) return block;
      const ratio = block.heightIn / block.widthIn;
      const width = Math.max(1, Math.min(48, widthIn, 48 / ratio));
      return { ...block, widthIn: eighth(width), heightIn: eighth(Math.max(1, width * ratio)) };
    }),
  };
}

export function changeLettering(
  design: DesignConfiguration,
  id: string,
  change: Partial<Omit<LetteringBlock, 'id'>>,
): DesignConfiguration {
  return {
    ...design,
    lettering: design.lettering.map((block) => (block.id === id ? { ...block, ...change } : block)),
  };
}

export function changeArt(
  design: DesignConfiguration,
  id: string,
  change: Partial<Omit<ArtBlock, 'id'>>,
): DesignConfiguration {
  return { ...design, art: design.art.map((block) => (block.id === id ? { ...block, ...change } : block)) };
}

/** The lines as typed in the block's box: one a row, at most eight, each cut at 60 characters. */
export function linesOf(typed: string): string[] {
  const lines = typed
    .split(/\r?\n/)
    .slice(0, DESIGN_LIMITS.linesPerBlock)
    .map((line) => line.slice(0, DESIGN_LIMITS.lineCharacters));
  return lines.length ? lines : [''];
}

/** A check's shorter line in place of the line it is about (it may be two lines: an epitaph split). */
export function takeAlternative(design: DesignConfiguration, check: DesignCheck): DesignConfiguration {
  if (!check.alternative || !('block' in check.target) || check.target.line === undefined) return design;
  const { block: id, line } = check.target;
  const block = design.lettering.find((b) => b.id === id);
  if (!block || line >= block.lines.length) return design;
  const lines = [...block.lines.slice(0, line), ...check.alternative.split('\n'), ...block.lines.slice(line + 1)].slice(
    0,
    DESIGN_LIMITS.linesPerBlock,
  );
  return changeLettering(design, id, { lines });
}

/**
 * The stone changed (kind, top, size, base): the blocks keep their places on the face in
 * proportion (a centred name stays centred on a wider stone). A new kind starts at its default
 * size and its own top.
 */
export function changeStone(
  design: DesignConfiguration,
  change: {
    kind?: StoneKind;
    top?: StoneTop;
    widthIn?: number;
    heightIn?: number;
    granite?: string;
    withBase?: boolean;
  },
  faceOf: (design: DesignConfiguration) => Face,
  defaultSize?: (kind: StoneKind) => { widthIn: number; heightIn: number } | null,
): DesignConfiguration {
  const { withBase, ...stoneChange } = change;
  const next: DesignConfiguration = {
    ...design,
    stone: { ...design.stone, ...stoneChange },
    ...(withBase === undefined ? {} : { withBase }),
  };
  if (change.kind && change.kind !== design.stone.kind) {
    const facts = STONE_KIND_FACTS[change.kind];
    const size = defaultSize?.(change.kind);
    if (size) next.stone = { ...next.stone, ...size };
    if (!facts.tops.includes(next.stone.top)) next.stone = { ...next.stone, top: 'flat' };
    next.withBase = facts.hasBase;
  }
  const before = faceOf(design).box;
  const after = faceOf(next).box;
  if (before.widthIn === after.widthIn && before.heightIn === after.heightIn) return next;
  const sx = after.widthIn / before.widthIn;
  const sy = after.heightIn / before.heightIn;
  return {
    ...next,
    lettering: next.lettering.map((block) => ({ ...block, xIn: eighth(block.xIn * sx), yIn: eighth(block.yIn * sy) })),
    art: next.art.map((block) => ({ ...block, xIn: eighth(block.xIn * sx), yIn: eighth(block.yIn * sy) })),
  };
}

/**
 * A cemetery rule's nearest allowed change made to the design (decision 280), as the panels make
 * the same change: a size resizes the stone with its blocks kept in place (the width, an
 * upright's height, a lying stone's front to back), a kind switches to it at its default size,
 * a granite or a base is chosen. A change the playground cannot make leaves the design as it is.
 */
export function applyRuleChange(
  design: DesignConfiguration,
  change: RuleChange,
  faceOf: (design: DesignConfiguration) => Face,
  defaultSize?: (kind: StoneKind) => { widthIn: number; heightIn: number } | null,
): DesignConfiguration {
  if (!designCanApply(design, change)) return design;
  switch (change.field) {
    case 'kind':
      return changeStone(design, { kind: change.value }, faceOf, defaultSize);
    case 'widthIn':
      return changeStone(design, { widthIn: change.value }, faceOf);
    case 'heightIn':
    case 'depthIn':
      return changeStone(design, { heightIn: change.value }, faceOf);
    case 'granite':
      return changeStone(design, { granite: change.value }, faceOf);
    case 'base':
      return changeStone(design, { withBase: true }, faceOf);
    default:
      return design;
  }
}

/** A size typed in inches ("36", "36 in", "36.5") or feet and inches ("3 ft 2 in", "3' 2\"", "3'"), in inches. */
export function parseInches(typed: string): number | null {
  const text = typed.trim().toLowerCase();
  if (!text) return null;
  const feet = /^(\d+(?:\.\d+)?)\s*(?:ft|feet|foot|')\s*(?:(\d+(?:\.\d+)?)\s*(?:in|inch|inches|"|'')?)?$/.exec(text);
  if (feet) return Number(feet[1]) * 12 + (feet[2] ? Number(feet[2]) : 0);
  const inches = /^(\d+(?:\.\d+)?)\s*(?:in|inch|inches|")?$/.exec(text);
  return inches ? Number(inches[1]) : null;
}

/** Feet and inches as a family writes them: 42 -> "3 ft 6 in", 36 -> "3 ft". */
export function feetInchesWords(inches: number): string {
  const feet = Math.floor(inches / 12);
  const rest = Math.round((inches - feet * 12) * 100) / 100;
  if (!feet) return `${rest} in`;
  return rest ? `${feet} ft ${rest} in` : `${feet} ft`;
}
