import type { AppRouter } from '#server/app-router';
import { isPrivateLinkProcedure } from '#server/trpc/private-links';

/**
 * The procedures as plain async functions, for route loaders of light pages (decision 043):
 *
 *   loader: ({ context }) => context.api.gallery.category({ slug })
 *
 * On the server they are called in-process (the same context as tRPC's, so the page cache's
 * hooks work); in the browser each call is one GET to /trpc, answered from a one-minute memory
 * cache when the same call was made recently; a procedure opened with a private link's secret is
 * one POST with the input in its body, never kept (decision record 179). Queries only: mutations
 * go through the React Query client, which loads with the forms that use it, or through
 * `postPublic` for a light page's own form. The router dehydrates loader data, so
 * what a page rendered on the server is not fetched again by the browser.
 */
export type PublicApi = ReturnType<AppRouter['createCaller']>;

/** An error answer from /trpc, with the fields code that inspects tRPC errors reads. */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly data: { code?: string; httpStatus?: number } | undefined,
  ) {
    super(message);
  }
}

/** An answer from /trpc: its data, or the error in the shape tRPC sends it. */
async function readAnswer(response: Response): Promise<unknown> {
  const body = (await response.json().catch(() => null)) as {
    result?: { data: unknown };
    error?: { message?: string; data?: { code?: string; httpStatus?: number } };
  } | null;
  if (response.ok && body?.result) return body.result.data;
  throw new PublicApiError(body?.error?.message ?? `Request failed (${response.status})`, {
    httpStatus: response.status,
    ...body?.error?.data,
  });
}

/**
 * One mutation as a POST to /trpc, for a light page's own form (the monument expert's question,
 * the proof code, a booking): the words it sends back are shown as they are, so the page needs nothing of
 * React Query for it (decision 229). The type is the caller's: `postPublic<Answer>(...)`; `headers`
 * adds the request's own (a booking sends the basket's id when it attaches the basket, decision 238);
 * `signal` abandons it (the design playground's price for a design changed since).
 */
export async function postPublic<T>(
  path: string,
  input: unknown,
  headers?: Record<string, string>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(`/trpc/${path}`, {
    method: 'POST',
    headers: { ...headers, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  });
  return (await readAnswer(response)) as T;
}

/** What to tell a person when a call failed: the server's own words, or the fallback when it could not be reached. */
export function publicErrorMessage(error: unknown, fallback: string): string {
  return error instanceof PublicApiError && error.data?.code ? error.message : fallback;
}

const FRESH_MS = 60_000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();
/** Live answers, asked again every time: an office's free times (decision 232). */
const LIVE = new Set(['bookings.slots']);

async function call(path: string, input: unknown): Promise<unknown> {
  if (isPrivateLinkProcedure(path)) return postPublic(path, input ?? null);
  const url = `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const hit = LIVE.has(path) ? undefined : cache.get(url);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.value;
  const value = fetch(url, { headers: { accept: 'application/json' } }).then(readAnswer);
  if (LIVE.has(path)) return value;
  cache.set(url, { at: Date.now(), value });
  value.catch(() => cache.delete(url));
  return value;
}

/** Forgets every answer (after staff change what the public pages show, in this tab). */
export function clearPublicApiCache() {
  cache.clear();
}

/** Puts an answer the server already gave (dehydrated with the page) in the cache, for good. */
export function primePublicApi(path: string, input: unknown, value: unknown) {
  const url = `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  cache.set(url, { at: Infinity, value: Promise.resolve(value) });
}

function proxy(path: string[]): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) => (typeof key === 'string' ? proxy([...path, key]) : undefined),
    apply: (_target, _this, args: unknown[]) => call(path.join('.'), args[0]),
  });
}

/** The browser's PublicApi: one GET per call to /trpc. */
export function createBrowserPublicApi(): PublicApi {
  return proxy([]) as PublicApi;
}
