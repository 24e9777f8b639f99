import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter, tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import fs from 'node:fs';
import os from 'node:os';
import type { Plugin } from 'vite';
import { routePreloadsFile, type RoutePreloads } from './src/lib/route-preloads';
import { firstLoadGroup, routeFileOfSplitChunk } from './src/lib/library-internals';
import { SlowFilesFirst } from './tests/support/slow-files-first';
import { siteFrameModules, type SiteFrameModules } from './src/lib/site-frame-chunks';

/**
 * The chunks each chunk of the client build imports statically (directly or not), read from the
 * bundle before Vite writes the preload lists of dynamic imports. A dynamic import's list then
 * leaves out what its importer has already loaded: the entry's list for each route named the
 * same shared chunks (React, the router) again, about 5 kB gzipped of every first load (decision 044).
 * The entry's lists for the routes' split chunks are not written at all: they go to a
 * JSON file next to the entry, which the server and the browser read (src/lib/route-preloads.ts,
 * decision 045); they were another 3 kB gzipped of every first load.
 */
const staticImports = new Map<string, Set<string>>();
/** The staff screens' route chunks: the entry carries no preload list for them (the staff routes' tree does). */
const staffChunks = new Set<string>();
/**
 * The entry's file and a route's split chunks, whose lists go to the route-preloads file: its
 * loader and component, and its pending, error and not-found screens. The router loads the
 * component and the pending screen with the route (`loadRouteChunk`); since router-core 1.171 it
 * loads the error and not-found screens only when it shows them (decision 204), but they are
 * still listed.
 */
const entryChunks = new Set<string>();
const routeChunks = new Set<string>();
/**
 * Modules a page loads on demand while it hydrates (the home page's contact form, decision 046).
 * Their chunks and what those import go into the page's preload list, after the page's own; their
 * dynamic import carries no list of its own. Vite's list added some thirty links in one go inside
 * React's hydration, the longest task of the home page's start on a phone (issue 10); the page's
 * list is added a few links per task (src/lib/route-preloads.ts).
 */
const HYDRATES_WITH_PAGE = ['/src/features/leads/contact-form.tsx'];
const hydrationChunks = new Set<string>();
function staticImportsOfChunks(): Plugin {
  return {
    name: 'static-imports-of-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports.clear();
        staffChunks.clear();
        entryChunks.clear();
        routeChunks.clear();
        hydrationChunks.clear();
        const direct = new Map<string, string[]>();
        const dynamic = new Map<string, string[]>();
        /** A route's id (the path its file gives `createFileRoute`) and the files of its split chunks. */
        const chunksOfRoute = new Map<string, string[]>();
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'chunk') continue;
          direct.set(fileName, output.imports);
          dynamic.set(fileName, output.dynamicImports);
          if (HYDRATES_WITH_PAGE.some((module) => output.facadeModuleId?.endsWith(module)))
            hydrationChunks.add(fileName);
          if (output.facadeModuleId?.includes('/src/routes/admin/')) staffChunks.add(fileName);
          if (output.isEntry) entryChunks.add(fileName);
          // The site frame's file holds the layout's split parts among other modules (decision 239).
          const routeFile =
            routeFileOfSplitChunk(output.facadeModuleId) ??
            output.moduleIds.map((id) => routeFileOfSplitChunk(id)).find((file) => file !== undefined);
          if (routeFile) {
            const routeId = fs.readFileSync(routeFile, 'utf8').match(/createFileRoute\(\s*['"`]([^'"`]+)['"`]/)?.[1];
            if (!routeId) continue;
            routeChunks.add(fileName);
            chunksOfRoute.set(routeId, [...(chunksOfRoute.get(routeId) ?? []), fileName]);
          }
        }
        for (const fileName of direct.keys()) {
          const seen = new Set<string>();
          const visit = (name: string) => {
            for (const child of direct.get(name) ?? [])
              if (!seen.has(child)) {
                seen.add(child);
                visit(child);
              }
          };
          visit(fileName);
          staticImports.set(fileName, seen);
        }
        // Each route's chunks and what they import, less the first load (decision 045).
        // The server's map has every route (a staff page's first load preloads its chunks beside the
        // staff routes' tree); the browser's leaves the staff screens out: only staff open them.
        for (const entry of entryChunks) {
          const loaded = new Set([entry, ...(staticImports.get(entry) ?? [])]);
          const mapOf = (routeIds: string[]) => {
            const preloads: RoutePreloads = { files: [], routes: {} };
            const indexOf = new Map<string, number>();
            for (const routeId of routeIds) {
              const withImports = (chunk: string) => [chunk, ...(staticImports.get(chunk) ?? [])];
              const own = chunksOfRoute.get(routeId)!.flatMap(withImports);
              const onDemand = own
                .flatMap((chunk) => dynamic.get(chunk) ?? [])
                .filter((chunk) => hydrationChunks.has(chunk));
              const files = [...new Set([...own, ...onDemand.flatMap(withImports)])];
              preloads.routes[routeId] = files
                .filter((file) => !loaded.has(file))
                .map((file) => {
                  if (!indexOf.has(file)) indexOf.set(file, preloads.files.push(`/${file}`) - 1);
                  return indexOf.get(file)!;
                });
            }
            return JSON.stringify(preloads);
          };
          const routeIds = [...chunksOfRoute.keys()];
          const publicIds = routeIds.filter((id) => !chunksOfRoute.get(id)!.some((chunk) => staffChunks.has(chunk)));
          this.emitFile({ type: 'asset', fileName: routePreloadsFile(entry), source: mapOf(publicIds) });
          this.emitFile({ type: 'asset', fileName: routePreloadsFile(entry, 'server'), source: mapOf(routeIds) });
        }
      },
    },
  };
}

/**
 * Every module of the browser's first load (the entry and everything it imports statically) in
 * one file (rolldown's `$initial` group, src/lib/library-internals.ts): 20 files gzipped one by one cost 4.7 kB more than the same code in one, and each was
 * a request the browser only found after parsing the entry. Code that only lazy chunks share is
 * split as before; a lazy chunk that needs a module of the first load imports it from the entry.
 * The client build only: the server's bundle keeps its own chunks (decisions 045 and 160).
 */
let frame: SiteFrameModules = { own: new Set(), common: new Set(), rare: new Set() };
function firstLoadInOneFile(): Plugin {
  return {
    name: 'first-load-in-one-file',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            // The split shared files are named after every page that uses them: kept short.
            chunkFileNames: (chunk: { name: string }) =>
              chunk.name.startsWith('site-shared~') ? 'assets/site-shared-[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                firstLoadGroup(),
                // The public frame's own modules, those it shares with most staff screens (the API
                // client) and with a few (the plain components), decision 239. A module captured
                // keeps its imports where they are: the files import each other one way only.
                { name: 'site-frame', test: (id) => frame.own.has(id), includeDependenciesRecursively: false },
                { name: 'site-common', test: (id) => frame.common.has(id), includeDependenciesRecursively: false },
                // Split by the screens that use each (the plain components, the business's facts):
                // a staff screen loads only what it used to.
                {
                  name: 'site-shared',
                  test: (id) => frame.rare.has(id),
                  includeDependenciesRecursively: false,
                  entriesAware: true,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      frame = siteFrameModules([...this.getModuleIds()], (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
}

/**
 * The embedded PostgreSQL's WebAssembly on the baseline compiler only, as `npm start` runs it
 * (decision 233): the tests run the engine as production does, and no worker spends seconds of
 * CPU optimising PostgreSQL's largest functions for a file that ends soon after (the integration
 * files on PGlite: 429 CPU-s against 452).
 */
const INTEGRATION_EXEC_ARGV = ['--liftoff-only'];

/**
 * Integration files that change the process for themselves: they stub environment variables
 * (`vi.stubEnv`; server/env.ts parses the environment once and keeps it) or mock a module. They
 * run isolated, each in its own process, where the other integration files share a worker's
 * modules (decision 275). A new file that stubs or mocks belongs here.
 */
const OWN_PROCESS_FILES = [
  'server/modules/ai/ai-endpoint.integration.test.ts',
  'server/modules/auth/password-reset.integration.test.ts',
  'server/modules/orders/orders.email.integration.test.ts',
  'server/modules/epitaph/epitaph.integration.test.ts',
  'server/modules/monument-expert/monument-expert.integration.test.ts',
  'server/modules/email/email.integration.test.ts',
  'server/modules/email/email.queue.integration.test.ts',
  'tests/event-delivery.integration.test.ts',
  'tests/ssr-no-retry.integration.test.ts',
];

const UNIT_FILES = '{src,server,db,scripts,content}/**/*.test.{ts,tsx}';
/**
 * Unit files that mock a module (`vi.mock`). Unit files share a worker's modules, and there a
 * mock reaches whichever file imported the module first, or no file at all (the staff list's CSV
 * test waited for a download that went to the real module, and timed out). They run isolated,
 * each with its own modules; found by reading the files, so a new one cannot be forgotten.
 */
const UNIT_FILES_THAT_MOCK = process.env.VITEST
  ? // Read only when Vitest loads this config (13 ms; the glob with an exclude took 0.7 s), not for every build.
    ['src', 'server', 'db', 'scripts', 'content']
      .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.integration.test.ts'))
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8')))
  : [];

// One config for the client build, the SSR build of src/entry-server.tsx and the Vitest projects.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // The same tree without the staff screens, for the browser's entry: their routes are added
    // when a staff page is first opened (src/lib/staff-routes.ts, decision 045).
    tanstackRouterGenerator({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.public.gen.ts',
      routeFileIgnorePattern: '^admin$',
    }),
    react(),
    staticImportsOfChunks(),
    firstLoadInOneFile(),
  ],
  build: {
    manifest: true,
    // One stylesheet for the whole site, linked from the server HTML: no flash of unstyled content
    // when a code-split route's component CSS would otherwise arrive later.
    cssCodeSplit: false,
    outDir: 'dist/client',
    modulePreload: {
      resolveDependencies: (file, deps, { hostId }) =>
        (entryChunks.has(hostId) && (staffChunks.has(file) || routeChunks.has(file))) || hydrationChunks.has(file)
          ? []
          : deps.filter((dep) => !staticImports.get(hostId)?.has(dep)),
    },
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  ssr: {
    // Bundle Mantine into the SSR build so its CSS imports are handled by Vite, not Node.
    noExternal: [/^@mantine\//],
  },
  server: { watch: { ignored: ['**/data/**', '**/test-results/**', '**/dist/**'] } },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which left a
    // core idle while each file imported the app. Every test file owns its databases (a PGlite
    // restored from the migrated snapshot, a PostgreSQL database cloned from the migrated
    // template), so files run side by side on every core (decision 227), and one more: a file
    // waiting on a timer, a retry's gap or the PostgreSQL server leaves a core idle, which the
    // extra worker fills (3 workers on 2 cores: 324.9 s where 2 took 346.5 s, decision 293).
    maxWorkers: os.availableParallelism() + 1,
    // The longest integration files first, so none is left running alone at the end (decision 241).
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT_FILES],
          exclude: ['**/*.integration.test.ts', ...UNIT_FILES_THAT_MOCK],
          environment: 'node',
          // A worker imports React, Mantine and the server's modules once for all its unit test
          // files rather than once per file (import was nearly half of the unit tests' time). Each
          // file still gets its own environment (jsdom where it asks); what it stubs it restores
          // in afterEach. Integration tests stay isolated: they start servers and set the process
          // up per file (decision 227).
          isolate: false,
        },
      },
      {
        extends: true,
        // The unit files that mock a module, each with modules of its own. `--project 'unit*'` runs both.
        test: { name: 'unit-mocks', include: UNIT_FILES_THAT_MOCK, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{server,db,scripts,tests}/**/*.integration.test.ts'],
          exclude: OWN_PROCESS_FILES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/global-setup.ts'],
          execArgv: INTEGRATION_EXEC_ARGV,
          // A worker imports the app once for all the integration files it runs, not once per file
          // (about a second of CPU a file, decision 275). Every file still opens its own databases
          // and servers; none stubs the environment or mocks a module (those run below).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The files that stub an environment variable (read once and kept by server/env.ts) or
          // mock a module: each in a process of its own. `--project 'integration*'` runs both.
          name: 'integration-own-process',
          include: OWN_PROCESS_FILES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/global-setup.ts'],
          execArgv: INTEGRATION_EXEC_ARGV,
        },
      },
    ],
  },
});
