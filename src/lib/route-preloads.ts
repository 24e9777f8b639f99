/**
 * What a page's chunks import, preloaded beside them so the browser fetches them in one round
 * instead of finding them import by import (decision 045). Vite used to write these lists into the
 * entry, one for each route: 4 kB gzipped of every first load, for pages the visitor may never
 * open. The build writes them to a JSON file instead (`route-preloads` in vite.config.ts); the
 * server sends the page's own list with its hydration data, and the browser reads the file when
 * the page is hydrated and idle, or at the first navigation if that comes sooner.
 */
import type { AnyRouter } from '@tanstack/react-router';

/** The build's map: `files` are URLs, `routes` maps a route id to indexes into `files`. */
export interface RoutePreloads {
  files: string[];
  routes: Record<string, number[]>;
}

/**
 * The map's file, next to the entry's and named after it: the entry's name changes whenever a
 * chunk's does (it names every route chunk), so the map can be cached as long as the entry. The
 * server's has the staff screens too (for a staff page's first load); the browser's has not.
 */
export function routePreloadsFile(entryFile: string, reader: 'browser' | 'server' = 'browser') {
  return entryFile.replace(/\.js$/, reader === 'server' ? '.server-preloads.json' : '.preloads.json');
}

/** What the server puts in the hydration data: the page's list and where the whole map is. */
export interface PagePreloads {
  map: string;
  page: string[];
}

/** The modules the given routes' chunks need (each route's own chunk first), without repeats. */
export function modulesOfRoutes(preloads: RoutePreloads, routeIds: readonly string[]): string[] {
  const files = new Set<string>();
  for (const id of routeIds) for (const index of preloads.routes[id] ?? []) files.add(preloads.files[index]!);
  return [...files];
}

const preloaded = new Set<string>();

/**
 * Links added per task. Adding a `modulepreload` link starts its fetch there and then, about
 * 1.5 ms each on a desktop and four times that on a phone: a page's twenty in one go were the
 * longest piece of the entry's start on a phone (issue 10). The first few go at once.
 */
const LINKS_PER_TASK = 4;

/** Adds a `<link rel="modulepreload">` for each module not asked for before, a few per task. */
export function preloadModules(hrefs: readonly string[]) {
  const links: HTMLLinkElement[] = [];
  for (const href of hrefs) {
    // Vite's preload helper skips a module this added already (it reads every link's resolved
    // `href`); its own links carry absolute addresses, so looking for this relative one among
    // them never found any (decision 204).
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.push(link);
  }
  const addSome = () => {
    document.head.append(...links.splice(0, LINKS_PER_TASK));
    if (links.length) setTimeout(addSome);
  };
  addSome();
}

let mapUrl: string | undefined;
let map: Promise<RoutePreloads | null> | undefined;

/** Where the map is (from the hydration data); nothing is fetched yet. */
export function setRoutePreloadsUrl(url: string | undefined) {
  mapUrl = url;
}

/** Fetches the map once; without it (a failed fetch, the dev server) chunks load as the browser finds their imports. */
export function loadRoutePreloads(): Promise<RoutePreloads | null> {
  if (!mapUrl) return Promise.resolve(null);
  return (map ??= fetch(mapUrl)
    .then((response) => (response.ok ? (response.json() as Promise<RoutePreloads>) : null))
    .catch(() => null));
}

/** Preloads what the routes matching `pathname` import, once the map has arrived. */
export function preloadRoutesAt(router: Pick<AnyRouter, 'getMatchedRoutes'>, pathname: string) {
  if (!mapUrl) return;
  const routeIds = router.getMatchedRoutes(pathname)[0].map((route) => route.id);
  void loadRoutePreloads().then((preloads) => {
    if (preloads) preloadModules(modulesOfRoutes(preloads, routeIds));
  });
}
