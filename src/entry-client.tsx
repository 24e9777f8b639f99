// Initializes React Fast Refresh in development; empty in the production build.
import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createRouter } from './router';
import { createQueryClient } from './lib/query-client';
import { createBrowserTrpcClient } from './lib/trpc';
import { readThemeCss } from './lib/theme-styles';
import { loadMantineScope } from './lib/mantine-scope';
import { isLightPage } from './lib/light-page';
import type { AppRouter } from '../server/app-router';

const queryClient = createQueryClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client: createBrowserTrpcClient(), queryClient });
const siteUrl = document.documentElement.dataset.siteUrl ?? window.location.origin;
const router = createRouter({ queryClient, trpc, siteUrl, themeCss: readThemeCss() });

// The page's route chunks, and Mantine's provider for a page that uses Mantine components, load
// side by side before hydration, so the page hydrates in one pass; a light page never loads
// Mantine (decision 042).
const matches = router.matchRoutes(router.latestLocation);
const ready = Promise.all([
  ...matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])),
  isLightPage(matches) ? undefined : loadMantineScope(),
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
