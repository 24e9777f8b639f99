import type { MonumentToCheck } from '../cemeteries/cemeteries.choices';
import { STONE_KIND_FACTS, baseFor, depthFor, type SizeLimits } from './design.choices';
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
