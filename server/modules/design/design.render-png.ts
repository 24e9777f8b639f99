/**
 * A design's scene as a PNG picture (decision 246): the same SVG document, rasterized by sharp
 * (its bundled librsvg), on white, at a width in pixels the caller chooses.
 */
import sharp from 'sharp';
import type { Scene } from './design.scene';
import { sceneToSvg, type SceneImageBytes, type SceneImageResolver } from './design.render-svg';

/** The picture's default width: sharp on a phone, and about 40 pixels an inch for a 3-foot stone. */
export const DESIGN_PNG_WIDTH = 1600;

export type ScenePngOptions = { resolveImage?: SceneImageResolver; widthPx?: number; background?: string };

/** The longest side a picture may have: a poster-sized print, and a bound on the server's memory. */
export const DESIGN_PNG_MAX_SIDE = 4000;

/** The PNG's size in pixels for a scene at a width (the long side kept within DESIGN_PNG_MAX_SIDE). */
export function pngSize(scene: Scene, widthPx = DESIGN_PNG_WIDTH) {
  const aspect = scene.heightIn / scene.widthIn;
  let width = Math.min(DESIGN_PNG_MAX_SIDE, Math.max(16, Math.round(widthPx)));
  if (width * aspect > DESIGN_PNG_MAX_SIDE) width = Math.max(1, Math.floor(DESIGN_PNG_MAX_SIDE / aspect));
  return { width, height: Math.max(1, Math.round(width * aspect)) };
}

/**
 * A picture as PNG or JPEG: what librsvg (inside sharp) and pdfkit both place. A WebP, the image
 * pipeline's stored form, is converted; a picture sharp cannot read is left out (null).
 */
export async function pngOrJpeg(picture: SceneImageBytes): Promise<SceneImageBytes | null> {
  if (picture.contentType === 'image/png' || picture.contentType === 'image/jpeg') return picture;
  try {
    return { contentType: 'image/png', bytes: await sharp(picture.bytes).png().toBuffer() };
  } catch {
    return null;
  }
}

/** The scene as PNG bytes. */
export async function sceneToPng(scene: Scene, options: ScenePngOptions = {}): Promise<Buffer> {
  const { width, height } = pngSize(scene, options.widthPx);
  const svg = await sceneToSvg(scene, {
    resolveImage: options.resolveImage,
    widthPx: width,
    background: options.background ?? '#ffffff',
    convertPicture: pngOrJpeg,
  });
  return sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).png({ compressionLevel: 9 }).toBuffer();
}
