import { Link } from '@tanstack/react-router';
import { Anchor } from '#src/components/plain';
import type { BasketItemType } from '#server/modules/basket/basket.choices';
import { useBasket } from './use-basket';

/** "In your basket · View" under a light page's add button, once the basket has loaded (React Query). */
export default function InBasketNote({ itemType, itemId }: { itemType: BasketItemType; itemId: string }) {
  const basket = useBasket();
  if (!basket.items.some((item) => item.itemType === itemType && item.itemId === itemId)) return null;
  return (
    <>
      In your basket ·{' '}
      <Anchor component={Link} to="/basket" inherit fw={600}>
        View
      </Anchor>
    </>
  );
}
