import { DESIGN_VERSION, STONE_KIND_FACTS, marginFor, type StoneKind } from './design.choices';
import type { DesignConfiguration } from './design.schema';

/**
 * A blank stone of a kind to start from: the price list's default size, the family name and a
 * dates line centred on the face at the heights the epitaph builder prefers.
 */
export function blankDesign(
  kind: StoneKind,
  start: { widthIn: number; heightIn: number; granite: string },
): DesignConfiguration {
  const { widthIn, heightIn, granite } = start;
  const centre = widthIn / 2;
  const margin = marginFor(widthIn, heightIn);
  const nameHeight = widthIn >= 30 ? 3 : 2;
  return {
    version: DESIGN_VERSION,
    stone: { kind, top: 'flat', widthIn, heightIn, granite, finishes: [] },
    withBase: STONE_KIND_FACTS[kind].hasBase,
    foundation: true,
    lettering: [
      {
        id: 'name',
        role: 'name',
        lines: ['FAMILY NAME'],
        face: 'roman',
        letterHeightIn: nameHeight,
        align: 'center',
        lineSpacing: 1.6,
        finish: 'v_cut',
        xIn: centre,
        yIn: margin + 1,
      },
      {
        id: 'dates',
        role: 'dates',
        lines: ['1941 – 2024'],
        face: 'roman',
        letterHeightIn: 1,
        align: 'center',
        lineSpacing: 1.6,
        finish: 'v_cut',
        xIn: centre,
        yIn: margin + 1 + nameHeight + 1,
      },
    ],
    art: [],
    priceListVersionId: null,
  };
}
