import { createFileRoute } from '@tanstack/react-router';
import { parseEpitaphSearch, type EpitaphSearch } from '#server/modules/epitaph/epitaph.search';
import { pageHead } from '#src/lib/seo';
import type { PublicApi } from '#src/lib/public-api';
import { EpitaphBuilderPage } from '#src/features/epitaph/epitaph-builder';
import type { Composed } from '#src/features/epitaph/compose-on-server';
import type { Options } from '#src/features/epitaph/epitaph-answers';
import { epitaphBreadcrumbs } from '#src/features/ai-tools/trails';

/** What the page's loader reads: the stones offered and, on the server, the plain form's answer. */
interface EpitaphBuilderData {
  options: Options;
  composed: Composed | null;
}

export const Route = createFileRoute('/_site/ai-tools/epitaph-builder/')({
  // A plain parser, not zod: this part of the route ships with every page's router.
  validateSearch: parseEpitaphSearch,
  head: ({ match }) =>
    pageHead(match, {
      title: 'Epitaph Builder: Words for a Headstone, Laid Out on the Stone',
      description:
        'Find the words for a headstone: answer a few questions and see epitaphs from traditional inscriptions, King James scripture and verse laid out on your stone at the letter sizes we cut, with anything too long flagged. Free, and nothing is kept unless you save it.',
      breadcrumbs: epitaphBreadcrumbs,
      path: '/ai-tools/epitaph-builder',
    }),
  // Light (decision 237): plain components, data through context.api; only "Add to basket" loads
  // React Query, at its tap.
  staticData: { light: true },
  // The stones the builder offers come with the page. The plain form's answers in the address
  // (before the script, or without it) are answered by the server: the ideas, the chosen one
  // measured on the stone, or what is wrong beside each field (decision 230). With the script the
  // builder asks in the browser and the address keeps none of it.
  // Typed by hand: inferred, the loader's context type runs in a circle through the route tree.
  loader: ({ context, location }: { context: { api: PublicApi }; location: { search: object } }) =>
    loadBuilder(context.api, location.search as Record<string, unknown>),
  component: EpitaphBuilderRoute,
});

async function loadBuilder(api: PublicApi, search: Record<string, unknown>): Promise<EpitaphBuilderData> {
  const options = await api.epitaph.options();
  if (!import.meta.env.SSR) return { options, composed: null };
  const { composeOnServer } = await import('#src/features/epitaph/compose-on-server');
  return { options, composed: await composeOnServer({ api }, options, parseEpitaphSearch(search)) };
}

function EpitaphBuilderRoute() {
  const { options, composed } = Route.useLoaderData();
  return <EpitaphBuilderPage options={options} search={Route.useSearch() as EpitaphSearch} composed={composed} />;
}
