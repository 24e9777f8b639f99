import { renderToString } from 'react-dom/server';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import type { AnyRouter } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { AnyRouteMatch, ServerManifest } from '@tanstack/router-core';
import { dehydrate } from '@tanstack/react-query';
import { createRouter } from './router';
import { routeTree } from './routeTree.gen';
import { createQueryClient } from './lib/query-client';
import { registerMantineScope } from './lib/mantine-scope';
import { SiteMantineProvider } from './lib/site-mantine-provider';
import { themeCss } from './lib/theme-css';
import { hydrationDataScript } from './lib/hydration-data';
import {
  dehydrateMatch,
  endServerRender,
  renderedMatches,
  ssrManifest,
  writeNoRouterScripts,
} from './lib/library-internals';
import { trpcErrorCode } from './lib/trpc';
import { modulesOfRoutes, type PagePreloads, type RoutePreloads } from './lib/route-preloads';
import { PendingScreen, RootError, RootNotFound } from './routes/-root-screens';
import { RootNotFound as RootNotFoundPage } from './routes/-root-not-found';
import { RouteError } from './components/feedback/route-error';
import { PageSpinner } from './components/feedback/page-spinner';
import { ContactFormOnDemand } from './features/leads/contact-form-on-demand';
import { ContactFormStatic } from './features/leads/contact-form-static';
import { AddToBasketButtonOnDemand } from './features/basket/gallery-basket-action-on-demand';
import { AddToBasketButton } from './features/basket/add-to-basket-button';
import { EpitaphEditorOnDemand, EpitaphIdeasOnDemand } from './features/epitaph/epitaph-builder';
import { EpitaphIdeas } from './features/epitaph/epitaph-ideas';
import { EpitaphEditor } from './features/epitaph/epitaph-editor';
import { FamilyOrderOnDemand } from './features/orders/verify/family-order-on-demand';
import { FamilyOrder } from './features/orders/verify/family-order';
import { OpenBookingOnDemand } from './features/bookings/manage-booking-on-demand';
import { CalculatorFormOnDemand } from './features/price-calculator/calculator-form-on-demand';
import { CalculatorForm } from './features/price-calculator/calculator-form';
import { OpenBooking } from './features/bookings/manage-booking';
import type { AppRouter } from '../server/app-router';
import type { Context } from '../server/trpc/context';

export interface RenderOptions {
  request: Request;
  /** Passed in by the server so the SSR bundle does not carry a second copy of the API. */
  appRouter: AppRouter;
  trpcContext: Context;
  manifest: ServerManifest;
  /** What each route's chunks import and where the browser finds that map (production builds, decision 045). */
  routePreloads?: { url: string; preloads: RoutePreloads };
  siteUrl: string;
  /** What a plain form post answers, for the page's loader (decision 240, server/plugins/ssr-plain-forms.ts). */
  formAnswer?: unknown;
}

// The server renders Mantine's provider synchronously wherever a page uses it (decision 042).
registerMantineScope(SiteMantineProvider);
// The screens the browser loads when first shown render synchronously here (decision 044).
RootNotFound.register(RootNotFoundPage);
RootError.register(RouteError);
PendingScreen.register(PageSpinner);
// The home page's contact form renders with the page here, drawn without Mantine; the browser
// loads the real form after the page and hydrates it on that markup (decisions 046 and 047).
ContactFormOnDemand.register(ContactFormStatic);
// A gallery category's and a saved epitaph's "Add to basket" button renders with the page here;
// the browser loads it after the page and hydrates it in place (decisions 049 and 230).
AddToBasketButtonOnDemand.register(AddToBasketButton);
// The epitaph builder's ideas and editor, composed from a plain form's answers (decision 230).
EpitaphIdeasOnDemand.register(EpitaphIdeas);
EpitaphEditorOnDemand.register(EpitaphEditor);
// A family's opened order on the light proof page renders with the page here; the browser loads
// it (with Mantine and React Query) only when an order is open (decision 229).
FamilyOrderOnDemand.register(FamilyOrder);
// A booking /book/manage opens on the server (this session's) renders with the page here (decision 232).
OpenBookingOnDemand.register(OpenBooking);
// The calculator's form, once a design is chosen; the start page's script leaves it out (decision 239).
CalculatorFormOnDemand.register(CalculatorForm);
const THEME_CSS = themeCss();

/**
 * Renders one request with a fresh router and QueryClient; loaders call procedures in-process.
 * Inline scripts carry no nonce: the server allows them by their hashes (a page may be cached).
 */
/** One render: the router's status and headers, and the page itself as text. */
export interface RenderedPage {
  /** Status and headers (a redirect's Location); its body is empty when `html` is set. */
  response: Response;
  /**
   * The page's HTML in pieces, sent one after the other (the page, its hydration data, its end);
   * null when the router answered without rendering (a redirect, an error).
   */
  html: string[] | null;
}

export async function render({
  request,
  appRouter,
  trpcContext,
  manifest,
  routePreloads,
  siteUrl,
  formAnswer,
}: RenderOptions): Promise<RenderedPage> {
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => manifest,
    createRouter: () => {
      const queryClient = createQueryClient();
      const trpc = createTRPCOptionsProxy<AppRouter>({ router: appRouter, ctx: trpcContext, queryClient });
      // A fault inside a procedure a loader calls is logged with the request's id, as over HTTP;
      // the page says it in plain words.
      const api = appRouter.createCaller(trpcContext, {
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            trpcContext.log.error(
              { err: error.cause ?? error, requestId: trpcContext.requestId, path },
              'procedure failed',
            );
        },
      });
      const router = createRouter({ queryClient, trpc, api, siteUrl, themeCss: THEME_CSS, formAnswer }, routeTree);
      setupRouterSsrQueryIntegration({ router, queryClient });
      // The page carries its data as one JSON block, not the router's inline scripts (decision 048).
      writeNoRouterScripts(router as unknown as AnyRouter);
      return router as unknown as AnyRouter;
    },
  });
  // What the router's renderRouterToString does, keeping the page a string: wrapping it in a
  // Response only for the server to read it back cost a tenth of a render (decision 046).
  let html: string[] | null = null;
  const response = await handler(async ({ responseHeaders, router }) => {
    try {
      const rendered = renderToString(<RouterServer router={router} />);
      const data = hydrationDataScript(dehydratedPage(router, routePreloads));
      const page = await transformHtmlStringWithRouter(router, rendered);
      // The data goes before </body>. The pieces stay apart: joined, the whole page would be
      // copied into a new string once more before being encoded (decision 047).
      const end = page.lastIndexOf('</body>');
      html = end < 0 ? [page] : [page.slice(0, end), data, page.slice(end)];
      return new Response(null, { status: pageStatus(router), headers: responseHeaders });
    } catch (error) {
      console.error('Render to string error:', error);
      html = null;
      return new Response('Internal Server Error', { status: 500, headers: responseHeaders });
    } finally {
      endServerRender(router);
    }
  });
  return { response, html };
}

/**
 * The router's status, except that a page whose loader was refused by its procedure as naming
 * nothing (an unknown id, or a link too malformed to be one: NOT_FOUND or BAD_REQUEST) is a 404,
 * as the public pages' `notFound()` is, rather than a server fault. The page still shows the
 * route's own error screen, in words.
 */
function pageStatus(router: AnyRouter): number {
  const status = getSsrStatus(router);
  if (status !== 500) return status;
  const errors = router.state.matches.filter((match) => match.status === 'error').map((match) => match.error);
  return errors.length > 0 && errors.every(namesNothing) ? 404 : status;
}

function namesNothing(error: unknown): boolean {
  const code = trpcErrorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/**
 * What the browser's router needs to hydrate (the fields its own dehydration writes): each
 * rendered match's id, status, update time, route context from `beforeLoad`, loader data and
 * error, the assets manifest, and the queries the render fetched.
 */
function dehydratedPage(router: AnyRouter, routePreloads: RenderOptions['routePreloads']) {
  const rendered = renderedMatches(router);
  const matches = rendered.map(dehydrateMatch);
  const queries = dehydrate(router.options.context.queryClient).queries;
  // The modules the page's route chunks import, preloaded by the browser as it starts them.
  const preloads: PagePreloads | undefined = routePreloads && {
    map: routePreloads.url,
    page: modulesOfRoutes(
      routePreloads.preloads,
      rendered.map((match: AnyRouteMatch) => match.routeId),
    ),
  };
  return {
    manifest: ssrManifest(router),
    preloads,
    matches,
    dehydratedData: { query: queries.length ? { initial: queries } : {} },
  };
}

/** A router for reading the full route tree (paths and static data), never for rendering. */
function routesOnlyRouter() {
  return createRouter(
    { queryClient: createQueryClient(), trpc: null as never, api: null as never, siteUrl: '' },
    routeTree,
  );
}

/** Every public route path without parameters, for the sitemap ("built from the routes"). */
export function listStaticPublicPaths(): string[] {
  const router = routesOnlyRouter();
  const paths = Object.keys(router.routesByPath)
    .filter((path) => !path.includes('$') && !path.startsWith('/admin'))
    .filter(
      (path) => router.routesByPath[path as keyof typeof router.routesByPath]?.options.staticData?.sitemap !== false,
    )
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path));
  return [...new Set(paths)].sort();
}

/** Every route path of the tree, staff screens and parameters included (`/admin/blogs/edit/$id`). */
export function listRoutePaths(): string[] {
  const router = routesOnlyRouter();
  const paths = Object.keys(router.routesByPath).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path));
  return [...new Set(paths)].sort();
}

/** Every public route path, parameters included (`/gallery/$category/$slug`), for the server's page list. */
export function listPublicRoutePaths(): string[] {
  return listRoutePaths().filter((path) => !path.startsWith('/admin'));
}

let searchRouter: ReturnType<typeof routesOnlyRouter> | undefined;

type SearchValidator = ((search: Record<string, unknown>) => Record<string, unknown>) | { parse(v: unknown): unknown };

/**
 * The query a page's cached HTML depends on (decision record 185): what its routes'
 * `validateSearch` read from the address, with sorted keys and nothing left empty, as a query
 * string ('' when the page reads none). Tracking parameters (`utm_*`, `fbclid`, `gclid`) and
 * anything else a page does not read are not part of it, so they cannot make a page render again.
 */
export function pageSearchKey(pathname: string, search: string): string {
  if (search === '' || search === '?') return '';
  searchRouter ??= routesOnlyRouter();
  const [routes] = searchRouter.getMatchedRoutes(pathname);
  const raw = searchRouter.options.parseSearch(search) as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const route of routes) {
    const validate = route.options.validateSearch as SearchValidator | undefined;
    if (!validate) continue;
    try {
      const result = typeof validate === 'function' ? validate({ ...raw }) : validate.parse({ ...raw });
      Object.assign(read, result);
    } catch {
      // A page refuses this query: its answer is not cached under a shared key.
      return searchRouter.options.stringifySearch(raw);
    }
  }
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(read).sort()) {
    const value = read[key];
    if (value !== undefined && value !== null && value !== '') kept[key] = value;
  }
  return searchRouter.options.stringifySearch(kept);
}
