/**
 * The families' calculator choices as the address bar keeps them, and their parser. Plain code,
 * not zod, and on its own: the route's search parser ships with every page's router (decision 044).
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

export const CALCULATOR_STEPS = ['Start', 'Size & granite', 'Finish', 'Lettering', 'Extras', 'Where it goes'] as const;

export const MAX_EXTRA_LINES = 20;

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
