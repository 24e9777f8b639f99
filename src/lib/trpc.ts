import { useRouteContext } from '@tanstack/react-router';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/app-router';

export type Trpc = TRPCOptionsProxy<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The browser's key for the anonymous basket id (specification, section 3). */
export const BASKET_SESSION_KEY = 'basket_session_id';

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

/** The typed query/mutation options for every procedure, from the router context. */
export function useTRPC(): Trpc {
  return useRouteContext({ from: '__root__', select: (context) => context.trpc });
}

/** Field errors of a failed mutation, keyed by field name, for showing beside each input. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const zod = (error.data as { zodError?: { fieldErrors?: Record<string, string[] | undefined> } } | undefined)
    ?.zodError;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(zod?.fieldErrors ?? {})) {
    if (messages?.[0]) out[field] = messages[0];
  }
  return out;
}

/** A message fit to show a person: the server's words for 4xx, a plain sentence otherwise. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof TRPCClientError && typeof error.message === 'string' && error.message) {
    // Network failures surface as TypeError text such as "Failed to fetch".
    if (!error.data) return 'We could not reach the server. Please check your connection and try again.';
    return error.message;
  }
  return fallback;
}
