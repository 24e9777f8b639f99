import { createFileRoute } from '@tanstack/react-router';
import { mayBeListed, parseCalculatorSearch } from '#server/modules/public-calculator/public-calculator.search';
import { choicesKey, estimateInput } from '#server/modules/public-calculator/public-calculator.choices';
import { pageHead } from '#src/lib/seo';
import type { PublicApi } from '#src/lib/public-api';
import { CalculatorPage } from '#src/features/price-calculator/calculator-page';
import { preloadCalculatorFormFor } from '#src/features/price-calculator/calculator-form-on-demand';
import type { Options, ServerEstimate } from '#src/features/price-calculator/calculator-types';
import type { InitialCemetery } from '#src/features/price-calculator/calculator-cemetery';

/** What the page's loader reads: the form's options and, on the server, the address's estimate. */
interface CalculatorData {
  options: Options | null;
  estimate: ServerEstimate | undefined;
  /** The published cemetery the address names (on the server), so the first HTML shows it chosen. */
  cemetery?: InitialCemetery;
}

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
  // Light (decision 235): plain components, data through context.api; the access form, saving
  // and the basket load their code (Mantine, React Query) when a family reaches for them.
  staticData: { light: true },
  // What the form offers comes with the page, and so does the estimate of the choices in the
  // address (priced by the published list, as the access form allows a visitor not yet known):
  // a family sees a price before the script arrives. A new list or gate setting renders the
  // page again (every staff change starts a new content version). In the browser the estimate
  // panel asks, debounced, as the choices change.
  // Typed by hand: inferred, the loader's context type runs in a circle through the route tree.
  loader: ({ context, location }: { context: { api: PublicApi }; location: { search: object } }) =>
    loadCalculator(context.api, location.search as Record<string, unknown>),
  component: CalculatorRoute,
});

async function loadCalculator(api: PublicApi, search: Record<string, unknown>): Promise<CalculatorData> {
  // In the browser, a move to a design loads the form's code with the options (decision 239).
  const [options] = await Promise.all([
    api.calculator.options(),
    import.meta.env.SSR ? undefined : preloadCalculatorFormFor(search),
  ]);
  if (!import.meta.env.SSR || !options) return { options, estimate: undefined };
  const choices = parseCalculatorSearch(search);
  if (!choices.template && !choices.type) return { options, estimate: undefined };
  // Never thrown: choices the procedure refuses outright are answered in the browser.
  const [data, cemetery] = await Promise.all([
    api.calculator.estimate(estimateInput(choices, null)).catch(() => undefined),
    // A slug we do not publish is a cemetery we do not list, as typed (decision 277).
    mayBeListed(choices.cemetery) ? api.cemeteries.get({ slug: choices.cemetery }).catch(() => null) : null,
  ]);
  return { options, estimate: data && { key: choicesKey(choices), data }, cemetery };
}

function CalculatorRoute() {
  const { options, estimate, cemetery } = Route.useLoaderData();
  return <CalculatorPage choices={Route.useSearch()} options={options} estimate={estimate} cemetery={cemetery} />;
}
