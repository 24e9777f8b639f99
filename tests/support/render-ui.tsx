import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cssVariablesResolver, theme } from '../../src/lib/theme';

/** jsdom has no matchMedia; Mantine's hooks ask it. Every query answers "no match". */
function stubMatchMedia() {
  // The router scrolls to the top on navigation; jsdom only logs that it cannot.
  window.scrollTo = () => {};
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

/**
 * Renders a piece of the site's UI in jsdom the way the app does: inside the theme and a router
 * (a memory history at `path`), so links and route hooks work. For component tests
 * (`// @vitest-environment jsdom` at the top of the test file).
 */
export async function renderUi(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  stubMatchMedia();
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
