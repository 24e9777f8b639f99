// Initializes React Fast Refresh in development; empty in the production build.
import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createRouter, type RouterContext } from './router';
import { readThemeCss } from './lib/theme-styles';
import { loadMantineScope } from './lib/mantine-scope';
import { isLightPage } from './lib/light-page';
import { createBrowserPublicApi, primePublicApi } from './lib/public-api';
import { attachQueryKitTo, ensureQueryKit, QueryKitWrap } from './lib/query-kit-store';
import type { DehydratedQueries } from './lib/query-kit';
import { holdLinkClicksUntilHydrated, isAfterHydration, whenPageHydrated } from './lib/hydration';

/** What the server's inline scripts left for hydration (only the parts read here). */
interface Dehydrated {
  router?: { matches?: { b?: unknown }[]; dehydratedData?: { query?: DehydratedQueries } };
}
const dehydrated = (window as unknown as { $_TSR?: Dehydrated }).$_TSR?.router;
const serverQueries = dehydrated?.dehydratedData?.query;

// React Query and tRPC are written into this object when they load (query-kit-store.tsx).
const context = {
  api: createBrowserPublicApi(),
  siteUrl: document.documentElement.dataset.siteUrl ?? window.location.origin,
  themeCss: readThemeCss(),
} as RouterContext;
attachQueryKitTo(context);
const router = createRouter(context);
router.options.Wrap = QueryKitWrap;
// Until the page is hydrated, a tapped link waits for it, and so does preloading a page on hover
// (a router update while React hydrates makes it throw the server HTML away; see hydration.ts).
holdLinkClicksUntilHydrated();
const preloadRoute = router.preloadRoute.bind(router);
router.preloadRoute = (async (options) => {
  if (!isAfterHydration()) await whenPageHydrated();
  return preloadRoute(options);
}) as typeof router.preloadRoute;
// The root route's business facts, as the server rendered them: never fetched again by this tab.
if (dehydrated?.matches?.[0]?.b) primePublicApi('settings.public', undefined, dehydrated.matches[0].b);
router.options.hydrate = async () => {
  if (!serverQueries) return;
  if (serverQueries.initial?.length) {
    const { queryClient } = await ensureQueryKit();
    const { hydrateQueries } = await import('./lib/query-kit');
    hydrateQueries(queryClient, serverQueries);
  } else {
    // Nothing was queried while rendering; queries that finish later arrive in the stream.
    void serverQueries.stream?.cancel().catch(() => {});
  }
};

// The page's route chunks, Mantine's provider for a page that uses Mantine components and React
// Query for a page that rendered with it load side by side before hydration, so the page
// hydrates in one pass; a light page loads neither (decisions 042 and 043).
const matches = router.matchRoutes(router.latestLocation);
const ready = Promise.all([
  ...matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])),
  isLightPage(matches) ? undefined : loadMantineScope(),
  isLightPage(matches) && !serverQueries?.initial?.length ? undefined : ensureQueryKit(),
]).catch(() => {
  // The router loads them again while hydrating, and shows its error page if that fails too.
});

// Hydrating inside a transition lets React yield to the browser every few milliseconds instead
// of holding the main thread for the whole page (long tasks are what mobile Lighthouse counts as
// Total Blocking Time); a tap on a part not yet hydrated hydrates that part first.
void ready.then(() =>
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  }),
);
