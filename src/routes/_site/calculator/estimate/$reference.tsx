import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { SavedEstimatePage } from '#src/features/price-calculator/saved-estimate-page';

export const Route = createFileRoute('/_site/calculator/estimate/$reference')({
  head: ({ match, params }) =>
    pageHead(match, {
      title: `Saved Estimate ${params.reference.toUpperCase()}`,
      description: 'A saved monument price estimate, with every line and the price list it was priced by.',
      // One family's estimate: nothing here for a search engine.
      noindex: true,
    }),
  staticData: { sitemap: false },
  component: SavedEstimateRoute,
});

function SavedEstimateRoute() {
  const { reference } = Route.useParams();
  return <SavedEstimatePage reference={reference.toUpperCase()} />;
}
