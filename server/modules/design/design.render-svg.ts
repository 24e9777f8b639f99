/**
 * A design's scene as one standalone SVG document (decision 246): the drawing kept with a basket
 * item and a quote request, and what the PNG picture is rasterized from.
 *
 * The viewBox is the scene's box in inches. Pictures are embedded as data URLs (read through the
 * resolver the caller passes in), so the file shows the same anywhere and a rasterizer never
 * reaches for a file or the network; a picture that cannot be read is left out.
 */
import type { Scene, SceneImage, SceneNode } from './design.scene';

export type SceneImageBytes = { contentType: string; bytes: Uint8Array };

/** Reads a stored picture by its site address (`/media/...`); null when there is none. */
export type SceneImageResolver = (href: string) => Promise<SceneImageBytes | null>;

export type SceneSvgOptions = {
  resolveImage?: SceneImageResolver;
  /** The document's width in pixels (the height follows the scene); by default it is sized in inches. */
  widthPx?: number;
  /** A colour painted behind everything; none by default. */
  background?: string;
  /** Turns a picture into one the reader of this SVG can show (the PNG's rasterizer reads PNG and JPEG only). */
  convertPicture?: (picture: SceneImageBytes) => Promise<SceneImageBytes | null>;
};

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Text and attribute values escaped for XML. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[ch]};`);
}

const num = (value: number) => String(Math.round(value * 10000) / 10000);

function dataUrl(picture: SceneImageBytes): string | null {
  if (!PICTURE_TYPES.has(picture.contentType)) return null;
  return `data:${picture.contentType};base64,${Buffer.from(picture.bytes).toString('base64')}`;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/=]+)$/;

/** A picture the scene names: a `data:` URL decoded, or a stored picture read through the resolver. */
export async function readPicture(href: string, resolve?: SceneImageResolver): Promise<SceneImageBytes | null> {
  const data = DATA_URL.exec(href);
  if (data) return { contentType: data[1]!, bytes: Buffer.from(data[2]!, 'base64') };
  return resolve ? resolve(href) : null;
}

/** Every picture of the scene read into a data URL, once per address. */
async function resolvePictures(scene: Scene, options: SceneSvgOptions): Promise<Map<string, string | null>> {
  const hrefs = new Set<string>();
  const visit = (nodes: SceneNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'image') hrefs.add(node.href);
      else if (node.kind === 'group') visit(node.children);
    }
  };
  visit(scene.nodes);
  const found = new Map<string, string | null>();
  for (const href of hrefs) {
    let picture = await readPicture(href, options.resolveImage);
    if (picture && options.convertPicture) picture = await options.convertPicture(picture);
    found.set(href, picture ? dataUrl(picture) : null);
  }
  return found;
}

function paint(node: {
  fill?: string | null;
  stroke?: string | null;
  strokeWidthIn?: number;
  opacity?: number;
}): string {
  const parts = [`fill="${node.fill ? escapeXml(node.fill) : 'none'}"`];
  if (node.stroke)
    parts.push(`stroke="${escapeXml(node.stroke)}"`, `stroke-width="${num(node.strokeWidthIn ?? 0.05)}"`);
  if (node.opacity !== undefined && node.opacity < 1) parts.push(`opacity="${num(node.opacity)}"`);
  return parts.join(' ');
}

type Writer = { pictures: Map<string, string | null>; clips: string[] };

function imageElement(node: SceneImage, writer: Writer): string {
  const href = writer.pictures.get(node.href);
  if (!href) return '';
  let clip = '';
  if (node.clipD) {
    const id = `clip-${writer.clips.length + 1}`;
    writer.clips.push(`<clipPath id="${id}"><path d="${escapeXml(node.clipD)}"/></clipPath>`);
    clip = ` clip-path="url(#${id})"`;
  }
  const opacity = node.opacity !== undefined && node.opacity < 1 ? ` opacity="${num(node.opacity)}"` : '';
  return (
    `<image href="${escapeXml(href)}" x="${num(node.xIn)}" y="${num(node.yIn)}" width="${num(node.widthIn)}" ` +
    `height="${num(node.heightIn)}" preserveAspectRatio="xMidYMid slice"${clip}${opacity}/>`
  );
}

function element(node: SceneNode, writer: Writer): string {
  switch (node.kind) {
    case 'path':
      return `<path d="${escapeXml(node.d)}" ${paint(node)}/>`;
    case 'image':
      return imageElement(node, writer);
    case 'group': {
      const transform = node.transform ? ` transform="${escapeXml(node.transform)}"` : '';
      const label = node.label ? ` aria-label="${escapeXml(node.label)}"` : '';
      return `<g${transform}${label}>${node.children.map((child) => element(child, writer)).join('')}</g>`;
    }
  }
}

/** The scene as a standalone SVG document, titled and described for a screen reader. */
export async function sceneToSvg(scene: Scene, options: SceneSvgOptions = {}): Promise<string> {
  const writer: Writer = { pictures: await resolvePictures(scene, options), clips: [] };
  const body = scene.nodes.map((node) => element(node, writer)).join('');
  const { widthIn, heightIn } = scene;
  const size = options.widthPx
    ? `width="${Math.round(options.widthPx)}" height="${Math.round((options.widthPx * heightIn) / widthIn)}"`
    : `width="${num(widthIn)}in" height="${num(heightIn)}in"`;
  const background = options.background
    ? `<rect x="0" y="0" width="${num(widthIn)}" height="${num(heightIn)}" fill="${escapeXml(options.background)}"/>`
    : '';
  const defs = writer.clips.length > 0 ? `<defs>${writer.clips.join('')}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(widthIn)} ${num(heightIn)}" ${size} ` +
    `role="img" aria-labelledby="design-title design-desc">` +
    `<title id="design-title">${escapeXml(scene.title)}</title><desc id="design-desc">${escapeXml(scene.description)}</desc>` +
    `${defs}${background}<g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`
  );
}
