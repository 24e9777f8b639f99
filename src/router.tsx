import type { JSX, ReactNode } from 'react';
import { createRouter as createTanstackRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { routeTree as fullRouteTree } from './routeTree.gen';
import type { Trpc } from './lib/trpc';
import type { PublicApi } from './lib/public-api';
import { PendingScreen } from './routes/-root-screens';

export interface RouterContext {
  /**
   * React Query and tRPC. In the browser they load on demand (decision 043): they are there for
   * every page that is not `staticData.light`, and missing on a light page (use `api`).
   */
  queryClient: QueryClient;
  trpc: Trpc;
  /** The procedures as plain async functions, for light pages' loaders (src/lib/public-api.ts). */
  api: PublicApi;
  /** Public origin for canonical URLs; the server's SITE_URL, read back from <html> in the browser. */
  siteUrl: string;
  /** The theme's CSS variables for the head: computed by the server, read back from the page in the browser. */
  themeCss?: string;
  /**
   * On the server only: what a plain form post answers (decision 240: a form sent before the
   * page's script, or without it). Set in the server's render of that answer only; the page's
   * loader reads it, narrows it to its own answer's type (most are `FormAnswer`,
   * src/lib/form-answer.ts) and hands it on, so the browser hydrates the same page.
   */
  formAnswer?: unknown;
}

/**
 * Every route. The server renders with all of them; the browser starts with the public ones
 * (`routeTree.public.gen.ts`) and adds the staff screens when one is opened (src/lib/staff-routes.ts).
 */
export type RouteTree = typeof fullRouteTree;

/**
 * Shared by both entries. The server passes a tRPC proxy that calls the router in-process;
 * the browser passes one that calls /trpc over HTTP. Queries prefetched by loaders on the
 * server are dehydrated into the page and hydrated in the browser (entry-server.tsx sets up
 * the SSR query integration; entry-client.tsx hydrates them when it loads React Query).
 */
export function createRouter(context: RouterContext, routeTree: RouteTree, browser?: BrowserOptions) {
  const router = createTanstackRouter({
    routeTree,
    context,
    // Not on the first render (hydration): the visitor may already have scrolled the server's page,
    // and a reload's position was put back before it by the router's inline script.
    scrollRestoration: afterTheFirstRender(),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingScreen,
    defaultPendingMs: 300,
    ...browser,
  });
  return router;
}

/**
 * The browser's own router options (the router's public `Wrap` and `hydrate`): the provider of the
 * React Query client that loads on demand, and the hydration of the queries the server's render
 * fetched. The server's come from React Query's SSR integration (entry-server.tsx).
 */
interface BrowserOptions {
  Wrap: (props: { children: ReactNode }) => JSX.Element;
  hydrate: () => Promise<void>;
}

/**
 * In the browser, true from the second render on: the first is the server's page, which the
 * visitor may be scrolling already. On the server, true (it writes the reload script).
 */
function afterTheFirstRender() {
  let rendered = false;
  return () => {
    if (rendered || typeof window === 'undefined') return true;
    rendered = true;
    // The router only remembers a position it saw scrolled: tell it about the visitor's, so that
    // Back from the next page returns to it.
    if (window.scrollY) document.dispatchEvent(new Event('scroll'));
    return false;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
  interface StaticDataRouteOption {
    /** false keeps a page out of the sitemap (pages marked noindex, such as /basket). */
    sitemap?: boolean;
    /**
     * A light page: plain components only and no React Query at first render, so neither Mantine
     * nor the React Query client loads with it (docs/adding-a-domain.md, decision 042).
     */
    light?: boolean;
  }
}
