/**
 * npm run bench:soak [-- --count 50000]
 * Can bad input wear out the embedded database? PGlite 0.4 hung for good (100% CPU, deaf to
 * SIGTERM) after about 14,000 refused queries in one process. Two phases:
 *  1. the engine: `count` statements PostgreSQL refuses (a NUL in text, an integer out of range,
 *     a malformed uuid, an impossible date, a unique violation), then a correct answer;
 *  2. the site: the production build on a fresh embedded database, `count` requests carrying
 *     input of the kinds that used to reach the database (a NUL in the session cookie, a NUL or
 *     over-long item slug, impossible gallery cursors), then `/healthz` and a page.
 * Prints the time, the answers' status codes and the memory; exits 1 if the database stopped
 * answering. Run `npm run build` first. Loopback only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '#db/pglite-extensions';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '50000' }, connections: { type: 'string', default: '20' } },
});
const COUNT = Number(values.count);
const CONNECTIONS = Number(values.connections);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function enginePhase(): Promise<boolean> {
  const pg = await PGlite.create({ extensions: pgliteExtensions });
  await pg.exec('create table t (id int primary key, s text)');
  await pg.query('insert into t values (1, $1)', ['one']);
  const refused: [string, unknown[]][] = [
    ['select $1::text', ['a\u0000b']],
    ['select $1::int', ['3000000000']],
    ['select $1::uuid', ['not-a-uuid']],
    ['select $1::timestamptz', ['9999-99-99']],
    ['insert into t values (1, $1)', ['duplicate']],
  ];
  const started = performance.now();
  // PostgreSQL's code for each refusal: PGlite 0.4 first stopped reporting them right (035).
  const codes = new Map<string, number>();
  for (let i = 0; i < COUNT; i++) {
    const [sql, params] = refused[i % refused.length]!;
    try {
      await pg.query(sql, params);
      codes.set('accepted', (codes.get('accepted') ?? 0) + 1);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'no code';
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await pg.query<{ s: string }>('select s from t where id = 1');
  const expected = new Set(['22021', '22003', '22P02', '22008', '23505']);
  const ok = [...codes.keys()].every((code) => expected.has(code)) && rows[0]?.s === 'one';
  const byCode = [...codes].map(([code, n]) => `${code}: ${n.toLocaleString('en-US')}`).join(', ');
  console.log(
    `engine: ${COUNT.toLocaleString('en-US')} refused queries in ${seconds.toFixed(1)} s (${byCode}); then a correct answer: ${ok ? 'yes' : 'NO'}; memory ${mb(process.memoryUsage().rss)}`,
  );
  await pg.close();
  return ok;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function sitePhase(): Promise<boolean> {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
    },
    stdio: 'ignore',
  });
  try {
    for (let waited = 0; ; waited += 500) {
      if (waited > 180_000) throw new Error('The server did not start in 3 minutes.');
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const badInput: [string, RequestInit?][] = [
      ['/', { headers: { cookie: 'session=ab%00cd.ef' } }],
      ['/gallery/stock-items/a%00b'],
      [`/gallery/stock-items/${'x'.repeat(120)}`],
      [`/trpc/gallery.list?input=${encodeURIComponent(JSON.stringify({ category: 'stock-items', cursor: '1e300' }))}`],
      [
        `/trpc/gallery.list?input=${encodeURIComponent(JSON.stringify({ category: 'stock-items', cursor: '9999-99-99|x' }))}`,
      ],
    ];
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (sent < COUNT) {
          const [url, init] = badInput[sent++ % badInput.length]!;
          const status = await fetch(base + url, { ...init, redirect: 'manual' }).then(
            async (r) => (await r.arrayBuffer(), r.status),
            () => 0,
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const health = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    const page = await fetch(`${base}/gallery/set-monuments`).then(
      (r) => r.status,
      () => 0,
    );
    const rss = Number(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s || 'failed'}: ${n.toLocaleString('en-US')}`);
    console.log(
      `site: ${COUNT.toLocaleString('en-US')} bad-input requests in ${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)} req/s; ${byStatus.join(', ')}); then /healthz ${health}, /gallery/set-monuments ${page}; server memory ${rss ? mb(rss) : 'unknown'}`,
    );
    return health === 200 && page === 200;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const engineOk = await enginePhase();
const siteOk = await sitePhase();
process.exit(engineOk && siteOk ? 0 : 1);
