/**
 * The calculator's monument as a cemetery's rules read it (issue 35, decision 277). Plain code,
 * not zod: the calculator's page runs the same function in the browser as the family chooses,
 * and the server runs it for the page's first HTML and for what a saved estimate or a basket's
 * estimate is checked against.
 *
 * A configuration's sizes are the price list's: `length` across, `width` front to back (how thick
 * an upright stands, how deep a marker lies) and `height` how tall it stands (a lying marker's
 * thickness). The check's monument is the same stone in its words: `widthIn` across, `depthIn`
 * front to back, `heightIn` how tall (a lying stone's thickness), so the mapping is the same for
 * every kind.
 */
import type { MonumentToCheck } from '../cemeteries/cemeteries.choices';
import { STONE_KINDS, STONE_KIND_FACTS, type StoneKind } from '../design/design.choices';
import type { CalculatorChoices } from './public-calculator.search';

export interface PartSize {
  length: number;
  width: number;
  height: number;
}

/** A price list part type as far as the check needs it (the published document's, or the form's options). */
export interface PartTypeFacts {
  key: string;
  name?: string;
  isBase?: boolean;
  maxSize?: PartSize;
}

/** One part of a configuration: what a saved estimate stores, and what the engine prices. */
export interface EstimatedPart {
  partType: string;
  color: string;
  size: PartSize;
}

/** What `estimateMonument` reads of a configuration (a saved estimate's, or one built from the choices). */
export interface EstimatedDesign {
  parts: readonly EstimatedPart[];
  addons?: readonly ({ key: string } | string)[];
}

const KIND_OF_PART_TYPE: Record<string, StoneKind> = Object.fromEntries(
  STONE_KINDS.map((kind) => [STONE_KIND_FACTS[kind].partType, kind]),
);

/** Words in a part type's key or name that tell its kind, checked in this order. */
const KIND_WORDS: Array<[RegExp, StoneKind]> = [
  [/\bbench/, 'bench'],
  [/\bledger|grave cover/, 'ledger'],
  [/\bbevel/, 'bevel'],
  [/\bslant/, 'slant'],
  [/\bupright|\btablet|\bheadstone|\bdie\b/, 'upright'],
  [/\bflat|\bgrass marker|\blawn marker/, 'flat'],
];

const words = (type: PartTypeFacts) => `${type.key} ${type.name ?? ''}`.toLowerCase().replace(/_/g, ' ');

/**
 * The stone kind of a price list part type: the design playground's own part types by key
 * (`upright_die` is an upright, `bevel_marker` a bevel...), another by the words of its key and
 * name ("Grass marker" is flat); null when it cannot be told (a vase, a base, a bronze plaque).
 */
export function stoneKindOf(type: PartTypeFacts): StoneKind | null {
  if (type.isBase) return null;
  const known = KIND_OF_PART_TYPE[type.key];
  if (known) return known;
  const text = words(type);
  if (/\bbase\b|\bvase\b/.test(text)) return null;
  return KIND_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const isBaseType = (key: string, types: readonly PartTypeFacts[]) => {
  const type = types.find((t) => t.key === key);
  return type ? !!type.isBase : /(^|_)base($|_)/.test(key);
};
const isVase = (text: string) => /vase/i.test(text);

/**
 * The monument a calculator configuration describes, as a cemetery's rules check it: the main
 * stone's kind and sizes, its base when it has one, its granite and whether a vase comes with it.
 * `partTypes` are the price list's (or the form's options); without them the playground's keys
 * are known. Null when there is no stone, or its kind cannot be told.
 */
export function estimateMonument(
  design: EstimatedDesign,
  partTypes: readonly PartTypeFacts[] = [],
): MonumentToCheck | null {
  const typeOf = (key: string): PartTypeFacts => partTypes.find((t) => t.key === key) ?? { key };
  const main = design.parts.find((p) => !isBaseType(p.partType, partTypes) && !isVase(p.partType));
  if (!main) return null;
  const kind = stoneKindOf(typeOf(main.partType));
  if (!kind) return null;
  const base = design.parts.find((p) => isBaseType(p.partType, partTypes));
  const addonKeys = (design.addons ?? []).map((a) => (typeof a === 'string' ? a : a.key));
  const vase = design.parts.some((p) => p !== main && isVase(p.partType)) || addonKeys.some(isVase);
  return {
    kind,
    heightIn: main.size.height,
    widthIn: main.size.length,
    depthIn: main.size.width,
    base: base ? { widthIn: base.size.length, depthIn: base.size.width, heightIn: base.size.height } : null,
    granite: main.color || null,
    vase,
  };
}

/**
 * A base under a stone the family resized stays a little wider (6 in) and deeper (4 in) than the
 * stone, inside the base's own limits: the rule the configuration follows, and the form's drawing.
 */
export function widenedBase(base: PartSize, main: PartSize, limits?: PartSize): PartSize {
  const max = limits ?? { length: Infinity, width: Infinity, height: Infinity };
  return {
    length: Math.min(max.length, Math.max(base.length, main.length + 6)),
    width: Math.min(max.width, Math.max(base.width, main.width + 4)),
    height: base.height,
  };
}

/** A design as the form's options tell it (the published list's templates and part types). */
export interface FormOptionsForCheck {
  partTypes: readonly (PartTypeFacts & { defaultSize: PartSize })[];
  templateParts: Readonly<
    Record<
      string,
      {
        partType: string;
        size: PartSize;
        color: string;
        addons: readonly string[];
        base?: { partType: string; size: PartSize } | null;
      } | null
    >
  >;
  colors: readonly { key: string }[];
}

/**
 * The configuration the family's choices describe, as far as a cemetery's rules read it, from
 * the form's options: the browser's variant of the server's configuration (same defaults: the
 * design's or the kind's own size, colour and extras, the first granite offered for a kind).
 */
export function choicesDesign(choices: CalculatorChoices, options: FormOptionsForCheck): EstimatedDesign | null {
  const template = choices.template ? options.templateParts[choices.template] : undefined;
  if (choices.template && !template) return null;
  const typeKey = template?.partType ?? choices.type;
  const type = options.partTypes.find((p) => p.key === typeKey);
  if (!type || type.isBase) return null;
  const start = template?.size ?? type.defaultSize;
  const size = {
    length: choices.length ?? start.length,
    width: choices.width ?? start.width,
    height: choices.height ?? start.height,
  };
  const color = choices.color ?? template?.color ?? options.colors[0]?.key ?? '';
  const parts: EstimatedPart[] = [{ partType: type.key, color, size }];
  if (template?.base) {
    const baseType = options.partTypes.find((p) => p.key === template.base!.partType);
    parts.push({
      partType: template.base.partType,
      color,
      size: widenedBase(template.base.size, size, baseType?.maxSize),
    });
  }
  return { parts, addons: choices.addons ?? template?.addons ?? [] };
}

/** The monument the choices describe, checked in the browser as the family chooses. */
export function choicesMonument(choices: CalculatorChoices, options: FormOptionsForCheck): MonumentToCheck | null {
  const design = choicesDesign(choices, options);
  return design ? estimateMonument(design, options.partTypes) : null;
}
