/**
 * A basket's monuments as a cemetery's rules read them (decision 283): each playground design
 * (designMonument, decision 280) and each calculator estimate (savedEstimateMonument, decision 277)
 * in it. Other items (packages, gallery pieces, epitaphs) describe no monument to check.
 */
import type { AppDb } from '#db/create-db';
import type { MonumentToCheck } from '../cemeteries/cemeteries.choices';
import { designMonument, savedDesign } from '../design/design.service';
import { savedEstimateMonument } from '../public-calculator/public-calculator.service';
import type { BasketItemType } from './basket.choices';

async function monumentOf(db: AppDb, item: { itemType: BasketItemType; itemId: string }) {
  if (item.itemType === 'estimate') return savedEstimateMonument(db, item.itemId);
  if (item.itemType === 'design') {
    // A design removed since it was added has nothing left to check.
    const saved = await savedDesign(db, item.itemId).catch(() => null);
    return saved ? designMonument(saved.design) : null;
  }
  return null;
}

/** The monuments of a basket's (or a quote request's) items, in their order. */
export async function basketMonuments(
  db: AppDb,
  items: readonly { itemType: BasketItemType; itemId: string }[],
): Promise<MonumentToCheck[]> {
  const monuments: MonumentToCheck[] = [];
  for (const item of items) {
    const monument = await monumentOf(db, item);
    if (monument) monuments.push(monument);
  }
  return monuments;
}
