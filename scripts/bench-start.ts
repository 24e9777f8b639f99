/**
 * npm run bench:start [-- --runs 3 --port 3261 --compare <other project folder> --timeout 900]
 *
 * The first start of the production server (run `npm run build` first): the time from starting
 * `node dist/server/main.js` (with the start script's flags) on an empty data folder to the first
 * page (`/`, 200), each run on a new data folder and a new, empty system temporary folder (so no
 * demo picture drawn by an earlier run on this machine is found there). Prints every run, the
 * server's own account of its start (database, app, migrations, demo seed, job queue), the
 * median, and the machine's load. With --compare, the other build is measured the same way, in
 * turn with this one, and both medians are printed.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import os from 'node:os';
import { loadAverage, startProductionServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3261' },
    compare: { type: 'string' },
    timeout: { type: 'string', default: '900' },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);

interface Run {
  firstPageMs: number;
  phases: Record<string, number> | null;
}

async function firstStart(projectDir: string): Promise<Run> {
  let log = '';
  const server = await startProductionServer({
    projectDir,
    port: PORT,
    freshTmp: true,
    readyPath: '/',
    env: { LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
    onStdout: (text) => (log += text),
    timeoutMs: Number(args.timeout) * 1000,
  });
  const firstPageMs = server.readyMs;
  await new Promise((resolve) => setTimeout(resolve, 200));
  await server.stop();
  // The server's own account: the "Site ready" line carries the phases (builds before it do not).
  const ready = log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; phases?: Record<string, number>; startMs?: number })
    .find((line) => line.msg?.startsWith('Site ready'));
  return { firstPageMs, phases: ready?.phases ? { ...ready.phases, total: ready.startMs ?? NaN } : null };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const projects: [string, string][] = [['this build', process.cwd()]];
if (args.compare) projects.unshift(['compared build', path.resolve(args.compare)]);

console.log(`bench:start on ${os.cpus().length} CPUs, load average ${loadAverage()}`);
const runs = new Map<string, Run[]>(projects.map(([label]) => [label, []]));
for (let i = 0; i < RUNS; i++) {
  // Builds in turn, so a change of the machine's load touches both alike.
  for (const [label, dir] of projects) {
    const run = await firstStart(dir);
    runs.get(label)!.push(run);
    const phases = run.phases
      ? Object.entries(run.phases)
          .map(([name, ms]) => `${name} ${seconds(ms)}`)
          .join(', ')
      : 'no phases logged by this build';
    console.log(`${label}, run ${i + 1}: first page after ${seconds(run.firstPageMs)} (server: ${phases})`);
  }
}
console.log('\n| build | first page, median of runs | runs |');
console.log('|---|---|---|');
for (const [label] of projects) {
  const times = runs.get(label)!.map((r) => r.firstPageMs);
  console.log(`| ${label} | ${seconds(median(times))} | ${times.map(seconds).join(', ')} |`);
}
console.log(`\nload average after the run: ${loadAverage()}`);
