import { createFileRoute, notFound } from '@tanstack/react-router';
import { EPITAPH_REFERENCE_PATTERN } from '#server/modules/epitaph/epitaph.choices';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { SavedEpitaphPage } from '#src/features/epitaph/saved-epitaph-page';

export const Route = createFileRoute('/_site/ai-tools/epitaph-builder/$reference')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ params }): { meta: PageMeta } => {
    // An address that cannot name a design is a 404 like any unknown page; a well-formed one is
    // looked up in the browser (one family's words are never in the page cache).
    if (!EPITAPH_REFERENCE_PATTERN.test(params.reference.toUpperCase())) throw notFound();
    return {
      meta: {
        title: `Saved Epitaph ${params.reference.toUpperCase()}`,
        description: 'A saved epitaph, laid out on its stone at the letter sizes we cut.',
        // One family's words: nothing here for a search engine.
        noindex: true,
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  staticData: { sitemap: false },
  component: SavedEpitaphRoute,
});

function SavedEpitaphRoute() {
  const { reference } = Route.useParams();
  return <SavedEpitaphPage reference={reference.toUpperCase()} />;
}
