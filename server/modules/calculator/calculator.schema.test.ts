import { describe, expect, it } from 'vitest';
import { colorSchema, configurationSchema, pricingConfigSchema, saveItemInputSchema } from './calculator.schema';
import { demoPricingConfig } from './calculator.seed-data';

describe('calculator schemas', () => {
  it('accept the demo configuration and fill defaults', () => {
    const config = pricingConfigSchema.parse(demoPricingConfig);
    expect(config.colors[0]).toMatchObject({ active: true, swatchImageId: null });
    expect(configurationSchema.parse({})).toMatchObject({ parts: [], foundation: null, deliveryZip: null });
  });

  it('refuse bad keys, negative or fractional cents, long formulas and a wrong file version, in plain words', () => {
    const color = { key: 'Jet Black', name: 'Jet Black', ratePerCubicFootCents: 12000.5 };
    const issues = colorSchema.safeParse(color).error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['key', 'Use lowercase letters, digits and underscores, starting with a letter (for example jet_black)'],
      ['ratePerCubicFootCents', 'Please enter the amount in whole cents'],
    ]);
    expect(
      saveItemInputSchema.safeParse({
        baseRevision: 1,
        originalKey: null,
        change: { section: 'calculations', item: { key: 'x', name: 'X', formula: '1+'.repeat(1001) } },
      }).success,
    ).toBe(false);
    expect(pricingConfigSchema.safeParse({ ...demoPricingConfig, formatVersion: 2 }).error?.issues[0]?.message).toBe(
      'This file is not a calculator export of version 1',
    );
    expect(configurationSchema.safeParse({ deliveryZip: '7482' }).error?.issues[0]?.message).toBe(
      'Please enter a 5-digit ZIP code',
    );
  });
});
