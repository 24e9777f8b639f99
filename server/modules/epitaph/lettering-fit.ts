import { MONTHS } from '#content/format';
import {
  LETTER_HEIGHTS,
  MAX_EPITAPH_LINES,
  inchesText,
  shorterGivenNames,
  yearsOnly,
  type EpitaphLayout,
  type LaidLine,
  type LineRole,
  type StoneFace,
} from './epitaph.choices';
import { LETTERING_FONT, lineWidthIn, missingCharacters } from './lettering-font';

/**
 * Lays lettering out on a stone face with the real metrics of the font the preview shows
 * (Libre Baskerville, from @fontsource, read by fontkit; decision record 131). Letter heights
 * are capital heights in inches, as the trade gives them; a line's width is the sum of its glyph
 * advances (with the font's kerning) scaled to that height.
 */

// ---------------------------------------------------------------------------------------------
// Stone faces.

const LYING = new Set(['flat_marker', 'bevel_marker', 'ledger']);
const STANDING = new Set(['upright_die', 'slant', 'bench', 'tablet', 'upright']);

/** The lettered face of a stone of this kind and size, with the margin kept clear all round. */
export function stoneFace(input: {
  label: string;
  partType: string | null;
  template: string | null;
  size: { length: number; width: number; height: number };
  lying?: boolean;
}): StoneFace {
  const { size } = input;
  const kind = input.partType ?? '';
  const lying = input.lying ?? (LYING.has(kind) || (!STANDING.has(kind) && size.height < size.width));
  const faceWidthIn = size.length;
  const faceHeightIn = lying ? size.width : size.height;
  const marginIn = faceWidthIn >= 30 ? 2 : faceWidthIn >= 18 ? 1.5 : 1;
  return {
    label: input.label,
    partType: input.partType,
    template: input.template,
    size: input.size,
    faceWidthIn,
    faceHeightIn,
    marginIn,
    lying,
  };
}

const usableWidth = (face: StoneFace) => face.faceWidthIn - 2 * face.marginIn;
const usableHeight = (face: StoneFace) => face.faceHeightIn - 2 * face.marginIn;

/** The narrowest stone (whole even inches) on which a line this wide fits with the margins. */
function widthNeeded(face: StoneFace, lineWidth: number): number {
  const margin = lineWidth + 2 * face.marginIn >= 30 ? 2 : face.marginIn;
  return Math.ceil((lineWidth + 2 * margin) / 2) * 2;
}

// ---------------------------------------------------------------------------------------------
// Line breaking.

/**
 * Breaks text into lines no wider than `maxWidthIn` at `letterHeightIn`, as evenly as it can
 * (least sum of squared slack, every line counted: centered lettering looks best balanced), with
 * as few lines as fit. A word wider than the line stands alone (and will be flagged).
 */
export function breakLines(text: string, letterHeightIn: number, maxWidthIn: number, maxLines = MAX_EPITAPH_LINES) {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const n = words.length;
  const width = (i: number, j: number) => lineWidthIn(words.slice(i, j).join(' '), letterHeightIn);
  // best[k][i]: least cost to set words i.. in exactly k lines.
  let bestLines: string[] | null = null;
  for (let lines = 1; lines <= Math.min(maxLines, n); lines++) {
    const cost: number[][] = Array.from({ length: lines + 1 }, () => new Array<number>(n + 1).fill(Infinity));
    const next: number[][] = Array.from({ length: lines + 1 }, () => new Array<number>(n + 1).fill(-1));
    cost[0]![n] = 0;
    for (let k = 1; k <= lines; k++) {
      for (let i = n - 1; i >= 0; i--) {
        for (let j = i + 1; j <= n - (k - 1); j++) {
          const w = width(i, j);
          const single = j === i + 1;
          if (w > maxWidthIn && !single) break;
          const rest = cost[k - 1]![j]!;
          if (rest === Infinity) continue;
          const slack = Math.max(0, maxWidthIn - w);
          const c = rest + slack * slack + (w > maxWidthIn ? 1e6 : 0);
          if (c < cost[k]![i]!) {
            cost[k]![i] = c;
            next[k]![i] = j;
          }
        }
      }
    }
    if (cost[lines]![0] === Infinity) continue;
    const out: string[] = [];
    let i = 0;
    for (let k = lines; k > 0; k--) {
      const j = next[k]![i]!;
      out.push(words.slice(i, j).join(' '));
      i = j;
    }
    // The fewest lines that all fit wins; otherwise keep looking, remembering a fallback.
    if (out.every((line) => lineWidthIn(line, letterHeightIn) <= maxWidthIn)) return out;
    bestLines ??= out;
  }
  return bestLines ?? [words.join(' ')];
}

// ---------------------------------------------------------------------------------------------
// Names and dates.

const SHORT_MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

function formatDate(value: string | null, style: 'long' | 'short' | 'year'): string {
  if (!value) return '';
  const [year, month, day] = value.split('-').map(Number);
  if (style === 'year' || !month || !day) return String(year);
  const names = style === 'long' ? MONTHS : SHORT_MONTHS;
  return `${names[month - 1]} ${day}, ${year}`;
}

/** The dates line in the forms we try, longest first: "March 3, 1941 – June 9, 2024" ... "1941 – 2024". */
export function dateLines(born: string | null, died: string | null): string[] {
  if (!born && !died) return [];
  const styles = ['long', 'short', 'year'] as const;
  const out = styles.map((style) => {
    const from = formatDate(born, style);
    const to = formatDate(died, style);
    if (from && to) return `${from} – ${to}`;
    if (from) return `${from} –`;
    return `Died ${to}`;
  });
  return [...new Set(out)];
}

// ---------------------------------------------------------------------------------------------
// The layout.

export interface LineInput {
  role: LineRole;
  text: string;
}

export interface LayoutOptions {
  /** A shorter epitaph that fits `maxWidthIn` in at most `maxLines` lines (from the phrase library). */
  shorterEpitaph?: (maxWidthIn: number, maxLines: number) => string | null;
}

const GAP_AFTER: Record<LineRole, number> = {
  surname: 0.8,
  given: 0.55,
  dates: 0.8,
  epitaph: 0.45,
  reference: 0.45,
};

/** Vertical space between two lines: a role's gap, scaled a little with the letter height. */
function gapBetween(previous: LineInput & { letterHeightIn: number }, next: LineInput) {
  if (previous.role === next.role) return Math.max(0.4, previous.letterHeightIn * 0.45);
  if (previous.role === 'epitaph' && next.role === 'reference') return 0.35;
  return GAP_AFTER[previous.role];
}

function stack(lines: Array<LineInput & { letterHeightIn: number }>) {
  let y = 0;
  const placed = lines.map((line, index) => {
    if (index > 0) y += gapBetween(lines[index - 1]!, line);
    y += line.letterHeightIn;
    return { ...line, baselineIn: y };
  });
  return { placed, height: y };
}

/**
 * Lays explicit lines out on the face: each role at the largest of its preferred heights that
 * the width allows, stepped down while the whole is too tall, never below the minimum. Every
 * line is measured; one too wide at its minimum is flagged with a shorter alternative; a layout
 * too tall is flagged as a whole.
 */
export function layoutLines(face: StoneFace, input: LineInput[], options: LayoutOptions = {}): EpitaphLayout {
  const maxW = usableWidth(face);
  const maxH = usableHeight(face);
  const lines = input
    .map((line) => ({ role: line.role, text: line.role === 'surname' ? line.text.toUpperCase() : line.text }))
    .filter((line) => line.text.trim() !== '');

  // Heights: per role the largest preferred size at which every line of that role fits across.
  const choice: Partial<Record<LineRole, number>> = {};
  const options_: Partial<Record<LineRole, number[]>> = {};
  for (const role of Object.keys(LETTER_HEIGHTS) as LineRole[]) {
    const ofRole = lines.filter((line) => line.role === role);
    if (ofRole.length === 0) continue;
    const sizes = [...LETTER_HEIGHTS[role].preferred];
    const fitting = sizes.filter((h) => ofRole.every((line) => lineWidthIn(line.text, h) <= maxW));
    options_[role] = fitting.length ? fitting : [LETTER_HEIGHTS[role].min];
    choice[role] = options_[role][0];
  }
  const withHeights = () => lines.map((line) => ({ ...line, letterHeightIn: choice[line.role]! }));
  // Too tall: step the largest reducible role down, one size at a time.
  for (let guard = 0; guard < 10 && stack(withHeights()).height > maxH; guard++) {
    const reducible = (Object.keys(choice) as LineRole[])
      .filter((role) => options_[role]!.indexOf(choice[role]!) < options_[role]!.length - 1)
      .sort((a, b) => choice[b]! - choice[a]!);
    const role = reducible[0];
    if (!role) break;
    choice[role] = options_[role]![options_[role]!.indexOf(choice[role]!) + 1];
  }

  const { placed, height } = stack(withHeights());
  const epitaphLineCount = lines.filter((line) => line.role === 'epitaph').length;
  const tooTall = height > maxH + 1e-9;
  const laid: LaidLine[] = placed.map((line) => {
    const widthIn = lineWidthIn(line.text, line.letterHeightIn);
    const fitsAcross = widthIn <= maxW + 1e-9;
    const missing = missingCharacters(line.text);
    let problem: string | null = null;
    let alternative: LaidLine['alternative'] = null;
    let alternativeKind: LaidLine['alternativeKind'] = null;
    if (missing.length) {
      problem = `We cannot cut ${missing.join(' ')} in this lettering. Please use plain letters.`;
    } else if (!fitsAcross) {
      const over = inchesText(Math.round((widthIn - maxW) * 10) / 10);
      problem = `${over} too wide for this stone at the ${inchesText(LETTER_HEIGHTS[line.role].min)} minimum letter height.`;
      const shorter = shorterLine(face, line, maxW, maxH, options, epitaphLineCount);
      alternative = shorter?.text ?? null;
      alternativeKind = shorter?.kind ?? null;
      if (line.role === 'surname') {
        problem += ` A stone at least ${widthNeeded(face, widthIn)} in wide would take it.`;
      }
    }
    return {
      role: line.role,
      text: line.text,
      letterHeightIn: line.letterHeightIn,
      widthIn: Math.round(widthIn * 100) / 100,
      baselineIn: Math.round(line.baselineIn * 100) / 100,
      fits: fitsAcross && missing.length === 0,
      problem,
      alternative,
      alternativeKind,
    };
  });
  const problem = tooTall
    ? `The lettering needs ${inchesText(Math.round(height * 10) / 10)} of height; this stone has ${inchesText(maxH)} inside its margins. Shorten the epitaph or choose a taller stone.`
    : null;
  let alternative: string | null = null;
  if (tooTall && options.shorterEpitaph) {
    // Each epitaph line at the minimum takes 1 in and its gap; drop as many as the excess needs.
    const epitaphCount = laid.filter((line) => line.role === 'epitaph' || line.role === 'reference').length;
    const room = epitaphCount - Math.ceil((height - maxH) / (LETTER_HEIGHTS.epitaph.min + 0.45));
    if (room >= 1) alternative = options.shorterEpitaph(maxW, room);
  }
  return {
    face,
    lines: laid,
    usedHeightIn: Math.round(height * 100) / 100,
    fits: !tooTall && laid.every((line) => line.fits),
    problem,
    alternative,
    font: LETTERING_FONT,
  };
}

/**
 * A shorter form of a line that does not fit across, or null when there is none. An epitaph line
 * is first split on more lines with all its words; when no split fits (or the stone has no room
 * for more lines), the alternative is a whole shorter epitaph, to replace the whole epitaph.
 */
function shorterLine(
  face: StoneFace,
  line: LineInput & { letterHeightIn: number },
  maxW: number,
  maxH: number,
  options: LayoutOptions,
  epitaphLineCount: number,
): { text: string; kind: 'split' | 'line' | 'epitaph' } | null {
  const min = LETTER_HEIGHTS[line.role].min;
  const fits = (text: string) => lineWidthIn(text, min) <= maxW;
  const asLine = (text: string | null | undefined) => (text ? { text, kind: 'line' as const } : null);
  switch (line.role) {
    case 'surname':
      return null;
    case 'given':
      return asLine(shorterGivenNames(line.text).find(fits));
    case 'dates': {
      const short = yearsOnly(line.text);
      return short && fits(short) ? asLine(short) : null;
    }
    case 'epitaph':
    case 'reference': {
      const room = line.role === 'epitaph' ? MAX_EPITAPH_LINES - epitaphLineCount + 1 : 3;
      const split = breakLines(line.text, min, maxW, Math.min(3, Math.max(1, room)));
      if (split.length > 1 && split.length <= room && split.every(fits))
        return { text: split.join('\n'), kind: 'split' };
      if (line.role === 'reference') return null;
      const shorter = options.shorterEpitaph?.(maxW, Math.max(1, Math.floor(maxH / 3)));
      return shorter ? { text: shorter, kind: 'epitaph' } : null;
    }
  }
}

export interface PersonLines {
  surname: string;
  given: string;
  born: string | null;
  died: string | null;
}

/** The name and date lines for a person, with the longest date form that fits across. */
export function personLines(face: StoneFace, person: PersonLines): LineInput[] {
  const lines: LineInput[] = [];
  if (person.surname.trim()) lines.push({ role: 'surname', text: person.surname.trim().toUpperCase() });
  if (person.given.trim()) lines.push({ role: 'given', text: person.given.trim() });
  const forms = dateLines(person.born, person.died);
  if (forms.length) {
    const fitting = forms.find((form) => lineWidthIn(form, LETTER_HEIGHTS.dates.min) <= usableWidth(face));
    lines.push({ role: 'dates', text: fitting ?? forms.at(-1)! });
  }
  return lines;
}

/**
 * A whole layout from a person and an epitaph text: the epitaph broken for the width (its own
 * line breaks kept as places it must break), the reference (a verse's source) on its own line.
 */
export function layoutEpitaph(
  face: StoneFace,
  person: PersonLines,
  epitaph: { text: string; reference?: string | null },
  options: LayoutOptions = {},
): EpitaphLayout {
  const maxW = usableWidth(face);
  const epitaphLines = epitaph.text
    .split('\n')
    .flatMap((part) => {
      const sizes = LETTER_HEIGHTS.epitaph.preferred;
      // Break at the largest preferred height that keeps the lines few; the layout may step down.
      const atLarge = breakLines(part, sizes[0], maxW);
      const atMin = breakLines(part, LETTER_HEIGHTS.epitaph.min, maxW);
      return atLarge.length <= atMin.length ? atLarge : atMin;
    })
    .map((text) => ({ role: 'epitaph' as const, text }));
  const lines: LineInput[] = [...personLines(face, person), ...epitaphLines];
  if (epitaph.reference) lines.push({ role: 'reference', text: epitaph.reference });
  return layoutLines(face, lines, options);
}
