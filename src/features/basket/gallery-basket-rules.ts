import { addableGalleryCategories } from '#server/modules/basket/basket.choices';
import type { AddCaution } from './add-caution';

/** A reserved piece may not be available; a clearance piece is the only one and is not held. */
export function addCaution(item: { category: string; availability?: string | null }): AddCaution | undefined {
  if (item.availability === 'reserved') return 'reserved';
  if (item.category === 'clearance_specials') return 'clearance';
  return undefined;
}

/** Whether a gallery item can go in the basket: catalog, stock and clearance pieces that are not sold. */
export function canAddToBasket(item: { category: string; availability?: string | null }): boolean {
  return addableGalleryCategories.includes(item.category) && item.availability !== 'sold';
}
