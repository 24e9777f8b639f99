import { createFileRoute, notFound } from '@tanstack/react-router';
import { REFERENCE_PATTERN } from '#server/modules/public-calculator/public-calculator.choices';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { SavedEstimatePage } from '#src/features/price-calculator/saved-estimate-page';

export const Route = createFileRoute('/_site/calculator/estimate/$reference')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ params }): { meta: PageMeta } => {
    // An address that cannot name an estimate is a 404 like any unknown page; a well-formed one is
    // looked up in the browser (one family's estimate is never in the page cache).
    if (!REFERENCE_PATTERN.test(params.reference.toUpperCase())) throw notFound();
    return {
      meta: {
        title: `Saved Estimate ${params.reference.toUpperCase()}`,
        description: 'A saved monument price estimate, with every line and the price list it was priced by.',
        // One family's estimate: nothing here for a search engine.
        noindex: true,
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  staticData: { sitemap: false },
  component: SavedEstimateRoute,
});

function SavedEstimateRoute() {
  const { reference } = Route.useParams();
  return <SavedEstimatePage reference={reference.toUpperCase()} />;
}
