import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { configurationSchema, pricingConfigSchema, type PricingConfig } from '../calculator.schema';
import { demoPricingConfig } from '../calculator.seed-data';
import { compilePricing, price, pricingIssues } from './engine';
import { ConfigInvalidError, PricingError } from './errors';
import { evaluateFormula } from './evaluate';
import { FormulaError, parseFormula } from './formula';

const config = pricingConfigSchema.parse(demoPricingConfig);
const compiled = compilePricing(config);
const scope = {
  variable: (name: string) => ({ length: 36, width: 6, height: 24 })[name as 'length'],
  lookup: () => 0,
  factor: () => 1,
  calc: () => 2,
};

describe('formula safety', () => {
  const hostile: Array<[string, RegExp]> = [
    ['constructor', /"constructor" cannot be used/],
    ['__proto__', /"__proto__" cannot be used/],
    ['length.constructor', /Reading a property/],
    ['length.toString()', /Reading a property/],
    ['constructor.constructor("return process")()', /"constructor" cannot be used/],
    ['length["constructor"]', /Reading a property/],
    ['prototype + 1', /"prototype" cannot be used/],
    ['process.exit(1)', /"process" cannot be used/],
    ['import("fs")', /"import" cannot be used|cannot be read/],
    ['evaluate("1")', /"evaluate" cannot be used/],
    ['eval("1")', /"eval" cannot be used/],
    ['this', /cannot be used|not allowed/],
    ['require("child_process")', /"require" cannot be used/],
    ['toString()', /"toString" cannot be used/],
    ['Function("return 1")()', /"Function" cannot be used/],
    ['fetch("http://x")', /Unknown function "fetch"/],
    ['length ^ 2', /pow\(x, n\)/],
    ['[1, 2]', /A list/],
    ['a = 1', /Unexpected "="/],
    ['"text"', /Text in quotes/],
    ['lookup(length, 1)', /needs a name in quotes/],
    ['min()', /min takes/],
    ['('.repeat(200) + '1' + ')'.repeat(200), /nested too deeply/],
    ['1 + '.repeat(3000) + '1', /at most 2000 characters/],
    ['1 +', /Expected expression/],
  ];
  it.each(hostile)('refuses %s with a clear message and a position', (source, message) => {
    let caught: unknown;
    try {
      parseFormula(source);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FormulaError);
    expect((caught as FormulaError).message).toMatch(message);
    expect((caught as FormulaError).position).toBeGreaterThanOrEqual(0);
  });

  it('keeps the position out of the message (the screens name it once)', () => {
    let caught: FormulaError | undefined;
    try {
      parseFormula('max(1, 2) + 3)');
    } catch (error) {
      caught = error as FormulaError;
    }
    expect(caught?.message).toBe('Unexpected ")"');
    expect(caught?.position).toBe(13);
  });

  it('names the position of an unknown name', () => {
    expect(() => parseFormula('length * widht')).toThrow(/Unknown name "widht"/);
    try {
      parseFormula('length * widht');
    } catch (error) {
      expect((error as FormulaError).position).toBe(9);
    }
  });

  it('evaluates huge exponents and division by zero to clear errors', () => {
    expect(() => evaluateFormula(parseFormula('pow(length, 400)'), scope)).toThrow(/powers up to 10/);
    expect(() => evaluateFormula(parseFormula('pow(pow(length, 10), 10)'), scope)).toThrow(/powers up to 10|too large/);
    expect(() => evaluateFormula(parseFormula('length / (width - 6)'), scope)).toThrow(/Division by zero/);
    expect(() => evaluateFormula(parseFormula('length * 1e300'), scope)).toThrow(/too large/);
  });

  it('never throws anything but FormulaError on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (source) => {
        try {
          evaluateFormula(parseFormula(source), scope);
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('evaluates the allowed language', () => {
    const ev = (s: string) => evaluateFormula(parseFormula(s), scope);
    expect(ev('length * width * height / 1728')).toBe(3);
    expect(ev('if(length > 30, 1, 2) + (width == 6 ? 10 : 20)')).toBe(11);
    expect(ev('round(12.345, 0.05) + ceil(1.2) + floor(1.8) + max(1, 5, 3) + min(4, 2) + abs(-3)')).toBeCloseTo(
      12.35 + 2 + 1 + 5 + 2 + 3,
    );
    expect(ev('calc("x") + factor("y") + lookup("t", 1)')).toBe(3);
    expect(ev('!0 && 1 || 0')).toBe(1);
  });
});

describe('configuration checks', () => {
  const withChange = (change: (c: PricingConfig) => void) => {
    const copy = structuredClone(config);
    change(copy);
    return pricingIssues(copy);
  };

  it('the demo configuration is valid', () => {
    expect(pricingIssues(config)).toEqual([]);
  });

  it('refuses circular calc references, naming the cycle', () => {
    const issues = withChange((c) => {
      c.calculations.push({ key: 'a', name: 'A', formula: 'calc("b") + 1', description: '' });
      c.calculations.push({ key: 'b', name: 'B', formula: 'calc("a")', description: '' });
    });
    expect(issues).toEqual([
      expect.objectContaining({ message: 'These calculations use each other in a circle: a → b → a' }),
    ]);
    const self = withChange((c) => {
      c.calculations[0]!.formula = 'calc("stone_cost")';
    });
    expect(self[0]!.message).toContain('stone_cost → stone_cost');
  });

  it('names the path and position of a bad formula and of missing references', () => {
    const issues = withChange((c) => {
      c.partTypes[1]!.formula = 'cubic_feet * colour_rate';
      c.lineItems[0]!.formula = 'lookup("no_such_table", extra_letters)';
      c.colors = c.colors.filter((color) => color.key !== 'india_red');
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'partTypes[1].formula', message: 'Unknown name "colour_rate"', position: 13 },
        expect.objectContaining({ path: 'lineItems[0].formula', message: 'There is no lookup table "no_such_table"' }),
      ]),
    );
  });

  it('refuses overlapping lookup ranges and duplicate keys', () => {
    const issues = withChange((c) => {
      c.lookups[0]!.rows.push({ from: 5, to: 6, value: 1 });
      c.colors.push({ ...c.colors[0]! });
    });
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(['colors[15].key', 'lookups[0].rows']));
  });

  it('refuses a template that uses a missing color', () => {
    const issues = withChange((c) => {
      c.templates[0]!.configuration.parts[0]!.color = 'plaid';
    });
    expect(issues).toEqual([
      { path: 'templates[0].configuration.parts[0].color', message: 'There is no granite color "plaid"' },
    ]);
    expect(() => compilePricing({ ...config, colors: [] })).toThrow(ConfigInvalidError);
  });

  it('refuses a size outside the part type’s limits with the field named', () => {
    const configuration = configurationSchema.parse({
      parts: [{ partType: 'flat_marker', color: 'jet_black', size: { length: 24, width: 12, height: 9 } }],
    });
    expect(() => price(configuration, compiled)).toThrow(PricingError);
    expect(() => price(configuration, compiled)).toThrow("A Flat marker's height must be between 3 and 6 inches");
  });
});

describe('properties', () => {
  const partTypes = config.partTypes;
  const arbitraryPart = fc
    .record({
      type: fc.integer({ min: 0, max: partTypes.length - 1 }),
      color: fc.integer({ min: 0, max: config.colors.length - 1 }),
      l: fc.double({ min: 0, max: 1, noNaN: true }),
      w: fc.double({ min: 0, max: 1, noNaN: true }),
      h: fc.double({ min: 0, max: 1, noNaN: true }),
      finishMask: fc.integer({ min: 0, max: 31 }),
    })
    .map(({ type, color, l, w, h, finishMask }) => {
      const t = partTypes[type]!;
      const pick = (dim: 'length' | 'width' | 'height', x: number) =>
        Math.round((t.minSize[dim] + (t.maxSize[dim] - t.minSize[dim]) * x) * 4) / 4;
      return {
        partType: t.key,
        color: config.colors[color]!.key,
        size: { length: pick('length', l), width: pick('width', w), height: pick('height', h) },
        // One finish of each group at most (a stone has one top, one polish).
        finishes: t.finishes
          .filter((_, i) => finishMask & (1 << i))
          .filter((f, i, chosen) => !f.group || chosen.findIndex((c) => c.group === f.group) === i)
          .map((f) => f.key),
      };
    });
  const arbitraryConfiguration = fc.record({
    parts: fc.array(arbitraryPart, { minLength: 1, maxLength: 3 }),
    foundation: fc.constantFrom(null, 'standard_concrete', 'marker_footing'),
    lettering: fc.record({
      extraLines: fc.integer({ min: 0, max: 5 }),
      extraLetters: fc.integer({ min: 0, max: 200 }),
      etchingSquareInches: fc.integer({ min: 0, max: 400 }),
    }),
    deliveryZip: fc.constantFrom(null, '74820', '74120', '75002', '99999'),
    cemetery: fc.constantFrom(null, 'Rosedale'),
  });

  it('never negative, and identical for identical input', () => {
    fc.assert(
      fc.property(arbitraryConfiguration, (input) => {
        const a = price(configurationSchema.parse(input), compiled);
        const b = price(configurationSchema.parse(structuredClone(input)), compilePricing(structuredClone(config)));
        expect(a.totalCents).toBeGreaterThanOrEqual(0);
        expect(a.range.lowCents).toBeLessThanOrEqual(a.totalCents);
        expect(a.range.highCents).toBeGreaterThanOrEqual(a.totalCents);
        for (const line of [...a.lines, ...a.cemeteryLines]) {
          expect(line.amountCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(line.amountCents)).toBe(true);
        }
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  it('never decreases when a dimension grows', () => {
    fc.assert(
      fc.property(
        arbitraryConfiguration,
        fc.nat(),
        fc.constantFrom('length', 'width', 'height'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (input, which, dim, grow) => {
          const index = which % input.parts.length;
          const part = input.parts[index]!;
          const max = config.partTypes.find((t) => t.key === part.partType)!.maxSize[dim];
          const bigger = structuredClone(input);
          bigger.parts[index]!.size[dim] = part.size[dim] + (max - part.size[dim]) * grow;
          const before = price(configurationSchema.parse(input), compiled);
          const after = price(configurationSchema.parse(bigger), compiled);
          expect(after.subtotalCents).toBeGreaterThanOrEqual(before.subtotalCents);
          expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('finishes that exclude each other', () => {
  it('refuses a serpentine top with an oval top, in plain words', () => {
    const config = pricingConfigSchema.parse(demoPricingConfig);
    const input = configurationSchema.parse({
      parts: [
        {
          partType: 'upright_die',
          color: 'jet_black',
          size: { length: 36, width: 6, height: 24 },
          finishes: ['serpentine_top', 'oval_top'],
        },
      ],
    });
    expect(() => price(input, config)).toThrow(
      'A stone cannot have both “Serpentine (gently curved) top” and “Oval (rounded) top”. Please choose one.',
    );
  });
});
