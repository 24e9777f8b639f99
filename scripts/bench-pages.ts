/**
 * npm run bench:pages [-- --compare <other project folder> --duration 15 --load 60 --port 3231
 *                        --ratio-rounds 3 --static-only]
 *
 * Throughput of the production server on loopback, in one run: a static file, the stylesheets,
 * the public pages rendered on every request (page cache off) and served from the page cache,
 * then the CPU one render of each page costs, and a load test of cached pages (50 connections).
 * With --compare, the same table is measured for another built copy of the project (for example
 * the commit before a change, built in a folder of its own) in the same run, and printed beside
 * this build's in one before/after table.
 *
 * The static file's ratio (decision record 224): the main stylesheet as the server sends it
 * (brotli) against a bare Node server sending the same bytes with the same headers
 * (scripts/bare-file-server.mjs, on the next port), measured in turn `--ratio-rounds` times,
 * medians compared. `--static-only` measures only that.
 *
 * Each server runs `node dist/server/main.js` as `npm start` does (its node flags) on a fresh
 * embedded database seeded with the demo content. Requests say `Accept-Encoding: br, gzip` as
 * browsers do.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { firstLoadJs } from './first-load-js';
import { startProductionServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    compare: { type: 'string' },
    duration: { type: 'string', default: '15' },
    load: { type: 'string', default: '60' },
    port: { type: 'string', default: '3231' },
    'ratio-rounds': { type: 'string', default: '3' },
    'static-only': { type: 'boolean', default: false },
  },
});
const RATIO_ROUNDS = Number(args['ratio-rounds']);
const DURATION = Number(args.duration);
const LOAD_DURATION = Number(args.load);
/** Seconds of the one-connection run per page that gives the CPU cost of one render. */
const RENDER_DURATION = 10;
const PORT = Number(args.port);
const PAGES = ['/', '/gallery/set-monuments', '/faq', '/services/pet-memorials'];
const HEADERS = { 'accept-encoding': 'br, gzip' };

interface Row {
  what: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  errors: number;
  bytes: number;
}

/** Starts the built server of `projectDir` as `npm start` does, on a fresh data folder. */
function startServer(projectDir: string, env: Record<string, string>) {
  return startProductionServer({ projectDir, port: PORT, env });
}

/**
 * The static file's throughput against a bare Node server sending the same bytes with the same
 * headers, measured in turn (the app, the bare server, ...) so a change of the machine's load
 * touches both; the medians' ratio.
 */
async function staticRatio(assetPath: string) {
  // Read with node:http, which (unlike fetch) leaves the body as sent: the compressed bytes.
  const { sent, received } = await new Promise<{ sent: Buffer; received: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      http
        .get(`http://127.0.0.1:${PORT}${assetPath}`, { headers: HEADERS }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ sent: Buffer.concat(chunks), received: response.headers }));
        })
        .on('error', reject);
    },
  );
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(received)) {
    if (
      typeof value === 'string' &&
      !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(key)
    ) {
      headers[key] = value;
    }
  }
  const file = path.join(os.tmpdir(), `bench-pages-bare-${process.pid}`);
  fs.writeFileSync(file, sent);
  const barePort = PORT + 1;
  const bare = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-file-server.mjs'), String(barePort), file, JSON.stringify(headers)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => bare.stdout!.once('data', resolve));
  const app: number[] = [];
  const yardstick: number[] = [];
  try {
    for (let round = 0; round < RATIO_ROUNDS; round++) {
      app.push((await measure('static', assetPath, 10, DURATION)).reqPerSec);
      yardstick.push((await measure('bare', assetPath, 10, DURATION, barePort)).reqPerSec);
    }
  } finally {
    bare.kill();
    fs.rmSync(file, { force: true });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    app,
    yardstick,
    ratio: median(app) / median(yardstick),
    bytes: sent.length,
    encoding: headers['content-encoding'],
  };
}

/** Runs autocannon and records every response time for exact percentiles. */
async function measure(
  what: string,
  urlPath: string | string[],
  connections: number,
  duration: number,
  port = PORT,
): Promise<Row> {
  const times: number[] = [];
  const paths = Array.isArray(urlPath) ? urlPath : [urlPath];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${paths[0]}`,
    connections,
    duration,
    headers: HEADERS,
    // Each connection goes round the paths in turn.
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN) * 10) / 10;
  return {
    what,
    reqPerSec: result.requests.average,
    p50: pct(0.5),
    p95: pct(0.95),
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}

/** Server CPU time (user + system) of a process, in milliseconds, from /proc. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

async function assetPath(projectDir: string, pattern: RegExp) {
  const file = fs.readdirSync(path.join(projectDir, 'dist/client/assets')).find((f) => pattern.test(f));
  if (!file) throw new Error(`no asset matching ${pattern} in ${projectDir}`);
  return `/assets/${file}`;
}

async function benchProject(label: string, projectDir: string, loadDuration: number) {
  const rows: Row[] = [];
  const extra: string[] = [];
  const renders: { url: string; ms: number; p50: number }[] = [];
  const mainCss = await assetPath(projectDir, /^style-.*\.css$/);
  const adminCss = await assetPath(projectDir, /^admin-.*\.css$/);

  const addRatio = async () => {
    const ratio = await staticRatio(mainCss);
    const fmtAll = (values: number[]) => values.map((v) => Math.round(v).toLocaleString('en-US')).join(', ');
    extra.push(
      `the main stylesheet (${ratio.bytes.toLocaleString('en-US')} bytes, ${ratio.encoding ?? 'identity'}) against a bare Node server sending the same bytes, ${RATIO_ROUNDS} rounds in turn: **${ratio.ratio.toFixed(2)}** (this server ${fmtAll(ratio.app)} req/s; bare Node ${fmtAll(ratio.yardstick)} req/s)`,
    );
  };

  // Pages rendered on every request (the cache switched off where the build has one).
  let server = await startServer(projectDir, { PAGE_CACHE: 'false' });
  if (args['static-only']) {
    try {
      rows.push(await measure('the main stylesheet', mainCss, 10, DURATION));
      await addRatio();
    } finally {
      await server.stop();
    }
    return { label, rows, css: rows[0]!, extra, renders };
  }
  try {
    for (const url of PAGES) await fetch(`http://127.0.0.1:${PORT}${url}`); // warm up
    rows.push(await measure('`/robots.txt`', '/robots.txt', 10, DURATION));
    rows.push(await measure('the small admin stylesheet', adminCss, 10, DURATION));
    rows.push(await measure('the main stylesheet', mainCss, 10, DURATION));
    await addRatio();
    for (const url of PAGES) rows.push(await measure(`\`${url}\` rendered`, url, 10, DURATION));
    const pid = server.child.pid!;
    for (const url of PAGES) {
      // Server CPU (user + system, from /proc) divided by the responses: one request at a time.
      const before = cpuMs(pid);
      const one = await measure(`\`${url}\` one connection`, url, 1, RENDER_DURATION);
      const ms = (cpuMs(pid) - before) / Math.max(1, one.reqPerSec * RENDER_DURATION);
      renders.push({ url, ms, p50: one.p50 });
      extra.push(`one render of \`${url}\` (1 connection): ${ms.toFixed(1)} ms server CPU, p50 ${one.p50} ms`);
    }
  } finally {
    await server.stop();
  }

  server = await startServer(projectDir, {});
  try {
    for (const url of PAGES) await fetch(`http://127.0.0.1:${PORT}${url}`);
    // A build from before the page cache renders every request: its "cached" rows would measure
    // rendering again, so they are left out (shown as "no cache" in the comparison).
    const probe = await fetch(`http://127.0.0.1:${PORT}/`, { headers: HEADERS });
    await probe.arrayBuffer();
    const hasCache = probe.headers.get('x-page-cache') === 'hit';
    if (!hasCache) extra.push('this build has no page cache');
    if (hasCache) for (const url of PAGES) rows.push(await measure(`\`${url}\` cached`, url, 10, DURATION));
    if (loadDuration > 0) {
      const row = await measure(`the four pages in turn, 50 connections, ${loadDuration} s`, PAGES, 50, loadDuration);
      rows.push(row);
      extra.push(`50 connections for ${loadDuration} s on the cached pages: ${row.errors} errors, p95 ${row.p95} ms`);
    }
  } finally {
    await server.stop();
  }

  const css = rows.find((r) => r.what === 'the main stylesheet')!;
  const js = firstLoadJs(path.join(projectDir, 'dist'));
  extra.push(
    `first-load JS (entry + static imports): ${(js.total.gzip / 1000).toFixed(1)} kB gzipped, ${js.files.length} files`,
  );
  return { label, rows, css, extra, renders };
}

const projects: [string, string][] = [['this build (after)', process.cwd()]];
if (args.compare) projects.unshift(['compared build (before)', path.resolve(args.compare)]);

console.log(
  `bench:pages on ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const results = [];
// The load test runs on this build only (the compared build may have no cache to test).
for (const [label, dir] of projects)
  results.push(await benchProject(label, dir, dir === process.cwd() ? LOAD_DURATION : 0));

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
for (const { label, rows, css, extra } of results) {
  console.log(`\n### ${label}\n`);
  console.log('| what | req/s | p50 | p95 | errors | bytes/response | vs. main stylesheet |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.what} | ${fmt(r.reqPerSec)} | ${r.p50} ms | ${r.p95} ms | ${r.errors} | ${fmt(r.bytes)} | ${(r.reqPerSec / css.reqPerSec).toFixed(2)} |`,
    );
  }
  console.log('');
  for (const line of extra) console.log(`- ${line}`);
}
if (results.length === 2) {
  // One table, the compared build (before) beside this one (after).
  const [before, after] = results as [(typeof results)[0], (typeof results)[0]];
  const cell = (r: Row | undefined, css: Row) =>
    r ? [`${fmt(r.reqPerSec)}`, `${r.p50} ms`, `${(r.reqPerSec / css.reqPerSec).toFixed(2)}`] : ['no cache', '—', '—'];
  console.log('\n### Before and after, side by side (same run)\n');
  console.log(
    '| what | before req/s | after req/s | before p50 | after p50 | before vs. main stylesheet | after vs. main stylesheet |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const names = [...new Set([...before.rows, ...after.rows].map((r) => r.what))].filter(
    (n) => !n.includes('50 connections'),
  );
  for (const what of names) {
    const [bq, bp, br] = cell(
      before.rows.find((r) => r.what === what),
      before.css,
    );
    const [aq, ap, ar] = cell(
      after.rows.find((r) => r.what === what),
      after.css,
    );
    console.log(`| ${what} | ${bq} | ${aq} | ${bp} | ${ap} | ${br} | ${ar} |`);
  }
  console.log('\n| server CPU per render (1 connection) | before | after | after / before |');
  console.log('|---|---|---|---|');
  for (const a of after.renders) {
    const b = before.renders.find((r) => r.url === a.url);
    console.log(
      `| \`${a.url}\` | ${b ? `${b.ms.toFixed(1)} ms` : '—'} | ${a.ms.toFixed(1)} ms | ${b ? (a.ms / b.ms).toFixed(2) : '—'} |`,
    );
  }
}
console.log(
  `\nload average after the run: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
