import { QueryClient } from '@tanstack/react-query';

/**
 * In the browser, a request that never got an answer (network) or a server fault (5xx) is tried
 * twice more; an answer about the request itself (4xx: not found, bad input, too many) is final.
 * On the server nothing is retried: a page render calls procedures in-process, where an error
 * carries no HTTP status, and a retry there only tripled a missing page's time.
 */
function retryInBrowser(failureCount: number, error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return failureCount < 2 && (status === undefined || status >= 500);
}

/** A fresh QueryClient: one per server request, one per browser tab. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data rendered on the server is fresh for a minute, so hydration does not refetch it.
        staleTime: 60_000,
        retry: typeof window === 'undefined' ? false : retryInBrowser,
      },
    },
  });
}
