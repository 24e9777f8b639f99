import { csvFile, parseCsv } from '#server/lib/csv';
import { formatCents } from '../shared/money';
import { slugFor } from './cemeteries.choices';
import { cemeteryFieldsSchema, cemeterySlugSchema, sectionFieldsSchema } from './cemeteries.schema';
import type { CemeteryRecord, SectionRecord } from './cemeteries.repository';

/**
 * The cemeteries as one CSV file (decision 266): one row per section, the cemetery's columns
 * repeated on each of its rows, so the office can keep its list in a spreadsheet and import it
 * again. Sizes in inches, fees in dollars ("" = set by the cemetery), kinds and granite keys
 * separated by semicolons ("any" for any granite), yes/no for the switches.
 */
export const CEMETERY_CSV_COLUMNS = [
  'slug',
  'name',
  'town',
  'county',
  'state',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'office_hours',
  'cemetery_notes',
  'demo_placeholder',
  'section',
  'kinds_allowed',
  'max_height_in',
  'max_width_in',
  'max_depth_in',
  'base_max_height_in',
  'base_max_width_in',
  'base_max_depth_in',
  'base_required',
  'foundation_required',
  'foundation_by',
  'granite_colors',
  'bronze_only',
  'vases_allowed',
  'setting_fee',
  'permit_fee',
  'approval_lead_days',
  'section_notes',
  'confirmed_on',
  'confirmed_source',
  'confirmed_by',
] as const;
type Column = (typeof CEMETERY_CSV_COLUMNS)[number];

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const size = (value: number | null) => (value === null ? '' : String(value));
const fee = (cents: number | null) => (cents === null ? '' : formatCents(cents).replace(/^\$/, ''));

export function cemeteriesToCsv(cemeteries: readonly CemeteryRecord[]): string {
  const rows: unknown[][] = [[...CEMETERY_CSV_COLUMNS]];
  for (const c of cemeteries) {
    for (const s of c.sections) {
      const row: Record<Column, unknown> = {
        slug: c.slug,
        name: c.name,
        town: c.town,
        county: c.county,
        state: c.state,
        latitude: c.latitude ?? '',
        longitude: c.longitude ?? '',
        phone: c.phone,
        email: c.email,
        website: c.website,
        office_hours: c.officeHours,
        cemetery_notes: c.notes,
        demo_placeholder: yesNo(c.placeholder),
        section: s.name,
        kinds_allowed: s.kindsAllowed.join(';'),
        max_height_in: size(s.maxHeightIn),
        max_width_in: size(s.maxWidthIn),
        max_depth_in: size(s.maxDepthIn),
        base_max_height_in: size(s.baseMaxHeightIn),
        base_max_width_in: size(s.baseMaxWidthIn),
        base_max_depth_in: size(s.baseMaxDepthIn),
        base_required: yesNo(s.baseRequired),
        foundation_required: yesNo(s.foundationRequired),
        foundation_by: s.foundationBy ?? '',
        granite_colors: s.graniteColors === null ? 'any' : s.graniteColors.join(';'),
        bronze_only: yesNo(s.bronzeOnly),
        vases_allowed: yesNo(s.vasesAllowed),
        setting_fee: fee(s.settingFeeCents),
        permit_fee: fee(s.permitFeeCents),
        approval_lead_days: s.approvalLeadDays ?? '',
        section_notes: s.notes,
        confirmed_on: s.confirmedOn ?? '',
        confirmed_source: s.confirmedSource ?? '',
        confirmed_by: s.confirmedBy ?? '',
      };
      rows.push(CEMETERY_CSV_COLUMNS.map((column) => row[column]));
    }
  }
  return csvFile(rows);
}

export interface CsvProblem {
  line: number;
  message: string;
}

export type CsvReading = { ok: true; cemeteries: CemeteryRecord[] } | { ok: false; problems: CsvProblem[] };

/** A cell the writer guarded with an apostrophe ("'-96.67") read as written. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell).trim();

function readYesNo(value: string, column: string, fallback: boolean): boolean | string {
  const v = value.toLowerCase();
  if (v === '') return fallback;
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  return `${column} must be yes or no`;
}

const list = (value: string) =>
  value
    .split(/[;|]/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

const firstIssue = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || 'row'}: ${issue.message}`).join('; ');

/**
 * The cemeteries of a CSV file, or every problem with its line number. Rows of one slug make one
 * cemetery (its facts from its first row), its sections in the file's order. Nothing is partly
 * read: one bad row and the file is refused.
 */
export function csvToCemeteries(text: string): CsvReading {
  const records = parseCsv(text);
  if (records === null) return { ok: false, problems: [{ line: 1, message: 'A quoted cell is never closed' }] };
  const [header, ...rows] = records;
  if (!header) return { ok: false, problems: [{ line: 1, message: 'The file is empty' }] };
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const missing = (['name', 'town', 'state', 'section', 'kinds_allowed'] as const).filter((c) => !names.includes(c));
  if (missing.length) {
    return {
      ok: false,
      problems: [
        { line: header.line, message: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` },
      ],
    };
  }
  const unknown = names.filter((name) => name && !(CEMETERY_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) {
    return {
      ok: false,
      problems: [
        { line: header.line, message: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}` },
      ],
    };
  }
  if (rows.length === 0) return { ok: false, problems: [{ line: header.line, message: 'The file has no cemeteries' }] };

  const problems: CsvProblem[] = [];
  const bySlug = new Map<string, CemeteryRecord>();
  for (const { line, cells } of rows) {
    const get = (column: Column) => {
      const index = names.indexOf(column);
      return index < 0 ? '' : unguard(cells[index] ?? '');
    };
    const wrong: string[] = [];
    const flags: Record<string, boolean> = {};
    for (const [column, fallback] of [
      ['demo_placeholder', false],
      ['base_required', false],
      ['foundation_required', false],
      ['bronze_only', false],
      ['vases_allowed', true],
    ] as const) {
      const read = readYesNo(get(column), column, fallback);
      if (typeof read === 'string') wrong.push(read);
      else flags[column] = read;
    }
    const facts = cemeteryFieldsSchema.safeParse({
      name: get('name'),
      town: get('town'),
      county: get('county'),
      state: get('state').toUpperCase(),
      latitude: get('latitude'),
      longitude: get('longitude'),
      phone: get('phone'),
      email: get('email'),
      website: get('website'),
      officeHours: get('office_hours'),
      notes: get('cemetery_notes'),
      placeholder: flags.demo_placeholder ?? false,
    });
    if (!facts.success) wrong.push(firstIssue(facts.error));
    const granite = get('granite_colors');
    const section = sectionFieldsSchema.safeParse({
      name: get('section'),
      kindsAllowed: list(get('kinds_allowed')),
      maxHeightIn: get('max_height_in'),
      maxWidthIn: get('max_width_in'),
      maxDepthIn: get('max_depth_in'),
      baseMaxHeightIn: get('base_max_height_in'),
      baseMaxWidthIn: get('base_max_width_in'),
      baseMaxDepthIn: get('base_max_depth_in'),
      baseRequired: flags.base_required ?? false,
      foundationRequired: flags.foundation_required ?? false,
      foundationBy: get('foundation_by').toLowerCase() || null,
      graniteColors: granite === '' || granite.toLowerCase() === 'any' ? null : list(granite),
      bronzeOnly: flags.bronze_only ?? false,
      vasesAllowed: flags.vases_allowed ?? true,
      settingFeeCents: get('setting_fee'),
      permitFeeCents: get('permit_fee'),
      approvalLeadDays: get('approval_lead_days'),
      notes: get('section_notes'),
      confirmedOn: get('confirmed_on') || null,
      confirmedSource: get('confirmed_source').toLowerCase() || null,
      confirmedBy: get('confirmed_by'),
    });
    if (!section.success) wrong.push(firstIssue(section.error));
    const slugText = get('slug') || (facts.success ? slugFor(facts.data.name, facts.data.town) : '');
    const slug = cemeterySlugSchema.safeParse(slugText);
    if (!slug.success) wrong.push(`slug: ${slug.error.issues[0]?.message ?? 'not a valid address name'}`);
    if (wrong.length || !facts.success || !section.success || !slug.success) {
      problems.push({ line, message: wrong.join('; ') });
      continue;
    }
    const cemetery = bySlug.get(slug.data) ?? { slug: slug.data, ...facts.data, sections: [] };
    if (cemetery.sections.some((s) => s.name.toLowerCase() === section.data.name.toLowerCase())) {
      problems.push({ line, message: `section: "${section.data.name}" appears twice for ${slug.data}` });
      continue;
    }
    cemetery.sections.push(section.data as SectionRecord);
    bySlug.set(slug.data, cemetery);
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, cemeteries: [...bySlug.values()] };
}
