/**
 * npm run bench:flood [-- --duration 15 --connections 50 --port 3205]
 *
 * What one client flooding the slowest public procedure (the free-slots lookup) costs a visitor
 * of a cached page (decision record 185). The production server runs on a fresh embedded
 * database with the demo content; one client floods `bookings.slots` with `--connections`
 * connections while another asks for the cached home page one request after the other, and the
 * page's median and 95th percentile are printed, in five runs:
 *
 *   1. no flood (the baseline);
 *   2. flood, with the per-visitor limit, the bound and the shared slot list out of the way (as before);
 *   3. flood, the concurrency bound alone;
 *   4. flood from many visitors: the per-visitor limit out of the way, the bound and the slot list
 *      shared for a second (FREE_SLOTS_CACHE_MS) at their defaults;
 *   5. flood with the defaults (one client is refused once past its limit).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3205' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOD_PATH = `/trpc/bookings.slots?input=${encodeURIComponent(JSON.stringify({ office: 'oklahoma' }))}`;
const PAGE = '/';

async function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The cached page, asked for one request after the other until `until`. */
async function pageTimings(until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${BASE}${PAGE}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.headers.get('x-page-cache') !== 'hit') throw new Error(`${PAGE} was not served from the page cache`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times.sort((a, b) => a - b);
}

async function run(name: string, env: Record<string, string>, flood: boolean) {
  const server = await startServer(env);
  try {
    // Warm: the page in the cache, the procedure's code paths loaded.
    for (let i = 0; i < 3; i++) await (await fetch(`${BASE}${PAGE}`)).arrayBuffer();
    await (await fetch(`${BASE}${FLOOD_PATH}`)).arrayBuffer();
    const until = Date.now() + DURATION * 1000;
    const cannon = flood
      ? autocannon({ url: `${BASE}${FLOOD_PATH}`, connections: CONNECTIONS, duration: DURATION })
      : null;
    const times = await pageTimings(until);
    const result = cannon ? await cannon : null;
    const statuses = result
      ? `answered ${(result as unknown as Record<string, number>)['2xx']}, refused ${result.non2xx}`
      : '';
    console.log(
      `${name.padEnd(62)} page p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 0.95)
        .toFixed(1)
        .padStart(7)} ms  (${times.length} pages)${result ? `  flood: ${statuses}` : ''}`,
    );
    return percentile(times, 0.5);
  } finally {
    await server.stop();
  }
}

const OFF = {
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
  PUBLIC_RPC_CONCURRENCY: '200',
  PUBLIC_RPC_QUEUE: '10000',
  FREE_SLOTS_CACHE_MS: '0',
};
const BOUND_ONLY = { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000', FREE_SLOTS_CACHE_MS: '0' };
const LIMIT_OFF = { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000' };

console.log(
  `Cached page ${PAGE} while ${CONNECTIONS} connections flood bookings.slots for ${DURATION} s (embedded database)`,
);
await run('1. no flood', OFF, false);
await run('2. flood, no limit, no bound, no shared list (before)', OFF, true);
await run('3. flood, the bound alone', BOUND_ONLY, true);
const many = await run('4. flood from many visitors (limit off, rest default)', LIMIT_OFF, true);
const defaults = await run('5. flood, defaults (one client past its limit)', {}, true);
console.log(
  `median of the cached page under a flood: ${many.toFixed(1)} ms from many visitors, ${defaults.toFixed(1)} ms from one (target: under 50 ms)`,
);
