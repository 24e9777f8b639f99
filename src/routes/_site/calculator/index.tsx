import { createFileRoute } from '@tanstack/react-router';
import { parseCalculatorSearch } from '#server/modules/public-calculator/public-calculator.search';
import { estimateInput } from '#server/modules/public-calculator/public-calculator.choices';
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
  // What the form offers comes with the page, and so does the estimate of the choices in the
  // address (priced by the published list, as the access form allows a visitor not yet known):
  // a family sees a price before the script arrives. A new list or gate setting renders the
  // page again (every staff change starts a new content version). In the browser the estimate
  // panel asks, debounced, as the choices change; the loader has no dependencies to run again for.
  loader: async ({ context, location }) => {
    const options = await context.queryClient.ensureQueryData(context.trpc.calculator.options.queryOptions());
    if (!import.meta.env.SSR || !options) return;
    const choices = parseCalculatorSearch(location.search as Record<string, unknown>);
    // Prefetched, never thrown: choices the procedure refuses outright are answered in the browser.
    if (choices.template || choices.type)
      await context.queryClient.prefetchQuery(
        context.trpc.calculator.estimate.queryOptions(estimateInput(choices, null)),
      );
  },
  component: CalculatorRoute,
});

function CalculatorRoute() {
  return <CalculatorPage choices={Route.useSearch()} />;
}
