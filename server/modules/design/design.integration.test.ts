import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { pricePublished, seedCalculator } from '../calculator/calculator.service';
import type { Configuration } from '../calculator/calculator.schema';
import type { DesignConfiguration } from './design.schema';
import { priceDesign } from './design.service';
import { blankDesign } from './design.start';

/** The serpentine upright of the seed's template, as a family would design it. */
function serpentineDesign(): DesignConfiguration {
  const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
  design.stone.top = 'serpentine';
  design.stone.finishes = ['polish_p2'];
  design.lettering[0]!.lines = ['SMITH'];
  design.lettering[1]!.lines = ['March 3, 1941 – June 9, 2024'];
  design.lettering.push({
    ...design.lettering[1]!,
    id: 'ep',
    role: 'epitaph',
    lines: ['Forever in our hearts', 'Psalm 23'],
    yIn: 14,
  });
  design.art = [
    {
      id: 'rose',
      source: { kind: 'emblem', emblem: 'rose' },
      xIn: 5,
      yIn: 16,
      widthIn: 4,
      heightIn: 4,
      mirrored: false,
    },
    {
      id: 'dove',
      source: { kind: 'emblem', emblem: 'dove' },
      xIn: 31,
      yIn: 16,
      widthIn: 4,
      heightIn: 4,
      mirrored: true,
    },
    {
      id: 'photo',
      source: { kind: 'photo', uploadId: '0b6f3f0e-6f7b-4bb4-9a51-6f2f4c7f0c11', treatment: 'etched' },
      xIn: 18,
      yIn: 18,
      widthIn: 4,
      heightIn: 5,
      mirrored: false,
    },
  ];
  return design;
}

describe.each(databaseTargets)('the design playground’s price (%s)', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
  });
  afterAll(() => database.close());

  it('is the published engine’s price for the same configuration', async () => {
    const estimate = await priceDesign(database.db, serpentineDesign());
    if (estimate.status !== 'priced') throw new Error(estimate.message);
    // The configuration the design stands for, written out by hand from the price list's terms.
    const expected: Configuration = {
      templateKey: null,
      parts: [
        {
          partType: 'upright_die',
          color: 'jet_black',
          size: { length: 36, width: 6, height: 24 },
          finishes: ['serpentine_top', 'polish_p2'],
        },
        { partType: 'base', color: 'jet_black', size: { length: 42, width: 12, height: 6 }, finishes: [] },
      ],
      lettering: { names: 1, dateStyle: 'full', extraLines: 2, extraLetters: 0, etchingSquareInches: 20 },
      addons: [{ key: 'sandblast_artwork', quantity: 2 }],
      foundation: 'standard_concrete',
      deliveryZip: null,
      deliveryTown: null,
      cemetery: null,
    };
    expect(estimate.configuration).toEqual(expected);
    const engine = await pricePublished(database.db, expected);
    expect(estimate.totalCents).toBe(engine.breakdown.totalCents);
    expect(estimate.lowCents).toBe(engine.breakdown.range.lowCents);
    expect(estimate.highCents).toBe(engine.breakdown.range.highCents);
    expect(estimate.versionId).toBe(engine.versionId);
    expect(estimate.notes).toEqual([]);
    expect(estimate.summary.lines.length).toBeGreaterThan(3);
  });

  it('prices a flat marker without a base on its footing, and says what the list does not price', async () => {
    const marker = blankDesign('flat', { widthIn: 24, heightIn: 12, granite: 'mahogany' });
    marker.lettering[0]!.finish = 'gold_leaf';
    const estimate = await priceDesign(database.db, marker);
    if (estimate.status !== 'priced') throw new Error(estimate.message);
    expect(estimate.configuration.parts).toEqual([
      { partType: 'flat_marker', color: 'mahogany', size: { length: 24, width: 12, height: 4 }, finishes: [] },
    ]);
    expect(estimate.configuration.foundation).toBe('marker_footing');
    expect(estimate.configuration.lettering).toMatchObject({ names: 1, dateStyle: 'years', extraLines: 0 });
    expect(estimate.notes).toEqual(['Gold leaf lettering is priced by the office.']);
    expect(estimate.totalCents).toBe((await pricePublished(database.db, estimate.configuration)).breakdown.totalCents);

    const gothic = blankDesign('upright', { widthIn: 30, heightIn: 30, granite: 'georgia_gray' });
    gothic.stone.top = 'gothic';
    const priced = await priceDesign(database.db, gothic);
    expect(priced.status === 'priced' && priced.notes).toEqual([
      'The gothic (peon) top is priced by the office: it is not on our price list yet.',
    ]);
  });

  it('says a size or granite the price list refuses beside its control, never as an error', async () => {
    const tooWide = blankDesign('upright', { widthIn: 90, heightIn: 24, granite: 'jet_black' });
    expect(await priceDesign(database.db, tooWide)).toEqual({
      status: 'refused',
      control: 'width',
      message: expect.stringMatching(/^A upright die \(tablet\) can be 18 in .* wide\.$/),
    });
    const deep = blankDesign('flat', { widthIn: 24, heightIn: 30, granite: 'jet_black' });
    expect(await priceDesign(database.db, deep)).toMatchObject({ status: 'refused', control: 'height' });
    const gone = blankDesign('flat', { widthIn: 24, heightIn: 12, granite: 'unobtainium' });
    expect(await priceDesign(database.db, gone)).toMatchObject({ status: 'refused', control: 'granite' });
  });
});
