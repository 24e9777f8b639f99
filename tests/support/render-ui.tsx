import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { seededSettings } from './seeded-business';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '#server/app-router';
import type { RouterContext } from '#src/router';
import { cssVariablesResolver, theme } from '#src/lib/theme';

// Lazily loaded parts (the estimate form, dialogs) can take seconds to import on a busy machine:
// findBy and waitFor wait up to 10s, not 1s.
configure({ asyncUtilTimeout: 10_000 });

/** jsdom has no matchMedia; Mantine's hooks ask it. Every query answers "no match". */
function stubBrowser() {
  // The router scrolls to the top on navigation; jsdom only logs that it cannot.
  window.scrollTo = () => {};
  // Auto-growing text areas re-measure when fonts load.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  // Mantine's segmented control and scroll areas watch their size.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Canned answers by procedure path ("leads.submitContact"); each call is recorded. */
export type FakeProcedures = Record<string, (input: unknown) => unknown>;

function fakeLink(procedures: FakeProcedures, calls: Array<{ path: string; input: unknown }>): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = procedures[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No fake answer for ${op.path}`);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
          );
      });
}

/** `context.api` answered by the same canned procedures (src/lib/public-api.ts). */
function fakeApi(procedures: FakeProcedures, calls: Array<{ path: string; input: unknown }>): unknown {
  const at = (path: string[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, key) => (typeof key === 'string' ? at([...path, key]) : undefined),
      apply: async (_target, _this, args: unknown[]) => {
        const name = path.join('.');
        calls.push({ path: name, input: args[0] });
        const handler = procedures[name];
        if (!handler) throw new Error(`No fake answer for ${name}`);
        return handler(args[0]);
      },
    });
  return at([]);
}

/**
 * Renders a piece of the site's UI in jsdom the way the app does: inside the theme, React Query
 * and a router (a memory history at `path`) whose context has a tRPC proxy answered by
 * `procedures`, so links, route hooks and queries work. For component tests (put
 * `// @vitest-environment jsdom` at the top of the test file). `light: true` renders it as a
 * light page is rendered (decision 042): no MantineProvider, no React Query and no tRPC in the
 * router's context, only `context.api`, so a Mantine component or `useTRPC()` throws.
 */
export async function renderUi(
  ui: ReactNode | (() => ReactNode),
  {
    path = '/',
    procedures = {},
    cached = () => {},
    light = false,
  }: {
    path?: string;
    light?: boolean;
    procedures?: FakeProcedures;
    /** Puts answers in the query cache before the first render, as a route loader would. */
    cached?: (queryClient: QueryClient, trpc: ReturnType<typeof createTRPCOptionsProxy<AppRouter>>) => void;
  } = {},
) {
  stubBrowser();
  const calls: Array<{ path: string; input: unknown }> = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({ links: [fakeLink(procedures, calls)] }),
    queryClient,
  });
  cached(queryClient, trpc);
  const Content = typeof ui === 'function' ? ui : () => <>{ui}</>;
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Content });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {
      queryClient: light ? undefined : queryClient,
      trpc: light ? undefined : trpc,
      api: fakeApi(procedures, calls),
      siteUrl: 'http://localhost',
      business: seededSettings.business,
      gates: seededSettings.gates,
    } as RouterContext, // the site's root route adds the business facts; this test root stands in for it
  });
  await router.load();
  if (light) return { ...render(<RouterProvider router={router} />), queryClient, trpc, calls };
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient, trpc, calls };
}
