import { NotFoundPage } from '#src/components/layout/not-found-page';
import { WithBasketLink } from '#src/features/basket/basket-header-action';

/** The 404 page for an address no route matched: in the site's frame, with the basket link. */
export function RootNotFound() {
  return (
    <WithBasketLink>
      <NotFoundPage withFrame />
    </WithBasketLink>
  );
}
