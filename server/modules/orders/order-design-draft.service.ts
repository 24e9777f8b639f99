import sharp from 'sharp';
import type { AppDb } from '#db/create-db';
import type { MediaStorage } from '../media/storage';
import { insertHistory } from './order-stages.repository';
import { insertProofFile } from './proofs.repository';
import { deleteStoredProofFile, storeProofFile } from './proof-files';

/**
 * A family's own design (the design playground's drawing, kept with the basket item they sent)
 * becomes the first proof draft of the order opened from it (decision 256): a picture staff see
 * beside the proofs, never sent to the family by itself. Staff still draw and upload the real proof.
 */

/** What a basket item, a quote request's item or a booking's attached item keeps of a design. */
export interface DesignSnapshot {
  reference: string;
  svg: string;
}

/** The picture's width in pixels: the size of the other proof drawings' large view. */
export const DESIGN_DRAFT_WIDTH = 1600;

/** The designs among some items, once each (an item without a drawing is passed over). */
export function designsOf(items: ReadonlyArray<{ design?: DesignSnapshot | null }>): DesignSnapshot[] {
  const seen = new Set<string>();
  const found: DesignSnapshot[] = [];
  for (const item of items) {
    const design = item.design;
    if (!design || typeof design.svg !== 'string' || !design.svg.trim() || seen.has(design.reference)) continue;
    seen.add(design.reference);
    found.push(design);
  }
  return found;
}

/**
 * The drawing as a PNG on white, DESIGN_DRAFT_WIDTH wide. The SVG is sized in inches: it is read
 * once at the default density for its size, then drawn at the density that gives the width.
 */
export async function designDraftPng(svg: string): Promise<Buffer> {
  const bytes = Buffer.from(svg);
  const limits = { limitInputPixels: 40_000_000 };
  const { width } = await sharp(bytes, limits).metadata();
  if (!width) throw new Error('The design drawing has no size');
  const density = Math.min(2400, Math.max(1, (72 * DESIGN_DRAFT_WIDTH) / width));
  return sharp(bytes, { ...limits, density })
    .resize({ width: DESIGN_DRAFT_WIDTH })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Stores each design's drawing with the order as a draft proof file and notes it in the order's
 * history. A drawing that cannot be made into a picture is noted instead: the order stands, and
 * staff still have the design in the request it came from.
 */
export async function addDesignDrafts(
  db: AppDb,
  storage: MediaStorage,
  orderId: number,
  designs: DesignSnapshot[],
  byEmail: string,
): Promise<number> {
  let added = 0;
  for (const design of designs) {
    let stored;
    try {
      stored = await storeProofFile(storage, await designDraftPng(design.svg));
    } catch {
      await insertHistory(db, {
        orderId,
        detail: `The family's design ${design.reference} could not be made into a draft picture; open it from the request`,
        byEmail,
      });
      continue;
    }
    try {
      await db.transaction().execute(async (trx) => {
        await insertProofFile(trx, {
          ...stored,
          orderId,
          fileName: `Family design ${design.reference}.png`,
          uploadedBy: byEmail,
        });
        await insertHistory(trx, {
          orderId,
          detail: `The family's design ${design.reference} added as a proof draft (not sent)`,
          byEmail,
        });
      });
      added++;
    } catch (error) {
      await deleteStoredProofFile(storage, stored);
      throw error;
    }
  }
  return added;
}
