// @vitest-environment jsdom
/**
 * One test for each private behaviour of a library the site relies on (library-internals.ts,
 * decision 204), run against the installed packages. A failure here names the upgrade that broke
 * the assumption; fix the function in library-internals.ts (or the upgrade) before shipping it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { attachRouterServerSsrUtils } from '@tanstack/router-core/ssr/server';
import { fireEvent, render, cleanup } from '@testing-library/react';
import { firstLoadJs } from '#scripts/first-load-js';
import {
  REACT_FIBER_KEY_PREFIX,
  afterReactsWork,
  dehydrateMatch,
  endServerRender,
  firstLoadGroup,
  holdRoutePreloads,
  installRouterBootstrap,
  isClaimedByReact,
  loadRouteChunks,
  nextTask,
  rebuildRouteTree,
  renderedMatches,
  rootRouteContext,
  routeFileOfSplitChunk,
  singleStylesheet,
  ssrManifest,
  writeNoRouterScripts,
  type DehydratedPage,
} from './library-internals';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const versionOf = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;
const broke = (name: string, what: string) =>
  `${name} ${versionOf(name)} changed: ${what} (src/lib/library-internals.ts, decision 204)`;

const dist = path.join(root, 'dist');
const built = fs.existsSync(path.join(dist, 'client/.vite/manifest.json'));
const viteManifest = () =>
  JSON.parse(fs.readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (window as { $_TSR?: unknown }).$_TSR;
});

/** A small site: a root with a `beforeLoad` context, a home page with a loader, and a page /b. */
function siteRoutes(loader: () => { greeting: string } = () => ({ greeting: 'Welcome' })) {
  const rootRoute = createRootRoute({
    beforeLoad: () => ({ facts: { phone: '555-0100' } }),
    component: () => createElement('div', null, createElement(Outlet)),
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader,
    component: () => createElement('main', null, createElement(Link, { to: '/b' }, 'To b')),
  });
  const b = createRoute({
    getParentRoute: () => rootRoute,
    path: '/b',
    component: () => createElement('p', null, 'b'),
  });
  return { rootRoute, home, b };
}

function serverRouter(url = '/') {
  const { rootRoute, home, b } = siteRoutes();
  return createRouter({
    routeTree: rootRoute.addChildren([home, b]),
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  }) as unknown as AnyRouter;
}

describe('React (react-dom)', () => {
  it('keeps a hydrated element’s fiber under a key starting with __reactFiber$', async () => {
    const App = () => createElement('main', null, createElement('p', null, 'Hello'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(App));
    document.body.append(container);
    const main = container.querySelector('main')!;
    expect(isClaimedByReact(main)).toBe(false);
    await act(async () => {
      hydrateRoot(container, createElement(App));
    });
    expect(
      isClaimedByReact(main),
      broke('react-dom', `a hydrated element has no key starting with ${REACT_FIBER_KEY_PREFIX}`),
    ).toBe(true);
    container.remove();
  });
});

describe('React’s scheduler', () => {
  it('continues a yielded render in a new task posted through a MessageChannel, after about 5 ms', () => {
    // react-dom's client build takes its scheduler from the `scheduler` package beside it.
    const reactDomDir = path.dirname(require.resolve('react-dom/package.json'));
    const reactDomClient = fs.readFileSync(path.join(reactDomDir, 'cjs/react-dom-client.production.js'), 'utf8');
    expect(reactDomClient, broke('react-dom', 'its client no longer uses the scheduler package')).toContain(
      'require("scheduler")',
    );
    const schedulerDir = path.dirname(
      createRequire(path.join(reactDomDir, 'package.json')).resolve('scheduler/package.json'),
    );
    const schedulerFile = path.join(schedulerDir, 'cjs/scheduler.production.js');
    const posted: unknown[] = [];
    const clock = { ms: 1_000, now: () => clock.ms };
    let port1: { onmessage: (() => void) | null } = { onmessage: null };
    class FakeChannel {
      port1 = (port1 = { onmessage: null });
      port2 = { postMessage: (message: unknown) => posted.push(message) };
    }
    const sandbox = {
      module: { exports: {} as unknown },
      exports: {} as unknown,
      MessageChannel: FakeChannel,
      setTimeout,
      clearTimeout,
      // A clock the test moves itself: the slice is read off the scheduler's own deadline, not
      // off the machine's speed (a busy machine's real clock made a 5 ms slice read as 3.2 ms).
      performance: clock,
      // No setImmediate: as in a browser.
    };
    sandbox.exports = sandbox.module.exports;
    vm.runInNewContext(fs.readFileSync(schedulerFile, 'utf8'), sandbox);
    const scheduler = sandbox.module.exports as unknown as {
      unstable_scheduleCallback: (priority: number, callback: () => unknown) => unknown;
      unstable_shouldYield: () => boolean;
      unstable_NormalPriority: number;
    };
    let sliceMs = 0;
    let slices = 0;
    const work = (): unknown => {
      slices += 1;
      const started = clock.ms;
      // A render's slice, a tenth of a millisecond a unit of work (never past a second).
      while (!scheduler.unstable_shouldYield() && clock.ms - started < 1_000) {
        clock.ms += 0.1;
      }
      sliceMs = clock.ms - started;
      return slices < 2 ? work : null;
    };
    scheduler.unstable_scheduleCallback(scheduler.unstable_NormalPriority, work);
    expect(posted, broke('scheduler', 'it no longer starts its work in a MessageChannel task')).toHaveLength(1);
    port1.onmessage!();
    expect(slices).toBe(1);
    expect(sliceMs, broke('scheduler', 'its slice is no longer about 5 ms')).toBeGreaterThanOrEqual(4);
    expect(sliceMs, broke('scheduler', 'its slice is no longer about 5 ms')).toBeLessThan(50);
    expect(
      posted,
      broke('scheduler', 'a yielded render no longer continues in a new MessageChannel task'),
    ).toHaveLength(2);
    port1.onmessage!();
    expect(slices).toBe(2);
    const source = fs.readFileSync(schedulerFile, 'utf8');
    expect(source, broke('scheduler', 'it now schedules through scheduler.postTask')).not.toContain('postTask');
  });

  it('leaves the browser’s scheduler to the functions that use it: background tasks and yield', async () => {
    const postTask = vi.fn();
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { postTask, yield: yieldTask });
    const run = () => {};
    afterReactsWork(run);
    expect(postTask).toHaveBeenCalledWith(run, { priority: 'background' });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const later = vi.fn();
    void nextTask().then(later);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});

describe('TanStack Router in the browser', () => {
  it('hydrates from window.$_TSR as the entry writes it, and calls its h() once hydrated', async () => {
    const server = serverRouter('/');
    await server.load();
    const dehydrated = {
      manifest: { routes: {} },
      matches: renderedMatches(server).map(dehydrateMatch),
      dehydratedData: { query: { marker: 1 } },
    } satisfies DehydratedPage;
    installRouterBootstrap(dehydrated);
    const tsr = (window as unknown as { $_TSR: { h: () => void } }).$_TSR;
    const hydrated = vi.spyOn(tsr, 'h');
    const loader = vi.fn(() => ({ greeting: 'fetched again' }));
    const { rootRoute, home, b } = siteRoutes(loader);
    const hydrate = vi.fn(async () => {});
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, b]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      hydrate,
    });
    render(createElement(RouterClient, { router }));
    await vi.waitFor(() =>
      expect(
        hydrated,
        broke('@tanstack/react-router', 'RouterClient no longer calls window.$_TSR.h()'),
      ).toHaveBeenCalled(),
    );
    const what = 'its hydration no longer reads window.$_TSR.router as { manifest, matches, dehydratedData }';
    expect(router.ssr?.manifest, broke('@tanstack/router-core', what)).toEqual(dehydrated.manifest);
    expect(hydrate, broke('@tanstack/router-core', what)).toHaveBeenCalledWith(dehydrated.dehydratedData);
    const homeMatch = router.state.matches.at(-1)!;
    expect(homeMatch.loaderData, broke('@tanstack/router-core', what)).toEqual({ greeting: 'Welcome' });
    expect(loader, broke('@tanstack/router-core', 'it loads again what the server dehydrated')).not.toHaveBeenCalled();
    expect(
      router.state.matches[0]!.context,
      broke('@tanstack/router-core', 'it no longer reads a match’s b'),
    ).toMatchObject({ facts: { phone: '555-0100' } });
  });

  it('adds the routes given to the tree’s root after the router was built, when asked to rebuild', () => {
    const { rootRoute, home, b } = siteRoutes();
    const router = createRouter({
      routeTree: rootRoute._addFileChildren({ home }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    expect((router.routesById as Record<string, unknown>)['/b']).toBeUndefined();
    // What the generated full tree does when it is imported: the same root, more children.
    rootRoute._addFileChildren({ home, b });
    rebuildRouteTree(router as unknown as AnyRouter);
    expect(
      (router.routesById as Record<string, unknown>)['/b'],
      broke('@tanstack/router-core', 'setRoutes(buildRouteTree()) no longer takes in routes added to the root'),
    ).toBe(b);
    expect(router.matchRoutes('/b', {}).at(-1)?.routeId).toBe('/b');
  });

  it('lets a link’s intent preload go through router.preloadRoute on the instance', async () => {
    const { rootRoute, home, b } = siteRoutes();
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, b]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultPreload: 'intent',
      defaultPreloadDelay: 0,
    });
    expect(
      Object.hasOwn(router, 'preloadRoute'),
      broke('@tanstack/router-core', 'preloadRoute is no longer an instance field'),
    ).toBe(true);
    const onPreload = vi.fn<(pathname: string) => void>();
    holdRoutePreloads(
      router as unknown as AnyRouter,
      () => true,
      () => Promise.resolve(),
      onPreload,
    );
    const view = render(createElement(RouterProvider, { router }));
    const link = await view.findByText('To b');
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    await vi.waitFor(() =>
      expect(
        onPreload,
        broke('@tanstack/react-router', 'a link’s intent preload no longer calls router.preloadRoute'),
      ).toHaveBeenCalled(),
    );
    expect(onPreload).toHaveBeenCalledWith('/b');
  });

  // Only the component and the pending screen: router-core 1.171 loads a route's error and not-found
  // screens when it shows them (the route-preloads lists still name them, decision 161).
  it('loads a route’s component and its pending screen with loadRouteChunk', async () => {
    const screen = () => Object.assign(() => null, { preload: vi.fn(async () => {}) });
    const [component, pendingComponent, errorComponent, notFoundComponent] = [screen(), screen(), screen(), screen()];
    const rootRoute = createRootRoute();
    const page = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component,
      pendingComponent,
      errorComponent,
      notFoundComponent,
    });
    const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory() });
    await Promise.all(loadRouteChunks(router as unknown as AnyRouter, [{ routeId: '/' }]));
    for (const [name, part] of Object.entries({ component, pendingComponent }))
      expect(
        part.preload,
        broke('@tanstack/router-core', `loadRouteChunk no longer loads the ${name}`),
      ).toHaveBeenCalled();
  });

  it('finds the root’s beforeLoad context in the first dehydrated match', async () => {
    const server = serverRouter('/');
    await server.load();
    const dehydrated = { matches: renderedMatches(server).map(dehydrateMatch) };
    expect(rootRouteContext(dehydrated)).toMatchObject({ facts: { phone: '555-0100' } });
  });
});

describe('TanStack Router on the server', () => {
  it('dehydrates the rendered matches as the router’s own dehydration does', async () => {
    // router-core's own function, not exported from the package: read from its build.
    const own = (await import(
      /* @vite-ignore */ path.join(root, 'node_modules/@tanstack/router-core/dist/esm/ssr/ssr-server.js')
    )) as { dehydrateMatch: (match: unknown) => unknown };
    for (const url of ['/', '/b', '/missing']) {
      const router = serverRouter(url);
      await router.load();
      const matches = renderedMatches(router);
      expect(matches.length).toBeGreaterThan(0);
      for (const match of matches)
        expect(
          JSON.stringify(dehydrateMatch(match)),
          broke('@tanstack/router-core', `a dehydrated match of ${url} has other fields`),
        ).toBe(JSON.stringify(own.dehydrateMatch(match)));
    }
  });

  it('writes no hydration scripts once the SSR utilities’ dehydrate is replaced as they attach', async () => {
    const control = serverRouter('/');
    await control.load();
    attachRouterServerSsrUtils({ router: control, manifest: undefined });
    await control.serverSsr!.dehydrate();
    expect(JSON.stringify(control.serverSsr!.takeInitialHydrationScriptTags())).toContain('$_TSR');
    endServerRender(control);

    const router = serverRouter('/');
    writeNoRouterScripts(router);
    await router.load();
    attachRouterServerSsrUtils({ router, manifest: { routes: {} } });
    expect(ssrManifest(router)).toBeDefined();
    await router.serverSsr!.dehydrate();
    expect(
      router.serverSsr!.takeInitialHydrationScriptTags(),
      broke(
        '@tanstack/router-core',
        'serverSsrLifecycle.onServerSsrAttach or disableHydration no longer keeps its scripts out',
      ),
    ).toBeUndefined();
    endServerRender(router);
    expect(
      router.serverSsr,
      broke('@tanstack/router-core', 'serverSsr.cleanup() no longer ends the request'),
    ).toBeUndefined();
  });
});

describe('the build', () => {
  it('names a route’s split chunks after the route file, with ?tsr-split=', () => {
    const constants = fs.readFileSync(
      require.resolve('@tanstack/router-plugin/package.json').replace('package.json', 'dist/esm/core/constants.js'),
      'utf8',
    );
    expect(constants, broke('@tanstack/router-plugin', 'its split query is no longer tsr-split')).toContain(
      '"tsr-split"',
    );
    expect(routeFileOfSplitChunk('/site/src/routes/_site/faq.tsx?tsr-split=component')).toBe(
      '/site/src/routes/_site/faq.tsx',
    );
    expect(routeFileOfSplitChunk('/site/src/lib/seo.ts')).toBeUndefined();
  });

  it.skipIf(!built)(
    'in the last build: split chunks in the manifest, the first load in one file, one stylesheet',
    () => {
      const manifest = viteManifest();
      expect(
        Object.keys(manifest).filter((key) => routeFileOfSplitChunk(path.join(root, key))).length,
        broke('@tanstack/router-plugin', 'no chunk of the build is a route’s split part'),
      ).toBeGreaterThan(10);
      expect(
        firstLoadJs(dist).files.map((file) => file.file),
        broke('rolldown', `the ${firstLoadGroup().tags[0]} group no longer puts the first load in one file`),
      ).toHaveLength(1);
      const stylesheet = singleStylesheet(manifest);
      expect(stylesheet, broke('vite', 'the manifest no longer lists the one stylesheet as style.css')).toMatch(
        /\.css$/,
      );
      expect(fs.existsSync(path.join(dist, 'client', stylesheet!))).toBe(true);
    },
  );
});
