/**
 * The families' calculator: what a family chooses, as the address bar keeps it. Plain code, not
 * zod: the route's search parser ships with every page's router. The server checks the same
 * choices again with `public-calculator.schema.ts` and against the published price list.
 */

export interface CalculatorChoices {
  /** A ready design to start from (a template's key)... */
  template?: string;
  /** ...or a kind of monument (a part type's key). */
  type?: string;
  /** The main stone's size in inches. */
  length?: number;
  width?: number;
  height?: number;
  color?: string;
  /** The main stone's finishes; absent = the design's own. */
  finishes?: string[];
  /** People named on the stone, each with their dates. */
  names?: number;
  /** Full dates or years only. */
  dates?: 'full' | 'years';
  /** Lines of lettering beyond the family name, names and dates (an epitaph, a verse). */
  lines?: number;
  addons?: string[];
  /** Absent = as the design has it. */
  foundation?: boolean;
  zip?: string;
  town?: string;
  cemetery?: string;
  /** Which step of the form is open (the page's own state, not priced). */
  step?: number;
  /** Sizes typed in feet and inches instead of inches (the page's own state, not priced). */
  units?: 'ftin';
}

/** A stone's outline, for the drawing shown when a design has no picture. */
export type StoneShape = 'upright' | 'serpentine' | 'oval' | 'slant' | 'bevel' | 'flat' | 'bench';

export const CALCULATOR_STEPS = ['Start', 'Size & granite', 'Finish', 'Lettering', 'Extras', 'Where it goes'] as const;

export const MAX_INCHES = 240;
export const MAX_EXTRA_LINES = 20;
/** Width of stone each name with its dates needs: a 24-inch marker has room for two names. */
export const INCHES_PER_NAME = 12;

/** How many names a stone this wide has room for. */
export function namesRoom(widthInches: number): number {
  return Math.max(1, Math.min(MAX_FAMILY_NAMES, Math.floor(widthInches / INCHES_PER_NAME)));
}

/** People one stone names (the price list's own limit is MAX_NAMES; a family rarely needs more). */
export const MAX_FAMILY_NAMES = 8;

const KEY = /^[a-z][a-z0-9_]{0,59}$/;
const key = (value: unknown) => (typeof value === 'string' && KEY.test(value) ? value : undefined);
const keys = (value: unknown) =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => !!key(v)))].slice(0, 20) : undefined;
const inches = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= 1000 ? Math.round(n * 4) / 4 : undefined;
};
const words = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/** The choices from the address bar: anything odd is dropped (sizes out of range stay, to be refused beside the field). */
export function parseCalculatorSearch(search: Record<string, unknown>): CalculatorChoices {
  const lines = Number(search.lines);
  const names = Number(search.names);
  const step = Number(search.step);
  const zip = typeof search.zip === 'string' || typeof search.zip === 'number' ? String(search.zip).trim() : '';
  const out: CalculatorChoices = {
    template: key(search.template),
    type: key(search.type),
    length: inches(search.length),
    width: inches(search.width),
    height: inches(search.height),
    color: key(search.color),
    finishes: keys(search.finishes),
    names: Number.isInteger(names) && names >= 1 && names <= MAX_FAMILY_NAMES ? names : undefined,
    dates: search.dates === 'full' || search.dates === 'years' ? search.dates : undefined,
    lines: Number.isInteger(lines) && lines >= 0 && lines <= MAX_EXTRA_LINES ? lines : undefined,
    addons: keys(search.addons),
    foundation: typeof search.foundation === 'boolean' ? search.foundation : undefined,
    zip: /^\d{5}$/.test(zip) ? zip : undefined,
    town: words(search.town, 80),
    cemetery: words(search.cemetery, 120),
    step: Number.isInteger(step) && step >= 0 && step < CALCULATOR_STEPS.length ? step : undefined,
    units: search.units === 'ftin' ? 'ftin' : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as CalculatorChoices;
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

export function formatDollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}

/** A breakdown line's amount: whole dollars when it is whole, else to the cent; "-$0.40" below zero. */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return abs % 100 ? `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}` : `${sign}$${dollars}`;
}

/** A saved estimate's reference: 4 + 4 characters without look-alikes (0/O, 1/I/L). */
export const REFERENCE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
