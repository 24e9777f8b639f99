/**
 * The test command's phases, timed: lint, type check, the database types, the build, Vitest
 * (integration on PGlite and, with TEST_DATABASE_URL, PostgreSQL, then unit, in one run) and
 * Playwright.
 * It prints each phase's time and the whole run's, and exits non-zero when any phase fails (every
 * phase that can still run does, so one run names every failure).
 *
 *   tsx scripts/test-phases.ts                 the plan `npm run test:all` runs (phases side by side on two cores)
 *   tsx scripts/test-phases.ts --plan serial   one phase after another, as `test:all` ran them before
 *   tsx scripts/test-phases.ts --only eslint,typecheck    just these phases (the others' times are not printed)
 *   tsx scripts/test-phases.ts --json FILE     also writes the times as JSON
 *   tsx scripts/test-phases.ts --compare FILE  prints an earlier run's times (its --json) beside these
 *
 * A phase that runs alone streams its output; phases side by side keep theirs until they end
 * and print it whole, one after the other, so the log reads as if they had run in turn.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Where the integration files' and the journeys' own times are written (the journeys' by
 * playwright.config.ts's JSON reporter), for the slowest of each printed at the end (decision 241).
 */
const VITEST_TIMES = '.tmp/times/vitest.json';
const JOURNEY_TIMES = '.tmp/times/playwright.json';

interface Phase {
  name: string;
  command: string;
  /** Phases whose success this one needs (a build before the tests that serve it). */
  needs?: string[];
}

const phases: Phase[] = [
  // Import cycles, in native code (.oxlintrc.json, decision 292); ESLint has the other rules.
  { name: 'oxlint', command: 'oxlint --deny-warnings' },
  { name: 'eslint', command: 'eslint . --max-warnings 0' },
  // Prettier's style in native code: 0.3 s where Prettier took 18 s (decision 296).
  { name: 'format', command: 'oxfmt --check' },
  { name: 'knip', command: 'knip --no-progress' },
  // TypeScript 7's native compiler, on one thread (the other core has ESLint): 19 s where
  // TypeScript 6 took 58 s (decision 288). ESLint's and knip's TypeScript stays 6.
  { name: 'typecheck', command: 'node_modules/typescript-7/bin/tsc --noEmit --singleThreaded' },
  { name: 'db-types', command: 'tsx scripts/generate-db-types.ts --check' },
  { name: 'build', command: 'npm run build --silent' },
  // One Vitest run for all three projects: the integration files first (the sequencer's order), then
  // the unit files, which are short and fill the end where one worker would wait for the other's
  // last file. Two runs started Vitest, its workers and their imports twice: 342.5 s where the
  // two took 415.9 s (decision 291). Some unit tests read the built client.
  {
    name: 'vitest',
    command: `vitest run --project unit* --project integration* --reporter=default --reporter=json --outputFile.json=${VITEST_TIMES}`,
    needs: ['build'],
  },
  { name: 'playwright', command: 'playwright test', needs: ['build'] },
];

/**
 * The order on two cores. A plan is a list of steps run one after the other; a step is a list
 * of lanes run side by side; a lane is a list of phases run in turn. The checks and the build
 * each keep one core busy (the build is Vite's bundling and then Node scripts, about one core's
 * worth of CPU for its wall time), so two lanes of them share the two cores (decision 259): the
 * type check, knip and the build in one, the linters and the database types in the other (ESLint
 * about 53 s), about even since the format check takes a second (decision 296: 63.2 s and 67.0 s
 * from a fresh clone). Vitest (three workers) and Playwright (the server beside three browsers)
 * use both cores each. The unit tests come after the build: one of them reads the built client.
 */
const plans: Record<string, string[][][]> = {
  serial: phases.map((phase) => [[phase.name]]),
  parallel: [
    [
      ['oxlint', 'format', 'eslint', 'db-types'],
      ['typecheck', 'knip', 'build'],
    ],
    [['vitest']],
    [['playwright']],
  ],
};

const { values } = parseArgs({
  options: {
    plan: { type: 'string', default: 'parallel' },
    only: { type: 'string' },
    json: { type: 'string' },
    compare: { type: 'string' },
  },
});
const plan = plans[values.plan];
if (!plan) {
  console.error(`--plan is one of: ${Object.keys(plans).join(', ')}`);
  process.exit(2);
}
const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !phases.some((phase) => phase.name === name)) ?? [];
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}; the phases are: ${phases.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules/.bin');
/** The project's own tools from node_modules/.bin (or a path in the project); npm from the PATH. */
const program = (name: string) =>
  name === 'npm' ? name : name.includes('/') ? path.join(root, name) : path.join(bin, name);

interface Result {
  name: string;
  seconds: number;
  status: 'passed' | 'failed' | 'skipped';
  /** How busy the machine's cores were with its own work while the phase ran, 0-1 (from /proc/stat; absent elsewhere). */
  busy?: number;
  /** The share of the cores' time the virtual machine's host gave to others ("steal"), 0-1. */
  stolen?: number;
}

/**
 * The machine's CPU time so far, from /proc/stat's first line (Linux only): busy with its own work,
 * stolen by the host of a virtual machine, and in all.
 */
function cpuTimes(): { busy: number; stolen: number; total: number } | undefined {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    // idle, iowait and steal are the 4th, 5th and 8th fields.
    const stolen = fields[7] ?? 0;
    return { busy: total - fields[3]! - (fields[4] ?? 0) - stolen, stolen, total };
  } catch {
    return undefined;
  }
}

function run(phase: Phase, alone: boolean): Promise<Result> {
  const started = performance.now();
  const cpuAtStart = cpuTimes();
  return new Promise((resolve) => {
    const [name, ...args] = phase.command.split(' ');
    const child = spawn(program(name!), args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const status = code === 0 ? 'passed' : 'failed';
      const cpuAtEnd = cpuTimes();
      const share = (key: 'busy' | 'stolen') =>
        cpuAtStart && cpuAtEnd && cpuAtEnd.total > cpuAtStart.total
          ? (cpuAtEnd[key] - cpuAtStart[key]) / (cpuAtEnd.total - cpuAtStart.total)
          : undefined;
      const [busy, stolen] = [share('busy'), share('stolen')];
      if (!alone) {
        console.log(`\n── ${phase.name} (${phase.command}) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`── ${phase.name} ${status} in ${seconds.toFixed(1)} s ──`);
      resolve({ name: phase.name, seconds, status, busy, stolen });
    });
  });
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const loadAtStart = load();
console.log(`Test phases, plan ${values.plan}, on ${os.cpus().length} cores, load average ${loadAtStart}`);
const results: Result[] = [];
const failedNeeds = (phase: Phase) =>
  (phase.needs ?? []).filter((need) => results.some((r) => r.name === need && r.status !== 'passed'));
/** Runs a lane's phases in turn; a phase whose needs failed is skipped, the rest still run. */
async function runLane(lane: Phase[], alone: boolean) {
  for (const phase of lane) {
    const failed = failedNeeds(phase);
    if (failed.length) {
      console.log(`── ${phase.name} skipped: ${failed.join(', ')} did not pass ──`);
      results.push({ name: phase.name, seconds: 0, status: 'skipped' });
    } else {
      results.push(await run(phase, alone));
    }
  }
}
const started = performance.now();
const cpuAtRunStart = cpuTimes();
for (const step of plan) {
  const lanes = step
    .map((lane) =>
      lane.filter((name) => !only || only.includes(name)).map((name) => phases.find((p) => p.name === name)!),
    )
    .filter((lane) => lane.length > 0);
  if (!lanes.length) continue;
  if (lanes.length > 1) {
    console.log(
      `\n── side by side: ${lanes.map((lane) => lane.map((phase) => phase.name).join(' then ')).join(' | ')} ──`,
    );
  }
  await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
}
const total = (performance.now() - started) / 1000;

interface Run {
  plan: string;
  cores: number;
  loadAtStart: string;
  loadAtEnd: string;
  total: number;
  phases: Result[];
}
const thisRun: Run = {
  plan: values.plan,
  cores: os.cpus().length,
  loadAtStart,
  loadAtEnd: load(),
  total,
  phases: results,
};
const before = values.compare ? (JSON.parse(fs.readFileSync(values.compare, 'utf8')) as Run) : undefined;
const width = Math.max(...results.map((r) => r.name.length), 'total (wall clock)'.length);
const stepOf = (name: string) => plan.findIndex((step) => step.some((lane) => lane.includes(name))) + 1;
const percent = (share: number | undefined) => (share === undefined ? '' : `${Math.round(share * 100)} %`.padStart(4));
const seconds = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(1)} s`).padStart(9);
console.log(
  `\nPhase times (plan ${values.plan}; a step's phases ran side by side, in lanes; "busy" is the whole machine's share of its cores' time while the phase ran, "stolen" the share its host gave to other machines):`,
);
console.log(
  `  ${''.padEnd(width + 4)}  ${before ? `${'before'.padStart(9)}  ` : ''}${'now'.padStart(9)}  ${'status'.padEnd(7)}  busy  stolen`,
);
for (const result of results) {
  const earlier = before?.phases.find((phase) => phase.name === result.name);
  console.log(
    `  ${String(stepOf(result.name)).padStart(2)}  ${result.name.padEnd(width)}  ${before ? `${seconds(earlier?.seconds)}  ` : ''}${seconds(result.seconds)}  ${result.status.padEnd(7)}  ${percent(result.busy)}  ${percent(result.stolen)}`,
  );
}
console.log(
  `      ${'total (wall clock)'.padEnd(width)}  ${before ? `${seconds(before.total)}  ` : ''}${seconds(total)}`,
);
if (before) {
  // A file written before the loads were recorded has none.
  const loads = before.loadAtStart
    ? `, load average ${before.loadAtStart} at its start, ${before.loadAtEnd} at its end`
    : '';
  console.log(`Before: plan ${before.plan}${loads}.`);
}
console.log(`Load average at the start: ${loadAtStart}; at the end: ${thisRun.loadAtEnd}.`);
const cpuAtRunEnd = cpuTimes();
if (cpuAtRunStart && cpuAtRunEnd && cpuAtRunEnd.total > cpuAtRunStart.total) {
  const spent = cpuAtRunEnd.total - cpuAtRunStart.total;
  const share = (key: 'busy' | 'stolen') => percent((cpuAtRunEnd[key] - cpuAtRunStart[key]) / spent).trim();
  console.log(
    `Over the whole run the cores were busy ${share('busy')} of the time; the host gave ${share('stolen')} to other machines.`,
  );
}
printSlowest();
if (values.json) fs.writeFileSync(values.json, JSON.stringify(thisRun, null, 2) + '\n');
process.exit(results.some((r) => r.status === 'failed') ? 1 : 0);

/** The ten slowest Vitest files and journeys of this run, when their phases wrote their times. */
function printSlowest() {
  const read = (file: string) => {
    const full = path.join(root, file);
    // A file left by an earlier run is not this run's.
    return fs.existsSync(full) && fs.statSync(full).mtimeMs >= Date.now() - total * 1000
      ? JSON.parse(fs.readFileSync(full, 'utf8'))
      : undefined;
  };
  const print = (title: string, rows: Array<[string, number]>) => {
    if (!rows.length) return;
    console.log(`\n${title}:`);
    for (const [name, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  };
  const vitest = read(VITEST_TIMES) as
    | { testResults: Array<{ name: string; startTime: number; endTime: number }> }
    | undefined;
  print(
    'Slowest Vitest files (from their first test to the end of their last)',
    (vitest?.testResults ?? []).map((file) => [path.relative(root, file.name), file.endTime - file.startTime]),
  );
  interface Suite {
    file: string;
    specs?: Array<{
      title: string;
      tests: Array<{ projectName: string; results: Array<{ duration: number; retry: number }> }>;
    }>;
    suites?: Suite[];
  }
  const journeys: Array<[string, number]> = [];
  const walk = (suite: Suite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          journeys.push([
            `[${test.projectName}] ${file} › ${spec.title}${result.retry ? ' (retry)' : ''}`,
            result.duration,
          ]);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of (read(JOURNEY_TIMES) as { suites: Suite[] } | undefined)?.suites ?? []) walk(suite, suite.file);
  print('Slowest journeys', journeys);
}
