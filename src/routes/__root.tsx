import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createRootRouteWithContext, HeadContent, redirect, Scripts } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { RootError, RootNotFound } from './-root-screens';
import { markHydrated, useHydrated } from '../lib/hydration';
import { ThemeStyles } from '../lib/theme-styles';
import { loadMantineScope } from '../lib/mantine-scope';
import { ensureQueryKit } from '../lib/query-kit-store';
import { isLightPage } from '../lib/light-page';
import { fullTitle } from '../lib/seo';
import { staffRoutesFor } from '../lib/staff-routes';
import '../styles/global.css';

// Notices only follow an action (an add to the basket, a sign-in), so the component that shows
// them (with its own Mantine provider) is loaded after the page has hydrated; a notice raised
// earlier waits in its store.
const Notices = lazy(() => import('../lib/notices'));

/**
 * Its own component so that switching it on after hydration re-renders only itself: the same
 * switch in the document component would re-render, synchronously, the whole page.
 */
function NoticesOutlet() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Notices />
    </Suspense>
  ) : null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The business facts for every page and its head (useBusiness(), match.context.business): one
  // cached read on the server, dehydrated with the page, never fetched again by the browser.
  beforeLoad: async ({ context, matches, location }) => {
    // A staff screen opened from a public page: its routes are added, then its address loads again.
    const staffRoutes = staffRoutesFor(location.pathname);
    if (staffRoutes) {
      await staffRoutes;
      throw redirect({ href: location.href, replace: true });
    }
    // In the browser, a page that is not light gets Mantine's provider and React Query before it
    // loads (decisions 042 and 043; the first page's are loaded by entry-client.tsx). The kit is
    // returned so that this navigation's loaders see it in their context.
    if (typeof window !== 'undefined' && !isLightPage(matches)) {
      const [kit, settings] = await Promise.all([ensureQueryKit(), context.api.settings.public(), loadMantineScope()]);
      return { ...settings, ...kit };
    }
    return context.api.settings.public();
  },
  head: ({ matches }) => ({
    meta: [
      // Pages set their own title (the deepest route's wins). This one shows when no page matched
      // (the 404 page), and the business's name while a page is still loading, so the tab is never
      // left without a title.
      ...(matches[0]?.context.business
        ? [
            {
              title: matches.some((m) => m.status === 'notFound' || m._notFound)
                ? fullTitle('Page Not Found', matches[0].context.business)
                : matches[0].context.business.name,
            },
          ]
        : []),
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#123a5c' },
    ],
    // The SVG icon for browsers that take it, PNG and ICO for those that do not, and the
    // 180 px square iOS puts on a home screen (made by scripts/make-site-images.ts).
    links: [
      { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ],
  }),
  // The document shell also wraps the root's error and not-found screens (plain components, no
  // Mantine), which load when first shown: the root route is never code-split (decision 044).
  shellComponent: RootDocument,
  notFoundComponent: RootNotFound,
  errorComponent: RootError,
});

function RootDocument({ children }: { children: ReactNode }) {
  const siteUrl = Route.useRouteContext({ select: (c) => c.siteUrl });
  useEffect(markHydrated, []);
  return (
    <html lang="en" suppressHydrationWarning data-mantine-color-scheme="light" data-site-url={siteUrl}>
      <head>
        <HeadContent />
        <ThemeStyles />
      </head>
      <body>
        {/* Theme styles are in the head; responsive props' styles are hoisted there by React (decision 036).
            Mantine's provider wraps only what uses Mantine components (MantineScope, decision 042). */}
        <NoticesOutlet />
        {/* The site header's action (the basket link) is provided by the public site's layout. */}
        {children}
        <Scripts />
      </body>
    </html>
  );
}
