import { describe, expect, it } from 'vitest';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { offeredFinishes, type SizeLimits } from './design.choices';
import { checkDesign, dateProblem, type CheckContext } from './design.checks';
import { geometryOf } from './design.drawing';
import type { DesignConfiguration } from './design.schema';
import { blankDesign } from './design.start';

const limitsOf = (key: string) => demoPricingConfig.partTypes.find((p) => p.key === key)! as SizeLimits;

function contextFor(design: DesignConfiguration, extra: Partial<CheckContext> = {}): CheckContext {
  return { geometry: geometryOf(design), limits: limitsOf('upright_die'), year: 2026, ...extra };
}

function upright() {
  const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
  design.lettering[0]!.lines = ['SMITH'];
  return design;
}

describe('the checks beside the stone', () => {
  it('finds nothing wrong with a plain, well-placed design', () => {
    const design = upright();
    expect(checkDesign(design, contextFor(design, { graniteKeys: ['jet_black'], finishes: ['v_cut'] }))).toEqual([]);
  });

  it('says when letters are below the minimum for their face and finish', () => {
    const design = upright();
    design.lettering[1]!.letterHeightIn = 0.75;
    design.lettering[0]!.face = 'script';
    design.lettering[0]!.letterHeightIn = 1.25;
    const checks = checkDesign(design, contextFor(design)).filter((c) => c.kind === 'letter-height');
    expect(checks.map((c) => c.target)).toEqual([{ block: 'name' }, { block: 'dates' }]);
    expect(checks[0]!.message).toBe(
      'Letters in script cut v-cut need to be at least 1½ in tall to read and last; these are 1¼ in.',
    );
    // Frosted letters may be smaller.
    design.lettering[1]!.finish = 'frosted';
    expect(checkDesign(design, contextFor(design)).filter((c) => c.kind === 'letter-height')).toHaveLength(1);
  });

  it('says when a block is inside the margin, or off the stone', () => {
    const design = upright();
    design.lettering[0]!.yIn = 0.5; // 36 in stone: 2 in margin
    design.art = [
      {
        id: 'dove',
        source: { kind: 'emblem', emblem: 'dove' },
        xIn: 35,
        yIn: 12,
        widthIn: 4,
        heightIn: 4,
        mirrored: false,
      },
    ];
    const checks = checkDesign(design, contextFor(design));
    expect(checks.find((c) => c.kind === 'margin')).toMatchObject({
      target: { block: 'name' },
      message:
        '“SMITH” is ½ in from the edge; we keep 2 in clear all round so the lettering is not chipped and the stone looks balanced.',
    });
    expect(checks.find((c) => c.kind === 'off-stone')).toMatchObject({
      target: { block: 'dove' },
      message: 'The emblem is partly off the stone. Please move it onto the face.',
    });
  });

  it('follows a shaped top: a name high on an oval top is too near its curve at the shoulders', () => {
    const design = upright();
    design.stone.top = 'oval';
    design.lettering[0]!.lines = ['WASHINGTON'];
    design.lettering[0]!.yIn = 2.5;
    expect(checkDesign(design, contextFor(design)).some((c) => c.kind === 'margin' || c.kind === 'off-stone')).toBe(
      true,
    );
    design.stone.top = 'flat';
    expect(checkDesign(design, contextFor(design)).some((c) => c.kind === 'margin' || c.kind === 'off-stone')).toBe(
      false,
    );
  });

  it('says which blocks overlap', () => {
    const design = upright();
    design.lettering[1]!.yIn = design.lettering[0]!.yIn + 1;
    const checks = checkDesign(design, contextFor(design)).filter((c) => c.kind === 'overlap');
    expect(checks).toEqual([
      {
        kind: 'overlap',
        target: { block: 'dates', other: 'name' },
        message: '“1941 – 2024” overlaps “SMITH”. Please move one of them.',
      },
    ]);
  });

  it('says when a line does not fit, with the epitaph builder’s shorter form', () => {
    const design = blankDesign('flat', { widthIn: 16, heightIn: 10, granite: 'jet_black' });
    const context = contextFor(design, { limits: limitsOf('flat_marker') });
    design.lettering[1]!.lines = ['September 30, 1941 – December 12, 2024'];
    design.lettering[1]!.letterHeightIn = 1;
    design.lettering[0] = {
      ...design.lettering[0]!,
      lines: ['Mary Ellen Catherine'],
      letterHeightIn: 1.5,
      face: 'classic',
    };
    const checks = checkDesign(design, context).filter((c) => c.kind === 'too-wide');
    expect(checks).toHaveLength(2);
    expect(checks[0]).toMatchObject({
      target: { block: 'name', line: 0 },
      alternative: expect.stringMatching(/^Mary/),
    });
    expect(checks[1]).toMatchObject({ target: { block: 'dates', line: 0 }, alternative: '1941 – 2024' });
    expect(checks[1]!.message).toMatch(
      /^“September 30, 1941 – December 12, 2024” is \d+(\S*) in too wide for this stone at 1 in letters \(14 in fits inside the margins\)\. “1941 – 2024” would fit\.$/,
    );
    // An epitaph line is offered on two lines.
    design.lettering = [
      {
        ...design.lettering[0]!,
        id: 'ep',
        role: 'epitaph',
        lines: ['Forever in our hearts and minds'],
        letterHeightIn: 1,
      },
    ];
    const split = checkDesign(design, context).find((c) => c.kind === 'too-wide')!;
    expect(split.alternative).toBe('Forever in our\nhearts and minds');
  });

  it('names characters a face cannot cut', () => {
    const design = upright();
    design.lettering[0]!.lines = ['SMITH ✝'];
    expect(checkDesign(design, contextFor(design)).find((c) => c.kind === 'characters')?.message).toBe(
      'We cannot cut ✝ in this lettering. Please use plain letters.',
    );
  });

  it('says when a size is outside the price list’s limits, and when granite or a finish is not offered', () => {
    const design = upright();
    design.stone.widthIn = 80;
    design.stone.heightIn = 10;
    design.lettering[0]!.finish = 'gold_leaf';
    // The demo list has no lettering-finish add-ons: only V-cut is offered.
    const finishes = offeredFinishes(demoPricingConfig.addons.map((addon) => addon.key));
    expect(finishes).toEqual(['v_cut']);
    expect(offeredFinishes(['lettering_gold_leaf'])).toEqual(['v_cut', 'gold_leaf']);
    const checks = checkDesign(design, contextFor(design, { graniteKeys: ['georgia_gray'], finishes }));
    expect(checks.filter((c) => c.kind === 'size')).toEqual([
      {
        kind: 'size',
        target: { control: 'width' },
        message: 'An upright can be 18 in to 72 in wide; this one is 80 in.',
      },
      {
        kind: 'size',
        target: { control: 'height' },
        message: 'An upright can be 12 in to 48 in tall; this one is 10 in.',
      },
    ]);
    expect(checks.find((c) => c.kind === 'granite')?.target).toEqual({ control: 'granite' });
    expect(checks.find((c) => c.kind === 'finish')).toMatchObject({
      target: { block: 'name' },
      message: 'Gold leaf lettering is not on our price list. Please choose V-cut, or call us.',
    });
  });
});

describe('a date that is not a date', () => {
  it.each([
    ['1941 – 2024', null],
    ['1941-2024', null],
    ['March 3, 1941 – June 9, 2024', null],
    ['Sept. 3, 1941 – Dec. 12, 2024', null],
    ['3 March 1941 – 9 June 2024', null],
    ['3/14/1941 – 6/9/2024', null],
    ['Born 1941', null],
    ['1950 –', null],
    ['February 29, 2024', null],
    ['February 29, 2023', 'February 2023 has no day 29.'],
    ['Febuary 3, 1941', '“Febuary” is not a month we know.'],
    ['13/14/1941', '“13/14/1941” has no month 13.'],
    ['2024 – 1941', 'The first date is after the second. Please check the order.'],
    ['June 9, 2024 – March 3, 2024', 'The first date is after the second. Please check the order.'],
    ['1941 – 2031', '2031 has not come yet. Please check the year.'],
    ['Forever loved', '“Forever loved” has no date in it. Dates go here; other words can have their own block.'],
    ['sometime in 1941', '“sometime in 1941” does not read as a date. Please write it like “March 3, 1941” or “1941”.'],
  ])('%s', (line, problem) => {
    expect(dateProblem(line, 2026)).toBe(problem);
  });
});
