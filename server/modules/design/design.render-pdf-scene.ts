/**
 * A scene drawn into a pdfkit page as vectors (decision 246): the same path data the SVG holds,
 * with the scene's inches turned into points by one transform, so the sheet's drawing is sharp
 * at any zoom and never a screenshot.
 */
import { samplePath } from './art/path-geometry';
import type { Scene, SceneNode } from './design.scene';
import { pngOrJpeg } from './design.render-png';
import { readPicture, type SceneImageResolver } from './design.render-svg';
import { multiply, parseColor, parseTransform, type Matrix } from './design.render-paint';

/** Every picture of the scene as PNG or JPEG bytes pdfkit can place, once per address. */
export async function scenePictures(scene: Scene, resolve?: SceneImageResolver): Promise<Map<string, Buffer | null>> {
  const found = new Map<string, Buffer | null>();
  const visit = async (nodes: SceneNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'group') await visit(node.children);
      if (node.kind !== 'image' || found.has(node.href)) continue;
      const read = await readPicture(node.href, resolve);
      const picture = read ? await pngOrJpeg(read) : null;
      found.set(node.href, picture ? Buffer.from(picture.bytes) : null);
    }
  };
  await visit(scene.nodes);
  return found;
}

function drawNode(doc: PDFKit.PDFDocument, node: SceneNode, pictures: Map<string, Buffer | null>) {
  if (node.kind === 'group') {
    doc.save();
    doc.transform(...parseTransform(node.transform));
    for (const child of node.children) drawNode(doc, child, pictures);
    doc.restore();
    return;
  }
  if (node.kind === 'image') {
    const bytes = pictures.get(node.href);
    if (!bytes) return;
    doc.save();
    if (node.clipD) doc.path(node.clipD).clip();
    if (node.opacity !== undefined) doc.opacity(node.opacity);
    doc.image(bytes, node.xIn, node.yIn, { cover: [node.widthIn, node.heightIn], align: 'center', valign: 'center' });
    doc.restore();
    return;
  }
  const fill = parseColor(node.fill);
  const stroke = node.stroke ? parseColor(node.stroke) : null;
  if (!fill && !stroke) return;
  const opacity = node.opacity ?? 1;
  doc.save();
  doc.path(node.d);
  if (fill) doc.fillColor(fill.rgb, fill.opacity * opacity);
  if (stroke) {
    doc.strokeColor(stroke.rgb, stroke.opacity * opacity);
    doc
      .lineWidth(node.strokeWidthIn ?? 0.05)
      .lineCap('round')
      .lineJoin('round');
  }
  if (fill && stroke) doc.fillAndStroke();
  else if (fill) doc.fill();
  else doc.stroke();
  doc.restore();
}

/** Draws the scene with its top-left corner at (x, y) points and `scale` points to the inch. */
export function drawScene(
  doc: PDFKit.PDFDocument,
  scene: Scene,
  place: { x: number; y: number; scale: number },
  pictures: Map<string, Buffer | null>,
) {
  doc.save();
  doc.transform(place.scale, 0, 0, place.scale, place.x, place.y);
  for (const node of scene.nodes) drawNode(doc, node, pictures);
  doc.restore();
}

export type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** The box in scene inches of every path with this role (through the groups' transforms), or null. */
export function roleBounds(scene: Scene, role: string): Box | null {
  let box: Box | null = null;
  const visit = (nodes: SceneNode[], matrix: Matrix) => {
    for (const node of nodes) {
      if (node.kind === 'group') visit(node.children, multiply(matrix, parseTransform(node.transform)));
      if (node.kind !== 'path' || node.role !== role) continue;
      for (const [px, py] of samplePath(node.d, 8).flat()) {
        const x = matrix[0] * px + matrix[2] * py + matrix[4];
        const y = matrix[1] * px + matrix[3] * py + matrix[5];
        box = box
          ? {
              minX: Math.min(box.minX, x),
              minY: Math.min(box.minY, y),
              maxX: Math.max(box.maxX, x),
              maxY: Math.max(box.maxY, y),
            }
          : { minX: x, minY: y, maxX: x, maxY: y };
      }
    }
  };
  visit(scene.nodes, [1, 0, 0, 1, 0, 0]);
  return box;
}
