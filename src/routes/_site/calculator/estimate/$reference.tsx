import { createFileRoute, notFound } from '@tanstack/react-router';
import { REFERENCE_PATTERN } from '#server/modules/public-calculator/public-calculator.choices';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { trpcErrorCode } from '#src/lib/trpc';
import { SavedEstimatePage } from '#src/features/price-calculator/saved-estimate-page';

export const Route = createFileRoute('/_site/calculator/estimate/$reference')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: async ({ params, context }): Promise<{ meta: PageMeta; problem: string | null }> => {
    // An address that cannot name an estimate is a 404 like any unknown page.
    const reference = params.reference.toUpperCase();
    if (!REFERENCE_PATTERN.test(reference)) throw notFound();
    const meta: PageMeta = {
      title: `Saved Estimate ${reference}`,
      description: 'A saved monument price estimate, with every line and the price list it was priced by.',
      // One family's estimate: nothing here for a search engine.
      noindex: true,
    };
    // The server opens the estimate into the page's HTML: a private link's page is never cached
    // (decision 179), and drawn there it neither waits for the script nor moves the page as it
    // arrives. A link that opens nothing (or a visitor whose links keep missing) is told so from
    // the server too, so the browser does not ask again: each miss counts towards the
    // private-link throttle. Anything else is the server's failure, answered by the error page.
    if (!import.meta.env.SSR) return { meta, problem: null };
    try {
      await context.queryClient.ensureQueryData(context.trpc.calculator.saved.queryOptions({ reference }));
      return { meta, problem: null };
    } catch (error) {
      const code = trpcErrorCode(error);
      if (error instanceof Error && (code === 'NOT_FOUND' || code === 'TOO_MANY_REQUESTS'))
        return { meta, problem: error.message };
      throw error;
    }
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  staticData: { sitemap: false },
  component: SavedEstimateRoute,
});

function SavedEstimateRoute() {
  const { reference } = Route.useParams();
  const { problem } = Route.useLoaderData();
  return <SavedEstimatePage reference={reference.toUpperCase()} problem={problem} />;
}
