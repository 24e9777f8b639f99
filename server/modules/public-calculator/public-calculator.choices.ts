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
  /** Lines of lettering beyond the family name, names and dates (which are included). */
  lines?: number;
  addons?: string[];
  /** Absent = as the design has it. */
  foundation?: boolean;
  zip?: string;
  town?: string;
  cemetery?: string;
  /** Which step of the form is open (the page's own state, not priced). */
  step?: number;
}

export const CALCULATOR_STEPS = ['Start', 'Size & granite', 'Finish & lettering', 'Extras', 'Where it goes'] as const;

export const MAX_INCHES = 240;
export const MAX_EXTRA_LINES = 20;

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
    lines: Number.isInteger(lines) && lines >= 0 && lines <= MAX_EXTRA_LINES ? lines : undefined,
    addons: keys(search.addons),
    foundation: typeof search.foundation === 'boolean' ? search.foundation : undefined,
    zip: /^\d{5}$/.test(zip) ? zip : undefined,
    town: words(search.town, 80),
    cemetery: words(search.cemetery, 120),
    step: Number.isInteger(step) && step >= 0 && step < CALCULATOR_STEPS.length ? step : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as CalculatorChoices;
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
