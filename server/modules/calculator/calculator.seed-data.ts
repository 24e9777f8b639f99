import type { ConfigurationInput, PricingConfigInput } from './calculator.schema';
import { CALCULATOR_FORMAT_VERSION } from './calculator.choices';

/**
 * A complete, realistic starting configuration (after `shared/design/calculator.md`): granite
 * priced by the cubic foot and color, fabrication per cubic foot, finishes as surcharges on the
 * stone, lettering by the letter count, foundations by the square inch with a minimum, delivery
 * by distance from the nearest office. `npm run seed:calculator` and the demo seed publish it;
 * the golden tests price it by hand. Staff change all of it on /admin/calculator.
 */

const size = (length: number, width: number, height: number) => ({ length, width, height });

// Finishes named as a family would say them; a group holds the ones that exclude each other.
const uprightFinishes = [
  { key: 'polish_p2', name: 'Polished front and back', formula: 'stone * 0.10', group: 'polish' },
  { key: 'polish_all', name: 'Polished on all sides', formula: 'stone * 0.25', group: 'polish' },
  { key: 'serpentine_top', name: 'Serpentine (gently curved) top', formula: 'stone * 0.15', group: 'top' },
  { key: 'oval_top', name: 'Oval (rounded) top', formula: 'stone * 0.12', group: 'top' },
  { key: 'heart_shape', name: 'Heart shape', formula: 'stone * 0.35', group: 'top' },
  { key: 'rock_pitch', name: 'Rough, rock-pitched edges', formula: 'perimeter_in * 0.75' },
];
const baseFinishes = [
  { key: 'polish_top', name: 'Polished top', formula: 'top_sq_in * 0.04' },
  { key: 'rock_pitch', name: 'Rough, rock-pitched edges', formula: 'perimeter_in * 0.75' },
];
const markerFinishes = [
  { key: 'polish_top', name: 'Polished top', formula: 'top_sq_in * 0.04' },
  { key: 'rock_pitch', name: 'Rough, rock-pitched edges', formula: 'perimeter_in * 0.75' },
];
const partFormula = 'max(calc("stone_cost") + calc("fabrication"), factor("minimum_part_price"))';

type Part = ConfigurationInput['parts'] extends (infer P)[] | undefined ? P : never;
const part = (partType: string, color: string, s: ReturnType<typeof size>, finishes: string[] = []): Part => ({
  partType,
  color,
  size: s,
  finishes,
});

export const demoPricingConfig: PricingConfigInput = {
  formatVersion: CALCULATOR_FORMAT_VERSION,
  colors: [
    { key: 'georgia_gray', name: 'Georgia Gray', ratePerCubicFootCents: 5500 },
    { key: 'light_gray', name: 'Light Gray', ratePerCubicFootCents: 5800 },
    { key: 'salisbury_pink', name: 'Salisbury Pink', ratePerCubicFootCents: 6200 },
    { key: 'autumn_rose', name: 'Autumn Rose', ratePerCubicFootCents: 6400 },
    { key: 'barre_gray', name: 'Barre Gray', ratePerCubicFootCents: 6800 },
    { key: 'morning_rose', name: 'Morning Rose', ratePerCubicFootCents: 7200 },
    { key: 'mountain_red', name: 'Mountain Red', ratePerCubicFootCents: 8200 },
    { key: 'mahogany', name: 'Mahogany', ratePerCubicFootCents: 8800 },
    { key: 'autumn_brown', name: 'Autumn Brown', ratePerCubicFootCents: 9000 },
    { key: 'bahama_blue', name: 'Bahama Blue', ratePerCubicFootCents: 9800 },
    { key: 'india_red', name: 'India Red', ratePerCubicFootCents: 10500 },
    { key: 'jet_black', name: 'Jet Black', ratePerCubicFootCents: 12000 },
    { key: 'sierra_white', name: 'Sierra White', ratePerCubicFootCents: 12500 },
    { key: 'emerald_pearl', name: 'Emerald Pearl', ratePerCubicFootCents: 13500 },
    { key: 'blue_pearl', name: 'Blue Pearl', ratePerCubicFootCents: 14000 },
  ],
  factors: [
    {
      key: 'round_to',
      name: 'Round totals to the nearest',
      value: 5,
      description: 'Dollars. Estimates end in $5 steps.',
    },
    { key: 'range_low_percent', name: 'Estimate range below', value: 5, description: 'Percent below the total.' },
    { key: 'range_high_percent', name: 'Estimate range above', value: 10, description: 'Percent above the total.' },
    { key: 'tax_percent', name: 'Sales tax', value: 0, description: 'Percent of the subtotal. 0 = quoted before tax.' },
    {
      key: 'fabrication_per_cuft',
      name: 'Fabrication per cubic foot',
      value: 40,
      description: 'Dollars: sawing, shaping and the standard hone finish.',
    },
    {
      key: 'minimum_part_price',
      name: 'Least a part can cost',
      value: 150,
      description: 'Dollars: small pieces still take a slab and an afternoon.',
    },
    { key: 'foundation_per_sq_in', name: 'Concrete per square inch', value: 0.32, description: 'Dollars.' },
    {
      key: 'free_delivery_miles',
      name: 'Free delivery within',
      value: 50,
      description: 'Miles from the nearest office.',
    },
    { key: 'delivery_per_mile', name: 'Delivery per mile beyond', value: 3, description: 'Dollars per mile.' },
    {
      key: 'included_names',
      name: 'Names included',
      value: 2,
      description: 'People named, each with their dates, at no charge beside the family name.',
    },
    {
      key: 'name_price',
      name: 'Each further name',
      value: 95,
      description: 'Dollars for each name beyond the included ones, with its dates in years.',
    },
    {
      key: 'full_date_price',
      name: 'Full dates on a further name',
      value: 30,
      description: 'Dollars added to each further name when its dates are cut in full (month, day and year).',
    },
  ],
  calculations: [
    {
      key: 'stone_cost',
      name: 'Granite for one part',
      formula: 'cubic_feet * color_rate',
      description: 'Volume times the color’s rate.',
    },
    {
      key: 'fabrication',
      name: 'Fabrication for one part',
      formula: 'cubic_feet * factor("fabrication_per_cuft")',
      description: 'Shop time by volume.',
    },
  ],
  partTypes: [
    {
      key: 'upright_die',
      name: 'Upright die (tablet)',
      defaultSize: size(36, 6, 24),
      minSize: size(18, 4, 12),
      maxSize: size(72, 10, 48),
      formula: partFormula,
      finishes: uprightFinishes,
    },
    {
      key: 'base',
      name: 'Base',
      isBase: true,
      defaultSize: size(42, 12, 6),
      minSize: size(20, 8, 4),
      maxSize: size(90, 20, 12),
      formula: partFormula,
      finishes: baseFinishes,
    },
    {
      key: 'slant',
      name: 'Slant marker',
      defaultSize: size(24, 10, 16),
      minSize: size(16, 8, 10),
      maxSize: size(48, 14, 24),
      formula: partFormula,
      finishes: uprightFinishes,
    },
    {
      key: 'bevel_marker',
      name: 'Bevel marker',
      defaultSize: size(24, 12, 6),
      minSize: size(12, 8, 4),
      maxSize: size(48, 18, 8),
      formula: partFormula,
      finishes: markerFinishes,
    },
    {
      key: 'flat_marker',
      name: 'Flat marker',
      defaultSize: size(24, 12, 4),
      minSize: size(12, 8, 3),
      maxSize: size(48, 18, 6),
      formula: partFormula,
      finishes: markerFinishes,
    },
    {
      key: 'ledger',
      name: 'Ledger (grave cover)',
      defaultSize: size(72, 36, 4),
      minSize: size(36, 24, 3),
      maxSize: size(96, 48, 6),
      formula: partFormula,
      finishes: markerFinishes,
    },
    {
      key: 'bench',
      name: 'Memorial bench',
      defaultSize: size(48, 16, 18),
      minSize: size(36, 12, 14),
      maxSize: size(72, 20, 20),
      formula: partFormula,
      finishes: baseFinishes,
    },
    {
      key: 'granite_vase',
      name: 'Granite vase',
      defaultSize: size(6, 6, 10),
      minSize: size(4, 4, 6),
      maxSize: size(10, 10, 16),
      formula: partFormula,
      finishes: [],
    },
  ],
  lookups: [
    {
      key: 'extra_letters',
      name: 'Extra letters',
      keyLabel: 'Letters',
      valueLabel: 'Price ($)',
      rows: [
        { from: 1, to: 10, value: 75 },
        { from: 11, to: 20, value: 140 },
        { from: 21, to: 40, value: 250 },
        { from: 41, to: 80, value: 420 },
        { from: 81, to: null, value: 650 },
      ],
    },
    {
      key: 'delivery_miles',
      name: 'Miles from the nearest office, by ZIP code',
      keyLabel: 'ZIP code',
      valueLabel: 'Miles',
      rows: [
        { from: 73000, to: 73199, value: 85 },
        { from: 74000, to: 74199, value: 120 },
        { from: 74500, to: 74599, value: 70 },
        { from: 74800, to: 74899, value: 15 },
        { from: 75000, to: 75099, value: 10 },
        { from: 75100, to: 75499, value: 35 },
        { from: 75500, to: 75999, value: 110 },
        { from: 76000, to: 76299, value: 60 },
      ],
    },
  ],
  lineItems: [
    {
      key: 'names_included',
      name: 'Lettering: family name, names and dates',
      group: 'lettering',
      condition: 'names > 0',
      formula: 'min(names, factor("included_names")) * (factor("name_price") + full_dates * factor("full_date_price"))',
      display: 'included',
      description: 'What is cut at no charge, shown as included.',
    },
    {
      key: 'extra_names',
      name: 'Further names and dates',
      group: 'lettering',
      condition: 'names > factor("included_names")',
      formula: '(names - factor("included_names")) * (factor("name_price") + full_dates * factor("full_date_price"))',
      description: 'Each name beyond the included ones, with its dates.',
    },
    {
      key: 'extra_letters',
      name: 'Extra letters',
      group: 'lettering',
      condition: 'extra_letters > 0',
      formula: 'lookup("extra_letters", extra_letters)',
      description: 'The family name and two names with dates are included.',
    },
    {
      key: 'extra_lines',
      name: 'Extra lines of lettering',
      group: 'lettering',
      condition: 'extra_lines > 0',
      formula: 'extra_lines * 90',
    },
    {
      key: 'laser_etching',
      name: 'Laser etching',
      group: 'lettering',
      condition: 'etching_sq_in > 0',
      formula: 'max(150, etching_sq_in * 1.5)',
    },
    {
      key: 'setting',
      name: 'Setting and installation',
      group: 'service',
      formula: '175 + part_count * 50',
      display: 'included',
      description: 'Always included in our price.',
    },
    {
      key: 'delivery',
      name: 'Delivery beyond our service area',
      group: 'service',
      condition: 'delivery_zip > 0',
      formula:
        'max(0, lookup("delivery_miles", delivery_zip, 150) - factor("free_delivery_miles")) * factor("delivery_per_mile")',
    },
    {
      key: 'permit',
      name: 'Cemetery permit paperwork',
      group: 'service',
      condition: 'has_cemetery',
      formula: '45',
    },
    {
      key: 'cemetery_setting_fee',
      name: 'Cemetery setting fee (typical)',
      group: 'cemetery',
      condition: 'has_cemetery',
      formula: '150',
      description: 'Set by each cemetery and paid to it directly.',
    },
  ],
  addons: [
    {
      key: 'portrait_oval_3x4',
      name: 'Porcelain portrait, oval 3 × 4 in',
      category: 'Portraits',
      formula: 'quantity * 185',
    },
    {
      key: 'portrait_oval_5x7',
      name: 'Porcelain portrait, oval 5 × 7 in',
      category: 'Portraits',
      formula: 'quantity * 265',
    },
    { key: 'bronze_emblem', name: 'Bronze emblem', category: 'Bronze', formula: 'quantity * 220' },
    {
      key: 'veteran_medallion',
      name: 'Veteran medallion, mounting',
      category: 'Bronze',
      formula: 'quantity * 75',
      description: 'The medallion itself is free from the VA; we mount it.',
    },
    { key: 'bronze_vase', name: 'Bronze vase', category: 'Bronze', formula: 'quantity * 425' },
    {
      key: 'sandblast_artwork',
      name: 'Sandblast artwork (per design)',
      category: 'Artwork',
      unit: 'design',
      formula: 'quantity * 175',
    },
    {
      key: 'extra_carving',
      name: 'Hand carving (per panel)',
      category: 'Artwork',
      unit: 'panel',
      formula: 'quantity * 150',
    },
    { key: 'qr_plaque', name: 'Memorial QR plaque', category: 'Other', formula: 'quantity * 129' },
  ],
  foundations: [
    {
      key: 'standard_concrete',
      name: 'Concrete foundation',
      marginInches: 3,
      formula: 'footprint_sq_in * factor("foundation_per_sq_in")',
      minimumCents: 25000,
      description: 'Poured 3 inches past the base on every side.',
    },
    {
      key: 'marker_footing',
      name: 'Footing for a flat marker',
      marginInches: 2,
      formula: 'footprint_sq_in * 0.25',
      minimumCents: 15000,
      description: 'A thinner border poured 2 inches past the marker.',
    },
  ],
  templates: [
    {
      key: 'single_upright',
      name: 'Single upright',
      description: 'Our most chosen monument for one person.',
      configuration: {
        parts: [
          part('upright_die', 'georgia_gray', size(36, 6, 24), ['polish_p2']),
          part('base', 'georgia_gray', size(42, 12, 6)),
        ],
        lettering: { names: 1 },
        foundation: 'standard_concrete',
      },
    },
    {
      key: 'companion_upright',
      name: 'Companion upright',
      description: 'One wide stone for a couple, with both names.',
      configuration: {
        parts: [
          part('upright_die', 'india_red', size(60, 8, 30), ['polish_p2']),
          part('base', 'india_red', size(72, 14, 8), ['polish_top']),
        ],
        lettering: { names: 2 },
        foundation: 'standard_concrete',
      },
    },
    {
      key: 'serpentine_upright',
      name: 'Serpentine-top upright in Jet Black',
      description: 'A softly curved top, polished front and back.',
      configuration: {
        parts: [
          part('upright_die', 'jet_black', size(36, 6, 24), ['polish_p2', 'serpentine_top']),
          part('base', 'jet_black', size(42, 12, 6), ['polish_top']),
        ],
        lettering: { names: 1 },
        foundation: 'standard_concrete',
      },
    },
    {
      key: 'slant_marker',
      name: 'Slant marker on a base',
      description: 'A sloped face that reads from a standing height.',
      configuration: {
        parts: [part('slant', 'barre_gray', size(24, 10, 16)), part('base', 'barre_gray', size(30, 14, 6))],
        lettering: { names: 1 },
        foundation: 'standard_concrete',
      },
    },
    {
      key: 'bevel_marker',
      name: 'Bevel marker',
      description: 'Low and simple; allowed in most lawn cemeteries.',
      configuration: {
        parts: [part('bevel_marker', 'georgia_gray', size(24, 12, 6))],
        lettering: { names: 1 },
        foundation: 'marker_footing',
      },
    },
    {
      key: 'flat_marker',
      name: 'Flat marker',
      description: 'Level with the grass, for cemeteries that ask for flat markers.',
      configuration: {
        parts: [part('flat_marker', 'jet_black', size(24, 12, 4), ['polish_top'])],
        lettering: { names: 1 },
        foundation: 'marker_footing',
      },
    },
    {
      key: 'companion_flat',
      name: 'Companion flat marker',
      description: 'A flat marker wide enough for two names.',
      configuration: {
        parts: [part('flat_marker', 'mahogany', size(44, 14, 4), ['polish_top'])],
        lettering: { names: 2 },
        foundation: 'marker_footing',
      },
    },
    {
      key: 'memorial_bench',
      name: 'Memorial bench',
      description: 'A place to sit and remember.',
      configuration: {
        parts: [part('bench', 'barre_gray', size(48, 16, 18), ['polish_top'])],
        lettering: { names: 2 },
        foundation: 'standard_concrete',
      },
    },
    {
      key: 'upright_with_vase',
      name: 'Upright with a granite vase',
      description: 'A single upright with a matching vase on the base.',
      configuration: {
        parts: [
          part('upright_die', 'salisbury_pink', size(36, 6, 24), ['polish_p2']),
          part('base', 'salisbury_pink', size(48, 12, 6)),
          part('granite_vase', 'salisbury_pink', size(6, 6, 10)),
        ],
        addons: [{ key: 'bronze_emblem', quantity: 1 }],
        lettering: { names: 1 },
        foundation: 'standard_concrete',
      },
    },
  ],
};
