/**
 * The epitaph builder's fixed lists, limits and layout shapes, without zod: the builder page,
 * the saved page and the basket read them (decision record 131).
 */

export const tones = ['traditional', 'scriptural', 'personal', 'light'] as const;
export type Tone = (typeof tones)[number];

export const toneLabels: Record<Tone, { label: string; hint: string }> = {
  traditional: { label: 'Traditional', hint: 'Familiar words that have stood on stones for generations.' },
  scriptural: { label: 'Scripture', hint: 'A verse from the King James Bible, with its reference.' },
  personal: { label: 'Personal', hint: 'Words about who they were and what they loved.' },
  light: { label: 'Light-hearted', hint: 'A gentle smile, for someone who would have wanted one.' },
};

export const relationships = [
  'mother',
  'father',
  'wife',
  'husband',
  'grandmother',
  'grandfather',
  'daughter',
  'son',
  'sister',
  'brother',
  'aunt',
  'uncle',
  'friend',
  'other',
] as const;
export type Relationship = (typeof relationships)[number];

export const relationshipLabels: Record<Relationship, string> = {
  mother: 'Mother',
  father: 'Father',
  wife: 'Wife',
  husband: 'Husband',
  grandmother: 'Grandmother',
  grandfather: 'Grandfather',
  daughter: 'Daughter',
  son: 'Son',
  sister: 'Sister',
  brother: 'Brother',
  aunt: 'Aunt',
  uncle: 'Uncle',
  friend: 'Friend',
  other: 'Someone else',
};

export const faiths = ['christian', 'jewish', 'spiritual', 'none'] as const;
export type Faith = (typeof faiths)[number];

export const faithLabels: Record<Faith, string> = {
  christian: 'Christian',
  jewish: 'Jewish',
  spiritual: 'Spiritual, no one tradition',
  none: 'No faith (no religious words)',
};

/** Minimum letter heights cut in granite, in inches (capital height), and the sizes we prefer. */
export const LETTER_HEIGHTS = {
  surname: { min: 2, preferred: [3, 2.5, 2] },
  given: { min: 1.25, preferred: [1.5, 1.25] },
  dates: { min: 1, preferred: [1] },
  epitaph: { min: 1, preferred: [1.25, 1] },
  reference: { min: 0.75, preferred: [0.75] },
} as const;

export type LineRole = keyof typeof LETTER_HEIGHTS;

export const lineRoleLabels: Record<LineRole, string> = {
  surname: 'Family name',
  given: 'Given names',
  dates: 'Dates',
  epitaph: 'Epitaph',
  reference: 'Reference',
};

export const MAX_EPITAPH_LINES = 6;
export const MAX_LINE_CHARACTERS = 80;

/** One line as it would be cut: its letter height, measured width and where it sits on the face. */
export interface LaidLine {
  role: LineRole;
  text: string;
  /** Capital height in inches. */
  letterHeightIn: number;
  /** Measured width of the line at that height, from the font's own metrics. */
  widthIn: number;
  /** Baseline, in inches from the top of the face. */
  baselineIn: number;
  fits: boolean;
  /** Why it does not fit, in words. */
  problem: string | null;
  /** A shorter line (or lines, split by "\n") that fits, when this one does not. */
  alternative: string | null;
  /**
   * What the alternative replaces: `split` this line's own words on more lines (every word
   * kept), `line` a shorter form of this line (initials, years), `epitaph` the whole epitaph
   * (a complete shorter one from the library, never a part of one).
   */
  alternativeKind: 'split' | 'line' | 'epitaph' | null;
}

export interface StoneFace {
  /** "Flat marker, 24 × 12 in" */
  label: string;
  partType: string | null;
  template: string | null;
  /** The stone's size as the calculator keeps it (length across, width, height), inches. */
  size: { length: number; width: number; height: number };
  /** The lettered face: width and height in inches, and the margin kept clear all round. */
  faceWidthIn: number;
  faceHeightIn: number;
  marginIn: number;
  /** Lies flat (markers, ledgers) or stands up (uprights, slants). */
  lying: boolean;
}

export interface EpitaphLayout {
  face: StoneFace;
  lines: LaidLine[];
  /** Height the lettering takes, top of the first line to the bottom of the last. */
  usedHeightIn: number;
  fits: boolean;
  /** The layout's own problem (too tall), besides each line's. */
  problem: string | null;
  /** A shorter epitaph (lines split by "\n") that leaves room, when the layout is too tall. */
  alternative: string | null;
  /** The font the metrics come from. */
  font: string;
}

/** Lettering the saved page, the basket and the calculator link share. */
export function epitaphLineCount(layout: Pick<EpitaphLayout, 'lines'>): number {
  return layout.lines.filter((line) => line.role === 'epitaph' || line.role === 'reference').length;
}

/** A saved epitaph's reference: 4 + 4 characters without look-alikes (as saved estimates). */
export const EPITAPH_REFERENCE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/** Inches to one decimal: 2.5 -> "2.5 in", 2 -> "2 in". */
export function inchesText(value: number): string {
  return `${Math.round(value * 100) / 100} in`;
}

/** The lines as plain text, one per line (for copying). */
export function layoutText(layout: Pick<EpitaphLayout, 'lines'>): string {
  return layout.lines.map((line) => line.text).join('\n');
}

/** Capital height of the lettering font as a share of its em (Libre Baskerville: 770 / 1000). */
export const LETTERING_CAP_SHARE = 0.77;

/**
 * The calculator's address for a design: its stone, with the epitaph's lines as extra lines of
 * lettering (the calculator counts the family name, names and dates as included).
 */
export function calculatorSearchFor(
  stone: { template: string | null; partType: string },
  layout: Pick<EpitaphLayout, 'lines' | 'face'>,
): Record<string, string | number> {
  const lines = Math.min(20, epitaphLineCount(layout));
  if (stone.template) return { template: stone.template, lines };
  const { size } = layout.face;
  return { type: stone.partType, length: size.length, width: size.width, height: size.height, lines };
}

/**
 * Shorter forms of given names, longest first: "Mary Ellen Catherine" -> "Mary Ellen C." ->
 * "Mary E." -> "Mary" (the epitaph builder's and the design playground's alternatives).
 */
export function shorterGivenNames(text: string): string[] {
  const parts = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let keep = parts.length - 1; keep >= 1; keep--) {
    const initials = parts.slice(keep).map((p) => `${p[0]!.toUpperCase()}.`);
    out.push([...parts.slice(0, keep), ...initials].join(' '));
  }
  if (parts.length > 1) out.push(parts[0]!);
  return out;
}

/** A dates line in years only: "March 3, 1941 – June 9, 2024" -> "1941 – 2024"; null without a year. */
export function yearsOnly(text: string): string | null {
  const years = text.match(/\d{4}/g);
  if (!years) return null;
  return years.length >= 2 ? `${years[0]} – ${years[1]}` : `${years[0]} –`;
}
