import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is not part of the first download (decision 044): the screens the root
 * route and the router fall back on (404, error, pending) are rarely shown, so the browser loads
 * them the first time one renders. The server registers the real component at start
 * (entry-server.tsx), so it renders synchronously; in the browser, a page that hydrates one waits
 * for its chunk, with the server's HTML in place meanwhile.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: (ready = await load()) }));
  function OnDemand(props: P) {
    // Chosen once per mount: switching component type later would remount the subtree.
    const [Component] = useState<ComponentType<P>>(() => ready ?? Lazy);
    return <Component {...props} />;
  }
  /** The server's copy, loaded with the server bundle. */
  OnDemand.register = (component: ComponentType<P>) => {
    ready = component;
  };
  /**
   * Loads the code ahead of a render (a route's loader before navigating to a page that shows
   * it), so the page appears whole instead of filling in; nothing to do once it is at hand.
   */
  OnDemand.preload = async (): Promise<void> => {
    ready ??= await load();
  };
  return OnDemand;
}
