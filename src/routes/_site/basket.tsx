import { createFileRoute } from '@tanstack/react-router';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { BasketPage } from '#src/features/basket/basket-page';
import type { PackageView } from '#src/features/value-engineering/package-card';

export const Route = createFileRoute('/_site/basket')({
  // Light: plain components; the basket's items and quote request load with Mantine and React
  // Query only in a browser that has a basket (decision 231).
  staticData: { light: true, sitemap: false },
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044); the packages are the empty basket's suggestions.
  loader: async ({ context }): Promise<{ meta: PageMeta; packages: PackageView[] }> => ({
    meta: {
      title: 'Your Basket',
      description:
        'The memorials you are considering, kept on this device. Send them to our family as one quote request, with no cost and no obligation.',
      breadcrumbs: [{ name: 'Basket', path: '/basket' }],
      // The contents belong to one visitor's browser: nothing here for a search engine.
      noindex: true,
    },
    packages: await context.api.valueEngineering.packages(),
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: function BasketRoute() {
    return <BasketPage packages={Route.useLoaderData().packages} />;
  },
});
