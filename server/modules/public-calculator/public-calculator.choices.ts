/**
 * The families' calculator: what a family chooses, as the address bar keeps it. Plain code, not
 * zod: the route's search parser ships with every page's router. The server checks the same
 * choices again with `public-calculator.schema.ts` and against the published price list.
 */

// The address bar's part lives in public-calculator.search.ts: the route's search parser ships
// with every page's router, and this file's other lists do not need to (decision 044).
export {
  CALCULATOR_STEPS,
  MAX_EXTRA_LINES,
  MAX_FAMILY_NAMES,
  parseCalculatorSearch,
  type CalculatorChoices,
} from './public-calculator.search';
import { MAX_FAMILY_NAMES, type CalculatorChoices } from './public-calculator.search';

/** A stone's outline, for the drawing shown when a design has no picture. */
export type StoneShape = 'upright' | 'serpentine' | 'oval' | 'slant' | 'bevel' | 'flat' | 'bench';

export const MAX_INCHES = 240;
/** Width of stone each name with its dates needs: a 24-inch marker has room for two names. */
export const INCHES_PER_NAME = 12;

/** How many names a stone this wide has room for. */
export function namesRoom(widthInches: number): number {
  return Math.max(1, Math.min(MAX_FAMILY_NAMES, Math.floor(widthInches / INCHES_PER_NAME)));
}

/** The choices that are priced (the open step and the units shown are the page's own), as a stable key. */
export function pricedChoices(choices: CalculatorChoices) {
  const { step: _step, units: _units, ...priced } = choices;
  return priced;
}
export function choicesKey(choices: CalculatorChoices): string {
  const priced = pricedChoices(choices) as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(priced)
      .sort()
      .map((key) => [key, priced[key]]),
  );
}

/** The choices a key stands for (what is priced: the estimate is asked for by key). */
export function choicesOfKey(key: string): CalculatorChoices {
  return Object.fromEntries(JSON.parse(key) as Array<[string, unknown]>) as CalculatorChoices;
}

/**
 * What the estimate procedure is asked for these choices: what is priced, with the visitor's
 * grant. The calculator's route asks the same on the server (no grant: the server does not know
 * the visitor), so the page's first render in the browser finds that answer.
 */
export function estimateInput(choices: CalculatorChoices, grantToken: string | null) {
  return { choices: choicesOfKey(choicesKey(choices)), grantToken };
}

/** Inches split into whole feet and the inches left: 30 -> { feet: 2, inches: 6 }. */
export function splitFeet(inchesValue: number): { feet: number; inches: number } {
  const feet = Math.floor(inchesValue / 12);
  return { feet, inches: Math.round((inchesValue - feet * 12) * 100) / 100 };
}

/** Inches as a family reads them: 30 -> "30 in (2 ft 6 in)". */
export function feetAndInches(inchesValue: number): string {
  const feet = Math.floor(inchesValue / 12);
  const rest = Math.round((inchesValue - feet * 12) * 100) / 100;
  if (feet === 0) return `${rest} in`;
  return `${inchesValue} in (${feet} ft${rest ? ` ${rest} in` : ''})`;
}

/**
 * A monument's name with its granite, once: a design named for its granite ("Serpentine-top
 * upright in Jet Black") is named for the granite chosen instead ("... in Blue Pearl").
 */
export function monumentTitle(name: string, colorName: string, colorNames: string[]): string {
  let base = name;
  for (const other of colorNames) {
    const suffix = ` in ${other}`;
    if (base.toLowerCase().endsWith(suffix.toLowerCase())) base = base.slice(0, -suffix.length);
  }
  return `${base} in ${colorName}`;
}

/**
 * A design's name once the family changed its top: "Serpentine-top upright" chosen with an oval
 * top is an "Oval-top upright"; a kind of monument given a top is named by it.
 */
export function shapedName(
  name: string,
  kindName: string,
  finishes: Array<{ key: string; name: string; group?: string }>,
  chosen: string[],
  original: string[],
): string {
  const top = (keys: string[]) => finishes.find((f) => f.group === 'top' && keys.includes(f.key));
  const now = top(chosen);
  if (now?.key === top(original)?.key) return name;
  const kind = kindName
    .replace(/ \(.*\)$/, '')
    .replace(/ die$/i, '')
    .toLowerCase();
  if (!now) return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  const shape = now.name.replace(/ \(.*?\)/, '');
  return `${shape.endsWith(' top') ? shape.replace(/ top$/, '-top') : shape} ${kind}`;
}

/** "$4,851": the public calculator's figures are estimates, in whole dollars (decision 197). */
export { formatWholeDollars as formatDollars } from '../shared/money';

/** A saved estimate's reference: 4 + 4 characters without look-alikes (0/O, 1/I/L). */
export const REFERENCE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
