import type { SectionRecord } from './cemeteries.repository';
import type { RuleKind } from './cemeteries.rules';
/**
 * The cemeteries' zod-free lists and labels (decision 266), shared by the schema, the staff screen
 * and, through the rule checks re-exported here, the pages that check a design.
 */
import { STONE_KINDS, STONE_KIND_FACTS, type StoneKind } from '../design/design.choices';

export { parseCemeteryListSearch, type CemeteryListSearch } from './cemeteries.search';
export {
  cemeteryFeeLines,
  checkAgainstSection,
  confirmationWords,
  formatInches,
  placeWords,
  sectionNotes,
  type CemeteryFeeLine,
  type MonumentToCheck,
  type RuleChange,
  type RuleFinding,
  type SectionRules,
} from './cemeteries.rules';
export { kindPlural, kindsWords, wordList } from './cemeteries.words';

/** The stone kinds a section may allow: the design playground's own. */
export const CEMETERY_KINDS: readonly StoneKind[] = STONE_KINDS;
export const KIND_LABELS: Record<StoneKind, string> = Object.fromEntries(
  STONE_KINDS.map((kind) => [kind, STONE_KIND_FACTS[kind].label]),
) as Record<StoneKind, string>;
/** What a new section allows until staff say otherwise: the four kinds of issue 35. */
export const DEFAULT_KINDS: readonly StoneKind[] = ['upright', 'slant', 'bevel', 'flat'];
export const DEFAULT_SECTION_NAME = 'Whole cemetery';

export const FOUNDATION_BY = ['cemetery', 'us', 'either'] as const;
export type FoundationBy = (typeof FOUNDATION_BY)[number];
export const FOUNDATION_BY_LABELS: Record<FoundationBy, string> = {
  cemetery: 'The cemetery pours it',
  us: 'We pour it',
  either: 'Either',
};

export const CONFIRMATION_SOURCES = ['phone', 'printed', 'website'] as const;
export type ConfirmationSource = (typeof CONFIRMATION_SOURCES)[number];
export const CONFIRMATION_SOURCE_LABELS: Record<ConfirmationSource, string> = {
  phone: 'Phone call with the cemetery office',
  printed: "The cemetery's printed rules",
  website: "The cemetery's website",
};

/** The states and territories a cemetery may be in, by postal code. */
export const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};
export const STATE_CODES = Object.keys(STATE_NAMES);

export const CEMETERIES_PAGE_SIZE = 25;
/** At most this many answers to a family's search. */
export const SEARCH_RESULTS = 10;

/** A cemetery's address slug from its name and town: "Rose Hill Cemetery", "Ada" → "rose-hill-cemetery-ada". */
export function slugFor(name: string, town = ''): string {
  return `${name} ${town}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A section with no rule of its own yet (what a new cemetery starts with; the demo's sections build on it). */
export function defaultSection(): SectionRecord {
  return {
    name: DEFAULT_SECTION_NAME,
    kindsAllowed: [...DEFAULT_KINDS],
    maxHeightIn: null,
    maxWidthIn: null,
    maxDepthIn: null,
    baseMaxHeightIn: null,
    baseMaxWidthIn: null,
    baseMaxDepthIn: null,
    baseRequired: false,
    foundationRequired: false,
    foundationBy: null,
    graniteColors: null,
    bronzeOnly: false,
    vasesAllowed: true,
    settingFeeCents: null,
    permitFeeCents: null,
    approvalLeadDays: null,
    notes: '',
    confirmedOn: null,
    confirmedSource: null,
    confirmedBy: null,
  };
}

/**
 * The cemetery a family chose where a form or a tool asks where the stone goes (decision 270):
 * a published cemetery by its slug and, when it has several, the section by its name (section
 * ids change when a change is undone), or the name of one we do not list, as they typed it.
 */
export type CemeteryChoice = { slug: string; section?: string } | { notListed: string };

/**
 * What a record keeps of the family's cemetery, as JSON in its `cemetery_check` column: the
 * cemetery, the section, every rule the design broke when it was sent (in the words the family
 * saw), and what the office needs for the order (the cemetery's fees, the approval lead time).
 * `slug` is null for a cemetery we do not list; then nothing was checked.
 */
export interface CemeteryCheck {
  slug: string | null;
  name: string;
  town: string | null;
  state: string | null;
  section: string | null;
  findings: { rule: RuleKind; message: string }[];
  /** Words on the foundation, the fees and the lead time (sectionNotes), for the office. */
  notes: string[];
  settingFeeCents: number | null;
  permitFeeCents: number | null;
  approvalLeadDays: number | null;
  /** "Confirmed by phone with the cemetery office, March 2026.", or null when not checked. */
  confirmation: string | null;
}

/** A state's name as the service area directory writes it in addresses: "OK" → "oklahoma", "NM" → "new-mexico". */
export function stateSlug(code: string): string {
  return (STATE_NAMES[code] ?? code).toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A cemetery's public page (decision 271): /service-area-directory/oklahoma/rose-hill-cemetery-ada. */
export function cemeteryPagePath(cemetery: { state: string; slug: string }): string {
  return `/service-area-directory/${stateSlug(cemetery.state)}/${cemetery.slug}`;
}
