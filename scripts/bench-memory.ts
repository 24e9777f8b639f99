/**
 * npm run bench:memory [-- --duration 240 --concurrency 8 --port 3251 --interval 10 --compare <folder>
 *                         --node-flags='<flags>']
 *
 * Where the production server's memory goes on the embedded database (decision record 223).
 * Starts the build (`npm run build` first) as `npm start` does, on a fresh data folder, then
 * plays an hour of a small site's varied traffic compressed into `--duration` seconds from
 * `--concurrency` visitors at once, each request from one of 500 visitor addresses:
 *
 * - public pages (every page of the sitemap, some with utm_ parameters a link adds), the
 *   calculator with choices in its address, missing pages, and the built files they load;
 * - price estimates (`calculator.estimate`), the free consultation times and bookings,
 *   contact-form leads, questions to the monument expert;
 * - staff signed in as the demo admin: the dashboard and staff screens, and edits (a gallery
 *   picture hidden and shown again), each of which empties the page cache.
 *
 * Resident memory is printed every `--interval` seconds, and the server's own account of where
 * it is (staff-only `admin.dashboard.memory`: V8's heap, the database's WebAssembly memory, each
 * bounded cache) after start, after the first minute of load and at the end. With --compare,
 * another built copy of the project (for example the commit before, checked out with
 * `git worktree add`) runs the same traffic first, and both curves are printed side by side.
 * Each build runs with the node flags of its own start script; `--node-flags` replaces this
 * build's (`--node-flags=''`: none; with the `=`, as the flags start with dashes), to see what they do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MemoryReport } from '../server/lib/memory-report';
import { loadAverage, residentBytes, startProductionServer, type ProductionServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '240' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3251' },
    interval: { type: 'string', default: '10' },
    compare: { type: 'string' },
    'node-flags': { type: 'string' },
  },
});
/** Node flags for this build instead of its start script's (`--node-flags=''` for none). */
const NODE_FLAGS = args['node-flags']?.split(/\s+/).filter(Boolean);
const DURATION_S = Number(args.duration);
const CONCURRENCY = Number(args.concurrency);
const PORT = Number(args.port);
const INTERVAL_S = Number(args.interval);
const MB = 1024 * 1024;
const mb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? '—' : (bytes / MB).toFixed(0);

/** The limits a crowd from one machine would hit are raised; visitors speak through X-Forwarded-For. */
const SERVER_ENV = {
  TRUST_PROXY: '1',
  BOOKING_LIMIT_PER_HOUR: '100000',
  QUOTE_REQUEST_LIMIT_PER_HOUR: '100000',
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  BASKET_RATE_LIMIT_PER_MINUTE: '100000',
};

const QUESTIONS = [
  'How long does it take to make a headstone?',
  'What granite colors do you have?',
  'How much is a double upright monument?',
  'Do you clean old headstones?',
  'Can you add a final date to an existing stone?',
  'What are your office hours in Ada?',
  'Do you make pet memorials?',
  'What is the difference between a slant and an upright?',
  'Do you install in Texas cemeteries?',
  'Can I put a photo on a headstone?',
];

interface Sample {
  second: number;
  rss: number;
  requests: number;
}

class Visitors {
  requests = 0;
  errors = 0;
  cookie = '';
  private readonly pages: string[] = [];
  private readonly assets: string[] = [];
  private templates: string[] = [];
  private colors: string[] = [];
  private galleryIds: string[] = [];

  constructor(private readonly base: string) {}

  private async fetch(url: string, init: RequestInit & { visitor?: number } = {}) {
    const visitor = init.visitor ?? Math.floor(Math.random() * 500);
    const response = await fetch(`${this.base}${url}`, {
      ...init,
      headers: {
        'accept-encoding': 'br, gzip',
        'x-forwarded-for': `198.51.${visitor >> 8}.${visitor & 255}`,
        ...(init.headers as Record<string, string>),
      },
    });
    const body = await response.arrayBuffer();
    this.requests++;
    // Refusals a visitor can meet (a taken time, a limit) are answers; 5xx and failures are errors.
    if (response.status >= 500) this.errors++;
    return { response, body };
  }

  private async rpc(name: string, input: unknown, method: 'GET' | 'POST', cookie?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
    const { response, body } =
      method === 'GET'
        ? await this.fetch(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
        : await this.fetch(`/trpc/${name}`, { method: 'POST', headers, body: JSON.stringify(input) });
    const text = Buffer.from(body).toString('utf8');
    return { response, json: text ? (JSON.parse(text) as { result?: { data?: unknown } }) : null };
  }

  /** Reads what the traffic needs: the sitemap's pages, the built files, the calculator's choices, staff sign-in. */
  async prepare(dataDir: string) {
    const sitemap = Buffer.from((await this.fetch('/sitemap.xml')).body).toString('utf8');
    for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) this.pages.push(new URL(match[1]!).pathname);
    const home = Buffer.from((await this.fetch('/', { headers: { 'accept-encoding': 'identity' } })).body).toString(
      'utf8',
    );
    for (const match of home.matchAll(/(?:href|src)="(\/(?:assets|images)\/[^"]+)"/g)) this.assets.push(match[1]!);
    this.assets.push('/favicon.ico', '/logo.svg');
    const options = (await this.rpc('calculator.options', undefined, 'GET')).json?.result?.data as {
      templates?: { key: string }[];
      colors?: { key: string }[];
    } | null;
    this.templates = options?.templates?.map((t) => t.key) ?? [];
    this.colors = options?.colors?.map((c) => c.key) ?? [];
    const credentials = fs.readFileSync(path.join(dataDir, 'demo-admin.txt'), 'utf8');
    const email = /email: (.+)/.exec(credentials)![1]!.trim();
    const password = /password: (.+)/.exec(credentials)![1]!.trim();
    const signIn = await this.rpc('auth.signIn', { email, password }, 'POST');
    this.cookie = signIn.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = (await this.rpc('admin.gallery.list', { category: 'set_monuments' }, 'GET', this.cookie)).json?.result
      ?.data as { items?: { id: string }[] } | { id: string }[] | null;
    const items = Array.isArray(list) ? list : (list?.items ?? []);
    this.galleryIds = items.map((item) => item.id);
    if (this.pages.length === 0 || !this.cookie) throw new Error('could not read the sitemap or sign in');
  }

  async memory(): Promise<MemoryReport | null> {
    try {
      const { json } = await this.rpc('admin.dashboard.memory', undefined, 'GET', this.cookie);
      return (json?.result?.data as MemoryReport | undefined) ?? null;
    } catch {
      return null; // a build without the report
    }
  }

  private pick<T>(list: T[]): T {
    return list[Math.floor(Math.random() * list.length)]!;
  }

  private choices() {
    return {
      template: this.templates.length ? this.pick(this.templates) : undefined,
      color: this.colors.length ? this.pick(this.colors) : undefined,
      names: 1 + Math.floor(Math.random() * 2),
      lines: Math.floor(Math.random() * 3),
    };
  }

  /** One visitor's action, chosen by weight. */
  async act() {
    const roll = Math.random() * 100;
    if (roll < 45) return this.fetch(this.pick(this.pages));
    if (roll < 52)
      return this.fetch(`${this.pick(this.pages)}?utm_source=news&utm_campaign=c${Math.floor(Math.random() * 50)}`);
    if (roll < 60) return this.fetch(this.pick(this.assets));
    if (roll < 64) {
      const c = this.choices();
      const query = new URLSearchParams(
        Object.entries(c)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      return this.fetch(`/calculator?${query}`);
    }
    if (roll < 72) return this.rpc('calculator.estimate', { choices: this.choices() }, 'GET');
    if (roll < 76) return this.rpc('bookings.slots', { office: this.pick(['oklahoma', 'texas']) }, 'GET');
    if (roll < 78) return this.book();
    if (roll < 80) {
      return this.rpc(
        'leads.submitContact',
        {
          name: 'Bench Family',
          email: `family${Math.floor(Math.random() * 1e6)}@example.com`,
          phone: '(580) 555-0136',
          office: 'either',
          message: 'We would like to talk about a headstone for my father.',
        },
        'POST',
      );
    }
    if (roll < 86) return this.rpc('monumentExpert.ask', { question: this.pick(QUESTIONS) }, 'POST');
    if (roll < 89) return this.fetch(`/no-such-page-${Math.floor(Math.random() * 10_000)}`);
    if (roll < 95)
      return this.fetch(this.pick(['/admin', '/admin/gallery', '/admin/bookings', '/admin/submissions']), {
        headers: { cookie: this.cookie },
      });
    if (roll < 98) return this.rpc('admin.dashboard.summary', undefined, 'GET', this.cookie);
    return this.staffEdit();
  }

  private async book() {
    const office = this.pick(['oklahoma', 'texas']);
    const slots = (await this.rpc('bookings.slots', { office }, 'GET')).json?.result?.data as {
      days?: { slots: { startsAt: string }[] }[];
    } | null;
    const times = slots?.days?.flatMap((d) => d.slots.map((s) => s.startsAt)) ?? [];
    if (times.length === 0) return;
    await this.rpc(
      'bookings.book',
      { office, startsAt: this.pick(times), name: 'Bench Family', phone: '(580) 555-0136', topic: 'new-monument' },
      'POST',
    );
  }

  /** Hides a gallery picture and shows it again: two staff changes, each emptying the page cache. */
  private async staffEdit() {
    if (this.galleryIds.length === 0) return;
    const ids = [this.pick(this.galleryIds)];
    await this.rpc('admin.gallery.setPublished', { ids, published: false }, 'POST', this.cookie);
    await this.rpc('admin.gallery.setPublished', { ids, published: true }, 'POST', this.cookie);
  }
}

interface Result {
  label: string;
  samples: Sample[];
  afterStart: number;
  afterMinute: number | null;
  atEnd: number;
  peak: number;
  requests: number;
  errors: number;
  reports: [string, MemoryReport | null][];
}

async function runBuild(label: string, projectDir: string, nodeFlags?: string[]): Promise<Result> {
  const server: ProductionServer = await startProductionServer({ projectDir, port: PORT, env: SERVER_ENV, nodeFlags });
  try {
    const visitors = new Visitors(server.baseUrl);
    await visitors.prepare(server.dataDir);
    // "After start": the first pages served, then a few quiet seconds.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const afterStart = residentBytes(server.pid);
    const reports: [string, MemoryReport | null][] = [['after start', await visitors.memory()]];
    const samples: Sample[] = [{ second: 0, rss: afterStart, requests: visitors.requests }];
    console.log(
      `${label}: ${mb(afterStart)} MB resident after start; ${DURATION_S} s of traffic from ${CONCURRENCY} visitors at once`,
    );

    const started = Date.now();
    const until = started + DURATION_S * 1000;
    let minuteTaken = false;
    const sampler = setInterval(() => {
      const second = Math.round((Date.now() - started) / 1000);
      const rss = residentBytes(server.pid);
      samples.push({ second, rss, requests: visitors.requests });
      console.log(
        `  ${String(second).padStart(4)} s  ${mb(rss).padStart(5)} MB resident  ${visitors.requests} requests`,
      );
      if (!minuteTaken && second >= 60) {
        minuteTaken = true;
        void visitors.memory().then((report) => reports.push(['after a minute of load', report]));
      }
    }, INTERVAL_S * 1000);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          try {
            await visitors.act();
          } catch {
            visitors.errors++;
          }
        }
      }),
    );
    clearInterval(sampler);
    const atEnd = residentBytes(server.pid);
    reports.push(['after the compressed hour', await visitors.memory()]);
    const minute = samples.find((s) => s.second >= 60);
    return {
      label,
      samples,
      afterStart,
      afterMinute: minute?.rss ?? null,
      atEnd,
      peak: residentBytes(server.pid, true),
      requests: visitors.requests,
      errors: visitors.errors,
      reports,
    };
  } finally {
    await server.stop();
  }
}

const projects: [string, string][] = [['this build', process.cwd()]];
if (args.compare) projects.unshift(['compared build', path.resolve(args.compare)]);

console.log(`bench:memory on ${os.cpus().length} CPUs, ${mb(os.totalmem())} MB, load average ${loadAverage()}`);
if (NODE_FLAGS) console.log(`this build's node flags: ${NODE_FLAGS.join(' ') || '(none)'}`);
const results: Result[] = [];
for (const [label, dir] of projects) {
  results.push(await runBuild(label, dir, dir === process.cwd() ? NODE_FLAGS : undefined));
}

for (const result of results) {
  console.log(`\n### ${result.label}\n`);
  console.log('| where | after start | after a minute of load | after the compressed hour |');
  console.log('|---|---|---|---|');
  const [start, minute, end] = ['after start', 'after a minute of load', 'after the compressed hour'].map(
    (when): MemoryReport | null => result.reports.find(([w]) => w === when)?.[1] ?? null,
  ) as [MemoryReport | null, MemoryReport | null, MemoryReport | null];
  const row = (what: string, get: (m: MemoryReport) => number | null) =>
    console.log(`| ${what} | ${[start, minute, end].map((m) => (m ? `${mb(get(m))} MB` : '—')).join(' | ')} |`);
  row('resident (the whole process)', (m) => m.rss);
  row('JavaScript heap in use', (m) => m.heapUsed);
  row('JavaScript heap reserved', (m) => m.heapTotal);
  row('WebAssembly memory resident (PGlite)', (m) => m.wasmResident);
  row('buffers outside the heap', (m) => m.arrayBuffers);
  const names = [...new Set([start, minute, end].flatMap((m) => m?.caches.map((c) => c.name) ?? []))];
  for (const name of names) {
    const cell = (m: MemoryReport | null) => {
      const cache = m?.caches.find((c) => c.name === name);
      return cache ? `${(cache.bytes / MB).toFixed(2)} MB (${cache.entries})` : '—';
    };
    const bound = [start, minute, end].map((m) => m?.caches.find((c) => c.name === name)?.maxBytes).find(Boolean);
    console.log(
      `| cache: ${name} (bound ${bound ? (bound / MB).toFixed(2) : '?'} MB) | ${cell(start)} | ${cell(minute)} | ${cell(end)} |`,
    );
  }
  console.log(
    `\n${result.requests} requests in ${DURATION_S} s (${result.errors} errors); resident: ${mb(result.afterStart)} MB after start, ${mb(result.afterMinute)} MB after a minute, ${mb(result.atEnd)} MB after the compressed hour, peak ${mb(result.peak)} MB`,
  );
}
if (results.length === 2) {
  console.log('\n### The curves side by side (resident MB)\n');
  console.log(`| second | ${results.map((r) => r.label).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---').join('|')}|`);
  const seconds = [
    ...new Set(results.flatMap((r) => r.samples.map((s) => Math.round(s.second / INTERVAL_S) * INTERVAL_S))),
  ].sort((a, b) => a - b);
  for (const second of seconds) {
    const cells = results.map((r) => {
      const sample = r.samples.find((s) => Math.round(s.second / INTERVAL_S) * INTERVAL_S === second);
      return sample ? mb(sample.rss) : '—';
    });
    console.log(`| ${second} | ${cells.join(' | ')} |`);
  }
}
console.log(`\nload average after the run: ${loadAverage()}`);
