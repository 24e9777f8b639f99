import { describe, expect, it } from 'vitest';
import { configurationSchema, pricingConfigSchema, type PricingConfig } from '../calculator.schema';
import { demoPricingConfig } from '../calculator.seed-data';
import { price } from './engine';
import { whyUnchanged } from './why-unchanged';

const demo = pricingConfigSchema.parse(demoPricingConfig);

/** The reason for one template, the draft being the demo with `change` applied. */
function reasonFor(templateKey: string, change: (draft: PricingConfig) => void) {
  const draft = structuredClone(demo);
  change(draft);
  const configuration = configurationSchema.parse({ templateKey });
  return whyUnchanged(price(configuration, draft), price(configuration, demo), draft.factors);
}

describe('why a design the change reaches keeps its price', () => {
  it('needs no reason when the change does not reach the design', () => {
    expect(
      reasonFor(
        'companion_upright',
        (d) => (d.colors.find((c) => c.key === 'georgia_gray')!.ratePerCubicFootCents = 6500),
      ),
    ).toBeNull();
  });

  it('names the factor a part is held at', () => {
    expect(
      reasonFor('bevel_marker', (d) => (d.colors.find((c) => c.key === 'georgia_gray')!.ratePerCubicFootCents = 6500)),
    ).toBe('“Least a part can cost” ($150.00) applies to Bevel marker');
  });

  it('says when the rounding of the total takes a small change in', () => {
    // Single upright: P2 28.50 -> 28.79; 756.23 -> 756.52, both rounded to $755.
    expect(
      reasonFor(
        'single_upright',
        (d) =>
          (d.partTypes.find((p) => p.key === 'upright_die')!.finishes.find((f) => f.key === 'polish_p2')!.formula =
            'stone * 0.101'),
      ),
    ).toBe('the total is rounded to the nearest $5.00, which takes in the change');
  });

  it('says when the line the change reaches is included at no charge', () => {
    expect(reasonFor('single_upright', (d) => (d.factors.find((f) => f.key === 'name_price')!.value += 10))).toBe(
      'Lettering: family name, names and dates is included at no charge',
    );
  });

  it('says when a minimum charge holds a foundation', () => {
    expect(
      reasonFor(
        'bevel_marker',
        (d) => (d.foundations.find((f) => f.key === 'marker_footing')!.formula = 'footprint_sq_in * 0.26'),
      ),
    ).toBe('the minimum charge of $150.00 applies to Footing for a flat marker');
  });
});
