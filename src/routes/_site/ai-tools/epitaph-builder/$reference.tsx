import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { SavedEpitaphPage } from '#src/features/epitaph/saved-epitaph-page';

export const Route = createFileRoute('/_site/ai-tools/epitaph-builder/$reference')({
  head: ({ match, params }) =>
    pageHead(match, {
      title: `Saved Epitaph ${params.reference.toUpperCase()}`,
      description: 'A saved epitaph, laid out on its stone at the letter sizes we cut.',
      // One family's words: nothing here for a search engine.
      noindex: true,
    }),
  staticData: { sitemap: false },
  component: SavedEpitaphRoute,
});

function SavedEpitaphRoute() {
  const { reference } = Route.useParams();
  return <SavedEpitaphPage reference={reference.toUpperCase()} />;
}
