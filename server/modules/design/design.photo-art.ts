import type { SceneNode } from './design.scene';

/**
 * How a family's photo is drawn on the stone (decision record 264), shared by the server's
 * drawings and the page's stage: zod-free and without Node, so the page may import it.
 */

/** Where the playground takes a photo (POST) and shows its previews (GET <uploadId>/<treatment>.jpg). */
export const DESIGN_PHOTOS_PATH = '/ai-tools/design-playground/photos';

export type PhotoArtTreatment = 'porcelain' | 'etched';

/** The site address of a photo's preview: what the page shows and what the drawing names. */
export const designPhotoHref = (uploadId: string, treatment: PhotoArtTreatment) =>
  `${DESIGN_PHOTOS_PATH}/${uploadId.toLowerCase()}/${treatment}.jpg`;

/** A porcelain portrait is an oval, 3 wide to 4 tall, as the makers' plaques are. */
export const PORCELAIN_ASPECT = 3 / 4;

/** The thin brass rim of a porcelain plaque. */
const RIM_COLOUR = '#b89a5e';

const r3 = (value: number) => Math.round(value * 1000) / 1000;

/** An ellipse as path data (two arcs: SVG, librsvg and pdfkit all draw them). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `M${r3(cx - rx)} ${r3(cy)} A${r3(rx)} ${r3(ry)} 0 1 0 ${r3(cx + rx)} ${r3(cy)} ` +
    `A${r3(rx)} ${r3(ry)} 0 1 0 ${r3(cx - rx)} ${r3(cy)} Z`
  );
}

/**
 * A photo block's drawing in its box (top-left at 0, 0): a porcelain portrait as the colour
 * preview clipped to a 3 : 4 oval fitted in the box, with its rim; a laser etching as the grey
 * preview filling the box, its edges already fading into the black of the stone.
 */
export function photoArtNodes(
  box: { widthIn: number; heightIn: number },
  source: { uploadId: string; treatment: PhotoArtTreatment },
): SceneNode[] {
  const href = designPhotoHref(source.uploadId, source.treatment);
  if (source.treatment === 'etched') {
    return [{ kind: 'image', href, xIn: 0, yIn: 0, widthIn: box.widthIn, heightIn: box.heightIn, role: 'photo' }];
  }
  const widthIn = Math.min(box.widthIn, box.heightIn * PORCELAIN_ASPECT);
  const heightIn = widthIn / PORCELAIN_ASPECT;
  const xIn = (box.widthIn - widthIn) / 2;
  const yIn = (box.heightIn - heightIn) / 2;
  const rim = Math.min(0.12, widthIn / 20);
  const oval = ellipsePath(xIn + widthIn / 2, yIn + heightIn / 2, widthIn / 2 - rim / 2, heightIn / 2 - rim / 2);
  return [
    { kind: 'image', href, xIn, yIn, widthIn, heightIn, clipD: oval, role: 'photo' },
    { kind: 'path', d: oval, fill: null, stroke: RIM_COLOUR, strokeWidthIn: rim, role: 'photo-rim' },
  ];
}
