import type { LetterFinish, SizeLimits, StoneKind, StoneTop } from './design.choices';

/**
 * What the design playground needs from the published price list and the gallery to draw, check
 * and offer a design (loaded with the page). The type is shared by the page and the server;
 * `designOptions` in design.service.ts builds it.
 */
export interface DesignOptions {
  kinds: Array<{
    kind: StoneKind;
    label: string;
    /** The price list's limits for the kind's part type (null: the list does not offer it). */
    limits: SizeLimits | null;
    baseLimits: SizeLimits | null;
    defaultSize: { widthIn: number; heightIn: number };
    tops: StoneTop[];
  }>;
  granites: Array<{
    /** The price list's colour key. */
    key: string;
    name: string;
    /** The granite's typical colour, or null. */
    tone: string | null;
    /** The gallery's photo of the granite, or null (then drawn as a plain tone, named so). */
    photoHref: string | null;
    /** The same photo's smaller renditions (a srcset), so a swatch does not fetch the large one. */
    photoSrcSet?: string | null;
    /** What it does to the price, in words: "Included", "+ about 12%". */
    priceNote: string;
  }>;
  /** The lettering finishes the published list prices. */
  finishes: LetterFinish[];
  emblems: Array<{ id: string; name: string; group: string }>;
  /** The artwork gallery's emblems and panels. */
  artworks: Array<{ id: string; title: string; src: string; alt: string }>;
  priceListVersionId: number | null;
  /** The design-tool access form gates saving, the basket and the PDF. */
  gate: boolean;
}
