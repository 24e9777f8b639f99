import { MONTHS } from '#content/format';
import { shorterGivenNames, yearsOnly } from '../epitaph/epitaph.choices';
import {
  BLOCK_ROLE_LABELS,
  LETTER_FACE_LABELS,
  LETTER_FINISH_LABELS,
  STONE_KIND_FACTS,
  faceLimits,
  inchesWords,
  minimumLetterHeight,
  type LetterFinish,
  type SizeLimits,
} from './design.choices';
import { clearanceInside, type Box, type DesignGeometry } from './design.geometry';
import { layBlock, lineWidthIn, unsupportedCharacters } from './design.lettering';
import type { DesignConfiguration, LetteringBlock } from './design.schema';
import type { RuleChange } from '../cemeteries/cemeteries.choices';

/**
 * The checks beside the stone while a family designs (issue point 7): each in plain words, tied
 * to the block or the control it concerns, with a shorter line where the epitaph builder has one.
 * Nothing is refused: a design that needs work can still be saved and priced.
 */

export type DesignCheckKind =
  | 'letter-height'
  | 'too-wide'
  | 'characters'
  | 'off-stone'
  | 'margin'
  | 'overlap'
  | 'not-a-date'
  | 'finish'
  | 'size'
  | 'granite'
  /** A rule of the cemetery the family chose (decision 280; `cemeteryChecks` in design.cemetery.ts). */
  | 'cemetery';

export interface DesignCheck {
  kind: DesignCheckKind;
  /** What it is beside: a block (lettering or art, by id; `line` counts from 0), or a control of the stone. */
  target:
    | { block: string; line?: number; other?: string }
    | { control: 'width' | 'height' | 'granite' | 'top' | 'kind' | 'base' | 'stone' };
  message: string;
  /** A shorter line that fits, to offer with one tap. */
  alternative?: string;
  /** A cemetery rule's nearest allowed change the playground can make, to offer with one tap. */
  change?: RuleChange;
}

export interface CheckContext {
  geometry: DesignGeometry;
  /** The price list's limits for the stone's part type (null: the list does not offer it). */
  limits: SizeLimits | null;
  /** The granite colours and lettering finishes the published list offers. */
  graniteKeys?: readonly string[];
  finishes?: readonly LetterFinish[];
  /** This year, for a date in the future. */
  year: number;
}

const words = (value: number) => inchesWords(Math.round(value * 8) / 8);

/** Every check of a design, the stone's first, then each block's in order. */
export function checkDesign(design: DesignConfiguration, context: CheckContext): DesignCheck[] {
  const checks: DesignCheck[] = [...stoneChecks(design, context)];
  const { face } = context.geometry;
  const usable = face.box.widthIn - 2 * face.marginIn;
  const boxes: Array<{ id: string; label: string; box: Box }> = [];

  design.lettering.forEach((block, index) => {
    const label = blockLabel(block, index);
    const target = { block: block.id };
    const min = minimumLetterHeight(block.face, block.finish);
    if (block.letterHeightIn < min - 1e-9) {
      checks.push({
        kind: 'letter-height',
        target,
        message: `Letters in ${LETTER_FACE_LABELS[block.face].label.toLowerCase()} cut ${LETTER_FINISH_LABELS[block.finish].toLowerCase()} need to be at least ${words(min)} tall to read and last; these are ${words(block.letterHeightIn)}.`,
      });
    }
    if (context.finishes && !context.finishes.includes(block.finish)) {
      checks.push({
        kind: 'finish',
        target,
        message: `${LETTER_FINISH_LABELS[block.finish]} lettering is not on our price list. Please choose ${context.finishes.map((f) => LETTER_FINISH_LABELS[f]).join(' or ')}, or call us.`,
      });
    }
    let tooWide = false;
    block.lines.forEach((text, line) => {
      if (!text.trim()) return;
      const missing = unsupportedCharacters(text, block.face);
      if (missing.length) {
        checks.push({
          kind: 'characters',
          target: { block: block.id, line },
          message: `We cannot cut ${missing.join(' ')} in this lettering. Please use plain letters.`,
        });
      }
      const width = lineWidthIn(text, block.face, block.letterHeightIn);
      if (width > usable + 1e-9) {
        tooWide = true;
        const alternative = shorterLine(block, text, usable);
        checks.push({
          kind: 'too-wide',
          target: { block: block.id, line },
          message: `“${text}” is ${words(width - usable)} too wide for this stone at ${words(block.letterHeightIn)} letters (${words(usable)} fits inside the margins).${alternative ? ` “${alternative}” would fit.` : ' Smaller letters or a wider stone would take it.'}`,
          ...(alternative ? { alternative } : {}),
        });
      }
      if (block.role === 'dates') {
        const problem = dateProblem(text, context.year);
        if (problem) checks.push({ kind: 'not-a-date', target: { block: block.id, line }, message: problem });
      }
    });
    const laid = layBlock(block);
    if (laid.box.widthIn > 0 && laid.box.heightIn > 0) {
      boxes.push({ id: block.id, label, box: laid.box });
      if (!tooWide) checks.push(...placement(block.id, label, laid.box, context.geometry));
    }
  });

  design.art.forEach((block) => {
    const box = {
      xIn: block.xIn - block.widthIn / 2,
      yIn: block.yIn - block.heightIn / 2,
      widthIn: block.widthIn,
      heightIn: block.heightIn,
    };
    const label =
      block.source.kind === 'emblem' ? 'The emblem' : block.source.kind === 'artwork' ? 'The artwork' : 'The photo';
    boxes.push({ id: block.id, label, box });
    checks.push(...placement(block.id, label, box, context.geometry));
  });

  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (overlaps(a.box, b.box)) {
        checks.push({
          kind: 'overlap',
          target: { block: b.id, other: a.id },
          message: `${b.label} overlaps ${a.label.replace(/^The /, 'the ')}. Please move one of them.`,
        });
      }
    }
  }
  return checks;
}

function stoneChecks(design: DesignConfiguration, context: CheckContext): DesignCheck[] {
  const { stone } = design;
  const facts = STONE_KIND_FACTS[stone.kind];
  const name = facts.label.toLowerCase();
  const checks: DesignCheck[] = [];
  if (!context.limits) {
    checks.push({
      kind: 'size',
      target: { control: 'width' },
      message: `We cannot price ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} at the moment. Please choose another kind of stone, or call us.`,
    });
  } else {
    const limits = faceLimits(stone.kind, context.limits);
    const tall = facts.lying ? 'front to back' : 'tall';
    for (const [control, value, range, word] of [
      ['width', stone.widthIn, limits.width, 'wide'],
      ['height', stone.heightIn, limits.height, tall],
    ] as const) {
      if (value < range.min - 1e-9 || value > range.max + 1e-9) {
        checks.push({
          kind: 'size',
          target: { control },
          message: `${/^[aeiou]/.test(name) ? 'An' : 'A'} ${name} can be ${words(range.min)} to ${words(range.max)} ${word}; this one is ${words(value)}.`,
        });
      }
    }
  }
  if (context.graniteKeys && !context.graniteKeys.includes(stone.granite)) {
    checks.push({
      kind: 'granite',
      target: { control: 'granite' },
      message: 'That granite is no longer on our price list. Please choose another.',
    });
  }
  return checks;
}

function blockLabel(block: LetteringBlock, index: number): string {
  const first = block.lines.find((line) => line.trim())?.trim();
  return first
    ? `“${first.length > 24 ? `${first.slice(0, 23)}…` : first}”`
    : `${BLOCK_ROLE_LABELS[block.role]} ${index + 1}`;
}

/** Off the stone, or inside the margin kept clear round the edge. */
function placement(id: string, label: string, box: Box, geometry: DesignGeometry): DesignCheck[] {
  const clear = clearanceInside(geometry.face.polygon, box);
  const margin = geometry.face.marginIn;
  if (clear < -1e-6) {
    return [
      {
        kind: 'off-stone',
        target: { block: id },
        message: `${label} is partly off the stone. Please move it onto the face.`,
      },
    ];
  }
  if (clear < margin - 0.01) {
    return [
      {
        kind: 'margin',
        target: { block: id },
        message: `${label} is ${words(Math.max(0, clear))} from the edge; we keep ${words(margin)} clear all round so the lettering is not chipped and the stone looks balanced.`,
      },
    ];
  }
  return [];
}

function overlaps(a: Box, b: Box): boolean {
  return (
    a.xIn < b.xIn + b.widthIn && b.xIn < a.xIn + a.widthIn && a.yIn < b.yIn + b.heightIn && b.yIn < a.yIn + a.heightIn
  );
}

/** The epitaph builder's shorter forms of a line (initials, years only), or two lines of its words, that fit. */
function shorterLine(block: LetteringBlock, text: string, usable: number): string | null {
  const fits = (line: string) => lineWidthIn(line, block.face, block.letterHeightIn) <= usable;
  const candidates: string[] = [];
  if (block.role === 'dates') {
    const years = yearsOnly(text);
    if (years) candidates.push(years);
  } else if (block.role === 'name' && /[a-z]/.test(text)) {
    candidates.push(...shorterGivenNames(text));
  } else if (block.role === 'epitaph' || block.role === 'text') {
    const split = splitInTwo(text, (line) => lineWidthIn(line, block.face, block.letterHeightIn));
    if (split) candidates.push(split.join('\n'));
  }
  return candidates.find((candidate) => candidate.split('\n').every(fits)) ?? null;
}

/** A line's words on two lines, as evenly as they go (null for one word). */
function splitInTwo(text: string, width: (line: string) => number): [string, string] | null {
  const parts = text.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return null;
  let best: [string, string] | null = null;
  let bestWidth = Infinity;
  for (let i = 1; i < parts.length; i++) {
    const pair: [string, string] = [parts.slice(0, i).join(' '), parts.slice(i).join(' ')];
    const widest = Math.max(width(pair[0]), width(pair[1]));
    if (widest < bestWidth) {
      bestWidth = widest;
      best = pair;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Dates.

const SHORT: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const FULL = Object.fromEntries(MONTHS.map((name, i) => [name.toLowerCase(), i + 1]));

function monthOf(word: string): number | null {
  const key = word.toLowerCase().replace(/\.$/, '');
  return FULL[key] ?? SHORT[key] ?? null;
}

const daysIn = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

type Parsed = { year: number; month: number | null; day: number | null } | { problem: string };

/** One date as cut on a stone: "1941", "March 3, 1941", "3 March 1941", "Sept. 3, 1941", "3/14/1941". */
function parseDate(part: string): Parsed | null {
  const text = part.replace(/^(born|died|b\.|d\.)\s*/i, '').trim();
  if (!text) return null;
  let year: number;
  let month: number | null = null;
  let day: number | null = null;
  let match: RegExpMatchArray | null;
  if ((match = text.match(/^(\d{4})$/))) {
    year = Number(match[1]);
  } else if ((match = text.match(/^([A-Za-z]+\.?)\s+(\d{1,2}),?\s+(\d{4})$/))) {
    month = monthOf(match[1]!);
    if (!month) return { problem: `“${match[1]}” is not a month we know.` };
    day = Number(match[2]);
    year = Number(match[3]);
  } else if ((match = text.match(/^(\d{1,2})\s+([A-Za-z]+\.?),?\s+(\d{4})$/))) {
    month = monthOf(match[2]!);
    if (!month) return { problem: `“${match[2]}” is not a month we know.` };
    day = Number(match[1]);
    year = Number(match[3]);
  } else if ((match = text.match(/^([A-Za-z]+\.?),?\s+(\d{4})$/))) {
    month = monthOf(match[1]!);
    if (!month) return { problem: `“${match[1]}” is not a month we know.` };
    year = Number(match[2]);
  } else if ((match = text.match(/^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/))) {
    month = Number(match[1]);
    day = Number(match[2]);
    year = Number(match[3]);
    if (month < 1 || month > 12) return { problem: `“${text}” has no month ${month}.` };
  } else {
    return { problem: `“${text}” does not read as a date. Please write it like “March 3, 1941” or “1941”.` };
  }
  if (day !== null && month !== null && (day < 1 || day > daysIn(month, year))) {
    return { problem: `${MONTHS[month - 1]} ${year} has no day ${day}.` };
  }
  return { year, month, day };
}

const order = (date: { year: number; month: number | null; day: number | null }) =>
  date.year * 10000 + (date.month ?? 0) * 100 + (date.day ?? 0);

/** Why a dates line is not a date (or a pair of dates in order), or null when it reads well. */
export function dateProblem(line: string, thisYear: number): string | null {
  const text = line.trim();
  if (!text) return null;
  if (!/\d/.test(text)) return `“${text}” has no date in it. Dates go here; other words can have their own block.`;
  const parts = text
    .split(/\s+[–—-]\s+|\s*[–—]\s*|(?<=\d{4})-(?=[A-Za-z\d])|\s*[–—-]$/)
    .filter((part) => part !== undefined);
  const dates: Array<{ year: number; month: number | null; day: number | null }> = [];
  for (const part of parts) {
    const parsed = parseDate(part);
    if (!parsed) continue;
    if ('problem' in parsed) return parsed.problem;
    if (parsed.year < 1600) return `${parsed.year} is earlier than we can letter. Please check the year.`;
    if (parsed.year > thisYear) return `${parsed.year} has not come yet. Please check the year.`;
    dates.push(parsed);
  }
  if (dates.length > 2) return `“${text}” has more than two dates. Please give each person their own line.`;
  if (dates.length === 2 && order(dates[0]!) > order(dates[1]!))
    return 'The first date is after the second. Please check the order.';
  return null;
}
