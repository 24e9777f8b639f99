import { describe, expect, it } from 'vitest';
import {
  checkAgainstSection,
  confirmationWords,
  formatInches,
  nearestAllowedKind,
  placeWords,
  sectionNotes,
  type MonumentToCheck,
  type SectionRules,
} from './cemeteries.rules';

const open: SectionRules = {
  cemeteryName: 'Rose Hill',
  sectionName: 'Section B',
  kindsAllowed: ['upright', 'slant', 'bevel', 'flat'],
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
  confirmedOn: '2026-03-12',
  confirmedSource: 'phone',
};

const upright: MonumentToCheck = {
  kind: 'upright',
  heightIn: 42,
  widthIn: 36,
  depthIn: 6,
  base: { widthIn: 44, heightIn: 8, depthIn: 14 },
  granite: 'jet_black',
};

const section = (rules: Partial<SectionRules>): SectionRules => ({ ...open, ...rules });

describe('checking a monument against a cemetery section', () => {
  it('finds nothing when the section sets no limits', () => {
    expect(checkAgainstSection(open, upright)).toEqual([]);
  });

  it('says a height over the limit with the source and date, and offers the limit', () => {
    const [finding, ...rest] = checkAgainstSection(section({ maxHeightIn: 36 }), upright);
    expect(rest).toEqual([]);
    expect(finding).toEqual({
      rule: 'max_height',
      message:
        'Rose Hill, section B allows upright monuments up to 36 in tall; yours is 42 in. Confirmed by phone with the cemetery office, March 2026.',
      change: { field: 'heightIn', value: 36, label: 'Lower the height to 36 in' },
    });
  });

  it('lets a monument exactly at a limit pass', () => {
    expect(checkAgainstSection(section({ maxHeightIn: 42, maxWidthIn: 36, maxDepthIn: 6 }), upright)).toEqual([]);
  });

  it('checks width and depth', () => {
    const findings = checkAgainstSection(section({ maxWidthIn: 30, maxDepthIn: 5.5 }), upright);
    expect(findings.map((f) => f.rule)).toEqual(['max_width', 'max_depth']);
    expect(findings[0]?.message).toContain('up to 30 in wide; yours is 36 in.');
    expect(findings[0]?.change).toEqual({ field: 'widthIn', value: 30, label: 'Narrow it to 30 in' });
    expect(findings[1]?.message).toContain('up to 5.5 in deep (front to back); yours is 6 in.');
    expect(findings[1]?.change).toMatchObject({ field: 'depthIn', value: 5.5 });
  });

  it('says a kind the section does not allow and offers the nearest allowed kind', () => {
    const findings = checkAgainstSection(section({ kindsAllowed: ['slant', 'flat'], maxHeightIn: 20 }), upright);
    expect(findings).toEqual([
      {
        rule: 'kind',
        message:
          'Rose Hill, section B allows only slant markers and flat markers; yours is an upright monument. Confirmed by phone with the cemetery office, March 2026.',
        change: { field: 'kind', value: 'slant', label: 'Switch to a slant marker' },
      },
    ]);
    expect(nearestAllowedKind('upright', ['flat', 'bevel'])).toBe('bevel');
    expect(nearestAllowedKind('flat', ['upright', 'bevel'])).toBe('bevel');
    expect(nearestAllowedKind('bench', ['bench'])).toBeNull();
    // Ledgers and benches are their own kinds.
    const ledger: MonumentToCheck = { ...upright, kind: 'ledger', base: null };
    expect(checkAgainstSection(open, ledger)[0]).toMatchObject({
      rule: 'kind',
      change: { field: 'kind', value: 'flat', label: 'Switch to a flat marker' },
    });
  });

  it('says a granite monument where only bronze is allowed', () => {
    const findings = checkAgainstSection(section({ bronzeOnly: true }), upright);
    expect(findings[0]).toMatchObject({
      rule: 'bronze_only',
      change: { field: 'material', value: 'bronze' },
    });
    expect(findings[0]?.message).toMatch(/^Rose Hill, section B allows only bronze markers; yours is granite\./);
    expect(checkAgainstSection(section({ bronzeOnly: true }), { ...upright, granite: null })).toEqual([]);
  });

  it('asks for a base under a standing monument where one is required, not under a flat marker', () => {
    const rules = section({ baseRequired: true });
    const findings = checkAgainstSection(rules, { ...upright, base: null });
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'base_required',
        change: { field: 'base', value: 'add', label: 'Add a base' },
      }),
    ]);
    expect(findings[0]?.message).toContain('requires a granite base under upright monuments; yours has none.');
    expect(checkAgainstSection(rules, { ...upright, kind: 'flat', heightIn: 4, base: null })).toEqual([]);
  });

  it("checks the base's height, width and depth", () => {
    const findings = checkAgainstSection(
      section({ baseMaxHeightIn: 6, baseMaxWidthIn: 40, baseMaxDepthIn: 12 }),
      upright,
    );
    expect(findings.map((f) => [f.rule, f.change?.field, f.change?.value])).toEqual([
      ['base_max_height', 'base.heightIn', 6],
      ['base_max_width', 'base.widthIn', 40],
      ['base_max_depth', 'base.depthIn', 12],
    ]);
    expect(findings[0]?.message).toContain('allows a base up to 6 in tall; yours is 8 in.');
  });

  it('names the approved granites and offers the first', () => {
    const rules = section({ graniteColors: ['georgia_gray', 'india_red'] });
    const findings = checkAgainstSection(rules, upright, {
      graniteNames: { georgia_gray: 'Georgia Gray', india_red: 'India Red', jet_black: 'Jet Black' },
    });
    expect(findings).toEqual([
      {
        rule: 'granite',
        message:
          'Rose Hill, section B approves only Georgia Gray or India Red granite; yours is Jet Black. Confirmed by phone with the cemetery office, March 2026.',
        change: { field: 'granite', value: 'georgia_gray', label: 'Switch to Georgia Gray' },
      },
    ]);
    expect(checkAgainstSection(rules, { ...upright, granite: 'india_red' })).toEqual([]);
    // Without names the key is said as it is.
    expect(checkAgainstSection(rules, upright)[0]?.message).toContain('yours is jet_black.');
  });

  it('says a vase where vases are not allowed, only when the design has one', () => {
    const rules = section({ vasesAllowed: false });
    expect(checkAgainstSection(rules, upright)).toEqual([]);
    expect(checkAgainstSection(rules, { ...upright, vase: true })[0]).toMatchObject({
      rule: 'vase',
      change: { field: 'vase', value: false, label: 'Take off the vase' },
    });
  });

  it('writes sizes in feet and inches when asked', () => {
    const [finding] = checkAgainstSection(section({ maxHeightIn: 36 }), upright, { units: 'ftin' });
    expect(finding?.message).toContain('up to 3 ft tall; yours is 3 ft 6 in.');
    expect(finding?.change?.label).toBe('Lower the height to 3 ft');
    expect(formatInches(8, 'ftin')).toBe('8 in');
    expect(formatInches(30.25)).toBe('30.25 in');
    expect(formatInches(30.25, 'ftin')).toBe('2 ft 6.25 in');
  });

  it('says where the rules came from, or that they are not confirmed', () => {
    expect(confirmationWords({ confirmedOn: '2026-11-03', confirmedSource: 'printed' })).toBe(
      "Confirmed from the cemetery's printed rules, November 2026.",
    );
    expect(confirmationWords({ confirmedOn: '2025-01-31', confirmedSource: 'website' })).toBe(
      "Confirmed on the cemetery's website, January 2025.",
    );
    expect(confirmationWords({ confirmedOn: null, confirmedSource: null })).toMatch(/not been confirmed/);
  });

  it('names the whole cemetery without a section', () => {
    expect(placeWords({ cemeteryName: 'Rose Hill', sectionName: 'Whole cemetery' })).toBe('Rose Hill');
    expect(placeWords({ cemeteryName: 'Rose Hill', sectionName: 'Garden of Prayer' })).toBe(
      'Rose Hill, Garden of Prayer',
    );
  });

  it('lists the foundation, the fees paid to the cemetery and the lead time', () => {
    expect(
      sectionNotes(
        section({
          foundationRequired: true,
          foundationBy: 'cemetery',
          settingFeeCents: 35_000,
          permitFeeCents: null,
          approvalLeadDays: 10,
          vasesAllowed: false,
        }),
      ),
    ).toEqual([
      'A concrete foundation is required, poured by the cemetery.',
      'Setting fee: $350, paid to the cemetery.',
      'Permit fee: set by the cemetery.',
      'The cemetery takes about 10 business days to approve a design.',
      'Vases are not allowed.',
    ]);
  });
});
