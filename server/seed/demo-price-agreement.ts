import type { ConfigurationInput } from '#server/modules/calculator/calculator.schema';
import { demoPricingConfig } from '#server/modules/calculator/calculator.seed-data';
import type { DemoItem } from './gallery-demo/demo-items';
import type { MonumentShape } from './gallery-demo/scenes';

/**
 * What the demo's priced pieces are, in the price list's terms, so the calculator can price them
 * (demo-price-agreement.test.ts): a stock or clearance piece is its stone (kind, size, granite,
 * finish) with what its price includes (one name with dates, or two on a companion; the
 * foundation; delivery and setting), and each package is the monument its list of inclusions
 * describes. The stories the site tells then agree: a piece's price lies in the range the
 * calculator gives for the same stone, and a package's price in the range for its monument.
 */

type Part = NonNullable<ConfigurationInput['parts']>[number];
const part = (
  partType: string,
  color: string,
  [length, width, height]: [number, number, number],
  finishes: string[] = [],
): Part => ({ partType, color, size: { length, width, height }, finishes });

/** A granite's key in the price list, from the name the gallery gives it. */
export function colorKey(name: string): string {
  const color = demoPricingConfig.colors.find((c) => c.name === name);
  if (!color) throw new Error(`The price list has no granite named ${name}`);
  return color.key;
}

/** The stone's own finishes, by the shape the gallery draws. */
const FINISHES: Record<MonumentShape, { die: string[]; base: string[] }> = {
  serpentine: { die: ['polish_p2', 'serpentine_top'], base: ['polish_top'] },
  oval: { die: ['polish_p2', 'oval_top'], base: ['polish_top'] },
  heart: { die: ['polish_p2', 'heart_shape'], base: ['polish_top'] },
  rustic: { die: ['rock_pitch'], base: ['rock_pitch'] },
  companion: { die: ['polish_p2', 'serpentine_top'], base: ['polish_top'] },
  slant: { die: ['polish_p2'], base: [] },
  flat: { die: ['polish_top'], base: [] },
  bench: { die: ['polish_top'], base: [] },
};

/** `36" x 6" x 24" on a 48" x 12" x 6" base`, `24" x 12" x 4"`, `48" x 16" seat on two 18" pedestals`. */
function sizes(dimensions: string) {
  const numbers = [...dimensions.matchAll(/(\d+(?:\.\d+)?)"/g)].map((m) => Number(m[1]));
  return {
    stone: numbers.slice(0, 3) as [number, number, number],
    base: numbers.length >= 6 ? (numbers.slice(3, 6) as [number, number, number]) : null,
  };
}

/** A stock or clearance piece as the calculator prices it (the demo's own words say what it includes). */
export function demoItemConfiguration(item: DemoItem): ConfigurationInput {
  if (item.picture.kind !== 'monument' || !item.dimensions) throw new Error(`${item.slug} is not a monument`);
  const shape = item.picture.shape;
  const color = colorKey(item.graniteColor);
  const { stone, base } = sizes(item.dimensions);
  const finishes = FINISHES[shape];
  const parts: Part[] = [];
  if (shape === 'bench') parts.push(part('bench', color, stone, finishes.die));
  else if (shape === 'flat') parts.push(part('flat_marker', color, stone, finishes.die));
  else {
    parts.push(part(shape === 'slant' ? 'slant' : 'upright_die', color, stone, finishes.die));
    if (base) parts.push(part('base', color, base, finishes.base));
    // A companion with vases carries one at each end of its base.
    if (shape === 'companion')
      parts.push(part('granite_vase', color, [8, 8, 12]), part('granite_vase', color, [8, 8, 12]));
  }
  return {
    parts,
    lettering: { names: shape === 'companion' ? 2 : 1 },
    foundation: shape === 'flat' ? 'marker_footing' : 'standard_concrete',
  };
}

/**
 * The three packages (content/packages.ts, seeded by the value-engineering migration) as the
 * monuments their inclusions describe: the stone and base, the names with dates, the epitaph's
 * lines, the artwork, the vases, the foundation (delivery and setting are always included).
 */
export const PACKAGE_CONFIGURATIONS: Record<string, ConfigurationInput> = {
  'heritage-blue-pearl-companion': {
    parts: [
      part('upright_die', 'blue_pearl', [66, 8, 36], ['polish_p2', 'serpentine_top']),
      part('base', 'blue_pearl', [78, 16, 10], ['polish_top']),
    ],
    // Two names with dates; a shared epitaph of two lines; one emblem.
    lettering: { names: 2, extraLines: 2 },
    addons: [{ key: 'bronze_emblem', quantity: 1 }],
    foundation: 'standard_concrete',
  },
  'legacy-sierra-white-upright': {
    parts: [
      part('upright_die', 'sierra_white', [66, 10, 44], ['polish_p2', 'serpentine_top', 'rock_pitch']),
      part('base', 'sierra_white', [78, 18, 10], ['polish_top', 'rock_pitch']),
    ],
    // Names and dates; an epitaph of four lines; a custom artwork panel, carved.
    lettering: { names: 2, extraLines: 4 },
    addons: [
      { key: 'sandblast_artwork', quantity: 1 },
      { key: 'extra_carving', quantity: 1 },
    ],
    foundation: 'standard_concrete',
  },
  'premium-india-red-monument': {
    parts: [
      part('upright_die', 'india_red', [72, 10, 48], ['polish_all']),
      part('base', 'india_red', [90, 20, 12], ['polish_top']),
      part('granite_vase', 'india_red', [10, 10, 16]),
      part('granite_vase', 'india_red', [10, 10, 16]),
    ],
    // Names, dates and an epitaph; the back-side family inscription; an etched portrait and carving.
    lettering: { names: 2, extraLines: 6, extraLetters: 90, etchingSquareInches: 200 },
    addons: [{ key: 'extra_carving', quantity: 1 }],
    foundation: 'standard_concrete',
  },
};
