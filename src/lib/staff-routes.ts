/**
 * The staff screens' routes are not in the browser's first load (decision 045): the entry starts
 * the router with the public tree (`routeTree.public.gen.ts`) and adds the whole tree when a staff
 * address is first opened, before that page loads: on a first visit to one, before hydration
 * (entry-client.tsx); on a navigation to one, in the root route's `beforeLoad`, which then loads
 * the same address again with the staff routes in place. The server always has every route.
 */
let addStaffRoutes: (() => Promise<void>) | undefined;
let adding: Promise<void> | undefined;
let added = false;

export function isStaffPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Set by the browser's entry: loads the whole route tree and gives it to the router. */
export function provideStaffRoutes(add: () => Promise<void>) {
  addStaffRoutes = add;
}

/**
 * For an address of a staff screen whose routes are not there yet: a promise that resolves once
 * they are. Undefined otherwise (a public address, routes already added, the server).
 */
export function staffRoutesFor(pathname: string): Promise<void> | undefined {
  if (added || !addStaffRoutes || !isStaffPath(pathname)) return undefined;
  return (adding ??= addStaffRoutes().then(
    () => {
      added = true;
    },
    (error: unknown) => {
      adding = undefined;
      throw error;
    },
  ));
}
