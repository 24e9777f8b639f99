import { QueryClient } from '@tanstack/react-query';

/** A fresh QueryClient: one per server request, one per browser tab. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data rendered on the server is fresh for a minute, so hydration does not refetch it.
        staleTime: 60_000,
        retry: (failureCount, error) => {
          const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
          return failureCount < 2 && (status === undefined || status >= 500);
        },
      },
    },
  });
}
