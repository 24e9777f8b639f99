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
  /**
   * The cemetery: a published cemetery's slug (issue 35, decision 277), or the name of one we do
   * not list, as typed (older links keep working).
   */
  cemetery?: string;
  /** The chosen section's name, with a listed cemetery. */
  section?: string;
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
/** The last of a repeated field (a plain form sends a hidden default before a ticked box). */
const last = (value: unknown) => (Array.isArray(value) ? (value as unknown[]).at(-1) : value);
/**
 * A list of keys: the address bar's array, or a plain form's repeated field (one value arrives as
 * a string; an empty value is the form's "none of these", so a list can be emptied without script).
 */
const keys = (value: unknown) => {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  return [...new Set(list.filter((v): v is string => !!key(v)))].slice(0, 20);
};
/** Inches as a number, or as a plain form sends what was typed ("36", "36 in", "36.5"). */
const inchesOf = (value: unknown) => {
  if (typeof value === 'number') return value;
  const typed = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(?:in|")?\s*$/.exec(value) : null;
  return typed ? Number(typed[1]) : undefined;
};
const inRange = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) && n > 0 && n <= 1000 ? Math.round(n * 4) / 4 : undefined;
/** A size: in inches, or (from a plain form in feet and inches) as `lengthFeet` and `lengthInches`. */
const size = (search: Record<string, unknown>, name: 'length' | 'width' | 'height') => {
  const inches = inRange(inchesOf(last(search[name])));
  if (inches !== undefined) return inches;
  const feet = /^\s*(\d{1,3})\s*(?:ft|')?\s*$/.exec(String(last(search[`${name}Feet`]) ?? ''));
  const rest = inchesOf(last(search[`${name}Inches`]));
  if (!feet && rest === undefined) return undefined;
  return inRange(Number(feet?.[1] ?? 0) * 12 + (rest ?? 0));
};
const words = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;
const flag = (value: unknown) => {
  const v = last(value);
  return v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Whether the address's `cemetery` may be one of ours (a published cemetery's slug) rather than a name as typed. */
export const mayBeListed = (cemetery: string | null | undefined): cemetery is string =>
  !!cemetery && SLUG.test(cemetery);

/**
 * The cemetery and its section: from the address (`cemetery`, `section`), or from the plain form's
 * cemetery picker, whose hidden `cemeterySlug` and `cemeterySection` win over the text as typed.
 */
function cemeteryOf(search: Record<string, unknown>): Pick<CalculatorChoices, 'cemetery' | 'section'> {
  const slug = words(last(search.cemeterySlug), 120);
  const picked = mayBeListed(slug);
  const cemetery = picked ? slug : words(last(search.cemetery), 120);
  const section = words(last(picked ? search.cemeterySection : search.section), 80);
  return { cemetery, section: cemetery ? section : undefined };
}

/**
 * The choices from the address bar: anything odd is dropped (sizes out of range stay, to be
 * refused beside the field). The same addresses come from the calculator's plain form before its
 * script has loaded (or without it): repeated fields, sizes as typed, a group of finishes per
 * `finishes_{group}` radio, a hidden "false" before the foundation's box.
 */
export function parseCalculatorSearch(search: Record<string, unknown>): CalculatorChoices {
  const lines = Number(last(search.lines));
  const names = Number(last(search.names));
  const step = Number(last(search.step));
  const zipValue = last(search.zip);
  const zip = typeof zipValue === 'string' || typeof zipValue === 'number' ? String(zipValue).trim() : '';
  const groupFinishes = Object.keys(search)
    .filter((name) => name.startsWith('finishes_'))
    .flatMap((name) => [search[name]].flat());
  const finishes =
    search.finishes === undefined && groupFinishes.length === 0
      ? undefined
      : keys([...[search.finishes ?? []].flat(), ...groupFinishes]);
  const units = last(search.units);
  const out: CalculatorChoices = {
    template: key(last(search.template)),
    type: key(last(search.type)),
    length: size(search, 'length'),
    width: size(search, 'width'),
    height: size(search, 'height'),
    color: key(last(search.color)),
    finishes,
    names: Number.isInteger(names) && names >= 1 && names <= MAX_FAMILY_NAMES ? names : undefined,
    dates:
      last(search.dates) === 'full' || last(search.dates) === 'years'
        ? (last(search.dates) as 'full' | 'years')
        : undefined,
    lines:
      last(search.lines) !== '' && Number.isInteger(lines) && lines >= 0 && lines <= MAX_EXTRA_LINES
        ? lines
        : undefined,
    addons: keys(search.addons),
    foundation: flag(search.foundation),
    zip: /^\d{5}$/.test(zip) ? zip : undefined,
    town: words(last(search.town), 80),
    ...cemeteryOf(search),
    step: Number.isInteger(step) && step >= 0 && step < CALCULATOR_STEPS.length ? step : undefined,
    units: units === 'ftin' ? 'ftin' : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as CalculatorChoices;
}

/** A plain form's fields as the address bar's parser reads them: a repeated field becomes a list. */
export function formSearch(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const before = search[name];
    search[name] = before === undefined ? value : [before, value].flat();
  }
  return search;
}
