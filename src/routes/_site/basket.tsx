import { createFileRoute } from '@tanstack/react-router';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { BasketPage } from '#src/features/basket/basket-page';

export const Route = createFileRoute('/_site/basket')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: (): { meta: PageMeta } => ({
    meta: {
      title: 'Your Basket',
      description:
        'The memorials you are considering, kept on this device. Send them to our family as one quote request, with no cost and no obligation.',
      breadcrumbs: [{ name: 'Basket', path: '/basket' }],
      // The contents belong to one visitor's browser: nothing here for a search engine.
      noindex: true,
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  staticData: { sitemap: false },
  component: BasketPage,
});
