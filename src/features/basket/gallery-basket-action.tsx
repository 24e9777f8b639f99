import { addableGalleryCategories } from '#server/modules/basket/basket.choices';
import { AddToBasketButton } from './add-to-basket-button';
import type { AddCaution } from './add-caution';

/** A reserved piece may not be available; a clearance piece is the only one and is not held. */
export function addCaution(item: { category: string; availability?: string | null }): AddCaution | undefined {
  if (item.availability === 'reserved') return 'reserved';
  if (item.category === 'clearance_specials') return 'clearance';
  return undefined;
}

/** "Add to basket" for a gallery item that can be bought (catalog, stock, clearance) and is not sold. */
export function galleryBasketAction(
  item: { id: string; category: string; availability?: string | null },
  size: 'sm' | 'md' = 'sm',
) {
  if (!addableGalleryCategories.includes(item.category) || item.availability === 'sold') return null;
  return (
    <AddToBasketButton
      itemType="gallery"
      itemId={item.id}
      size={size}
      variant={size === 'sm' ? 'light' : 'filled'}
      caution={addCaution(item)}
    />
  );
}
