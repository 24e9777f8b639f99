import { describe, expect, it } from 'vitest';
import { configurationSchema, pricingConfigSchema, type ConfigurationInput } from '../calculator.schema';
import { demoPricingConfig } from '../calculator.seed-data';
import { compilePricing, price, type Breakdown } from './engine';

/**
 * Golden cases: each configuration priced by hand below (against the demo configuration in
 * calculator.seed-data.ts), then asserted to the cent. Reminders: cubic feet = L x W x H / 1728;
 * a part = max(cu ft x color rate + cu ft x $40 fabrication, $150); lines round to the cent
 * half away from zero; the total rounds to the nearest $5 (half up); range -5% down / +10% up
 * to $5.
 */
const config = pricingConfigSchema.parse(demoPricingConfig);
const compiled = compilePricing(config);
const run = (input: ConfigurationInput, pricing = compiled) => price(configurationSchema.parse(input), pricing);
const amounts = (b: Breakdown) => Object.fromEntries(b.lines.map((l) => [`${l.kind}:${l.key}`, l.amountCents]));

describe('golden cases', () => {
  it('1. single upright template (Georgia Gray $55/cu ft)', () => {
    // Die 36x6x24 = 5184 in³ = 3 cu ft: 3x55 + 3x40 = 285.00; P2 = 285 x 0.10 = 28.50.
    // Base 42x12x6 = 3024 in³ = 1.75 cu ft: 96.25 + 70 = 166.25.
    // Foundation: (42+6) x (12+6) = 864 sq in x 0.32 = 276.48 (above the $250 minimum).
    // Setting 175 + 2x50 = 275 shown as included ($0). Subtotal 756.23 -> $755; range 717.25 -> 715, 830.5 -> 835.
    const b = run({ templateKey: 'single_upright' });
    expect(amounts(b)).toEqual({
      'part:upright_die': 28500,
      'finish:polish_p2': 2850,
      'part:base': 16625,
      'foundation:standard_concrete': 27648,
      'service:setting': 0,
      'lettering:names_included': 0,
    });
    expect(b.lines.find((l) => l.key === 'setting')?.note).toBe('Included (worth $275.00)');
    // One name with full dates: 1 x (95 + 30) = 125, shown as included.
    expect(b.lines.find((l) => l.key === 'names_included')?.note).toBe('Included (worth $125.00)');
    expect([b.subtotalCents, b.totalCents, b.range.lowCents, b.range.highCents]).toEqual([75623, 75500, 71500, 83500]);
  });

  it('2. bevel marker: part minimum and foundation minimum both apply', () => {
    // 24x12x6 = 1728 in³ = 1 cu ft: 55 + 40 = 95 -> minimum part price 150.00.
    // Footing margin 2: 28 x 16 = 448 x 0.25 = 112 -> minimum 150.00. Subtotal 300 -> 300; range 285, 330.
    const b = run({ templateKey: 'bevel_marker' });
    expect(amounts(b)['part:bevel_marker']).toBe(15000);
    const foundation = b.lines.find((l) => l.kind === 'foundation')!;
    expect(foundation.amountCents).toBe(15000);
    expect(foundation.note).toContain('minimum charge of $150.00');
    expect([b.subtotalCents, b.totalCents, b.range.lowCents, b.range.highCents]).toEqual([30000, 30000, 28500, 33000]);
  });

  it('3. flat marker in Jet Black with a polished top; rounding down to $5', () => {
    // 24x12x4 = 1152 in³ = 0.6667 cu ft: 80 + 26.67 = 106.67 -> 150.00. PT: 24x12 = 288 x 0.04 = 11.52.
    // Footing 28x16 x 0.25 = 112 -> 150. Subtotal 311.52 -> 310; range 294.5 -> 290, 341 -> 345.
    const b = run({ templateKey: 'flat_marker' });
    expect([b.subtotalCents, b.totalCents, b.range.lowCents, b.range.highCents]).toEqual([31152, 31000, 29000, 34500]);
    expect(b.adjustments).toMatchObject([{ key: 'rounding', amountCents: -152 }]);
  });

  it('4. companion upright in India Red ($105): cent rounding of thirds', () => {
    // Die 60x8x30 = 14400 in³ = 8.3333 cu ft: 875 + 333.333 = 1208.3333 -> 1208.33; P2 on 1208.33 = 120.833 -> 120.83.
    // Base 72x14x8 = 8064 in³ = 4.6667 cu ft: 490 + 186.667 = 676.67; PT 72x14 = 1008 x 0.04 = 40.32.
    // Foundation 78 x 20 = 1560 x 0.32 = 499.20. Subtotal 2545.35 -> 2545; range 2417.75 -> 2415, 2799.5 -> 2800.
    const b = run({ templateKey: 'companion_upright' });
    expect(b.lines.filter((l) => l.display === 'charge').map((l) => l.amountCents)).toEqual([
      120833, 12083, 67667, 4032, 49920,
    ]);
    expect([b.subtotalCents, b.totalCents, b.range.lowCents, b.range.highCents]).toEqual([
      254535, 254500, 241500, 280000,
    ]);
  });

  it('5. slant marker on a base: rounding half up at $647.50', () => {
    // Slant 24x10x16 = 3840 in³ = 2.2222 cu ft x (68 + 40) = 240.00. Base 30x14x6 = 2520 in³ = 1.4583 x 108 = 157.50.
    // Foundation 36 x 20 = 720 x 0.32 = 230.40 -> minimum 250. Subtotal 647.50 -> 650 (half up); range 617.5 -> 615, 715.
    const b = run({ templateKey: 'slant_marker' });
    expect([b.subtotalCents, b.totalCents, b.range.lowCents, b.range.highCents]).toEqual([64750, 65000, 61500, 71500]);
  });

  it('6. extra letters at the lookup range edges (10, 11, 81)', () => {
    // Single upright subtotal 756.23. 10 letters -> row 1-10 = 75: 831.23 -> 830.
    // 11 letters -> row 11-20 = 140: 896.23 -> 895. 81 letters -> open row 81+ = 650: 1406.23 -> 1405.
    const totals = [10, 11, 81].map(
      (extraLetters) => run({ templateKey: 'single_upright', lettering: { extraLetters } }).totalCents,
    );
    expect(totals).toEqual([83000, 89500, 140500]);
    const b = run({ templateKey: 'single_upright', lettering: { extraLetters: 11 } });
    expect(b.lines.find((l) => l.key === 'extra_letters')).toMatchObject({
      amountCents: 14000,
      steps: ['lookup("extra_letters", 11) = 140'],
      values: { extra_letters: 11 },
    });
  });

  it('7. extra lines and laser etching (etching minimum)', () => {
    // 2 lines x 90 = 180; etching max(150, 50 x 1.5 = 75) = 150. 756.23 + 330 = 1086.23 -> 1085.
    const b = run({ templateKey: 'single_upright', lettering: { extraLines: 2, etchingSquareInches: 50 } });
    expect(amounts(b)['lettering:extra_lines']).toBe(18000);
    expect(amounts(b)['lettering:laser_etching']).toBe(15000);
    expect(b.totalCents).toBe(108500);
  });

  it('8. delivery: conditional line, free inside the area, default for an unknown ZIP', () => {
    // Tulsa 74120: 120 miles: (120 - 50) x 3 = 210 -> 756.23 + 210 = 966.23 -> 965.
    // Ada 74820: 15 miles: max(0, -35) x 3 = 0. Unknown 99999: default 150 miles: 100 x 3 = 300.
    expect(run({ templateKey: 'single_upright', deliveryZip: '74120' }).totalCents).toBe(96500);
    expect(amounts(run({ templateKey: 'single_upright', deliveryZip: '74820' }))['service:delivery']).toBe(0);
    expect(amounts(run({ templateKey: 'single_upright', deliveryZip: '99999' }))['service:delivery']).toBe(30000);
    expect(amounts(run({ templateKey: 'single_upright' }))['service:delivery']).toBeUndefined();
  });

  it('9. cemetery named: permit in the total, the cemetery fee listed apart', () => {
    // Permit 45: 756.23 + 45 = 801.23 -> 800. Cemetery setting fee 150 paid to the cemetery, outside the total.
    const b = run({ templateKey: 'single_upright', cemetery: 'Rosedale Cemetery, Ada' });
    expect(b.totalCents).toBe(80000);
    expect(b.cemeteryLines.map((l) => [l.key, l.amountCents, l.display])).toEqual([
      ['cemetery_setting_fee', 15000, 'cemetery'],
    ]);
    expect(b.cemeteryTotalCents).toBe(15000);
  });

  it('10. add-ons with quantities', () => {
    // Bevel marker 300 + 2 portraits x 185 = 370 + a bronze vase 425 = 1095 -> 1095.
    const b = run({
      templateKey: 'bevel_marker',
      addons: [
        { key: 'portrait_oval_3x4', quantity: 2 },
        { key: 'bronze_vase', quantity: 1 },
      ],
    });
    expect(b.lines.find((l) => l.key === 'portrait_oval_3x4')).toMatchObject({
      amountCents: 37000,
      label: 'Porcelain portrait, oval 3 × 4 in × 2',
    });
    expect(b.totalCents).toBe(109500);
  });

  it('11. sales tax 8.25% and rounding to $25 (pricing factors)', () => {
    // Tax: 756.23 x 8.25% = 62.388975 -> 62.39; 818.62 -> 820; range 779 -> 775, 902 -> 905.
    const withTax = compilePricing({
      ...config,
      factors: config.factors.map((f) => (f.key === 'tax_percent' ? { ...f, value: 8.25 } : f)),
    });
    const taxed = run({ templateKey: 'single_upright' }, withTax);
    expect(taxed.adjustments.map((a) => [a.key, a.amountCents])).toEqual([
      ['tax', 6239],
      ['rounding', 138],
    ]);
    expect([taxed.totalCents, taxed.range.lowCents, taxed.range.highCents]).toEqual([82000, 77500, 90500]);
    // Round to $25: 756.23 -> 750; range 712.5 -> 700, 825 -> 825.
    const by25 = compilePricing({
      ...config,
      factors: config.factors.map((f) => (f.key === 'round_to' ? { ...f, value: 25 } : f)),
    });
    const rounded = run({ templateKey: 'single_upright' }, by25);
    expect([rounded.totalCents, rounded.range.lowCents, rounded.range.highCents]).toEqual([75000, 70000, 82500]);
  });

  it('12. foundation exactly at its minimum (no minimum note)', () => {
    // Flat marker 36x11x4 Georgia Gray: 1584 in³ = 0.9167 cu ft: 50.42 + 36.67 = 87.08 -> 150.
    // Footing (36+4) x (11+4) = 600 x 0.25 = 150.00 = the minimum: formula stands. Subtotal 300.
    const b = run({
      parts: [{ partType: 'flat_marker', color: 'georgia_gray', size: { length: 36, width: 11, height: 4 } }],
      foundation: 'marker_footing',
    });
    const foundation = b.lines.find((l) => l.kind === 'foundation')!;
    expect(foundation).toMatchObject({ amountCents: 15000, values: { footprint_sq_in: 600 } });
    expect(foundation.note).toBeUndefined();
    expect(b.totalCents).toBe(30000);
  });

  it('13. custom parts, no foundation: a half cent rounds up (polished all sides)', () => {
    // Die 42x6x24 = 6048 in³ = 3.5 cu ft x 95 = 332.50; polish all = 332.5 x 0.25 = 83.125 -> 83.13.
    // Base 48x12x6 = 3456 in³ = 2 cu ft x 95 = 190. Subtotal 605.63 -> 605; range 574.75 -> 570, 665.5 -> 670.
    const b = run({
      parts: [
        {
          partType: 'upright_die',
          color: 'georgia_gray',
          size: { length: 42, width: 6, height: 24 },
          finishes: ['polish_all'],
        },
        { partType: 'base', color: 'georgia_gray', size: { length: 48, width: 12, height: 6 } },
      ],
    });
    expect(amounts(b)['finish:polish_all']).toBe(8313);
    expect(b.lines.find((l) => l.key === 'polish_all')!.rawDollars).toBeCloseTo(83.125, 6);
    expect([b.subtotalCents, b.totalCents, b.range.lowCents, b.range.highCents]).toEqual([60563, 60500, 57000, 67000]);
  });

  it('14. upright with a granite vase and an emblem (a template with add-ons)', () => {
    // Die 3 cu ft x (62 + 40) = 306; P2 30.60. Base 48x12x6 = 2 cu ft x 102 = 204.
    // Vase 6x6x10 = 360 in³ = 0.2083 x 102 = 21.25 -> 150. Emblem 220. Foundation 54x18 = 972 x 0.32 = 311.04.
    // Subtotal 1221.64 -> 1220.
    const b = run({ templateKey: 'upright_with_vase' });
    expect(b.subtotalCents).toBe(122164);
    expect(b.totalCents).toBe(122000);
  });

  it('15. names beyond the two included, with full dates or years only', () => {
    // 4 names, full dates: 2 included; 2 x (95 + 30) = 250. 756.23 + 250 = 1006.23 -> 1005.
    // Years only: 2 x 95 = 190. 756.23 + 190 = 946.23 -> 945. Two names: nothing further.
    const full = run({ templateKey: 'single_upright', lettering: { names: 4 } });
    expect(amounts(full)['lettering:extra_names']).toBe(25000);
    expect(full.totalCents).toBe(100500);
    const years = run({ templateKey: 'single_upright', lettering: { names: 4, dateStyle: 'years' } });
    expect(amounts(years)['lettering:extra_names']).toBe(19000);
    expect(years.totalCents).toBe(94500);
    expect(amounts(run({ templateKey: 'single_upright', lettering: { names: 2 } }))['lettering:extra_names']).toBe(
      undefined,
    );
  });
});
