import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { allDemoItems } from '../server/seed/gallery-demo/seed-gallery-demo';

/**
 * The production server's first start on an empty data folder (decision record 225): the
 * database the build prepared is copied in, the demo pictures the build drew are stored, and only
 * then does the server listen, so the first page anyone gets already shows every picture. The
 * server runs with an empty temporary folder: no picture drawn by an earlier run on this machine
 * is there to find.
 */
const root = path.resolve(import.meta.dirname, '..');

describe('the first start of the production build', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
  const dataDir = path.join(work, 'data');
  const tmpDir = path.join(work, 'tmp');
  let child: ReturnType<typeof spawn> | null = null;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('answers its first page with every demo picture in place, having drawn none', async () => {
    if (!fs.existsSync(path.join(root, 'dist/first-start/prepared-by.json')))
      throw new Error('Run `npm run build` first.');
    fs.mkdirSync(tmpDir, { recursive: true });
    child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TMPDIR: tmpDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));

    // The first moment the server answers a page at all: as soon as it says where it listens.
    const deadline = Date.now() + 100_000;
    let base = '';
    while (!base) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not listen in time:\n${output}`);
      base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      const answered = await fetch(`${base}/gallery/set-monuments`).catch(() => null);
      if (answered?.ok) {
        const html = await answered.text();
        const pictures = [...new Set([...html.matchAll(/\/media\/[A-Za-z0-9._-]+/g)].map((m) => m[0]))];
        expect(pictures.length).toBeGreaterThan(8);
        for (const picture of pictures) {
          const file = await fetch(`${base}${picture}`);
          expect(file.status, picture).toBe(200);
          expect(file.headers.get('content-type'), picture).toMatch(/^image\//);
          await file.arrayBuffer();
        }
        break;
      }
      if (Date.now() > deadline) throw new Error(`the server did not answer in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; phases?: Record<string, number> });
    const at = (start: string) => lines.findIndex((line) => line.msg?.startsWith(start));
    // Seeded (pictures stored) before listening, every picture as the build drew it.
    const seeded = `Seeded ${allDemoItems().length} gallery images`;
    expect(at(seeded)).toBeGreaterThan(-1);
    expect(at(seeded)).toBeLessThan(at('Server listening'));
    expect(lines[at(seeded)]!.msg).toContain(`${allDemoItems().length} drawn before`);
    expect(lines[at('Site ready')]!.phases).toMatchObject({
      database: expect.any(Number),
      demoSeed: expect.any(Number),
    });
    // Nothing drawn on this start: the render cache in the (empty) temporary folder stays empty.
    expect(fs.readdirSync(tmpDir).filter((name) => name.startsWith('monument-demo'))).toEqual([]);
    // The database is the prepared one, copied in (PostgreSQL's system identifier, the first
    // eight bytes of pg_control, is the one initdb gave it at build time), not a new one.
    const identifier = (dir: string) => fs.readFileSync(path.join(dir, 'global/pg_control')).subarray(0, 8);
    expect(
      identifier(path.join(dataDir, 'pglite')).equals(identifier(path.join(root, 'dist/first-start/pglite'))),
    ).toBe(true);
  }, 120_000);
});
