import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { CATEGORY_SLUGS, galleryItemPath, type GalleryCategory } from '../gallery/gallery-categories';
import { findPublishedItemForSale } from '../gallery/gallery.service';
import { findActivePackage } from '../value-engineering/value-engineering.service';
import { estimateBasketSnapshot } from '../public-calculator/public-calculator.service';
import { epitaphBasketSnapshot } from '../epitaph/epitaph.service';
import { designBasketSnapshot } from '../design/design.service';
import type { MediaStorage } from '../media/storage';
import type { BasketItemData } from './basket.schema';
import { addableGalleryCategories, type BasketItemType } from './basket.choices';

/**
 * The basket's read-only view of the catalogs it can hold: value packages (the value-engineering service)
 * and published gallery items. Every snapshot is built here from the catalog, so nothing a
 * visitor sends about a title or a price is ever stored (decision record 031).
 */

/**
 * How the basket names each gallery category. Which categories are for sale is the list the add
 * buttons read too (addableGalleryCategories), and the public paths are the gallery's own
 * (CATEGORY_SLUGS), so neither can drift from what visitors see.
 */
export const galleryCategoryLabels: Record<GalleryCategory, string> = {
  set_monuments: 'Set monument',
  catalog_items: 'Catalog item',
  stock_items: 'Stock item',
  clearance_specials: 'Clearance special',
  artwork: 'Artwork',
  granite_colors: 'Granite color',
};

const notAvailable = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'This item is no longer available. Please refresh the page.' });

async function packageSnapshot(db: AppDb, itemId: string): Promise<BasketItemData> {
  // A retired package can no longer be added; one already in a basket keeps its snapshot.
  const found = itemId.length <= 80 ? await findActivePackage(db, itemId) : null;
  if (!found) throw notAvailable();
  return {
    title: found.name,
    image: { src: found.image.src, alt: found.image.alt },
    priceCents: found.priceCents,
    category: 'Value package',
    link: `/value-engineering/packages#${found.id}`,
    granite: found.granite,
    size: null,
  };
}

async function gallerySnapshot(db: AppDb, itemId: string): Promise<BasketItemData> {
  if (!z.uuid().safeParse(itemId).success) throw notAvailable();
  const row = await findPublishedItemForSale(db, itemId);
  if (!row || !(row.category in galleryCategoryLabels)) throw notAvailable();
  const category = row.category as GalleryCategory;
  const label = galleryCategoryLabels[category];
  if (!addableGalleryCategories.includes(category)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Only catalog, stock and clearance items can be added to a basket.',
    });
  }
  if (row.availability === 'sold') {
    throw new TRPCError({ code: 'CONFLICT', message: 'Sorry, this item has been sold.' });
  }
  const title = row.title?.trim() || label;
  return {
    title,
    image: { src: row.thumbnail_url ?? row.medium_url ?? row.image_url, alt: title },
    priceCents: row.price_cents,
    category: label,
    link: row.slug ? galleryItemPath(category, row.slug) : `/gallery/${CATEGORY_SLUGS[category]}`,
    granite: row.granite_color?.trim() || null,
    size: row.dimensions?.trim() || null,
  };
}

/** A saved calculator estimate: its stored figures and breakdown (never re-priced, never the browser's). */
async function estimateSnapshot(db: AppDb, reference: string): Promise<BasketItemData> {
  const found = await estimateBasketSnapshot(db, reference);
  if (!found) throw notAvailable();
  return {
    title: found.title,
    image: null,
    priceCents: found.priceCents,
    category: 'Calculator estimate',
    link: found.link,
    granite: null,
    size: null,
    estimate: { range: found.range, versionId: found.versionId, lines: found.lines },
  };
}

/** A saved epitaph: its stone and lines as measured when saved. Lettering is priced with the stone. */
async function epitaphSnapshot(db: AppDb, reference: string): Promise<BasketItemData> {
  const found = reference.length <= 9 ? await epitaphBasketSnapshot(db, reference) : null;
  if (!found) throw notAvailable();
  return {
    title: found.title,
    image: null,
    priceCents: null,
    category: 'Epitaph',
    link: found.link,
    granite: null,
    size: found.stone,
    epitaph: { stone: found.stone, fits: found.fits, lines: found.lines },
  };
}

/** What a catalog lookup may need besides the database: a design's drawing and its access gate. */
export interface CatalogContext {
  storage: MediaStorage;
  contentVersion: number;
  /** The browser's design-tool grant (a design is gated like saving it; decision record 247). */
  grant?: string | null;
}

/** A saved playground design: its drawing as SVG, description and today's estimate (decision record 247). */
async function designSnapshot(db: AppDb, reference: string, context: CatalogContext): Promise<BasketItemData> {
  const found = reference.length <= 9 ? await designBasketSnapshot(db, context, reference) : null;
  if (!found) throw notAvailable();
  return {
    title: found.title,
    image: null,
    priceCents: found.priceCents,
    category: 'Your design',
    link: found.link,
    granite: found.granite,
    size: found.size,
    design: found.design,
  };
}

/** The snapshot of one catalog item, or a TRPCError a visitor can read when it cannot be added. */
export function snapshotFromCatalog(
  db: AppDb,
  itemType: BasketItemType,
  itemId: string,
  context?: CatalogContext,
): Promise<BasketItemData> {
  switch (itemType) {
    case 'package':
      return packageSnapshot(db, itemId);
    case 'gallery':
      return gallerySnapshot(db, itemId);
    case 'estimate':
      return estimateSnapshot(db, itemId);
    case 'epitaph':
      return epitaphSnapshot(db, itemId);
    case 'design':
      // Only the procedure, which has the storage and the visitor's grant, adds a design.
      if (!context) throw notAvailable();
      return designSnapshot(db, itemId, context);
  }
}
