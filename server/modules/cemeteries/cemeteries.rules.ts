/**
 * A cemetery section's rules checked against a monument (issue 35, decision 266). Pure and
 * zod-free, so the design playground and the calculator can run it in the browser as the family
 * chooses; the server runs the same function for what the office sees. Each finding says, in
 * plain words, what the section allows, what the design is, where the rule came from and when it
 * was confirmed, and offers the nearest allowed change. Nothing is ever blocked by a finding.
 */
import { STONE_KINDS, type StoneKind } from '../design/design.choices';
import { formatPrice } from '../shared/money';
import { counted } from '../shared/plural';

export type FoundationBy = 'cemetery' | 'us' | 'either';
export type ConfirmationSource = 'phone' | 'printed' | 'website';

/** One section's rules as the checks read them (sizes in inches; null means no limit known). */
export interface SectionRules {
  cemeteryName: string;
  /** "Whole cemetery" when the cemetery has one set of rules. */
  sectionName: string;
  kindsAllowed: readonly StoneKind[];
  maxHeightIn: number | null;
  maxWidthIn: number | null;
  maxDepthIn: number | null;
  baseMaxHeightIn: number | null;
  baseMaxWidthIn: number | null;
  baseMaxDepthIn: number | null;
  baseRequired: boolean;
  foundationRequired: boolean;
  foundationBy: FoundationBy | null;
  /** Price list colour keys the section approves; null: any granite. */
  graniteColors: readonly string[] | null;
  bronzeOnly: boolean;
  vasesAllowed: boolean;
  settingFeeCents: number | null;
  permitFeeCents: number | null;
  approvalLeadDays: number | null;
  /** YYYY-MM-DD, or null while staff have not confirmed the rules. */
  confirmedOn: string | null;
  confirmedSource: ConfirmationSource | null;
}

/**
 * The monument as it stands in the ground, in inches: `heightIn` how tall it stands (a flat
 * marker's thickness), `widthIn` across, `depthIn` front to back. The playground's lying stones
 * give their face's "height" front to back: pass it as `depthIn`.
 */
export interface MonumentToCheck {
  kind: StoneKind;
  heightIn: number;
  widthIn: number;
  depthIn: number;
  base?: { widthIn: number; heightIn: number; depthIn: number } | null;
  /** The price list colour key of the granite, or null for a bronze marker. */
  granite: string | null;
  /** A vase in the design (optional: checked only when said). */
  vase?: boolean;
}

export type RuleKind =
  | 'kind'
  | 'bronze_only'
  | 'max_height'
  | 'max_width'
  | 'max_depth'
  | 'base_required'
  | 'base_max_height'
  | 'base_max_width'
  | 'base_max_depth'
  | 'granite'
  | 'vase';

/** The nearest allowed change, for a button that applies it. */
export type RuleChange =
  | { field: 'kind'; value: StoneKind; label: string }
  | { field: 'heightIn' | 'widthIn' | 'depthIn'; value: number; label: string }
  | { field: 'base.heightIn' | 'base.widthIn' | 'base.depthIn'; value: number; label: string }
  | { field: 'base'; value: 'add'; label: string }
  | { field: 'granite'; value: string; label: string }
  | { field: 'material'; value: 'bronze'; label: string }
  | { field: 'vase'; value: false; label: string };

export interface RuleFinding {
  rule: RuleKind;
  message: string;
  change?: RuleChange;
}

export type Units = 'in' | 'ftin';

export interface CheckOptions {
  /** How sizes are written: inches (default) or feet and inches, as the calculator offers. */
  units?: Units;
  /** Names for the price list colour keys ("jet_black" → "Jet Black"); the key is shown otherwise. */
  graniteNames?: Readonly<Record<string, string>>;
}

const KIND_WORDS: Record<StoneKind, { one: string; many: string }> = {
  upright: { one: 'an upright monument', many: 'upright monuments' },
  slant: { one: 'a slant marker', many: 'slant markers' },
  bevel: { one: 'a bevel marker', many: 'bevel markers' },
  flat: { one: 'a flat marker', many: 'flat markers' },
  ledger: { one: 'a ledger', many: 'ledgers' },
  bench: { one: 'a memorial bench', many: 'memorial benches' },
};

/** The kinds a family would most readily switch to from each kind, nearest first. */
const NEAREST_KINDS: Record<StoneKind, readonly StoneKind[]> = {
  upright: ['slant', 'bevel', 'flat', 'bench', 'ledger'],
  slant: ['upright', 'bevel', 'flat', 'bench', 'ledger'],
  bevel: ['flat', 'slant', 'upright', 'ledger', 'bench'],
  flat: ['bevel', 'slant', 'ledger', 'upright', 'bench'],
  ledger: ['flat', 'bevel', 'slant', 'upright', 'bench'],
  bench: ['upright', 'slant', 'bevel', 'flat', 'ledger'],
};

/** Kinds that stand on a base; a "base required" rule is about them. */
const STANDING: readonly StoneKind[] = ['upright', 'slant'];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const round = (value: number) => Math.round(value * 100) / 100;

/** A size in words: "36 in", "36.5 in", or with feet "3 ft", "3 ft 6 in". */
export function formatInches(value: number, units: Units = 'in'): string {
  const inches = round(value);
  if (units === 'ftin' && inches >= 12) {
    const feet = Math.floor(inches / 12);
    const rest = round(inches - feet * 12);
    return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
  }
  return `${inches} in`;
}

/** "Confirmed by phone with the cemetery office, March 2026." */
export function confirmationWords(section: Pick<SectionRules, 'confirmedOn' | 'confirmedSource'>): string {
  const match = section.confirmedOn ? /^(\d{4})-(\d{2})/.exec(section.confirmedOn) : null;
  if (!match || !section.confirmedSource) return 'These rules have not been confirmed with the cemetery yet.';
  const when = `${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
  const how = {
    phone: 'Confirmed by phone with the cemetery office',
    printed: "Confirmed from the cemetery's printed rules",
    website: "Confirmed on the cemetery's website",
  }[section.confirmedSource];
  return `${how}, ${when}.`;
}

/** "Rose Hill, section B", or the cemetery alone when its rules cover the whole cemetery. */
export function placeWords(section: Pick<SectionRules, 'cemeteryName' | 'sectionName'>): string {
  const name = section.sectionName.trim();
  if (!name || /^whole cemetery$/i.test(name)) return section.cemeteryName;
  return `${section.cemeteryName}, ${name.replace(/^section\b/i, 'section')}`;
}

/** "upright monuments, slant markers and flat markers". */
function kindList(kinds: readonly StoneKind[]): string {
  const words = STONE_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => KIND_WORDS[kind].many);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The allowed kind nearest the one chosen, or null when the section allows none of the others. */
export function nearestAllowedKind(kind: StoneKind, allowed: readonly StoneKind[]): StoneKind | null {
  return NEAREST_KINDS[kind].find((other) => allowed.includes(other)) ?? null;
}

/**
 * Every rule of `section` the monument breaks, in the order a family would fix them (kind and
 * material first, then sizes, then the base, granite and vase). Empty when it fits. A kind the
 * section does not allow is reported alone with its sizes unchecked: the sizes of another kind
 * are what matter once the family switches.
 */
export function checkAgainstSection(
  section: SectionRules,
  monument: MonumentToCheck,
  options: CheckOptions = {},
): RuleFinding[] {
  const units = options.units ?? 'in';
  const size = (value: number) => formatInches(value, units);
  const place = placeWords(section);
  const source = confirmationWords(section);
  const findings: RuleFinding[] = [];
  const say = (rule: RuleKind, sentence: string, change?: RuleChange) =>
    findings.push({ rule, message: `${sentence} ${source}`, ...(change ? { change } : {}) });

  if (section.bronzeOnly && monument.granite !== null) {
    say('bronze_only', `${place} allows only bronze markers; yours is granite.`, {
      field: 'material',
      value: 'bronze',
      label: 'Ask us about a bronze marker',
    });
  }

  if (!section.kindsAllowed.includes(monument.kind)) {
    const nearest = nearestAllowedKind(monument.kind, section.kindsAllowed);
    say(
      'kind',
      `${place} allows only ${kindList(section.kindsAllowed)}; yours is ${KIND_WORDS[monument.kind].one}.`,
      nearest
        ? { field: 'kind', value: nearest, label: `Switch to ${KIND_WORDS[nearest].one.replace(/^an? /, 'a ')}` }
        : undefined,
    );
    return findings;
  }

  const many = KIND_WORDS[monument.kind].many;
  const limits = [
    ['max_height', section.maxHeightIn, monument.heightIn, 'heightIn', 'tall', 'Lower the height'],
    ['max_width', section.maxWidthIn, monument.widthIn, 'widthIn', 'wide', 'Narrow it'],
    ['max_depth', section.maxDepthIn, monument.depthIn, 'depthIn', 'deep (front to back)', 'Make it shallower'],
  ] as const;
  for (const [rule, max, value, field, word, verb] of limits) {
    if (max !== null && value > max + 1e-9) {
      say(rule, `${place} allows ${many} up to ${size(max)} ${word}; yours is ${size(value)}.`, {
        field,
        value: max,
        label: `${verb} to ${size(max)}`,
      });
    }
  }

  const base = monument.base ?? null;
  if (!base) {
    if (section.baseRequired && STANDING.includes(monument.kind)) {
      say('base_required', `${place} requires a granite base under ${many}; yours has none.`, {
        field: 'base',
        value: 'add',
        label: 'Add a base',
      });
    }
  } else {
    const baseLimits = [
      ['base_max_height', section.baseMaxHeightIn, base.heightIn, 'base.heightIn', 'tall', 'Lower the base'],
      ['base_max_width', section.baseMaxWidthIn, base.widthIn, 'base.widthIn', 'wide', 'Narrow the base'],
      [
        'base_max_depth',
        section.baseMaxDepthIn,
        base.depthIn,
        'base.depthIn',
        'deep (front to back)',
        'Make the base shallower',
      ],
    ] as const;
    for (const [rule, max, value, field, word, verb] of baseLimits) {
      if (max !== null && value > max + 1e-9) {
        say(rule, `${place} allows a base up to ${size(max)} ${word}; yours is ${size(value)}.`, {
          field,
          value: max,
          label: `${verb} to ${size(max)}`,
        });
      }
    }
  }

  if (
    section.graniteColors !== null &&
    monument.granite !== null &&
    !section.graniteColors.includes(monument.granite)
  ) {
    const name = (key: string) => options.graniteNames?.[key] ?? key;
    const approved = section.graniteColors.map(name);
    const first = section.graniteColors[0];
    say(
      'granite',
      approved.length
        ? `${place} approves only ${orList(approved)} granite; yours is ${name(monument.granite)}.`
        : `${place} approves no granite colours; yours is ${name(monument.granite)}.`,
      first ? { field: 'granite', value: first, label: `Switch to ${name(first)}` } : undefined,
    );
  }

  if (monument.vase === true && !section.vasesAllowed) {
    say('vase', `${place} does not allow vases; yours has one.`, {
      field: 'vase',
      value: false,
      label: 'Take off the vase',
    });
  }

  return findings;
}

/**
 * What a family should know of a section beyond what its design breaks: the foundation, the
 * cemetery's own fees (paid to the cemetery, not part of our price) and the approval lead time.
 */
export function sectionNotes(section: SectionRules): string[] {
  const notes: string[] = [];
  if (section.foundationRequired) {
    const by = {
      cemetery: 'poured by the cemetery',
      us: 'poured by us',
      either: 'poured by the cemetery or by us',
    }[section.foundationBy ?? 'either'];
    notes.push(`A concrete foundation is required, ${by}.`);
  }
  notes.push(
    section.settingFeeCents === null
      ? 'Setting fee: set by the cemetery.'
      : `Setting fee: ${formatPrice(section.settingFeeCents)}, paid to the cemetery.`,
  );
  notes.push(
    section.permitFeeCents === null
      ? 'Permit fee: set by the cemetery.'
      : `Permit fee: ${formatPrice(section.permitFeeCents)}, paid to the cemetery.`,
  );
  if (section.approvalLeadDays !== null) {
    notes.push(
      section.approvalLeadDays === 0
        ? 'The cemetery approves a design the same day.'
        : `The cemetery takes about ${counted(section.approvalLeadDays, 'business day')} to approve a design.`,
    );
  }
  if (!section.vasesAllowed) notes.push('Vases are not allowed.');
  return notes;
}

/** A fee the family pays to the cemetery itself: not part of our price, shown apart from its range. */
export interface CemeteryFeeLine {
  fee: 'setting' | 'permit';
  label: string;
  /** null: the cemetery has not told us ("set by the cemetery"). */
  cents: number | null;
  /** "$350.00, paid to the cemetery" or "Set by the cemetery". */
  words: string;
}

/** The chosen section's own fees as estimate lines "paid to the cemetery" (issue 35 point 5, decision 270). */
export function cemeteryFeeLines(section: Pick<SectionRules, 'settingFeeCents' | 'permitFeeCents'>): CemeteryFeeLine[] {
  const line = (fee: CemeteryFeeLine['fee'], label: string, cents: number | null): CemeteryFeeLine => ({
    fee,
    label,
    cents,
    words: cents === null ? 'Set by the cemetery' : `${formatPrice(cents)}, paid to the cemetery`,
  });
  return [
    line('setting', "Cemetery's setting fee", section.settingFeeCents),
    line('permit', "Cemetery's permit fee", section.permitFeeCents),
  ];
}
