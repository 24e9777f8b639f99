import {
  checkAgainstSection,
  type MonumentToCheck,
  type RuleChange,
  type RuleFinding,
  type SectionRules,
} from '../cemeteries/cemeteries.choices';
import { STONE_KIND_FACTS, baseFor, depthFor, type SizeLimits } from './design.choices';
import type { DesignCheck } from './design.checks';
import type { DesignConfiguration } from './design.schema';

/**
 * A design as a cemetery's rules read it (issue 35, decision 280): the stone as it stands in the
 * ground, in inches. Zod-free and pure, so the playground checks it in the browser as the family
 * designs, and the server checks the same monument when the office reads a saved design.
 *
 * - A standing stone (upright, slant, bench): `heightIn` is how tall it stands, `depthIn` the
 *   dealer's depth front to back (`depthFor`, the same the price and the drawing use).
 * - A lying stone (bevel, flat, ledger): the face's "height" on the playground runs front to
 *   back, so it is `depthIn`; `heightIn` is the marker's thickness.
 * - The base, when the kind stands on one and the design has it, by the dealer's rule (`baseFor`).
 * - The granite is the design's price list colour key (the playground makes no bronze markers).
 * - The playground draws no vase: `vase` is false, so a "no vases" rule never flags a design.
 *
 * `limits` are the published list's limits for the kind and its base (the playground's options),
 * so the depth and base match the drawing and the price; without them, the dealer's plain rule.
 */
export function designMonument(
  design: Pick<DesignConfiguration, 'stone' | 'withBase'>,
  limits: { stone?: SizeLimits | null; base?: SizeLimits | null } = {},
): MonumentToCheck {
  const { stone } = design;
  const facts = STONE_KIND_FACTS[stone.kind];
  const depth = depthFor(stone.kind, stone.widthIn, stone.heightIn, limits.stone ?? undefined);
  const base =
    facts.hasBase && design.withBase
      ? baseFor({ widthIn: stone.widthIn, depthIn: depth }, limits.base ?? undefined)
      : null;
  return {
    kind: stone.kind,
    heightIn: facts.lying ? depth : stone.heightIn,
    widthIn: stone.widthIn,
    depthIn: facts.lying ? stone.heightIn : depth,
    base,
    granite: stone.granite,
    vase: false,
  };
}

type Limits = Parameters<typeof designMonument>[1];

/**
 * Whether the playground can make a rule's nearest change itself: resize what the family sizes
 * (the width; an upright's height; a lying stone's front to back), switch the kind, the granite,
 * add the base. The dealer's own sizes (a stone's thickness, the base's size) and a bronze marker
 * are not the family's to set here: those findings are said without a button, and we talk them through.
 */
export function designCanApply(design: Pick<DesignConfiguration, 'stone'>, change: RuleChange): boolean {
  const lying = STONE_KIND_FACTS[design.stone.kind].lying;
  switch (change.field) {
    case 'widthIn':
    case 'kind':
    case 'granite':
    case 'base':
      return true;
    case 'heightIn':
      return !lying;
    case 'depthIn':
      return lying;
    default:
      return false;
  }
}

/** The control of the playground a rule is beside. */
function controlOf(
  rule: RuleFinding['rule'],
  lying: boolean,
): Extract<DesignCheck['target'], { control: string }>['control'] {
  switch (rule) {
    case 'kind':
    case 'bronze_only':
      return 'kind';
    case 'max_width':
      return 'width';
    case 'max_height':
      return lying ? 'stone' : 'height';
    case 'max_depth':
      return lying ? 'height' : 'stone';
    case 'granite':
      return 'granite';
    case 'vase':
      return 'stone';
    default:
      return 'base';
  }
}

/**
 * The chosen cemetery section's rules as the playground's checks (issue 35 point 4, decision
 * 280): each finding in the cemetery's words with its source and date, beside the control it is
 * about, with the nearest allowed change when the playground can make it. None without rules
 * (no cemetery, one we do not list, or a section not chosen yet). Nothing is ever refused.
 */
export function cemeteryChecks(
  design: DesignConfiguration,
  rules: SectionRules | null,
  context: { limits?: Limits; units?: 'in' | 'ftin'; graniteNames?: Readonly<Record<string, string>> } = {},
): DesignCheck[] {
  if (!rules) return [];
  const lying = STONE_KIND_FACTS[design.stone.kind].lying;
  const findings = checkAgainstSection(rules, designMonument(design, context.limits), {
    units: context.units,
    graniteNames: context.graniteNames,
  });
  return findings.map((finding) => ({
    kind: 'cemetery' as const,
    target: { control: controlOf(finding.rule, lying) },
    message: finding.message,
    ...(finding.change && designCanApply(design, finding.change) ? { change: finding.change } : {}),
  }));
}
