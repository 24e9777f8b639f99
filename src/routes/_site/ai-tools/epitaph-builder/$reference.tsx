import { createFileRoute, notFound } from '@tanstack/react-router';
import { EPITAPH_REFERENCE_PATTERN } from '#server/modules/epitaph/epitaph.choices';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { trpcErrorCode } from '#src/lib/trpc';
import { MantineScope } from '#src/lib/mantine-scope';
import { SavedEpitaphPage } from '#src/features/epitaph/saved-epitaph-page';
import { AddToBasketButtonOnDemand } from '#src/features/basket/gallery-basket-action-on-demand';

/** Refusals a family can act on (a wrong link, too many wrong links), said on the page in their words. */
const SAID_ON_THE_PAGE = new Set(['NOT_FOUND', 'TOO_MANY_REQUESTS']);

export const Route = createFileRoute('/_site/ai-tools/epitaph-builder/$reference')({
  // Light: plain components, the design read with the page; the basket button loads its code
  // after the page (decisions 049 and 230).
  staticData: { sitemap: false, light: true },
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: async ({ params, context }) => {
    // An address that cannot name a design is a 404 like any unknown page.
    const reference = params.reference.toUpperCase();
    if (!EPITAPH_REFERENCE_PATTERN.test(reference)) throw notFound();
    const meta: PageMeta = {
      title: `Saved Epitaph ${reference}`,
      description: 'A saved epitaph, laid out on its stone at the letter sizes we cut.',
      // One family's words: nothing here for a search engine.
      noindex: true,
    };
    // Read with the page, so it is whole before the script (the page is never cached and is
    // answered no-store: decision 179); in the browser, one POST with the reference in its body.
    try {
      return { meta, design: await context.api.epitaph.saved({ reference }), error: null };
    } catch (error) {
      if (!SAID_ON_THE_PAGE.has(trpcErrorCode(error) ?? '')) throw error;
      return { meta, design: null, error: (error as Error).message };
    }
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: SavedEpitaphRoute,
});

function SavedEpitaphRoute() {
  const { reference } = Route.useParams();
  const { design, error } = Route.useLoaderData();
  return (
    <SavedEpitaphPage
      reference={reference.toUpperCase()}
      design={design}
      error={error}
      basketButton={
        design && (
          <MantineScope>
            <AddToBasketButtonOnDemand itemType="epitaph" itemId={design.reference} withStatus={false} />
          </MantineScope>
        )
      }
    />
  );
}
