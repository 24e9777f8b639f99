import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createTRPCClient, httpBatchLink, splitLink } from '@trpc/client';
import { createQueryClient } from './query-client';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { BASKET_SESSION_KEY } from './basket-key';
import type { AppRouter } from '#server/app-router';
import { MAX_RPC_BATCH } from '#server/trpc/batch';
import { isPrivateLinkProcedure } from '#server/trpc/private-links';

export interface QueryKit {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
}

/** The HTTP client used in the browser. On the server, procedures are called in-process instead. */
export function createBrowserTrpcClient() {
  const headers = () => {
    const basket = window.localStorage.getItem(BASKET_SESSION_KEY);
    return basket ? { 'x-basket-session': basket } : {};
  };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        // A private link's secret travels in a POST body, never in an address (decision record 179).
        condition: (op) => isPrivateLinkProcedure(op.path),
        true: httpBatchLink({ url: '/trpc', methodOverride: 'POST', maxItems: MAX_RPC_BATCH, headers }),
        false: httpBatchLink({
          url: '/trpc',
          // Longer batches are split; the server accepts procedure names up to 2,000 characters.
          maxURLLength: 2000,
          // The server refuses a longer batch (decision record 187).
          maxItems: MAX_RPC_BATCH,
          headers,
        }),
      }),
    ],
  });
}

/** The browser's React Query client and tRPC proxy (loaded on demand by query-kit-store.ts). */
export function createQueryKit(): QueryKit {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: createBrowserTrpcClient(), queryClient });
  // What QueryClientProvider does on mount: refetch on focus and on reconnect.
  queryClient.mount();
  return { queryClient, trpc };
}

/** The queries the server's render fetched, from the page's hydration data (decision 048). */
export interface DehydratedQueries {
  initial?: DehydratedState['queries'];
}

/** Puts the queries the server's render fetched in the cache (decision 048). */
export function hydrateQueries(queryClient: QueryClient, dehydrated: DehydratedQueries) {
  if (dehydrated.initial) hydrate(queryClient, { queries: dehydrated.initial, mutations: [] });
}
