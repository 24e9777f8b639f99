// Initializes React Fast Refresh in development; empty in the production build.
import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createRouter } from './router';
import { createQueryClient } from './lib/query-client';
import { createBrowserTrpcClient } from './lib/trpc';
import type { AppRouter } from '../server/app-router';

const queryClient = createQueryClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client: createBrowserTrpcClient(), queryClient });
const siteUrl = document.documentElement.dataset.siteUrl ?? window.location.origin;
const router = createRouter({ queryClient, trpc, siteUrl });

// Hydrating inside a transition lets React yield to the browser every few milliseconds instead
// of holding the main thread for the whole page (long tasks are what mobile Lighthouse counts as
// Total Blocking Time); a tap on a part not yet hydrated hydrates that part first.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
