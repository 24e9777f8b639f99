import type { MonumentFace } from '../shared/monument-fonts';

/**
 * The design playground's zod-free facts (decision record 242): the kinds of stone a family can
 * design, their tops, the lettering faces and finishes, the dealer's rules for depth and base,
 * and the bounds every design keeps. The browser and the server both read these, so the page,
 * the checks and the price say the same thing.
 */

/** The configuration's format: a saved design of another version is read through a migration. */
export const DESIGN_VERSION = 1;

// ---------------------------------------------------------------------------------------------
// Stones.

/** The lettered kinds of stone on the published price list, by what a family calls them. */
export const STONE_KINDS = ['upright', 'slant', 'bevel', 'flat', 'ledger', 'bench'] as const;
export type StoneKind = (typeof STONE_KINDS)[number];

/** An upright's top; every other kind is drawn with its own plain top. */
export const STONE_TOPS = ['flat', 'serpentine', 'oval', 'gothic', 'heart'] as const;
export type StoneTop = (typeof STONE_TOPS)[number];

export interface StoneKindFacts {
  label: string;
  /** The price list's part type it is priced as (decision record 244). */
  partType: string;
  /** Lies flat: its lettered face is its top, drawn from above (width across, height front to back). */
  lying: boolean;
  /** Stands on a base (a base is the dealer's rule for it, sized by `baseFor`). */
  hasBase: boolean;
  /** The tops it can have. */
  tops: readonly StoneTop[];
}

export const STONE_KIND_FACTS: Record<StoneKind, StoneKindFacts> = {
  upright: { label: 'Upright', partType: 'upright_die', lying: false, hasBase: true, tops: STONE_TOPS },
  slant: { label: 'Slant marker', partType: 'slant', lying: false, hasBase: true, tops: ['flat'] },
  bevel: { label: 'Bevel marker', partType: 'bevel_marker', lying: true, hasBase: false, tops: ['flat'] },
  flat: { label: 'Flat marker', partType: 'flat_marker', lying: true, hasBase: false, tops: ['flat'] },
  ledger: { label: 'Ledger', partType: 'ledger', lying: true, hasBase: false, tops: ['flat'] },
  bench: { label: 'Memorial bench', partType: 'bench', lying: false, hasBase: false, tops: ['flat'] },
};

export const STONE_TOP_LABELS: Record<StoneTop, string> = {
  flat: 'Flat top',
  serpentine: 'Serpentine top',
  oval: 'Oval top',
  gothic: 'Gothic (peon) top',
  heart: 'Heart',
};

/**
 * The price list's finish that prices each top (decision record 244). A top the published list
 * does not price (gothic in the demo list) is drawn and priced as the stone without a surcharge,
 * and the estimate says the office confirms it.
 */
export const TOP_FINISH_KEYS: Record<StoneTop, string | null> = {
  flat: null,
  serpentine: 'serpentine_top',
  oval: 'oval_top',
  gothic: 'gothic_top',
  heart: 'heart_shape',
};

/** A part type's size limits as the price list keeps them (length across, width, height), inches. */
export interface SizeLimits {
  minSize: { length: number; width: number; height: number };
  maxSize: { length: number; width: number; height: number };
}

/** The two sizes a family chooses, as limits: across, and tall (standing) or front to back (lying). */
export function faceLimits(kind: StoneKind, limits: SizeLimits) {
  const lying = STONE_KIND_FACTS[kind].lying;
  return {
    width: { min: limits.minSize.length, max: limits.maxSize.length },
    height: lying
      ? { min: limits.minSize.width, max: limits.maxSize.width }
      : { min: limits.minSize.height, max: limits.maxSize.height },
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The dealer's depth for a stone (how thick an upright or bench, how deep a slant, how thick a
 * marker lies), from its face size: the family is never asked. Kept inside the part's limits.
 */
export function depthFor(kind: StoneKind, widthIn: number, heightIn: number, limits?: SizeLimits): number {
  let depth: number;
  switch (kind) {
    case 'upright':
      depth = widthIn >= 48 || heightIn > 36 ? 8 : 6;
      break;
    case 'slant':
      depth = heightIn <= 16 ? 10 : heightIn <= 20 ? 12 : 14;
      break;
    case 'bevel':
      depth = 6;
      break;
    case 'flat':
    case 'ledger':
      depth = 4;
      break;
    case 'bench':
      depth = widthIn >= 60 ? 18 : 16;
      break;
  }
  if (!limits) return depth;
  const dim = STONE_KIND_FACTS[kind].lying ? 'height' : 'width';
  return clamp(depth, limits.minSize[dim], limits.maxSize[dim]);
}

/** The base under a stone that stands on one: 3 in wider each side, deeper, 6 or 8 in tall. */
export function baseFor(stone: { widthIn: number; depthIn: number }, limits?: SizeLimits) {
  let base = {
    widthIn: stone.widthIn + 6,
    depthIn: Math.max(12, stone.depthIn + 4),
    heightIn: stone.widthIn >= 48 ? 8 : 6,
  };
  if (limits) {
    base = {
      widthIn: clamp(base.widthIn, limits.minSize.length, limits.maxSize.length),
      depthIn: clamp(base.depthIn, limits.minSize.width, limits.maxSize.width),
      heightIn: clamp(base.heightIn, limits.minSize.height, limits.maxSize.height),
    };
  }
  return base;
}

/** A slant's top, front to back: its sloped face runs from the front's foot to the top's front edge. */
export const SLANT_TOP_DEPTH_IN = 4;
/** A bench's seat: the lettered front edge, and the legs under it. */
export const BENCH_SEAT_IN = 5;
export const BENCH_LEG_WIDTH_IN = 8;
export const BENCH_LEG_INSET_IN = 4;
/** A bevel marker's sloped edge, seen from above. */
export const BEVEL_EDGE_IN = 1.5;

/** Clear stone kept round the lettering and art: wider stones keep a wider margin (as the epitaph builder does). */
export function marginFor(faceWidthIn: number, faceHeightIn: number): number {
  const least = Math.min(faceWidthIn, faceHeightIn);
  if (least <= 8) return 0.75;
  return faceWidthIn >= 30 ? 2 : faceWidthIn >= 18 ? 1.5 : 1;
}

// ---------------------------------------------------------------------------------------------
// Lettering.

export const LETTER_FACES = ['roman', 'sans', 'script', 'classic'] as const satisfies readonly MonumentFace[];
export type LetterFace = (typeof LETTER_FACES)[number];

export const LETTER_FACE_LABELS: Record<LetterFace, { label: string; font: string }> = {
  roman: { label: 'Roman capitals', font: 'Cinzel' },
  sans: { label: 'Modern sans', font: 'Montserrat' },
  script: { label: 'Script', font: 'Great Vibes' },
  classic: { label: 'Classic serif', font: 'Libre Baskerville' },
};

/** How the letters are cut and coloured. V-cut is the standard; the others only where priced. */
export const LETTER_FINISHES = ['v_cut', 'frosted', 'paint_white', 'paint_black', 'gold_leaf'] as const;
export type LetterFinish = (typeof LETTER_FINISHES)[number];

export const LETTER_FINISH_LABELS: Record<LetterFinish, string> = {
  v_cut: 'V-cut',
  frosted: 'Frosted',
  paint_white: 'Painted white',
  paint_black: 'Painted black',
  gold_leaf: 'Gold leaf',
};

/** The price list's add-on that prices a lettering finish (V-cut is included; decision record 244). */
export const LETTER_FINISH_ADDONS: Record<LetterFinish, string | null> = {
  v_cut: null,
  frosted: 'lettering_frosted',
  paint_white: 'lettering_paint_white',
  paint_black: 'lettering_paint_black',
  gold_leaf: 'lettering_gold_leaf',
};

/** The finishes a published price list offers: V-cut always, the others when it has their add-on. */
export function offeredFinishes(activeAddonKeys: readonly string[]): LetterFinish[] {
  return LETTER_FINISHES.filter((finish) => {
    const addon = LETTER_FINISH_ADDONS[finish];
    return addon === null || activeAddonKeys.includes(addon);
  });
}

/** What a block of lettering says, so the price counts names and the checks know a date line. */
export const BLOCK_ROLES = ['name', 'dates', 'epitaph', 'text'] as const;
export type BlockRole = (typeof BLOCK_ROLES)[number];

export const BLOCK_ROLE_LABELS: Record<BlockRole, string> = {
  name: 'Name',
  dates: 'Dates',
  epitaph: 'Epitaph',
  text: 'Other lettering',
};

export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * The least capital height cut in granite, inches: what a sandblasted letter needs to read and
 * last (the epitaph builder's 1 in for dates and epitaphs); a script's hairlines need more, a
 * frosted letter on polished stone a little less.
 */
export function minimumLetterHeight(face: LetterFace, finish: LetterFinish): number {
  if (face === 'script') return 1.5;
  if (finish === 'frosted') return 0.75;
  return 1;
}

export const MAX_LETTER_HEIGHT_IN = 8;
/** Line spacing: baseline to baseline, as a multiple of the capital height. */
export const LINE_SPACING = { min: 1.2, max: 3, default: 1.6 } as const;

// ---------------------------------------------------------------------------------------------
// Art.

export const ART_KINDS = ['emblem', 'artwork', 'photo'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** How an uploaded photo goes on the stone. */
export const PHOTO_TREATMENTS = ['porcelain', 'etched'] as const;
export type PhotoTreatment = (typeof PHOTO_TREATMENTS)[number];

export const ART_LABELS: Record<ArtKind | PhotoTreatment, string> = {
  emblem: 'Emblem',
  artwork: 'Artwork panel',
  photo: 'Photo',
  porcelain: 'Porcelain portrait',
  etched: 'Laser-etched photo',
};

export const ART_SIZE_IN = { min: 1, max: 48 } as const;

// ---------------------------------------------------------------------------------------------
// Bounds (every array and string is bounded: bad input is refused beside its field, never a 5xx).

export const DESIGN_LIMITS = {
  blocks: 24,
  art: 12,
  linesPerBlock: 8,
  lineCharacters: 60,
  /** Inches: the largest stone on any price list is well inside this. */
  maxInches: 240,
  /** Blocks may be dragged partly off the stone (the checks say so), not into the next county. */
  positionIn: 480,
  titleCharacters: 120,
} as const;

/** Inches as a family reads them: 24 -> "24 in", 1.5 -> "1½ in", 0.125 -> "⅛ in". */
export function inchesWords(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = Math.round((value - whole) * 8) / 8;
  const fraction: Record<number, string> = {
    0.125: '⅛',
    0.25: '¼',
    0.375: '⅜',
    0.5: '½',
    0.625: '⅝',
    0.75: '¾',
    0.875: '⅞',
  };
  if (rest === 1) return `${whole + 1} in`;
  const part = fraction[rest];
  if (!part) return `${whole} in`;
  return whole ? `${whole}${part} in` : `${part} in`;
}

// ---------------------------------------------------------------------------------------------
// The playground's procedures (decision record 247).

/** Where a design can start: a blank stone of a kind, a calculator template, a gallery piece, a saved estimate or epitaph. */
export const DESIGN_START_SOURCES = ['kind', 'template', 'gallery', 'estimate', 'epitaph'] as const;
export type DesignStartSource = (typeof DESIGN_START_SOURCES)[number];

/** A saved design's reference: 4 + 4 characters without look-alikes (as saved estimates and epitaphs). */
export const DESIGN_REFERENCE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/** The saved design's page, which reopens it exactly. */
export const designPath = (reference: string) => `/ai-tools/design-playground/${reference}`;

/**
 * What `design.save`, `basket.add` of a design and the PDF sheet answer (FORBIDDEN) while the
 * design-tool access form stands before them: the page opens the form when it sees this code.
 */
export const DESIGN_ACCESS_REFUSAL = 'Please tell us a little about yourself first.';
