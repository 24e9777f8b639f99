import { createFileRoute } from '@tanstack/react-router';
import {
  parseDesignPlaygroundSearch,
  playgroundDeps,
  type DesignPlaygroundSearch,
} from '#src/features/design-playground/design-playground.search';
import { pageHead } from '#src/lib/seo';
import type { PublicApi } from '#src/lib/public-api';
import { designPlaygroundBreadcrumbs } from '#src/features/ai-tools/trails';
import { DesignPlaygroundPage } from '#src/features/design-playground/design-playground-page';
import { loadPlayground, type PlaygroundData } from '#src/features/design-playground/design-playground-load';

export const Route = createFileRoute('/_site/ai-tools/design-playground/')({
  // A plain parser, not zod: this part of the route ships with every page's router (decision 044).
  validateSearch: parseDesignPlaygroundSearch,
  loaderDeps: ({ search }) => ({ search: playgroundDeps(search as DesignPlaygroundSearch) }),
  head: ({ match }) =>
    pageHead(match, {
      title: 'Design Playground: Design a Headstone and See Its Price',
      description:
        'Design a headstone or marker on screen: choose its shape, size and granite, place names, dates, an epitaph and emblems, see it drawn to scale and priced from our published price list as you go. Save it with a link, download a picture or a design sheet.',
      breadcrumbs: designPlaygroundBreadcrumbs,
      path: '/ai-tools/design-playground',
    }),
  // Light (decisions 042, 235, 237): plain components, the data through context.api; the
  // basket's code and the access form load at their tap.
  staticData: { light: true },
  // Typed by hand: inferred, the loader's context type runs in a circle through the route tree.
  loader: ({ context, deps }: { context: { api: PublicApi }; deps: { search: DesignPlaygroundSearch } }) =>
    loadPlayground(context.api, deps.search),
  component: DesignPlaygroundRoute,
});

function DesignPlaygroundRoute() {
  const data: PlaygroundData = Route.useLoaderData();
  return <DesignPlaygroundPage data={data} />;
}
