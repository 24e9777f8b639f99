/**
 * npx tsx scripts/bench-bookings.ts --port 4013 --admin-file <data dir>/demo-admin.txt
 *
 * Latency of consultation booking on loopback against a running production server (start it
 * with BOOKING_LIMIT_PER_HOUR raised: every request comes from one address): the live slot list
 * under 50 connections for --duration seconds, then --bookings bookings of distinct free
 * places (each slot once per consultant) under 50 connections. Staff settings are first set to
 * 10 consultants, 60 days ahead and no minimum notice, so there are enough places to book.
 * Prints p50/p95 (exact, from every response time), requests per second and the error count.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4013' },
    'admin-file': { type: 'string' },
    duration: { type: 'string', default: '15' },
    bookings: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
  },
});
const base = `http://127.0.0.1:${args.port}`;
const CONNECTIONS = Number(args.connections);
const CONSULTANTS = 10;

async function trpc(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

const text = fs.readFileSync(args['admin-file']!, 'utf8');
const email = /email: (.+)/.exec(text)![1]!.trim();
const password = /password: (.+)/.exec(text)![1]!.trim();
const signIn = await trpc('auth.signIn', { email, password });
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
for (const office of ['oklahoma', 'texas']) {
  await trpc(
    'admin.bookings.saveSettings',
    { office, slotMinutes: 60, bufferMinutes: 15, minNoticeHours: 0, daysAhead: 60, consultants: CONSULTANTS },
    cookie,
  );
}

interface Figures {
  what: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  errors: number;
}

function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN) * 10) / 10;
  return { p50: pct(0.5), p95: pct(0.95) };
}

// The project's autocannon types cover the page benchmark; this one also passes amount and setupRequest.
const cannon = autocannon as unknown as (options: Record<string, unknown>) => ReturnType<typeof autocannon>;

async function run(what: string, options: Record<string, unknown>): Promise<Figures> {
  const times: number[] = [];
  const instance = cannon({ connections: CONNECTIONS, ...options });
  instance.on('response', (_c: unknown, _s: number, _b: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  return {
    what,
    requests: times.length,
    reqPerSec: Math.round(result.requests.average),
    ...percentiles(times),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const slotsPath = `/trpc/bookings.slots?input=${encodeURIComponent(JSON.stringify({ office: 'oklahoma' }))}`;
console.log('signed in; measuring the slot list');
const slotList = await run('slot list (GET bookings.slots)', {
  url: `${base}${slotsPath}`,
  duration: Number(args.duration),
});

// Distinct places: every free slot of both offices, once per consultant.
const bodies: string[] = [];
for (const office of ['oklahoma', 'texas']) {
  const response = await fetch(`${base}/trpc/bookings.slots?input=${encodeURIComponent(JSON.stringify({ office }))}`);
  const list = (await response.json()) as { result: { data: { days: Array<{ slots: Array<{ startsAt: string }> }> } } };
  for (const day of list.result.data.days) {
    for (const slot of day.slots) {
      for (let c = 0; c < CONSULTANTS; c += 1) {
        bodies.push(
          JSON.stringify({
            office,
            startsAt: slot.startsAt,
            name: `Bench Family ${bodies.length}`,
            phone: '(580) 555-0136',
            topic: 'new-monument',
          }),
        );
      }
    }
  }
}
console.log(`slot list done: ${JSON.stringify(slotList)}`);
const amount = Math.min(Number(args.bookings), bodies.length);
let next = 0;
const booking = await run(`booking (POST bookings.book), ${amount} distinct places`, {
  url: `${base}/trpc/bookings.book`,
  amount,
  requests: [
    {
      method: 'POST',
      path: '/trpc/bookings.book',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request: Record<string, unknown>) => ({ ...request, body: bodies[next++ % bodies.length] }),
    },
  ],
});

console.log(`| what | requests | req/s | p50 | p95 | errors |`);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: |`);
for (const r of [slotList, booking]) {
  console.log(`| ${r.what} | ${r.requests} | ${r.reqPerSec} | ${r.p50} ms | ${r.p95} ms | ${r.errors} |`);
}
