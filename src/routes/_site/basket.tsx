import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { BasketPage } from '#src/features/basket/basket-page';

export const Route = createFileRoute('/_site/basket')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Your Basket',
      description:
        'The memorials you are considering, kept on this device. Send them to our family as one quote request, with no cost and no obligation.',
      breadcrumbs: [{ name: 'Basket', path: '/basket' }],
      // The contents belong to one visitor's browser: nothing here for a search engine.
      noindex: true,
    }),
  staticData: { sitemap: false },
  component: BasketPage,
});
