import { createFileRoute, notFound } from '@tanstack/react-router';
import { DESIGN_REFERENCE_PATTERN } from '#src/features/design-playground/design-playground.search';
import { pageHead, type PageMeta } from '#src/lib/seo';
import type { PublicApi } from '#src/lib/public-api';
import { DesignPlaygroundPage } from '#src/features/design-playground/design-playground-page';
import { loadSavedPlayground, type PlaygroundData } from '#src/features/design-playground/design-playground-load';

export const Route = createFileRoute('/_site/ai-tools/design-playground/$reference')({
  // Light, and private: one family's design, never cached and answered no-store (decisions 179, 236).
  staticData: { sitemap: false, light: true },
  // The saved design is opened on the server, into the page's HTML (decision 236); a link that
  // opens nothing is said on the page in the server's words.
  loader: async ({ params, context }: { params: { reference: string }; context: { api: PublicApi } }) => {
    // An address that cannot name a design is a 404 like any unknown page.
    const reference = params.reference.toUpperCase();
    if (!DESIGN_REFERENCE_PATTERN.test(reference)) throw notFound();
    const meta: PageMeta = {
      title: `Saved Design ${reference}`,
      description: 'A saved headstone design: its stone, lettering and art, drawn to scale and priced.',
      // One family's design: nothing here for a search engine.
      noindex: true,
    };
    return { meta, data: await loadSavedPlayground(context.api, reference) };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: SavedDesignRoute,
});

function SavedDesignRoute() {
  const { data }: { data: PlaygroundData } = Route.useLoaderData();
  return <DesignPlaygroundPage data={data} />;
}
