import { onDemand } from '#src/lib/on-demand';
import { MantineScope } from '#src/lib/mantine-scope';
import { ensureQueryKit } from '#src/lib/query-kit-store';
import { addCaution, canAddToBasket } from './gallery-basket-rules';

/**
 * The "Add to basket" button on a light page (a gallery category, decision 049). The server
 * renders it as always; in the browser its code, Mantine's button and React Query load after the
 * page's own code, and the button hydrates in place (it is disabled until then, as before
 * hydration). entry-server.tsx registers the real button.
 */
export const AddToBasketButtonOnDemand = onDemand(() =>
  Promise.all([import('./add-to-basket-button'), ensureQueryKit()]).then(([m]) => m.AddToBasketButton),
);

/** galleryBasketAction (gallery-basket-action.tsx) for a light page: nothing for pieces that cannot be added. */
export function galleryBasketActionOnDemand(item: { id: string; category: string; availability?: string | null }) {
  if (!canAddToBasket(item)) return null;
  return (
    <MantineScope>
      <AddToBasketButtonOnDemand
        itemType="gallery"
        itemId={item.id}
        size="sm"
        variant="light"
        caution={addCaution(item)}
      />
    </MantineScope>
  );
}
