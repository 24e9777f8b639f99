/**
 * The epitaph builder's answers as its plain form sends them in the address (decision record
 * 230), and their parser. Plain code, not zod, and on its own: the route's search parser ships
 * with every page's router (decision 044). The values are kept as typed: the builder checks
 * them as it checks what is typed with its script, and says what is wrong beside the field.
 */

/** The form's fields for the person and the stone, named as the builder's own state names them. */
export const EPITAPH_FORM_FIELDS = [
  'givenNames',
  'surname',
  'born',
  'died',
  'relationship',
  'faith',
  'loves',
  'tone',
  'stoneMode',
  'partType',
  'acrossIn',
  'faceHeightIn',
  'template',
] as const;
export type EpitaphFormField = (typeof EPITAPH_FORM_FIELDS)[number];

/**
 * A field as the router read it: text, or a number or true/false when the typed text reads as one
 * ("24", "1941"). Kept so, for the router writes the address back from it: text would come back
 * quoted (`%2224%22`) and the page would be sent there first.
 */
type TypedValue = string | number | boolean;

export type EpitaphSearch = Partial<Record<EpitaphFormField, TypedValue>> & {
  /** Ideas asked for, with this seed: "Suggest epitaphs" sends 1, "More ideas" the next one. */
  seed?: number;
  /** The seed of the list on the page, carried (hidden) so a choice among it finds the same list. */
  shown?: number;
  /** The idea chosen ("Use this one"), by its id in the list for the seed. */
  idea?: string;
  /** The lines being edited, in order, each with its role (`role`), and where the words come from. */
  line?: string[];
  role?: string[];
  attribution?: string;
};

/** Every name the builder's address can carry: a family's words, kept out of shared caches and logs. */
export const EPITAPH_SEARCH_NAMES: readonly string[] = [
  ...EPITAPH_FORM_FIELDS,
  'seed',
  'shown',
  'idea',
  'line',
  'role',
  'attribution',
];

/** The last of a repeated field, as the router read it. */
const typed = (value: unknown): TypedValue | undefined => {
  const one = Array.isArray(value) ? (value as unknown[]).at(-1) : value;
  return typeof one === 'string' || typeof one === 'number' || typeof one === 'boolean' ? one : undefined;
};
const list = (value: unknown): string[] | undefined => {
  if (value === undefined || value === null) return undefined;
  return (Array.isArray(value) ? (value as unknown[]) : [value])
    .filter((v) => v !== null && typeof v !== 'object')
    .map(String)
    .slice(0, 20);
};

export function parseEpitaphSearch(search: Record<string, unknown>): EpitaphSearch {
  const out: EpitaphSearch = {};
  for (const field of EPITAPH_FORM_FIELDS) {
    const value = typed(search[field]);
    if (value !== undefined) out[field] = value;
  }
  for (const name of ['seed', 'shown'] as const) {
    const seed = search[name];
    if (typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31) out[name] = seed;
  }
  const idea = typed(search.idea);
  if (idea !== undefined && idea !== '') out.idea = String(idea).slice(0, 80);
  const line = list(search.line);
  const role = list(search.role);
  if (line?.length) {
    out.line = line;
    out.role = role ?? [];
  }
  const attribution = typed(search.attribution);
  if (attribution !== undefined && attribution !== '') out.attribution = String(attribution);
  return out;
}

/** Whether an address asks the server for anything composed from a family's answers. */
export function asksForIdeas(search: EpitaphSearch): boolean {
  return search.seed !== undefined || search.idea !== undefined || search.line !== undefined;
}
