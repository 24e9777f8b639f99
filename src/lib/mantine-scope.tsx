import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ensureQueryKit } from './query-kit-store';

type Provider = ComponentType<{ children: ReactNode }>;

let loaded: Provider | undefined;
let loading: Promise<Provider> | undefined;

/**
 * Loads Mantine's provider (and with it Mantine's runtime). The server registers it at start; the
 * browser loads it before hydrating a page that uses Mantine components and before navigating to
 * one (the root route's beforeLoad), so a page never waits on it while rendering.
 */
export function loadMantineScope(): Promise<Provider> {
  loading ??= import('./site-mantine-provider').then((m) => (loaded = m.SiteMantineProvider));
  return loading;
}

/** The server's render has the provider at hand from the start (no suspense on the server). */
export function registerMantineScope(provider: Provider) {
  loaded = provider;
}

const LazyProvider = lazy(() => loadMantineScope().then((provider) => ({ default: provider })));

/**
 * Wraps what uses Mantine components (a page that is not `staticData.light`, the staff screens,
 * the phone menu, the notices) in MantineProvider, loaded on demand. Public pages built from the
 * plain components (src/components/plain) need no scope and load none of Mantine (decision 042).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  // Chosen once per mount: switching component type later would remount the subtree.
  const [Scope] = useState<Provider>(() => loaded ?? LazyProvider);
  return (
    <Suspense fallback={null}>
      <Scope>{children}</Scope>
    </Suspense>
  );
}

/**
 * A light page's piece that needs Mantine and React Query (a dialog, a basket's items): `lazy()`
 * that loads its code, Mantine's provider and React Query's kit together, and renders it in a
 * MantineScope, so nothing of it shows before all three are at hand (the caller's Suspense shows
 * its fallback meanwhile).
 */
export function lazyWithMantine<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), ensureQueryKit(), loadMantineScope()]).then(([Component]) => ({
      default: (props: P) => (
        <MantineScope>
          <Component {...props} />
        </MantineScope>
      ),
    })),
  );
}
