import type { PricingConfig } from '../calculator/calculator.schema';

/**
 * The stones an epitaph can be laid out on: the lettered kinds of the calculator's published
 * part types (a base or a vase carries no epitaph) and its active ready designs. Before staff
 * have published a price list, the calculator's usual kinds are offered, so the builder works on
 * a new site too.
 */

export interface StoneKind {
  key: string;
  name: string;
  /** Lies flat (its face is length × width) or stands (length × height). */
  lying: boolean;
  across: { min: number; max: number; default: number };
  faceHeight: { min: number; max: number; default: number };
  /** The third size, kept as the calculator's default for this kind. */
  size: { length: number; width: number; height: number };
}

export interface StoneTemplate {
  key: string;
  name: string;
  partType: string;
  size: { length: number; width: number; height: number };
}

export interface StoneOptions {
  kinds: StoneKind[];
  templates: StoneTemplate[];
  /** The kinds come from the published price list (false: the built-in list). */
  fromPriceList: boolean;
}

const LYING = new Set(['flat_marker', 'bevel_marker', 'ledger']);
const NOT_LETTERED = new Set(['granite_vase', 'vase', 'base']);

type Size = { length: number; width: number; height: number };

function kindOf(key: string, name: string, def: Size, min: Size, max: Size): StoneKind {
  const lying = LYING.has(key) || (!['upright_die', 'slant', 'bench'].includes(key) && def.height < def.width);
  return {
    key,
    name,
    lying,
    across: { min: min.length, max: max.length, default: def.length },
    faceHeight: lying
      ? { min: min.width, max: max.width, default: def.width }
      : { min: min.height, max: max.height, default: def.height },
    size: def,
  };
}

const size = (length: number, width: number, height: number) => ({ length, width, height });

/** The calculator's usual kinds, offered before a price list is published. */
export const BUILT_IN_KINDS: StoneKind[] = [
  kindOf('flat_marker', 'Flat marker', size(24, 12, 4), size(12, 8, 3), size(48, 18, 6)),
  kindOf('bevel_marker', 'Bevel marker', size(24, 12, 6), size(12, 8, 4), size(48, 18, 8)),
  kindOf('slant', 'Slant marker', size(24, 10, 16), size(16, 8, 10), size(48, 14, 24)),
  kindOf('upright_die', 'Upright die (tablet)', size(36, 6, 24), size(18, 4, 12), size(72, 10, 48)),
  kindOf('ledger', 'Ledger (grave cover)', size(72, 36, 4), size(36, 24, 3), size(96, 48, 6)),
];

/** What the builder offers, from a published price list document (or the built-in kinds). */
export function stoneOptionsFrom(doc: PricingConfig | null): StoneOptions {
  if (!doc) return { kinds: BUILT_IN_KINDS, templates: [], fromPriceList: false };
  const lettered = doc.partTypes.filter((p) => !p.isBase && !NOT_LETTERED.has(p.key) && p.maxSize.length >= 12);
  const kinds = lettered.map((p) => kindOf(p.key, p.name, p.defaultSize, p.minSize, p.maxSize));
  const letteredKeys = new Set(kinds.map((k) => k.key));
  const templates: StoneTemplate[] = [];
  for (const template of doc.templates.filter((t) => t.active)) {
    const main = template.configuration.parts.find((p) => letteredKeys.has(p.partType));
    if (!main) continue;
    // Named with the face's sizes from the configuration, as a kind of stone is ("Flat marker, 24 × 12 in").
    const lying = kinds.find((k) => k.key === main.partType)!.lying;
    templates.push({
      key: template.key,
      name: `${template.name}, ${main.size.length} × ${lying ? main.size.width : main.size.height} in`,
      partType: main.partType,
      size: { ...main.size },
    });
  }
  if (kinds.length === 0) return { kinds: BUILT_IN_KINDS, templates: [], fromPriceList: false };
  return { kinds, templates, fromPriceList: true };
}

export class StoneRefused extends Error {
  constructor(
    readonly field: 'partType' | 'acrossIn' | 'faceHeightIn' | 'template',
    message: string,
  ) {
    super(message);
  }
}

/** The stone a family chose, checked against what is offered: its kind, label and full size. */
export function resolveStone(
  options: StoneOptions,
  input: { template: string | null; partType: string; acrossIn: number; faceHeightIn: number },
) {
  if (input.template) {
    const template = options.templates.find((t) => t.key === input.template);
    if (!template) throw new StoneRefused('template', 'That design is no longer offered. Please choose another.');
    const kind = options.kinds.find((k) => k.key === template.partType)!;
    return {
      label: template.name,
      partType: template.partType,
      template: template.key,
      size: template.size,
      lying: kind.lying,
    };
  }
  const kind = options.kinds.find((k) => k.key === input.partType);
  if (!kind) throw new StoneRefused('partType', 'That kind of stone is not offered. Please choose another.');
  const { across, faceHeight } = kind;
  if (input.acrossIn < across.min || input.acrossIn > across.max) {
    throw new StoneRefused(
      'acrossIn',
      `A ${kind.name.toLowerCase()} is made from ${across.min} to ${across.max} inches wide.`,
    );
  }
  if (input.faceHeightIn < faceHeight.min || input.faceHeightIn > faceHeight.max) {
    throw new StoneRefused(
      'faceHeightIn',
      `A ${kind.name.toLowerCase()} is made from ${faceHeight.min} to ${faceHeight.max} inches ${kind.lying ? 'deep' : 'tall'}.`,
    );
  }
  const size = kind.lying
    ? { length: input.acrossIn, width: input.faceHeightIn, height: kind.size.height }
    : { length: input.acrossIn, width: kind.size.width, height: input.faceHeightIn };
  return {
    label: `${kind.name}, ${input.acrossIn} × ${input.faceHeightIn} in`,
    partType: kind.key,
    template: null,
    size,
    lying: kind.lying,
  };
}
