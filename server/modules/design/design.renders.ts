import sharp from 'sharp';
import { contentTypeForKey, keyForPublicUrl, type MediaStorage } from '../media/storage';
import { inZone } from '../shared/time';
import { formatWholeDollars } from '../shared/money';
import type { BusinessFacts } from '../settings/settings.schema';
import { emblemById } from './art/emblems';
import { emblemAspect, emblemNodes } from './art/emblem';
import {
  LETTER_FACE_LABELS,
  LETTER_FINISH_LABELS,
  STONE_KIND_FACTS,
  STONE_TOP_LABELS,
  baseFor,
  depthFor,
  designPath,
} from './design.choices';
import { buildScene, letterColour, type GraniteLook } from './design.drawing';
import type { DesignOptions } from './design.options';
import { outlineLine } from './design.outline';
import { photoArtNodes } from './design.photo-art';
import { keyForDesignPhotoHref } from './design.photos';
import { sceneToPdf, formatInches, type DesignSheetFacts } from './design.render-pdf';
import { sceneToPng } from './design.render-png';
import { sceneToSvg, type SceneImageBytes, type SceneImageResolver } from './design.render-svg';
import type { Scene, SceneNode } from './design.scene';
import type { DesignCemeterySnapshot, DesignConfiguration } from './design.schema';
import type { DesignEstimate } from './design.service';

/**
 * A saved design drawn on the server (decision record 247): one scene (`drawDesign`) for the
 * basket's SVG, the PNG picture and the PDF sheet. design.service.ts finds the design, checks
 * the access gate and passes the options and the estimate in.
 */

/** A saved design as the service read it back. */
export interface StoredDesign {
  reference: string;
  design: DesignConfiguration;
  savedAt: string;
}

/** The art a design's block shows: a built-in emblem fitted to its box, a gallery artwork's picture, a family's photo. */
function artDrawer(options: DesignOptions, ink: string) {
  const artworks = new Map(options.artworks.map((artwork) => [artwork.id, artwork]));
  return (block: DesignConfiguration['art'][number]): SceneNode[] | null => {
    const source = block.source;
    if (source.kind === 'emblem') {
      const emblem = emblemById(source.emblem);
      if (!emblem) return null;
      const aspect = emblemAspect(emblem);
      const widthIn = Math.min(block.widthIn, block.heightIn * aspect);
      const heightIn = widthIn / aspect;
      return [
        emblemNodes(emblem, {
          xIn: (block.widthIn - widthIn) / 2,
          yIn: (block.heightIn - heightIn) / 2,
          widthIn,
          ink,
        }),
      ];
    }
    if (source.kind === 'artwork') {
      const artwork = artworks.get(source.artworkId);
      if (!artwork) return null;
      return [
        {
          kind: 'image',
          href: artwork.src,
          xIn: 0,
          yIn: 0,
          widthIn: block.widthIn,
          heightIn: block.heightIn,
          role: 'art',
        },
      ];
    }
    return photoArtNodes(block, source);
  };
}

export interface DesignDrawing {
  scene: Scene;
  options: DesignOptions;
  granite: GraniteLook;
}

/**
 * A design's scene as the server draws it (decision record 247): the granite's photo or tone
 * from the options, glyph outlines from the faces' font files (design.outline.ts), the emblems
 * and gallery artwork it places, and the list's limits. The basket's SVG, the PNG and the PDF
 * sheet all start here.
 */
export function drawDesign(design: DesignConfiguration, options: DesignOptions): DesignDrawing {
  const listed = options.granites.find((granite) => granite.key === design.stone.granite);
  const granite: GraniteLook = listed
    ? { name: listed.name, tone: listed.tone, photoHref: listed.photoHref }
    : { name: design.stone.granite.replace(/_/g, ' '), tone: null, photoHref: null };
  const kind = options.kinds.find((candidate) => candidate.kind === design.stone.kind);
  const names: Record<string, string> = {};
  for (const emblem of options.emblems) names[emblem.id] = emblem.name;
  for (const artwork of options.artworks) names[artwork.id] = artwork.title;
  const scene = buildScene(design, {
    granite,
    outline: outlineLine,
    art: artDrawer(options, letterColour('frosted', granite.tone)),
    names,
    limits: { stone: kind?.limits ?? undefined, base: kind?.baseLimits ?? undefined },
  });
  return { scene, options, granite };
}

/** Reads the scene's pictures (`/media/...` renditions, a family's private photo) from storage; anything else is left out. */
export function sceneImages(storage: MediaStorage): SceneImageResolver {
  return async (href) => {
    // A family's photo: its private preview (never under /media/).
    const photoKey = keyForDesignPhotoHref(href);
    if (photoKey) {
      const bytes = await storage.get(photoKey);
      return bytes ? { contentType: 'image/jpeg', bytes } : null;
    }
    const key = keyForPublicUrl(href);
    if (!key) return null;
    const bytes = await storage.get(key);
    return bytes ? { contentType: contentTypeForKey(key), bytes } : null;
  };
}

/** A picture made small for the SVG kept with a basket line and a quote request (about 20 kB). */
async function smallPicture(picture: SceneImageBytes): Promise<SceneImageBytes | null> {
  try {
    const bytes = await sharp(picture.bytes)
      .resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72 })
      .toBuffer();
    return { contentType: 'image/jpeg', bytes };
  } catch {
    return null;
  }
}

/** The size a family reads: "36 × 24 in". */
const sizeWords = (design: DesignConfiguration) =>
  `${formatInches(design.stone.widthIn).replace(/ in$/, '')} × ${formatInches(design.stone.heightIn)}`;

/**
 * The basket's snapshot of a saved design: its title, link, the range and version of the
 * estimate passed in, and its drawing as a standalone SVG (pictures made small).
 */
export async function basketSnapshotOf(
  found: StoredDesign,
  drawing: DesignDrawing,
  estimate: DesignEstimate,
  storage: MediaStorage,
  cemetery: DesignCemeterySnapshot | null = null,
) {
  const { scene, granite } = drawing;
  const svg = await sceneToSvg(scene, { resolveImage: sceneImages(storage), convertPicture: smallPicture });
  const priced = estimate.status === 'priced' ? estimate : null;
  return {
    title: `Your design: ${scene.title}`,
    link: designPath(found.reference),
    priceCents: priced?.totalCents ?? null,
    granite: granite.name,
    size: sizeWords(found.design),
    design: {
      reference: found.reference,
      svg,
      description: scene.description,
      range: priced ? `${formatWholeDollars(priced.lowCents)} to ${formatWholeDollars(priced.highCents)}` : null,
      versionId: priced?.versionId ?? found.design.priceListVersionId,
      cemetery,
    },
  };
}

/** The file name a family's download is saved as. */
const fileName = (reference: string, what: 'png' | 'pdf') =>
  what === 'png' ? `memorial-design-${reference}.png` : `memorial-design-sheet-${reference}.pdf`;

/** The saved design's PNG picture. */
export async function pictureOf(found: StoredDesign, drawing: DesignDrawing, storage: MediaStorage) {
  return {
    bytes: await sceneToPng(drawing.scene, { resolveImage: sceneImages(storage) }),
    fileName: fileName(found.reference, 'png'),
  };
}

/** The sizes the sheet lists: each part as the office cuts it. */
function sheetSizes(design: DesignConfiguration, options: DesignOptions): string[] {
  const { stone } = design;
  const facts = STONE_KIND_FACTS[stone.kind];
  const kind = options.kinds.find((candidate) => candidate.kind === stone.kind);
  const depth = depthFor(stone.kind, stone.widthIn, stone.heightIn, kind?.limits ?? undefined);
  const x = (value: number) => formatInches(value).replace(/ in$/, '');
  const top = stone.top !== 'flat' ? `, ${STONE_TOP_LABELS[stone.top].toLowerCase()}` : '';
  const sizes = [
    facts.lying
      ? `${facts.label} ${x(stone.widthIn)} × ${x(stone.heightIn)} × ${x(depth)} in`
      : `${facts.label} ${x(stone.widthIn)} × ${x(depth)} × ${x(stone.heightIn)} in${top}`,
  ];
  if (facts.hasBase && design.withBase) {
    const base = baseFor({ widthIn: stone.widthIn, depthIn: depth }, kind?.baseLimits ?? undefined);
    sizes.push(`Base ${x(base.widthIn)} × ${x(base.depthIn)} × ${x(base.heightIn)} in`);
  }
  return sizes;
}

/** The saved design's one-page PDF sheet: the drawing to scale and the facts beside it. */
export async function sheetOf(
  found: StoredDesign,
  drawing: DesignDrawing,
  estimate: DesignEstimate,
  context: { storage: MediaStorage; business: BusinessFacts; siteUrl: string },
): Promise<{ bytes: Buffer; fileName: string }> {
  const { scene, options, granite } = drawing;
  const { business } = context;
  const names = new Map<string, string>([
    ...options.emblems.map((emblem) => [emblem.id, emblem.name] as const),
    ...options.artworks.map((artwork) => [artwork.id, artwork.title] as const),
  ]);
  const priced = estimate.status === 'priced' ? estimate : null;
  const facts: DesignSheetFacts = {
    businessName: business.name,
    title: scene.title,
    dateLabel: inZone(business.timeZone).date(new Date()),
    reference: `${context.siteUrl}${designPath(found.reference)}`,
    granite: granite.name,
    sizes: sheetSizes(found.design, options),
    lettering: found.design.lettering.flatMap((block) =>
      block.lines
        .filter((line) => line.trim() !== '')
        .map((line) => ({
          text: line,
          heightIn: block.letterHeightIn,
          face: LETTER_FACE_LABELS[block.face].font,
          finish: LETTER_FINISH_LABELS[block.finish],
        })),
    ),
    art: found.design.art.map((block) => {
      const source = block.source;
      const name =
        source.kind === 'emblem'
          ? (names.get(source.emblem) ?? 'Emblem')
          : source.kind === 'artwork'
            ? (names.get(source.artworkId) ?? 'Artwork panel')
            : source.treatment === 'porcelain'
              ? 'Porcelain portrait'
              : 'Laser-etched photo';
      return {
        name: `${name}${block.mirrored ? ' (mirrored)' : ''}`,
        widthIn: block.widthIn,
        heightIn: block.heightIn,
      };
    }),
    estimate: priced ? { lowCents: priced.lowCents, highCents: priced.highCents } : null,
    priceListVersion: String(priced?.versionId ?? found.design.priceListVersionId ?? 'not published'),
  };
  const bytes = await sceneToPdf(scene, facts, { resolveImage: sceneImages(context.storage) });
  return { bytes, fileName: fileName(found.reference, 'pdf') };
}
