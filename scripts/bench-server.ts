/**
 * Starts a built copy of the project as `npm start` does (the node flags and environment of its
 * package.json's start script) on a fresh data folder, for the benchmarks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';

/**
 * The node flags and environment `npm start` gives the server, read from the project's
 * package.json (`... env NAME=value ... node --flag ... dist/server/main.js`), so a compared
 * older build is measured as it was started then.
 */
export function startCommandOf(projectDir: string): { flags: string[]; env: Record<string, string> } {
  const pkg = JSON.parse(fs.readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const words = (pkg.scripts?.start ?? '').split(/\s+/).filter(Boolean);
  const node = words.indexOf('node');
  const main = words.indexOf('dist/server/main.js');
  if (node === -1 || main === -1 || main < node)
    throw new Error(`${projectDir}: the start script does not run dist/server/main.js with node`);
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word))
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  return { flags: words.slice(node + 1, main), env };
}

export interface ProductionServer {
  child: ChildProcess;
  pid: number;
  dataDir: string;
  baseUrl: string;
  /** Milliseconds from the spawn to the first answer of `readyPath`. */
  readyMs: number;
  /** Stops the server (SIGTERM), waits for it and removes its data folder (and temporary folder). */
  stop(): Promise<void>;
}

export interface StartOptions {
  projectDir: string;
  port: number;
  /** Added to (and overriding) the environment. */
  env?: Record<string, string>;
  /** A fresh, empty system temporary folder for the server (no render cache from earlier runs). */
  freshTmp?: boolean;
  /** Answered with a 200 when the server is ready; `/healthz` by default, `/` for the first page. */
  readyPath?: string;
  /** Node flags instead of the start script's. */
  nodeFlags?: string[];
  stdio?: StdioOptions;
  /** Called with the server's standard output as it comes (with `stdio` piping it). */
  onStdout?: (text: string) => void;
  timeoutMs?: number;
}

/** Starts the production build of `projectDir` on a fresh data folder; resolves when `readyPath` answers 200. */
export async function startProductionServer(options: StartOptions): Promise<ProductionServer> {
  const { projectDir, port } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const tmpDir = options.freshTmp ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tmp-')) : null;
  const start = startCommandOf(projectDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? start.flags), 'dist/server/main.js'], {
    cwd: projectDir,
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(tmpDir ? { TMPDIR: tmpDir } : {}),
      ...options.env,
    },
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
  if (options.onStdout) child.stdout?.on('data', (chunk: Buffer) => options.onStdout!(chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  const readyPath = options.readyPath ?? '/healthz';
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server in ${projectDir} exited (${child.exitCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}${readyPath}`, { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server in ${projectDir} did not answer ${readyPath} in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, pid: child.pid!, dataDir, baseUrl, readyMs: performance.now() - spawnedAt, stop };
}

/** Resident memory of a process (VmRSS), in bytes; its peak so far with `peak`. */
export function residentBytes(pid: number, peak = false): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`${peak ? 'VmHWM' : 'VmRSS'}:\\s+(\\d+) kB`).exec(status);
  return match ? Number(match[1]) * 1024 : NaN;
}

/** The machine's load averages, as `uptime` prints them. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
