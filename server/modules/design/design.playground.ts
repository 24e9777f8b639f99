import {
  BLOCK_ROLES,
  DESIGN_LIMITS,
  LINE_SPACING,
  STONE_KIND_FACTS,
  STONE_KINDS,
  STONE_TOPS,
  TOP_FINISH_KEYS,
  faceLimits,
  marginFor,
  minimumLetterHeight,
  type BlockRole,
  type SizeLimits,
  type StoneKind,
  type StoneTop,
} from './design.choices';
import { checkDesign } from './design.checks';
import { geometryOf } from './design.drawing';
import type { DesignConfiguration, LetteringBlock } from './design.schema';
import { blankDesign } from './design.start';

/**
 * The starting points of the playground (decision record 247), as pure functions of what the
 * other domains' services answer: a price list part and size become a stone of a kind, a
 * template's names and lines become sample lettering, a saved epitaph's laid-out lines become
 * blocks. design.service.ts gathers the data; these shape it.
 */

/** The kind a price list part type is designed as; null for a part the playground does not letter (a base). */
export function kindOfPartType(partType: string): StoneKind | null {
  return STONE_KINDS.find((kind) => STONE_KIND_FACTS[kind].partType === partType) ?? null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const eighth = (value: number) => Math.round(value * 8) / 8;

/** A price list size (length across, width, height) as the two sizes a family designs, inside the kind's limits. */
export function faceSizeOf(
  kind: StoneKind,
  size: { length: number; width: number; height: number },
  limits: SizeLimits | null,
): { widthIn: number; heightIn: number } {
  const lying = STONE_KIND_FACTS[kind].lying;
  let widthIn = size.length;
  let heightIn = lying ? size.width : size.height;
  if (limits) {
    const face = faceLimits(kind, limits);
    widthIn = clamp(widthIn, face.width.min, face.width.max);
    heightIn = clamp(heightIn, face.height.min, face.height.max);
  }
  return {
    widthIn: eighth(clamp(widthIn, 1, DESIGN_LIMITS.maxInches)),
    heightIn: eighth(clamp(heightIn, 1, DESIGN_LIMITS.maxInches)),
  };
}

/** The top a part's finishes give it, and the finishes that are not a top (polish, rock pitch). */
export function topOf(kind: StoneKind, finishes: readonly string[]): { top: StoneTop; finishes: string[] } {
  const tops = STONE_KIND_FACTS[kind].tops;
  let top: StoneTop = 'flat';
  const rest: string[] = [];
  for (const key of finishes) {
    const named = STONE_TOPS.find((candidate) => TOP_FINISH_KEYS[candidate] === key);
    if (named && tops.includes(named)) top = named;
    else if (/^[a-z][a-z0-9_]*$/.test(key) && rest.length < 10) rest.push(key);
  }
  return { top, finishes: rest };
}

/** The top a gallery piece's title names ("Serpentine upright in Jet Black"), else flat. */
export function topFromWords(kind: StoneKind, words: string): StoneTop {
  const lower = words.toLowerCase();
  const named = STONE_TOPS.find((top) => top !== 'flat' && lower.includes(top));
  if (lower.includes('peon')) return STONE_KIND_FACTS[kind].tops.includes('gothic') ? 'gothic' : 'flat';
  return named && STONE_KIND_FACTS[kind].tops.includes(named) ? named : 'flat';
}

/** The kind a gallery piece's title or description names ("Bevel marker", "Slant"), else upright. */
export function kindFromWords(words: string): StoneKind {
  const lower = words.toLowerCase();
  if (/\bbench/.test(lower)) return 'bench';
  if (/\bledger/.test(lower)) return 'ledger';
  if (/\bslant/.test(lower)) return 'slant';
  if (/\bbevel/.test(lower)) return 'bevel';
  if (/\bflat\b|\bflush|\bgrass marker/.test(lower)) return 'flat';
  return 'upright';
}

/**
 * A gallery piece's listed dimensions ("36 x 8 x 24 in", "3'0\" x 0'8\" x 2'0\"") as a price list
 * size, or null when they cannot be read. Feet and inches are read as such; two figures are
 * across and tall.
 */
export function sizeFromDimensions(text: string | null): { length: number; width: number; height: number } | null {
  if (!text) return null;
  const figures: number[] = [];
  const pattern =
    /(\d+(?:\.\d+)?)\s*(?:'|ft|feet|foot)\s*(?:(\d+(?:\.\d+)?)\s*(?:"|in(?:ch(?:es)?)?)?)?|(\d+(?:\.\d+)?)/gi;
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== undefined) figures.push(Number(match[1]) * 12 + Number(match[2] ?? 0));
    else if (match[3] !== undefined) figures.push(Number(match[3]));
    if (figures.length === 3) break;
  }
  if (figures.length < 2 || figures.some((figure) => !(figure > 0))) return null;
  if (figures.length === 2) return { length: figures[0]!, width: 6, height: figures[1]! };
  return { length: figures[0]!, width: figures[1]!, height: figures[2]! };
}

const SAMPLE_DATES = {
  years: ['1941 – 2024', '1944 – 2019', '1968 – 2023', '1970 – 2022'],
  full: ['March 3, 1941 – June 9, 2024', 'May 12, 1944 – Oct. 2, 2019', 'Jan. 8, 1968 – Aug. 30, 2023'],
} as const;
const SAMPLE_LINES = [
  'Forever in our hearts',
  'Loved beyond words',
  'Together forever',
  'Until we meet again',
  'Beloved by all',
  'Gone fishing',
  'At peace',
  'Always remembered',
];

/**
 * A blank design of a kind at a size, lettered as a template or estimate says: one dates line
 * per name (full dates or years), and as many epitaph lines as its extra lines, each a sample the
 * family overwrites. The price of the design then counts what the template counted.
 */
export function startingDesign(
  kind: StoneKind,
  stone: { widthIn: number; heightIn: number; granite: string; top?: StoneTop; finishes?: string[] },
  lettering: { names: number; dates: 'full' | 'years'; lines: number },
  extra: { foundation?: boolean } = {},
): DesignConfiguration {
  const design = blankDesign(kind, stone);
  design.stone.top = stone.top ?? 'flat';
  design.stone.finishes = stone.finishes ?? [];
  if (extra.foundation !== undefined) design.foundation = extra.foundation;
  const dates = design.lettering.find((block) => block.role === 'dates')!;
  const samples = SAMPLE_DATES[lettering.dates];
  const names = clamp(Math.round(lettering.names) || 1, 1, samples.length);
  dates.lines = Array.from({ length: names }, (_, i) => samples[i]!);
  const extraLines = clamp(Math.round(lettering.lines) || 0, 0, DESIGN_LIMITS.linesPerBlock);
  if (extraLines > 0) {
    design.lettering.push({
      ...dates,
      id: 'epitaph',
      role: 'epitaph',
      lines: SAMPLE_LINES.slice(0, extraLines),
      yIn: eighth(dates.yIn + dates.letterHeightIn * dates.lineSpacing * (names - 1) + dates.letterHeightIn + 1),
    });
  }
  return settleLettering(design);
}

const PLACEMENT_CHECKS = new Set(['too-wide', 'off-stone', 'margin']);

/** The placement checks of one block of a design (its width, the stone's edges, the margin). */
function placementProblems(design: DesignConfiguration, id: string): boolean {
  return checkDesign(design, { geometry: geometryOf(design), limits: null, year: 2000 }).some(
    (check) => 'block' in check.target && check.target.block === id && PLACEMENT_CHECKS.has(check.kind),
  );
}

/**
 * A start's sample lettering settled on its stone, as a letterer would: each block, top to
 * bottom, in smaller letters (not below the finish's minimum) while it is too wide, then lowered
 * by eighths under a shaped top until it is inside the margins, the next block kept below it. A
 * block that cannot fit stays where it is and the page's checks say so.
 */
export function settleLettering(design: DesignConfiguration): DesignConfiguration {
  let next = design;
  let below = -Infinity;
  const faceHeight = geometryOf(design).face.box.heightIn;
  for (const original of design.lettering) {
    const replace = (block: LetteringBlock) => ({
      ...next,
      lettering: next.lettering.map((item) => (item.id === block.id ? block : item)),
    });
    let block = { ...original, yIn: Math.max(original.yIn, below) };
    let trial = replace(block);
    const least = minimumLetterHeight(block.face, block.finish);
    while (block.letterHeightIn - 0.25 >= least && placementProblems(trial, block.id)) {
      block = { ...block, letterHeightIn: block.letterHeightIn - 0.25 };
      trial = replace(block);
    }
    let lowered = block;
    while (placementProblems(trial, lowered.id) && lowered.yIn + 0.125 < faceHeight) {
      lowered = { ...lowered, yIn: eighth(lowered.yIn + 0.125) };
      trial = replace(lowered);
    }
    if (placementProblems(trial, lowered.id)) continue;
    next = trial;
    below = eighth(lowered.yIn + lowered.letterHeightIn * (1 + lowered.lineSpacing * (lowered.lines.length - 1)) + 1);
  }
  return next;
}

/** A saved epitaph's laid-out line, as the epitaph builder keeps it. */
export interface EpitaphLine {
  role: string;
  text: string;
  letterHeightIn: number;
  baselineIn: number;
}

const EPITAPH_ROLES: Record<string, BlockRole> = {
  surname: 'name',
  given: 'name',
  dates: 'dates',
  epitaph: 'epitaph',
  reference: 'epitaph',
};

/** A line longer than a design's line, broken at its last space that fits (every word kept). */
function designLines(text: string): string[] {
  const max = DESIGN_LIMITS.lineCharacters;
  const lines: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const cut = rest.lastIndexOf(' ', max);
    const at = cut > 0 ? cut : max;
    lines.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) lines.push(rest);
  return lines;
}

/**
 * A saved epitaph's lines as blocks on a design: consecutive lines of one role and height are one
 * block, centred, at the height the epitaph builder laid them out (scaled to this stone's face).
 */
export function epitaphBlocks(
  design: DesignConfiguration,
  lines: readonly EpitaphLine[],
  epitaphFaceHeightIn: number,
): LetteringBlock[] {
  const face = geometryOf(design).face.box;
  const scale = epitaphFaceHeightIn > 0 ? face.heightIn / epitaphFaceHeightIn : 1;
  const margin = marginFor(face.widthIn, face.heightIn);
  const groups: Array<{ role: BlockRole; source: string; height: number; lines: EpitaphLine[] }> = [];
  for (const line of lines) {
    if (!line.text.trim()) continue;
    const role = EPITAPH_ROLES[line.role] ?? 'text';
    const height = clamp(line.letterHeightIn, 0.25, 8);
    const last = groups.at(-1);
    if (last && last.source === line.role && last.height === height) last.lines.push(line);
    else groups.push({ role, source: line.role, height, lines: [line] });
  }
  const counts = new Map<string, number>();
  return groups.slice(0, DESIGN_LIMITS.blocks).map((group): LetteringBlock => {
    const first = group.lines[0]!;
    const spacing =
      group.lines.length > 1 ? (group.lines[1]!.baselineIn - first.baselineIn) / group.height : LINE_SPACING.default;
    const count = (counts.get(group.source) ?? 0) + 1;
    counts.set(group.source, count);
    const id = `${group.source}${count > 1 ? `-${count}` : ''}`.slice(0, 24);
    return {
      id,
      role: BLOCK_ROLES.includes(group.role) ? group.role : 'text',
      lines: group.lines.flatMap((line) => designLines(line.text)).slice(0, DESIGN_LIMITS.linesPerBlock),
      face: 'roman',
      letterHeightIn: group.height,
      align: 'center',
      lineSpacing: Math.round(clamp(spacing, LINE_SPACING.min, LINE_SPACING.max) * 100) / 100,
      finish: 'v_cut',
      xIn: eighth(face.widthIn / 2),
      yIn: eighth(Math.max(margin, (first.baselineIn - group.height) * scale)),
    };
  });
}
