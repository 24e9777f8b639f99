import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import type { QueryKit } from './query-kit';

/**
 * The React Query client and tRPC proxy are not part of the first download (decision 043): a
 * light page loads its data through `context.api`. They load before hydrating a page whose
 * server render used React Query, before navigating to a page that is not light (the root
 * route's beforeLoad), and when a light page's lazily loaded form asks for them.
 */
let kit: QueryKit | undefined;
let loading: Promise<QueryKit> | undefined;
const listeners = new Set<() => void>();
let routerContext: Partial<QueryKit> | undefined;

/** The router's context object: the kit is written into it, so loaders and useTRPC() find it. */
export function attachQueryKitTo(context: Partial<QueryKit>) {
  routerContext = context;
}

export function ensureQueryKit(): Promise<QueryKit> {
  loading ??= import('./query-kit').then((m) => {
    kit = m.createQueryKit();
    if (routerContext) Object.assign(routerContext, kit);
    listeners.forEach((listener) => listener());
    return kit;
  });
  return loading;
}

export function currentQueryKit(): QueryKit | undefined {
  return kit;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The kit once it has loaded (undefined before); `enabled` starts loading it. */
export function useQueryKit(enabled = true): QueryKit | undefined {
  const current = useSyncExternalStore(subscribe, currentQueryKit, currentQueryKit);
  useEffect(() => {
    if (enabled) void ensureQueryKit();
  }, [enabled]);
  return current;
}

/**
 * The query client as React sees it: one value for the tab's whole life, which calls the real
 * client once the kit has loaded. Were the context's value to change when the kit arrives (a light
 * page's form asks for it after the page has hydrated), React would pass the change into every
 * Suspense boundary still waiting for its code, such as the home page's form, and, unable to
 * hydrate one yet, throw its server HTML away with error #422. Used before the kit has loaded, it
 * throws, as React Query does without a client.
 */
const queryClientHandle = new Proxy({} as QueryClient, {
  get(_target, key) {
    const client = kit?.queryClient;
    if (!client) throw new Error('React Query is used before its code has loaded (ensureQueryKit)');
    const value: unknown = Reflect.get(client, key, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

/** The router's Wrap in the browser: provides the query client (see queryClientHandle). */
export function QueryKitWrap({ children }: { children: ReactNode }) {
  return <QueryClientContext.Provider value={queryClientHandle}>{children}</QueryClientContext.Provider>;
}
