/**
 * npm run bench:lighthouse [-- --runs 3 --port 3251 --only /calculator --chromium /usr/bin/chromium
 *                             --routes src/routeTree.gen.ts --save .tmp/lighthouse --busy-core]
 *
 * Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and a 4x slower CPU) on
 * every public route kind of the route tree, against the production build (run `npm run build`
 * first), which it starts itself on a fresh data folder seeded with the demo content. Each route
 * of the tree that is not a staff screen is one kind: a route with parameters is given a real
 * address, read from the sitemap (a post, an FAQ article, a service, a gallery category and
 * piece) or made through the site's own public procedures as a family would (a saved estimate,
 * a saved epitaph, a saved design). Every page is run `--runs` times, each in a fresh headless
 * Chromium, and the table gives the medians: performance score, LCP, TBT, CLS, the script the server HTML names
 * (the first load: its script tags and module preloads), the script asked for before the page was
 * hydrated (the client's `hydrated` user timing) and all the script the page downloaded during
 * the run, in compressed kB as they crossed the network. `--only` (repeatable) measures the route
 * kinds named (`/calculator`, `/blog/$slug`); an `--only` with a query (`/calculator?template=single_upright`)
 * measures its route kind at that very address, beside the kind's own when both are named; `--save DIR` keeps each run's full report (JSON)
 * there, to read its long tasks. The machine's load average and CPU count are printed with the
 * table: the figures depend on them (decision 210). `--busy-core` keeps one core busy for the whole
 * run (a process that only spins), as on a small server doing something else or a family's phone
 * with another app awake: the "one core busy" measurement, repeatable by anyone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { loadLighthouse } from './lighthouse/load-lighthouse';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3251' },
    only: { type: 'string', multiple: true },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    routes: { type: 'string', default: 'src/routeTree.gen.ts' },
    save: { type: 'string' },
    'busy-core': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  // The comment at the top of this file, as the help.
  const head = /\/\*\*([\s\S]*?)\*\//.exec(fs.readFileSync(new URL(import.meta.url), 'utf8'))?.[1] ?? '';
  console.log(head.replace(/^ \* ?/gm, '').trim());
  process.exit(0);
}
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of at least 1');
if (!fs.existsSync('dist/server/main.js')) throw new Error('No production build: run `npm run build` first.');
if (!fs.existsSync(args.chromium)) throw new Error(`No Chromium at ${args.chromium} (--chromium PATH)`);
// Installed apart from the site's packages, the first time this benchmark runs (decision 299).
const { lighthouse, version: lighthouseVersion } = await loadLighthouse();

/** The route tree's public routes, one per kind, as the router writes them ("/blog/$slug"). */
function publicRoutes(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const block = /export interface FileRoutesByTo \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error(`No FileRoutesByTo in ${file}`);
  const paths = [...block.matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1]!);
  return paths.filter((p) => !p.startsWith('/admin')).sort();
}

/** Starts the built server on a fresh data folder (seeded with the demo content); resolves once /healthz answers. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITE_URL: ORIGIN,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 4 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls one of the site's public procedures as the browser does; its answer's data. */
async function call<T>(procedure: string, input: unknown): Promise<T> {
  const response = await fetch(`${ORIGIN}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!response.ok || !body.result) throw new Error(`${procedure}: ${body.error?.message ?? response.status}`);
  return body.result.data;
}

/** A real address for each route kind: the sitemap's first match, or a record made as a family makes it. */
async function addressesFor(routes: string[]): Promise<Map<string, string | null>> {
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const made: Record<string, () => Promise<string>> = {
    '/calculator/estimate/$reference': async () => {
      const family = { name: 'Ruth Alvarez', email: 'ruth@example.com', phone: '(580) 555-0136', zip: '74820' };
      const { token } = await call<{ token: string }>('access.request', { ...family, tool: 'calculator' });
      const choices = { template: 'single_upright' };
      const { reference } = await call<{ reference: string }>('calculator.save', { choices, grantToken: token });
      return `/calculator/estimate/${reference}`;
    },
    '/ai-tools/epitaph-builder/$reference': async () => {
      const { reference } = await call<{ reference: string }>('epitaph.save', {
        answers: {
          givenNames: 'Mary Ellen',
          surname: 'Whitaker',
          born: '1941-03-03',
          died: '2024-06-09',
          relationship: 'mother',
          faith: 'christian',
          loves: 'her garden and gospel music',
          tone: 'personal',
        },
        stone: { template: null, partType: 'flat_marker', acrossIn: 24, faceHeightIn: 12 },
        lines: [
          { role: 'surname', text: 'Whitaker' },
          { role: 'given', text: 'Mary Ellen' },
          { role: 'dates', text: 'March 3, 1941 – June 9, 2024' },
          { role: 'epitaph', text: 'She loved her garden' },
        ],
        attribution: null,
      });
      return `/ai-tools/epitaph-builder/${reference}`;
    },
    '/ai-tools/design-playground/$reference': async () => {
      const family = { name: 'Ruth Alvarez', email: 'ruth@example.com', phone: '(580) 555-0136', zip: '74820' };
      const { token } = await call<{ token: string }>('access.request', { ...family, tool: 'design_tool' });
      const input = encodeURIComponent(JSON.stringify({ from: 'template', ref: 'single_upright' }));
      const started = (await (await fetch(`${ORIGIN}/trpc/design.start?input=${input}`)).json()) as {
        result: { data: { design: unknown } };
      };
      const { reference } = await call<{ reference: string }>('design.save', {
        design: started.result.data.design,
        grant: token,
      });
      return `/ai-tools/design-playground/${reference}`;
    },
  };
  const out = new Map<string, string | null>();
  for (const route of routes) {
    const clean = route.length > 1 ? route.replace(/\/$/, '') : route;
    if (!clean.includes('$')) out.set(route, clean);
    else if (made[clean]) out.set(route, await made[clean]());
    else {
      const pattern = new RegExp(`^${clean.replace(/\$[A-Za-z]+/g, '[^/]+')}$`);
      out.set(route, listed.find((p) => pattern.test(p)) ?? null);
    }
  }
  return out;
}

/** A fresh headless Chromium with its DevTools port (read from the profile, as Chromium writes it). */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    args.chromium,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-default-apps',
      '--no-first-run',
      '--no-default-browser-check',
      '--mute-audio',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(portFile) || !fs.readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of the scripts the server HTML names (its script tags and module preloads). */
  firstLoadBytes: number;
  /** Compressed bytes of the scripts asked for before the page was hydrated (its `hydrated` user timing). */
  hydrationBytes: number;
  /** Compressed bytes of every script the page downloaded during the run. */
  scriptBytes: number;
}

/** The scripts a page's server HTML names: what its first load downloads before anything else is asked for. */
function firstLoadScripts(html: string, url: string): Set<string> {
  const found = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g),
  ];
  return new Set(found.map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), url).href));
}

/** One Lighthouse mobile run (performance only) in a fresh Chromium. */
async function measure(url: string, firstLoad: Set<string>): Promise<Run> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (args.save) {
      fs.mkdirSync(args.save, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(args.save, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items;
    const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script');
    const bytes = (list: typeof scripts) => list.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
    const scriptBytes = bytes(scripts);
    const firstLoadBytes = bytes(scripts.filter((r) => firstLoad.has(String(r.url))));
    // Both on the run's own clock (observed, not simulated): what was asked for before React had
    // hydrated the page is what a family's phone must download and run before the page is live.
    const timings = (lhr.audits['user-timings']?.details as { items?: Array<{ name: string; startTime: number }> })
      ?.items;
    const hydratedAt = timings?.find((t) => t.name === 'hydrated')?.startTime ?? Infinity;
    const hydrationBytes = bytes(scripts.filter((r) => Number(r.networkRequestTime) < hydratedAt));
    return {
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      firstLoadBytes,
      hydrationBytes,
      scriptBytes,
    };
  } finally {
    await chromium.close();
  }
}

/**
 * One run, tried once more when Lighthouse itself says its recording failed (a missing trace
 * event such as NO_NAVSTART, seen on a loaded machine): that says nothing about the page.
 */
async function measureAgainOnce(url: string, firstLoad: Set<string>): Promise<Run> {
  try {
    return await measure(url, firstLoad);
  } catch (error) {
    console.error(`(${error instanceof Error ? error.message : String(error)}; measured again)`);
    return measure(url, firstLoad);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const clean = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
const routes = publicRoutes(args.routes).filter((route) => {
  if (!args.only?.length) return true;
  return args.only.some((only) => clean(only.split('?')[0]!) === clean(route));
});
/** The pages measured: each route kind at its own address, or at the addresses `--only` gives with a query. */
const pages = routes.flatMap((route): Array<{ route: string; at?: string }> => {
  const named = (args.only ?? []).filter((only) => clean(only.split('?')[0]!) === clean(route));
  if (!named.length) return [{ route }];
  return named.map((only) => (only.includes('?') ? { route, at: only } : { route }));
});
if (routes.length === 0) throw new Error(`No public route matches --only ${args.only?.join(', ')}`);

/** With --busy-core: a process that spins on one core until the run ends. */
const burner = args['busy-core'] ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
const loadBefore = os.loadavg();
const server = await startServer();
try {
  const addresses = await addressesFor(routes);
  console.log(`Lighthouse ${lighthouseVersion}, mobile, ${RUNS} run(s) per page; medians.\n`);
  console.log(
    '| route | address | score | LCP | TBT | CLS | first-load script kB | script before hydration kB | all script kB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { route, at } of pages) {
    const address = at ?? addresses.get(route);
    if (!address) {
      console.log(`| \`${route}\` | (no address in the sitemap) | | | | | | | |`);
      continue;
    }
    // A first request renders the page and fills the page cache, as a visitor before would have.
    const url = `${ORIGIN}${address}`;
    const firstLoad = firstLoadScripts(await (await fetch(url)).text(), url);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureAgainOnce(url, firstLoad));
    const kB = (bytes: number) => (bytes / 1000).toFixed(1);
    const row = `| \`${route}\` | \`${address}\` | ${median(runs.map((r) => r.score))} | ${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(1)} s | ${Math.round(median(runs.map((r) => r.tbtMs)))} ms | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${kB(median(runs.map((r) => r.firstLoadBytes)))} | ${kB(median(runs.map((r) => r.hydrationBytes)))} | ${kB(median(runs.map((r) => r.scriptBytes)))} |`;
    console.log(row);
  }
} finally {
  await server.stop();
  burner?.kill('SIGKILL');
}
const loadAfter = os.loadavg();
const chromiumVersion = await new Promise<string>((resolve) => {
  const child = spawn(args.chromium, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.on('close', () => resolve(text.trim()));
});
console.log(
  `\nMachine: ${os.cpus().length} CPUs; load average (1, 5, 15 min) ${loadBefore.map((l) => l.toFixed(2)).join(', ')} before, ${loadAfter
    .map((l) => l.toFixed(2))
    .join(
      ', ',
    )} after${burner ? ', one core kept busy by a spinning process (--busy-core)' : ''}; ${chromiumVersion} headless.`,
);
