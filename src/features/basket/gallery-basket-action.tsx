import { addableGalleryCategories } from '../../../server/modules/basket/basket.choices';
import { AddToBasketButton } from './add-to-basket-button';

/** "Add to basket" for a gallery item that can be bought (catalog, stock, clearance) and is not sold. */
export function galleryBasketAction(item: { id: string; category: string; availability?: string | null }, size: 'sm' | 'md' = 'sm') {
  if (!addableGalleryCategories.includes(item.category) || item.availability === 'sold') return null;
  return <AddToBasketButton itemType="gallery" itemId={item.id} size={size} variant={size === 'sm' ? 'light' : 'filled'} />;
}
