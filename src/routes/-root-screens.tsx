import { onDemand } from '#src/lib/on-demand';

/**
 * The root route's 404 and error screens and the router's pending screen, loaded when first
 * shown (the root route is never code-split, and its imports are in every page's first download).
 * entry-server.tsx registers the real components.
 */
export const RootNotFound = onDemand(() => import('./-root-not-found').then((m) => m.RootNotFound));
export const RootError = onDemand(() => import('#src/components/feedback/route-error').then((m) => m.RouteError));
export const PendingScreen = onDemand(() => import('#src/components/feedback/page-spinner').then((m) => m.PageSpinner));
