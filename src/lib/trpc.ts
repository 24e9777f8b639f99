import { useRouteContext } from '@tanstack/react-router';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/app-router';
import { currentQueryKit } from './query-kit-store';

export type Trpc = TRPCOptionsProxy<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export { BASKET_SESSION_KEY } from './basket-key';

/**
 * The typed query/mutation options for every procedure, from the router context. On a light page
 * React Query loads later (decision 043): a component that uses this is mounted only once
 * `ensureQueryKit()` has resolved (lazily loaded forms do so), and then finds it in the kit.
 */
export function useTRPC(): Trpc {
  const fromRoute = useRouteContext({ from: '__root__', select: (context) => context.trpc });
  const trpc = fromRoute ?? currentQueryKit()?.trpc;
  if (!trpc) throw new Error('React Query is not loaded on this page: await ensureQueryKit() before rendering this');
  return trpc;
}

/** A tRPC client error, recognised without importing the client (it loads on demand). */
function isTrpcClientError(error: unknown): error is { message: string; data?: unknown } {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/**
 * The tRPC code of a failed call ('NOT_FOUND', 'BAD_REQUEST'...): a TRPCClientError's in the
 * browser, a TRPCError's while the server renders (it calls the procedures in-process).
 */
export function trpcErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code ?? (error as { data?: { code?: unknown } }).data?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Field errors of a failed mutation, keyed by field name, for showing beside each input. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isTrpcClientError(error)) return {};
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
  if (isTrpcClientError(error) && typeof error.message === 'string' && error.message) {
    // Network failures surface as TypeError text such as "Failed to fetch".
    if (!error.data) return 'We could not reach the server. Please check your connection and try again.';
    return error.message;
  }
  return fallback;
}
