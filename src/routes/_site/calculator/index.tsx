import { createFileRoute } from '@tanstack/react-router';
import { parseCalculatorSearch } from '#server/modules/public-calculator/public-calculator.search';
import { pageHead } from '#src/lib/seo';
import { CalculatorPage } from '#src/features/price-calculator/calculator-page';

export const Route = createFileRoute('/_site/calculator/')({
  // A plain parser, not zod: this part of the route ships with every page's router.
  validateSearch: parseCalculatorSearch,
  head: ({ match }) =>
    pageHead(match, {
      title: 'Monument Price Calculator',
      description:
        'See an honest price range for a headstone or monument in minutes: start from one of our designs, choose the size, granite, lettering and extras, and see every line of the estimate explained.',
      breadcrumbs: [{ name: 'Price Calculator', path: '/calculator' }],
      path: '/calculator',
    }),
  // What the form offers comes with the page; the figures are fetched in the browser.
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.calculator.options.queryOptions()),
  component: CalculatorRoute,
});

function CalculatorRoute() {
  return <CalculatorPage choices={Route.useSearch()} />;
}
