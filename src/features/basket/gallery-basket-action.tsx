import { AddToBasketButton } from './add-to-basket-button';
import { addCaution, canAddToBasket } from './gallery-basket-rules';

export { addCaution };

/** "Add to basket" for a gallery item that can be bought (catalog, stock, clearance) and is not sold. */
export function galleryBasketAction(
  item: { id: string; category: string; availability?: string | null },
  size: 'sm' | 'md' = 'sm',
) {
  if (!canAddToBasket(item)) return null;
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
