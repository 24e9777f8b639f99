import { describe, expect, it } from 'vitest';
import { valuePackages } from '#content/packages';
import { configurationSchema, pricingConfigSchema } from '#server/modules/calculator/calculator.schema';
import { demoPricingConfig } from '#server/modules/calculator/calculator.seed-data';
import { compilePricing, price } from '#server/modules/calculator/engine/engine';
import { DEMO_ITEMS } from './gallery-demo/demo-items';
import { allDemoItems } from './gallery-demo/seed-gallery-demo';
import { PACKAGE_CONFIGURATIONS, demoItemConfiguration } from './demo-price-agreement';

/**
 * The demo tells one story about prices: every stock and clearance piece, every package and every
 * template is priced by the calculator's engine with the demo price list, and a stated price must
 * lie inside the range the engine gives (its "from" to its "up to"); that range is the tolerance.
 * A disagreement is fixed in the seed data, never in the engine.
 */
const compiled = compilePricing(pricingConfigSchema.parse(demoPricingConfig));
const priceOf = (input: Parameters<typeof configurationSchema.parse>[0]) =>
  price(configurationSchema.parse(input), compiled);
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

describe('the demo prices agree with the calculator', () => {
  const pieces = DEMO_ITEMS.filter((i) => i.category === 'stock_items' || i.category === 'clearance_specials');

  it.each(pieces.map((item) => [item.slug, item] as const))('%s: its price lies in the engine range', (_slug, item) => {
    const { range } = priceOf(demoItemConfiguration(item));
    const priceCents = item.priceCents!;
    expect(
      priceCents >= range.lowCents && priceCents <= range.highCents,
      `${item.title} is priced ${dollars(priceCents)}; the calculator says ${dollars(range.lowCents)} to ${dollars(range.highCents)}`,
    ).toBe(true);
    // "Reduced from $X": X is no more than the most the same stone would cost new, and above the price.
    const reduced = /reduced from \$([\d,]+)/i.exec(item.description)?.[1];
    if (reduced) {
      const reducedCents = Number(reduced.replace(/,/g, '')) * 100;
      expect(reducedCents, `${item.title}: reduced from`).toBeGreaterThan(priceCents);
      expect(reducedCents, `${item.title}: reduced from`).toBeLessThanOrEqual(range.highCents);
    }
  });

  it.each(valuePackages.map((p) => [p.id, p] as const))('%s: the package price lies in the engine range', (id, pkg) => {
    const configuration = PACKAGE_CONFIGURATIONS[id];
    expect(configuration, `${pkg.name} has a configuration`).toBeDefined();
    const { range } = priceOf(configuration!);
    expect(
      pkg.priceCents >= range.lowCents && pkg.priceCents <= range.highCents,
      `${pkg.name} is ${dollars(pkg.priceCents)}; the calculator says ${dollars(range.lowCents)} to ${dollars(range.highCents)}`,
    ).toBe(true);
    // The granite the package names is the granite it is priced in.
    const colorName = demoPricingConfig.colors.find((c) => c.key === configuration!.parts![0]!.color)?.name;
    expect(colorName).toBe(pkg.granite);
  });

  it('prices every template, and every granite of the price list has a gallery swatch', () => {
    for (const template of demoPricingConfig.templates ?? []) {
      const { range } = priceOf({ ...template.configuration, templateKey: null });
      expect(range.lowCents, template.key).toBeGreaterThan(0);
    }
    const swatches = new Set(
      allDemoItems()
        .filter((i) => i.category === 'granite_colors')
        .map((i) => i.title),
    );
    for (const color of demoPricingConfig.colors) expect(swatches.has(color.name), color.name).toBe(true);
  });
});
