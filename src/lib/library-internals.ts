/**
 * Every place the site leans on a library's private behaviour: what is not in the library's
 * public types or documentation, or is marked internal or framework-only there (decision 204).
 * Each assumption is one small function here, with the version it was checked against and what
 * breaks if it changes; `library-internals.test.tsx` checks each against the installed packages,
 * so an upgrade that changes one fails there, by name, instead of as a flaky journey on a slow
 * phone. Nothing else in the project reaches into these libraries' insides.
 *
 * Checked against: react and react-dom 19.3.1 (scheduler 0.28.0), @tanstack/react-router
 * 1.170.46 with @tanstack/router-core 1.171.39, @tanstack/router-plugin 1.169.0, vite 8.3.8 with
 * rolldown 1.2.19. The browser's `scheduler` is a web API (Chromium 129 and later), not a
 * library's: it is here because the React assumption below depends on it.
 */
import { _getRenderedMatches, type AnyRouteMatch, type AnyRouter } from '@tanstack/router-core';
import type { DehydratedMatch as PublicDehydratedMatch, TsrSsrGlobal } from '@tanstack/router-core/ssr/client';

/** A dehydrated match: `b` (the `beforeLoad` context) is `@internal`, left out of the published types. */
export type DehydratedMatch = PublicDehydratedMatch & { b?: unknown };

// ---------------------------------------------------------------------------------------------
// React (react-dom 19.3.1)

/**
 * The key prefix under which react-dom keeps an element's fiber on the DOM node
 * (`internalInstanceKey` in ReactDOMComponentTree). Private: if it changes, no element ever
 * counts as hydrated, every page waits out the give-up time (hydration.ts) and a tapped link is
 * held for five seconds.
 */
export const REACT_FIBER_KEY_PREFIX = '__reactFiber$';

/** True once React has attached its fiber to the element (while rendering it, before the pass commits). */
export function isClaimedByReact(element: Element): boolean {
  // The literal, not the constant: one variable fewer in the first load.
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

// ---------------------------------------------------------------------------------------------
// React's scheduler (scheduler 0.28.0) and the browser's (Prioritized Task Scheduling)

interface BrowserScheduler {
  postTask?: (task: () => void, options: { priority: 'background' }) => unknown;
  yield?: () => Promise<void>;
}

/**
 * Runs `run` after the work React has queued. React's scheduler renders in slices of about 5 ms
 * and continues a yielded render in a new task it posts through a MessageChannel (a task of
 * ordinary priority, never a `background` one), so a task of the lowest priority runs once the
 * pass has committed. If React's scheduler moved to `scheduler.postTask` with its own priorities
 * or to microtasks, a held tap could be replayed mid-pass and the page fail with React error #422.
 * (An idle callback waited up to ten seconds on a busy machine, with a tap held all that time.)
 */
export function afterReactsWork(run: () => void) {
  const { scheduler } = window as { scheduler?: BrowserScheduler };
  if (scheduler?.postTask) void scheduler.postTask(run, { priority: 'background' });
  else if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 50);
}

/**
 * Resolves in a later task, so the work after it is not part of the current one: at the front of
 * the queue where the browser can (`scheduler.yield`), else after what is queued already.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = window as { scheduler?: BrowserScheduler };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

// ---------------------------------------------------------------------------------------------
// TanStack Router in the browser (@tanstack/react-router 1.170.46, router-core 1.171.39)

/**
 * What the server hands the browser's router (`dehydratedPage` in entry-server.tsx): the fields
 * the router's own dehydration writes, plus the page's preloads (ours).
 */
export interface DehydratedPage<Extra = unknown> {
  manifest?: unknown;
  matches?: DehydratedMatch[];
  dehydratedData?: Extra;
}

/**
 * The router's client hydration (`hydrate` in router-core's load-client) reads the page's
 * dehydrated state from `window.$_TSR.router`, and `RouterClient` calls `$_TSR.h()` once hydrated.
 * The router's own inline script (`tsrScript`) would define the global; the page carries its data
 * as a JSON block instead (decision 048), so the entry defines what the router reads, and nothing
 * more: `buffer` is read only with serialization adapters (the site has none), and `p`, `e` and
 * `c` only by the router's streamed scripts, which the server writes none of. If the global's name
 * or what is read from it changes, hydration throws or renders the page again from scratch.
 */
export function installRouterBootstrap(dehydrated: DehydratedPage | undefined) {
  (window as unknown as { $_TSR: object }).$_TSR = {
    router: dehydrated,
    h() {},
  } satisfies Pick<TsrSsrGlobal, 'h'> & { router: DehydratedPage | undefined };
}

/**
 * The root route's `beforeLoad` context as the server rendered it: the root match's `b` (marked
 * `@internal` in router-core's `DehydratedMatch`). If it moves, the business facts are fetched
 * once more by the browser after hydration (no visible change, one more request).
 */
export function rootRouteContext(dehydrated: DehydratedPage | undefined): unknown {
  return dehydrated?.matches?.[0]?.b;
}

/**
 * Gives the router the routes added to its tree since it was built. The generated full tree
 * (routeTree.gen.ts) adds the staff screens to the same root route object the public tree
 * starts with (`_addFileChildren`), so the tree's object is unchanged and `router.update` would
 * not rebuild it; `buildRouteTree` and `setRoutes` are the router's own steps for that, public on
 * the class but undocumented. If they change, opening a staff screen shows the not-found page.
 */
export function rebuildRouteTree(router: AnyRouter) {
  router.setRoutes(router.buildRouteTree());
}

/**
 * Holds every route preload until `isReady()` (else until `whenReady()` resolves), then tells
 * `onPreload` the target's pathname before the router preloads it. A link's intent preload calls
 * `router.preloadRoute` on the router instance, and `preloadRoute` is an instance field, so the
 * replacement is what links call. If links stop calling it through the instance, a hover while the
 * page hydrates updates the router mid-pass (React error #422), and the preload lists of other
 * pages are not added on hover.
 */
export function holdRoutePreloads<R extends AnyRouter>(
  router: R,
  isReady: () => boolean,
  whenReady: () => Promise<void>,
  onPreload: (pathname: string) => void,
) {
  const preloadRoute = router.preloadRoute.bind(router);
  router.preloadRoute = (async (options: Parameters<R['preloadRoute']>[0]) => {
    if (!isReady()) await whenReady();
    onPreload(router.buildLocation(options as Parameters<R['buildLocation']>[0]).pathname);
    return preloadRoute(options);
  }) as R['preloadRoute'];
}

/**
 * Loads the matched routes' code-split chunks (each route's component and pending screen):
 * `router.loadRouteChunk` of each route found by id in `routesById`. If it stops loading them, the
 * page still hydrates, but in two passes with its chunks fetched late.
 */
export function loadRouteChunks(router: AnyRouter, matches: readonly { routeId: string }[]) {
  return matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId]));
}

// ---------------------------------------------------------------------------------------------
// TanStack Router on the server (same versions)

/**
 * The matches the page rendered (router-core's `_getRenderedMatches` over `router.stores.matches`:
 * up to the first that is not a success), as the router's own dehydration picks them.
 */
export function renderedMatches(router: AnyRouter): AnyRouteMatch[] {
  return _getRenderedMatches(router.stores.matches.get());
}

/**
 * One rendered match as the router's own dehydration writes it (`dehydrateMatch` in router-core's
 * ssr-server, not exported): id with `/` as `#`, update time, status, `beforeLoad` context
 * (`__beforeLoadContext`, internal), loader data, error, ssr mode, and `g` for a not-found. If the
 * router reads other keys, the browser's router refuses the server's matches and loads the page's
 * data again while hydrating (a second request per loader, and the page may flash its pending screen).
 */
export function dehydrateMatch(match: AnyRouteMatch): DehydratedMatch {
  return {
    i: match.id.replaceAll('/', '#'),
    u: match.updatedAt,
    s: match.status,
    b: (match as AnyRouteMatch & { __beforeLoadContext?: unknown }).__beforeLoadContext,
    l: match.loaderData,
    e: match.error,
    ssr: match.ssr,
    ...(match._notFound ? { g: true as const } : {}),
  };
}

/** The assets manifest the request handler attached to the router (`router.ssr.manifest`). */
export function ssrManifest(router: AnyRouter): unknown {
  return router.ssr?.manifest;
}

/**
 * The router would write its dehydrated state as inline scripts of generated code (seroval) and,
 * while React Query's stream is open, pass the whole page through its streaming transform. This
 * makes it write none: when the request handler attaches its SSR utilities
 * (`serverSsrLifecycle.onServerSsrAttach`, undocumented), their `dehydrate` is replaced by
 * `disableHydration` (both framework-only). If the hook is no longer called, the pages carry the
 * router's scripts again (their CSP hashes change with every page, and the page cache's
 * no-`$_TSR` test fails).
 */
export function writeNoRouterScripts(router: AnyRouter) {
  router.serverSsrLifecycle = {
    ...router.serverSsrLifecycle,
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        serverSsr.dehydrate = async () => serverSsr.disableHydration();
      },
    ],
  };
}

/** Ends the request's SSR state (`router.serverSsr.cleanup`, framework-only): its listeners and timers. */
export function endServerRender(router: AnyRouter) {
  router.serverSsr?.cleanup();
}

// ---------------------------------------------------------------------------------------------
// The build (vite 8.3.8 with rolldown 1.2.19, @tanstack/router-plugin 1.169.0)

/**
 * The route file a code-split chunk was made from: router-plugin names each split part of a route
 * file `<file>.tsx?tsr-split=<parts>`, which is the chunk's `facadeModuleId`. If the query's name
 * changes, no route has a preload list and the route chunks' imports carry Vite's lists again
 * (about 3 kB more in the first load, decision 045).
 */
export function routeFileOfSplitChunk(facadeModuleId: string | null | undefined): string | undefined {
  return facadeModuleId?.match(/^(.*\/src\/routes\/.*\.tsx)\?tsr-split=/)?.[1];
}

/**
 * The code-splitting group that puts the entry and everything it imports statically in one file
 * (decision 160): rolldown's built-in `$initial` tag. Documented in rolldown's types, but young;
 * if it stops grouping, the first load is twenty files again (4.7 kB more gzipped).
 */
export function firstLoadGroup() {
  return { name: 'entry', tags: ['$initial' as const] };
}

/**
 * The site's one stylesheet in Vite's manifest: with `cssCodeSplit` off, Vite lists it as its own
 * entry under the key `style.css` (not the entry chunk's `css`). If the key changes, the pages are
 * served without their stylesheet's link.
 */
export function singleStylesheet(viteManifest: Record<string, { file: string }>): string | undefined {
  return viteManifest['style.css']?.file;
}
