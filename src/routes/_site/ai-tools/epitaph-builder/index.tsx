import { createFileRoute } from '@tanstack/react-router';
import { parseEpitaphSearch } from '#server/modules/epitaph/epitaph.search';
import { pageHead } from '#src/lib/seo';
import { EpitaphBuilderPage } from '#src/features/epitaph/epitaph-builder';
import type { Composed } from '#src/features/epitaph/compose-on-server';
import { epitaphBreadcrumbs } from '#src/features/ai-tools/trails';

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
  // The stones the builder offers come with the page. The plain form's answers in the address
  // (before the script, or without it) are answered by the server: the ideas, the chosen one
  // measured on the stone, or what is wrong beside each field (decision 230). With the script the
  // builder asks in the browser and the address keeps none of it.
  loader: async ({ context, location }): Promise<{ composed: Composed | null }> => {
    const options = await context.queryClient.ensureQueryData(context.trpc.epitaph.options.queryOptions());
    if (!import.meta.env.SSR) return { composed: null };
    const { composeOnServer } = await import('#src/features/epitaph/compose-on-server');
    return { composed: await composeOnServer(context, options, parseEpitaphSearch(location.search)) };
  },
  component: EpitaphBuilderRoute,
});

function EpitaphBuilderRoute() {
  // Typed by hand: the router infers this route's loader data as undefined.
  const data = Route.useLoaderData() as { composed: Composed | null } | undefined;
  return <EpitaphBuilderPage search={Route.useSearch()} composed={data?.composed ?? null} />;
}
