// Initializes React Fast Refresh in development; empty in the production build.
import '@vitejs/plugin-react/preamble';
// Before any module that defines a schema: zod without `new Function` (decision record 187).
import '#server/lib/zod-config';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createRouter, type RouterContext, type RouteTree } from './router';
import { routeTree as publicRouteTree } from './routeTree.public.gen';
import { provideStaffRoutes, staffRoutesFor } from './lib/staff-routes';
import { readThemeCss } from './lib/theme-styles';
import { loadMantineScope } from './lib/mantine-scope';
import { isLightPage } from './lib/light-page';
import { createBrowserPublicApi, primePublicApi } from './lib/public-api';
import { attachQueryKitTo, ensureQueryKit, QueryKitWrap } from './lib/query-kit-store';
import type { DehydratedQueries } from './lib/query-kit';
import { takeHydrationData } from './lib/hydration-data';
import { holdLinkClicksUntilHydrated, isAfterHydration, whenPageHydrated } from './lib/hydration';
import {
  holdRoutePreloads,
  installRouterBootstrap,
  loadRouteChunks,
  nextTask,
  rebuildRouteTree,
  rootRouteContext,
  type DehydratedPage,
} from './lib/library-internals';
import {
  loadRoutePreloads,
  preloadModules,
  preloadRoutesAt,
  setRoutePreloadsUrl,
  type PagePreloads,
} from './lib/route-preloads';

/** What the server left for hydration (only the parts read here are typed). */
type Dehydrated = DehydratedPage<{ query?: DehydratedQueries }> & { preloads?: PagePreloads };
// The page's data is a JSON block (decision 048); the router reads it where its own inline
// scripts would have put it, next to the few functions those scripts defined.
const dehydrated = takeHydrationData<Dehydrated>();
installRouterBootstrap(dehydrated);
const serverQueries = dehydrated?.dehydratedData?.query;
// What this page's route chunks import starts loading with them; the map for other pages is read
// once the page is hydrated and the browser is idle, or at the first navigation (decision 045).
preloadModules(dehydrated?.preloads?.page ?? []);
setRoutePreloadsUrl(dehydrated?.preloads?.map);
void whenPageHydrated().then(() => {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void loadRoutePreloads());
  else void loadRoutePreloads();
});
// Until the page is hydrated, a tapped link waits for it, and so does preloading a page on hover
// (a router update while React hydrates makes it throw the server HTML away; see hydration.ts).
holdLinkClicksUntilHydrated();

// Evaluating the entry (React and the other libraries) is one task and building the router the
// next: together they were the longest task of a page's start on a phone (issue 10).
void nextTask().then(start);

/** Builds the router, loads what the page needs and hydrates it. */
function start() {
  // React Query and tRPC are written into this object when they load (query-kit-store.tsx).
  const context = {
    api: createBrowserPublicApi(),
    siteUrl: document.documentElement.dataset.siteUrl ?? window.location.origin,
    themeCss: readThemeCss(),
  } as RouterContext;
  attachQueryKitTo(context);
  // The staff screens' routes are added when one is opened (decision 045).
  const router = createRouter(context, publicRouteTree as unknown as RouteTree, {
    Wrap: QueryKitWrap,
    hydrate: async () => {
      if (!serverQueries?.initial?.length) return;
      const { queryClient } = await ensureQueryKit();
      const { hydrateQueries } = await import('./lib/query-kit');
      hydrateQueries(queryClient, serverQueries);
    },
  });
  provideStaffRoutes(async () => {
    await import('./routeTree.gen');
    rebuildRouteTree(router);
  });
  holdRoutePreloads(router, isAfterHydration, whenPageHydrated, (pathname) => preloadRoutesAt(router, pathname));
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    if (isAfterHydration()) preloadRoutesAt(router, toLocation.pathname);
  });
  // The root route's business facts, as the server rendered them: never fetched again by this tab.
  const rootContext = rootRouteContext(dehydrated);
  if (rootContext) primePublicApi('settings.public', undefined, rootContext);

  // The page's route chunks, Mantine's provider for a page that uses Mantine components and React
  // Query for a page that rendered with it load side by side before hydration, so the page
  // hydrates in one pass; a light page loads neither (decisions 042 and 043).
  // A staff screen's routes are added first. This starts in the next task too: building the
  // router is long enough on its own.
  const ready = nextTask()
    .then(() => staffRoutesFor(router.state.location.pathname))
    .then(() => {
      const matches = router.matchRoutes(router.state.location);
      return Promise.all([
        ...loadRouteChunks(router, matches),
        isLightPage(matches) ? undefined : loadMantineScope(),
        isLightPage(matches) && !serverQueries?.initial?.length ? undefined : ensureQueryKit(),
      ]);
    })
    .catch(() => {
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
}
