import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createQueryClient } from './query-client';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { BASKET_SESSION_KEY } from './basket-key';
import type { AppRouter } from '#server/app-router';

export interface QueryKit {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
}

/** The HTTP client used in the browser. On the server, procedures are called in-process instead. */
export function createBrowserTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        // Longer batches are split; the server accepts procedure names up to 2,000 characters.
        maxURLLength: 2000,
        headers() {
          const basket = window.localStorage.getItem(BASKET_SESSION_KEY);
          return basket ? { 'x-basket-session': basket } : {};
        },
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

/** The queries the server rendered with (written by the router's SSR query integration). */
export interface DehydratedQueries {
  initial?: DehydratedState['queries'];
  stream?: ReadableStream<DehydratedState['queries']>;
}

/** Puts the server's queries in the cache, then those that arrive later in the page's stream. */
export function hydrateQueries(queryClient: QueryClient, dehydrated: DehydratedQueries) {
  if (dehydrated.initial) hydrate(queryClient, { queries: dehydrated.initial, mutations: [] });
  const reader = dehydrated.stream?.getReader();
  if (!reader) return;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        hydrate(queryClient, { queries: value, mutations: [] });
      }
    } catch (error) {
      console.error('Error reading query stream:', error);
    } finally {
      reader.releaseLock();
    }
  })();
}
