import { describe, expect, it } from 'vitest';
import { choicesMonument, estimateMonument, stoneKindOf, widenedBase } from './public-calculator.cemetery';

const size = (length: number, width: number, height: number) => ({ length, width, height });
const partTypes = [
  { key: 'upright_die', name: 'Upright die (tablet)', defaultSize: size(36, 6, 24), maxSize: size(72, 10, 48) },
  { key: 'base', name: 'Base', isBase: true, defaultSize: size(42, 12, 6), maxSize: size(90, 20, 12) },
  { key: 'slant', name: 'Slant marker', defaultSize: size(24, 10, 16), maxSize: size(48, 14, 24) },
  { key: 'flat_marker', name: 'Flat marker', defaultSize: size(24, 12, 4), maxSize: size(48, 18, 6) },
  { key: 'granite_vase', name: 'Granite vase', defaultSize: size(6, 6, 10), maxSize: size(10, 10, 16) },
];

describe("the calculator's monument for a cemetery's rules", () => {
  it('tells the stone kind from the price list part type, by key or by its words', () => {
    expect(stoneKindOf({ key: 'upright_die' })).toBe('upright');
    expect(stoneKindOf({ key: 'bevel_marker' })).toBe('bevel');
    expect(stoneKindOf({ key: 'flat_marker' })).toBe('flat');
    expect(stoneKindOf({ key: 'ledger' })).toBe('ledger');
    expect(stoneKindOf({ key: 'bench' })).toBe('bench');
    expect(stoneKindOf({ key: 'slant' })).toBe('slant');
    expect(stoneKindOf({ key: 'grass_marker', name: 'Grass marker' })).toBe('flat');
    expect(stoneKindOf({ key: 'tall_tablet', name: 'Tall tablet' })).toBe('upright');
    expect(stoneKindOf({ key: 'double_slant', name: 'Companion slant' })).toBe('slant');
    expect(stoneKindOf({ key: 'base', isBase: true })).toBeNull();
    expect(stoneKindOf({ key: 'granite_vase', name: 'Granite vase' })).toBeNull();
    expect(stoneKindOf({ key: 'bronze_plaque', name: 'Bronze plaque' })).toBeNull();
  });

  it('reads an upright on its base as it stands: across, front to back, tall; the base too', () => {
    const monument = estimateMonument(
      {
        parts: [
          { partType: 'upright_die', color: 'jet_black', size: size(36, 6, 42) },
          { partType: 'base', color: 'jet_black', size: size(42, 12, 6) },
        ],
        addons: [{ key: 'bronze_emblem' }],
      },
      partTypes,
    );
    expect(monument).toEqual({
      kind: 'upright',
      heightIn: 42,
      widthIn: 36,
      depthIn: 6,
      base: { widthIn: 42, depthIn: 12, heightIn: 6 },
      granite: 'jet_black',
      vase: false,
    });
  });

  it('reads a lying marker with its thickness as heightIn and its face front to back as depthIn', () => {
    const monument = estimateMonument({
      parts: [{ partType: 'flat_marker', color: 'georgia_gray', size: size(24, 12, 4) }],
    });
    expect(monument).toMatchObject({ kind: 'flat', heightIn: 4, widthIn: 24, depthIn: 12, base: null, vase: false });
  });

  it('says a vase comes with it, from an extra or a vase part, and finds the stone whatever the order', () => {
    expect(
      estimateMonument({
        parts: [
          { partType: 'base', color: 'x', size: size(42, 12, 6) },
          { partType: 'upright_die', color: 'x', size: size(36, 6, 24) },
        ],
        addons: ['bronze_vase'],
      })?.vase,
    ).toBe(true);
    const withVase = estimateMonument(
      {
        parts: [
          { partType: 'granite_vase', color: 'x', size: size(6, 6, 10) },
          { partType: 'slant', color: 'x', size: size(24, 10, 16) },
        ],
      },
      partTypes,
    );
    expect(withVase).toMatchObject({ kind: 'slant', vase: true });
  });

  it('is null when there is no stone or its kind cannot be told', () => {
    expect(estimateMonument({ parts: [] })).toBeNull();
    expect(estimateMonument({ parts: [{ partType: 'base', color: 'x', size: size(1, 1, 1) }] })).toBeNull();
    expect(estimateMonument({ parts: [{ partType: 'bronze_plaque', color: 'x', size: size(1, 1, 1) }] })).toBeNull();
  });

  it("builds the same monument in the browser from the choices and the form's options", () => {
    const options = {
      partTypes,
      colors: [{ key: 'georgia_gray' }, { key: 'jet_black' }],
      templateParts: {
        single_upright: {
          partType: 'upright_die',
          size: size(36, 6, 24),
          color: 'georgia_gray',
          addons: [],
          base: { partType: 'base', size: size(42, 12, 6) },
        },
        gone: null,
      },
    };
    // A resized upright: its base stays 6 in wider and 4 in deeper, as the configuration does.
    expect(choicesMonument({ template: 'single_upright', length: 48, width: 10, height: 40 }, options)).toEqual({
      kind: 'upright',
      heightIn: 40,
      widthIn: 48,
      depthIn: 10,
      base: { widthIn: 54, depthIn: 14, heightIn: 6 },
      granite: 'georgia_gray',
      vase: false,
    });
    expect(choicesMonument({ type: 'flat_marker', color: 'jet_black', addons: ['bronze_vase'] }, options)).toEqual({
      kind: 'flat',
      heightIn: 4,
      widthIn: 24,
      depthIn: 12,
      base: null,
      granite: 'jet_black',
      vase: true,
    });
    expect(choicesMonument({ type: 'base' }, options)).toBeNull();
    expect(choicesMonument({ template: 'gone' }, options)).toBeNull();
    expect(choicesMonument({}, options)).toBeNull();
  });

  it('keeps a widened base inside its own limits', () => {
    expect(widenedBase(size(42, 12, 6), size(88, 18, 40), size(90, 20, 12))).toEqual(size(90, 20, 6));
  });
});
