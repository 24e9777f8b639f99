import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp } from './support/test-app';
import { openTestDatabase } from './support/test-database';

const root = path.resolve(import.meta.dirname, '..');

describe('graceful shutdown', () => {
  const dataDir = path.join(root, '.tmp', `shutdown-${process.pid}`);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('finishes a request in flight before closing', async () => {
    // A migrated database, started before the app: on a loaded machine the embedded database's
    // first start alone outlasted the app's ten seconds for its start-up hooks.
    const database = await openTestDatabase('pglite');
    await sql`select 1`.execute(database.db);
    const app = await buildTestApp(database);
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      // One request on its own connection (no keep-alive): otherwise the close also waited the
      // server's five-second keep-alive timeout for the idle connection the answer left behind.
      http
        .get(`http://127.0.0.1:${port}/slow`, { agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    // Close only once the request is being handled: a fixed wait raced a loaded machine.
    await requestArrived;
    await app.close();
    expect(await response).toEqual({ status: 200, body: '{"done":true}' });
    await database.close();
  });

  it('the production server exits cleanly on SIGTERM and releases the database', async () => {
    if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('Run `npm run build` first.');
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 100_000);
      child.stdout.on('data', () => {
        if (output.includes('Site ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('stopped');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);
});
