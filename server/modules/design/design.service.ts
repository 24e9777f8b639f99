import { randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { ChoiceRefused, priceChoices } from '../public-calculator/public-calculator.service';
import { getPublished, priceWithVersion } from '../calculator/calculator.service';
import { configurationSchema, type PricingConfig } from '../calculator/calculator.schema';
import { designArtworks, findPictureChoices } from '../gallery/gallery.service';
import { checkAccess, gateIsOn } from '../access/access.service';
import { getPublicSettings } from '../settings/settings.service';
import type { MediaStorage } from '../media/storage';
import { allEmblems } from './art/emblems';
import { EMBLEM_CATEGORY_NAMES } from './art/emblem';
import {
  DESIGN_ACCESS_REFUSAL,
  STONE_KIND_FACTS,
  STONE_KINDS,
  designPath,
  offeredFinishes,
  type DesignStartSource,
  type SizeLimits,
  type StoneKind,
} from './design.choices';
import type { DesignOptions } from './design.options';
import { faceSizeOf } from './design.playground';
import { designChoices, refineForDesign } from './design.pricing';
import { designSchema, type DesignConfiguration } from './design.schema';
import { findSavedDesign, insertSavedDesign } from './design.repository';
import { startFrom } from './design.starts';
import { basketSnapshotOf, drawDesign, pictureOf, sheetOf, type StoredDesign } from './design.renders';

export { sceneImages, type DesignDrawing } from './design.renders';
export { designMonument } from './design.cemetery';

/**
 * What the design playground asks of the server (decision records 244 and 247): the options it
 * draws and offers, the starting points, the live price, saving with a private link, the
 * basket's snapshot and the PNG picture and PDF sheet, all drawn from one scene.
 */

// ---------------------------------------------------------------------------------------------
// Price (decision record 244).

/** The control of the playground a calculator field belongs beside. */
function controlOf(field: string, design: DesignConfiguration): string {
  const lying = STONE_KIND_FACTS[design.stone.kind].lying;
  switch (field) {
    case 'length':
      return 'width';
    case 'width':
      return lying ? 'height' : 'width';
    case 'height':
      return 'height';
    case 'color':
      return 'granite';
    case 'names':
    case 'lines':
      return 'lettering';
    case 'addons':
      return 'art';
    default:
      return 'stone';
  }
}

export type DesignEstimate =
  | { status: 'refused'; control: string; message: string }
  | ({ status: 'priced'; notes: string[] } & Omit<Awaited<ReturnType<typeof priceChoices>>, 'choicePrices'>);

/**
 * The published engine's estimate of a design (decision record 244): the calculator's own
 * configuration from the design's choices, refined with its base, art and finishes, priced by
 * the published version. A size or granite the list refuses is said beside its control.
 */
export async function priceDesign(db: AppDb, design: DesignConfiguration): Promise<DesignEstimate> {
  let notes: string[] = [];
  try {
    const { choicePrices: _prices, ...priced } = await priceChoices(db, designChoices(design), (configuration, doc) => {
      notes = refineForDesign(design, configuration, doc);
    });
    return { status: 'priced', notes, ...priced };
  } catch (error) {
    if (error instanceof ChoiceRefused)
      return { status: 'refused', control: controlOf(error.field, design), message: error.message };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Options.

/** Sizes a kind starts at when the price list does not offer it (it is then drawn, not priced). */
const FALLBACK_SIZES: Record<StoneKind, { widthIn: number; heightIn: number }> = {
  upright: { widthIn: 36, heightIn: 24 },
  slant: { widthIn: 24, heightIn: 16 },
  bevel: { widthIn: 24, heightIn: 12 },
  flat: { widthIn: 24, heightIn: 12 },
  ledger: { widthIn: 36, heightIn: 72 },
  bench: { widthIn: 48, heightIn: 18 },
};

const limitsOf = (type: PricingConfig['partTypes'][number] | undefined): SizeLimits | null =>
  type ? { minSize: { ...type.minSize }, maxSize: { ...type.maxSize } } : null;

/**
 * What each granite does to the price, in words: the first active template (else the list's
 * upright at its default size) priced by the published engine in every colour, each said against
 * the least of them ("Included", "+ about 12%").
 */
function granitePriceNotes(
  version: NonNullable<Awaited<ReturnType<typeof getPublished>>>,
  colors: PricingConfig['colors'],
): Map<string, string> {
  const doc = version.document;
  const template = doc.templates.find((t) => t.active);
  const upright = doc.partTypes.find((type) => type.key === STONE_KIND_FACTS.upright.partType);
  const reference =
    template?.configuration ??
    (upright
      ? configurationSchema.parse({
          parts: [{ partType: upright.key, color: colors[0]?.key ?? 'granite', size: upright.defaultSize }],
        })
      : null);
  const totals = new Map<string, number>();
  if (reference) {
    for (const color of colors) {
      try {
        const configuration = {
          ...reference,
          templateKey: null,
          parts: reference.parts.map((part) => ({ ...part, color: color.key })),
        };
        totals.set(color.key, priceWithVersion(version, configuration).totalCents);
      } catch {
        // A colour the list cannot price on this stone is said to be priced by the office.
      }
    }
  }
  const least = Math.min(...totals.values());
  return new Map(
    colors.map((color) => {
      const total = totals.get(color.key);
      if (total === undefined || !(least > 0)) return [color.key, 'Priced by our office'];
      const percent = Math.round((total / least - 1) * 100);
      return [color.key, percent < 1 ? 'Included' : `+ about ${percent}%`];
    }),
  );
}

/**
 * What the playground draws and offers (the page's loader): every kind with the published list's
 * limits, every active granite with the gallery's photo of it (matched as the calculator matches
 * a swatch) or its tone, the lettering finishes the list prices, the built-in emblems, the
 * artwork gallery, and whether the design-tool access form is on.
 */
export async function designOptions(db: AppDb, contentVersion: number): Promise<DesignOptions> {
  const [version, artworks, gate] = await Promise.all([
    getPublished(db),
    designArtworks(db),
    gateIsOn(db, contentVersion, 'design_tool'),
  ]);
  const doc = version?.document ?? null;
  const colors = doc?.colors.filter((color) => color.active) ?? [];
  const pictures = await findPictureChoices(db, [
    ...new Set(colors.map((color) => color.swatchImageId).filter((id): id is string => !!id)),
  ]);
  const byId = new Map(pictures.map((picture) => [picture.id, picture]));
  const byName = new Map(
    pictures
      .filter((picture) => picture.category === 'granite_colors')
      .map((picture) => [picture.title.trim().toLowerCase(), picture]),
  );
  const notes = version ? granitePriceNotes(version, colors) : new Map<string, string>();
  const baseType = doc?.partTypes.find((type) => type.isBase);

  return {
    kinds: STONE_KINDS.map((kind) => {
      const facts = STONE_KIND_FACTS[kind];
      const type = doc?.partTypes.find((candidate) => candidate.key === facts.partType);
      const limits = limitsOf(type);
      return {
        kind,
        label: facts.label,
        limits,
        baseLimits: facts.hasBase ? limitsOf(baseType) : null,
        defaultSize: type ? faceSizeOf(kind, type.defaultSize, limits) : FALLBACK_SIZES[kind],
        tops: [...facts.tops],
      };
    }),
    granites: colors.map((color) => {
      const picture =
        (color.swatchImageId ? byId.get(color.swatchImageId) : undefined) ??
        byName.get(color.name.trim().toLowerCase());
      return {
        key: color.key,
        name: color.name,
        tone: picture?.image.placeholderColor ?? null,
        photoHref: picture?.image.src ?? null,
        photoSrcSet: picture?.image.webpSrcSet ?? null,
        priceNote: notes.get(color.key) ?? 'Priced by our office',
      };
    }),
    finishes: offeredFinishes(doc?.addons.filter((addon) => addon.active).map((addon) => addon.key) ?? []),
    emblems: allEmblems().map((emblem) => ({
      id: emblem.id,
      name: emblem.name,
      group: EMBLEM_CATEGORY_NAMES[emblem.category],
    })),
    artworks,
    priceListVersionId: version?.id ?? null,
    gate,
  };
}

// ---------------------------------------------------------------------------------------------
// Saving with a private link.

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newReference() {
  const pick = () => ALPHABET[randomInt(ALPHABET.length)];
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
}

/** Refused while the design-tool access form stands before saving, the basket and the sheet. */
const accessRefused = () => new TRPCError({ code: 'FORBIDDEN', message: DESIGN_ACCESS_REFUSAL });

/** The visitor's design-tool grant (null with the gate off and no grant), or FORBIDDEN. */
async function requireDesignAccess(db: AppDb, contentVersion: number, grant: string | null | undefined) {
  const access = await checkAccess(db, contentVersion, 'design_tool', grant);
  if (!access.allowed) throw accessRefused();
  return access.grantId;
}

/** Whether this visitor may have the design's sheet (the HTTP route answers 403 when not). */
export async function designAccessAllowed(db: AppDb, contentVersion: number, grant: string | null | undefined) {
  return (await checkAccess(db, contentVersion, 'design_tool', grant)).allowed;
}

/**
 * Saves a design with an unguessable reference for its link (decision record 247): the
 * configuration exactly as the schema read it, with the published version it is priced by; a
 * design that still needs work may be saved (checks never refuse).
 */
export async function saveDesign(
  db: AppDb,
  contentVersion: number,
  input: { design: DesignConfiguration; grant?: string | null },
): Promise<{ reference: string; path: string }> {
  const grantId = await requireDesignAccess(db, contentVersion, input.grant);
  const version = await getPublished(db);
  const configuration: DesignConfiguration = { ...input.design, priceListVersionId: version?.id ?? null };
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference();
    const saved = await insertSavedDesign(db, {
      reference,
      configuration,
      priceListVersionId: configuration.priceListVersionId,
      grantId,
    });
    if (saved) return { reference, path: designPath(reference) };
  }
  throw new Error('Could not find a free design reference');
}

const designGone = () =>
  new TRPCError({
    code: 'NOT_FOUND',
    message: 'We could not find that design. Please check the link, or start a new one.',
  });

/** A saved design read back through the schema (its keys in the schema's order, so it reopens byte for byte). */
async function storedDesign(db: AppDb, reference: string): Promise<StoredDesign | null> {
  const row = await findSavedDesign(db, reference.trim().toUpperCase());
  if (!row) return null;
  const parsed = designSchema.safeParse(row.configuration);
  if (!parsed.success) return null;
  return { reference: row.reference, design: parsed.data, savedAt: row.createdAt };
}

/** A saved design for its page (`design.saved`), with today's estimate, or NOT_FOUND in words. */
export async function savedDesign(db: AppDb, reference: string) {
  const found = await storedDesign(db, reference);
  if (!found) throw designGone();
  return { ...found, estimate: await priceDesign(db, found.design) };
}

// ---------------------------------------------------------------------------------------------
// Starting points, the basket's snapshot and the files (design.starts.ts, design.renders.ts).

/**
 * A design to start from (`design.start`): a blank stone of a kind at the list's default size, a
 * calculator template, a gallery piece (its kind, size and granite where its listing says them),
 * a saved estimate or a saved epitaph (its lines as blocks). Unknown: NOT_FOUND in plain words.
 */
export async function startDesign(db: AppDb, contentVersion: number, input: { from: DesignStartSource; ref: string }) {
  return startFrom(db, await designOptions(db, contentVersion), input);
}

/**
 * A design's scene as the server draws it (decision record 247): the granite's photo or tone,
 * glyph outlines from the faces' font files, the emblems and artwork it places, the list's
 * limits. The basket's SVG, the PNG and the PDF sheet all start here.
 */
export async function designDrawing(db: AppDb, design: DesignConfiguration, contentVersion: number) {
  return drawDesign(design, await designOptions(db, contentVersion));
}

/**
 * The basket's snapshot of a saved design (gated like saving; null for an unknown reference):
 * its title and link, today's range and version, and its drawing as a standalone SVG.
 */
export async function designBasketSnapshot(
  db: AppDb,
  deps: { storage: MediaStorage; contentVersion: number; grant?: string | null },
  reference: string,
) {
  await requireDesignAccess(db, deps.contentVersion, deps.grant);
  const found = await storedDesign(db, reference);
  if (!found) return null;
  const [drawing, estimate] = await Promise.all([
    designDrawing(db, found.design, deps.contentVersion),
    priceDesign(db, found.design),
  ]);
  return basketSnapshotOf(found, drawing, estimate, deps.storage);
}

/** The saved design's PNG picture, or null for an unknown reference. */
export async function designPicture(
  db: AppDb,
  deps: { storage: MediaStorage; contentVersion: number },
  reference: string,
) {
  const found = await storedDesign(db, reference);
  if (!found) return null;
  return pictureOf(found, await designDrawing(db, found.design, deps.contentVersion), deps.storage);
}

/**
 * The saved design's one-page PDF sheet, or null for an unknown reference; `allowed: false` while
 * the design-tool access form stands before it and the visitor's grant does not open it.
 */
export async function designSheet(
  db: AppDb,
  deps: {
    storage: MediaStorage;
    contentVersion: number;
    siteUrl: string;
    grant?: string | null;
    /** Whether the visitor is signed-in staff (the office opens a family's sheet without a grant). */
    isStaff?: () => Promise<boolean>;
  },
  reference: string,
): Promise<{ allowed: false } | { allowed: true; bytes: Buffer; fileName: string } | null> {
  const found = await storedDesign(db, reference);
  if (!found) return null;
  const allowed =
    (await designAccessAllowed(db, deps.contentVersion, deps.grant)) || ((await deps.isStaff?.()) ?? false);
  if (!allowed) return { allowed: false };
  const [drawing, estimate, settings] = await Promise.all([
    designDrawing(db, found.design, deps.contentVersion),
    priceDesign(db, found.design),
    getPublicSettings(db, deps.contentVersion),
  ]);
  const sheet = await sheetOf(found, drawing, estimate, {
    storage: deps.storage,
    business: settings.business,
    siteUrl: deps.siteUrl,
  });
  return { allowed: true as const, ...sheet };
}
