import { Checkbox } from '#src/components/plain';
import { counted } from '#server/modules/shared/plural';
import { useBasket } from '#src/features/basket/use-basket';

/**
 * "Show the office the items in my basket", when the basket has any. Its code (React Query's
 * basket query) loads only in a browser that has a basket (decision 238), as the header's count does.
 */
export default function BookingBasketChoice({ id }: { id: string }) {
  const { count } = useBasket();
  if (count === 0) return null;
  return (
    <Checkbox
      id={id}
      name="attachBasket"
      defaultChecked
      label={`Show the office the ${counted(count, 'item')} in my basket`}
    />
  );
}
