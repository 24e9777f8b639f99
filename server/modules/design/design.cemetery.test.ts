import { describe, expect, it } from 'vitest';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { checkAgainstSection, type SectionRules } from '../cemeteries/cemeteries.choices';
import type { SizeLimits } from './design.choices';
import { cemeteryChecks, designCanApply, designMonument } from './design.cemetery';
import { designSchema } from './design.schema';
import { blankDesign } from './design.start';
import { sectionRules } from '#tests/factories/section-rules';

const limitsOf = (key: string) => demoPricingConfig.partTypes.find((p) => p.key === key)! as SizeLimits;
const baseLimits = demoPricingConfig.partTypes.find((p) => p.isBase)! as SizeLimits;

const rules = (over: Partial<SectionRules> = {}) => sectionRules(over);

describe('designMonument: a design as the cemetery reads it', () => {
  it('stands an upright as tall as its face, with the dealer’s depth and its base', () => {
    const design = blankDesign('upright', { widthIn: 36, heightIn: 42, granite: 'jet_black' });
    expect(designMonument(design)).toEqual({
      kind: 'upright',
      heightIn: 42,
      widthIn: 36,
      // Over 36 in tall: 8 in thick; the base 3 in wider each side, 4 in deeper, 6 in tall.
      depthIn: 8,
      base: { widthIn: 42, depthIn: 12, heightIn: 6 },
      granite: 'jet_black',
      vase: false,
    });
  });

  it('has no base when the family took it off, and none under a kind that does not stand on one', () => {
    const upright = blankDesign('upright', { widthIn: 30, heightIn: 24, granite: 'gray' });
    expect(designMonument({ ...upright, withBase: false }).base).toBeNull();
    const bench = blankDesign('bench', { widthIn: 48, heightIn: 18, granite: 'gray' });
    expect(designMonument({ ...bench, withBase: true })).toMatchObject({ kind: 'bench', heightIn: 18, base: null });
  });

  it('lays a lying stone down: the face’s height runs front to back, its thickness is how tall it stands', () => {
    const flat = blankDesign('flat', { widthIn: 24, heightIn: 12, granite: 'gray' });
    expect(designMonument(flat)).toMatchObject({ kind: 'flat', widthIn: 24, depthIn: 12, heightIn: 4, base: null });
    const bevel = blankDesign('bevel', { widthIn: 24, heightIn: 14, granite: 'gray' });
    expect(designMonument(bevel)).toMatchObject({ kind: 'bevel', depthIn: 14, heightIn: 6 });
    const ledger = blankDesign('ledger', { widthIn: 36, heightIn: 72, granite: 'gray' });
    expect(designMonument(ledger)).toMatchObject({ kind: 'ledger', depthIn: 72, heightIn: 4 });
  });

  it('a slant stands as tall as its face, as deep as the dealer makes it', () => {
    const slant = blankDesign('slant', { widthIn: 24, heightIn: 18, granite: 'gray' });
    expect(designMonument(slant)).toMatchObject({ heightIn: 18, depthIn: 12, base: { widthIn: 30 } });
  });

  it('keeps the depth and base inside the price list’s limits, as the drawing and the price do', () => {
    const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'gray' });
    const stone = limitsOf('upright_die');
    const monument = designMonument(design, { stone, base: baseLimits });
    expect(monument.depthIn).toBeGreaterThanOrEqual(stone.minSize.width);
    expect(monument.depthIn).toBeLessThanOrEqual(stone.maxSize.width);
    expect(monument.base!.widthIn).toBeLessThanOrEqual(baseLimits.maxSize.length);
    expect(monument.base!.heightIn).toBeGreaterThanOrEqual(baseLimits.minSize.height);
  });

  it('gives the cemetery’s checks what they need: a too-tall upright and a flat marker too deep', () => {
    const tall = blankDesign('upright', { widthIn: 36, heightIn: 42, granite: 'jet_black' });
    const found = checkAgainstSection(rules({ maxHeightIn: 36 }), designMonument(tall));
    expect(found).toEqual([
      {
        rule: 'max_height',
        message:
          'Rose Hill, section B allows upright monuments up to 36 in tall; yours is 42 in. Confirmed by phone with the cemetery office, March 2026.',
        change: { field: 'heightIn', value: 36, label: 'Lower the height to 36 in' },
      },
    ]);
    const flat = blankDesign('flat', { widthIn: 24, heightIn: 16, granite: 'gray' });
    expect(
      checkAgainstSection(rules({ maxDepthIn: 12, maxHeightIn: 6 }), designMonument(flat)).map((f) => f.rule),
    ).toEqual(['max_depth']);
    // A "no vases" rule never flags a design: the playground draws none.
    expect(checkAgainstSection(rules({ vasesAllowed: false }), designMonument(tall))).toEqual([]);
  });
});

describe('the design keeps its cemetery', () => {
  it('reads a listed cemetery (with its section) or one we do not list, and none at all', () => {
    const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'gray' });
    expect(designSchema.parse({ ...design, cemetery: { slug: 'rose-hill-ada', section: 'B' } }).cemetery).toEqual({
      slug: 'rose-hill-ada',
      section: 'B',
    });
    expect(designSchema.parse({ ...design, cemetery: { notListed: 'St. Mary’s, Ada' } }).cemetery).toEqual({
      notListed: 'St. Mary’s, Ada',
    });
    expect('cemetery' in designSchema.parse(design)).toBe(false);
    expect(designSchema.safeParse({ ...design, cemetery: { slug: 'Not A Slug!' } }).success).toBe(false);
  });
});

describe('cemeteryChecks: the rules among the playground’s checks', () => {
  it('says nothing without rules (no cemetery, one we do not list, no section yet)', () => {
    const design = blankDesign('upright', { widthIn: 36, heightIn: 42, granite: 'jet_black' });
    expect(cemeteryChecks(design, null)).toEqual([]);
  });

  it('puts each finding beside its control, with the change the playground can make', () => {
    const design = blankDesign('upright', { widthIn: 52, heightIn: 42, granite: 'jet_black' });
    const checks = cemeteryChecks(
      design,
      rules({ maxHeightIn: 36, maxWidthIn: 48, maxDepthIn: 6, graniteColors: ['blue_pearl'] }),
      { graniteNames: { jet_black: 'Jet Black', blue_pearl: 'Blue Pearl' }, units: 'ftin' },
    );
    expect(checks.map((c) => [c.kind, c.target, c.change?.label ?? null])).toEqual([
      ['cemetery', { control: 'height' }, 'Lower the height to 3 ft'],
      ['cemetery', { control: 'width' }, 'Narrow it to 4 ft'],
      // An upright's depth is the dealer's: said, not offered.
      ['cemetery', { control: 'stone' }, null],
      ['cemetery', { control: 'granite' }, 'Switch to Blue Pearl'],
    ]);
    expect(checks[0]!.message).toBe(
      'Rose Hill, section B allows upright monuments up to 3 ft tall; yours is 3 ft 6 in. Confirmed by phone with the cemetery office, March 2026.',
    );
    expect(checks[3]!.message).toContain('approves only Blue Pearl granite; yours is Jet Black.');
  });

  it('offers the kind the section allows, and a lying stone’s front to back as its height control', () => {
    const upright = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'gray' });
    expect(cemeteryChecks(upright, rules({ kindsAllowed: ['bevel', 'flat'] }))).toEqual([
      expect.objectContaining({
        target: { control: 'kind' },
        change: { field: 'kind', value: 'bevel', label: 'Switch to a bevel marker' },
      }),
    ]);
    const flat = blankDesign('flat', { widthIn: 24, heightIn: 16, granite: 'gray' });
    const checks = cemeteryChecks(flat, rules({ maxDepthIn: 12, maxHeightIn: 3 }));
    expect(checks.map((c) => [c.target, c.change?.field ?? null])).toEqual([
      // The marker's 4 in thickness is the dealer's; its 16 in front to back is the family's.
      [{ control: 'stone' }, null],
      [{ control: 'height' }, 'depthIn'],
    ]);
  });

  it('knows which changes it can make', () => {
    const upright = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'gray' });
    const flat = blankDesign('flat', { widthIn: 24, heightIn: 12, granite: 'gray' });
    const change = (field: string) => ({ field, value: 1, label: '' }) as never;
    expect(designCanApply(upright, change('heightIn'))).toBe(true);
    expect(designCanApply(flat, change('heightIn'))).toBe(false);
    expect(designCanApply(flat, change('depthIn'))).toBe(true);
    expect(designCanApply(upright, change('depthIn'))).toBe(false);
    expect(designCanApply(upright, change('base.widthIn'))).toBe(false);
    expect(designCanApply(upright, { field: 'material', value: 'bronze', label: '' })).toBe(false);
    expect(designCanApply(upright, { field: 'base', value: 'add', label: '' })).toBe(true);
  });
});
