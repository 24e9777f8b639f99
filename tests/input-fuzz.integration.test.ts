import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/create-db';
import { buildTestApp, callerFor, createUserSession, tempStorage } from './support/test-app';
import { databaseTargets, openTestDatabase, type DatabaseTarget } from './support/test-database';
import { addGalleryItem, smallJpeg } from './support/media-fixtures';
import { valuePackages } from '../content/packages';
import { PROOF_ROUTE } from '../server/modules/orders/orders.choices';
import { PACKAGES_PAGE } from '../server/modules/value-engineering/value-engineering.choices';
import { hostileInputsFor, listProcedures } from './support/zod-inputs';
import { listRoutePaths } from '#src/entry-server';

/**
 * Sends hostile input to every public and basket procedure, made from the procedures' own zod
 * schemas (so a new procedure or field is covered the moment it is added), over HTTP the way a
 * browser or an attacker does. Any 5xx fails: bad input must be refused before the database.
 */
const procedures = listProcedures().filter((procedure) => !procedure.path.startsWith('admin.'));

/**
 * Runs `task` for every item, a few at a time like several visitors at once: each of `limit`
 * lanes takes the next item as soon as its last is answered (batches waited for their slowest).
 */
async function eachAtMost<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * Whether an input gets past its procedure's schema to the handler (and so to the database): as
 * sent (a query's input travels as JSON in the address, a mutation's as a JSON body) or as given.
 */
function reachesHandler(procedure: (typeof procedures)[number], input: unknown): boolean {
  return refusal(procedure, input) === null;
}

/**
 * How the procedure's schema refuses an input as it travels: each issue's code, place and what was
 * expected (`invalid_type` string at `name`, `too_big` at `message`...), or null when the input
 * reaches the handler. Two inputs with the same refusal take the same path through tRPC's parsing
 * and zod's checks to the same 400; a schema that throws instead of refusing is a refusal of its own.
 */
function refusal(procedure: (typeof procedures)[number], input: unknown): string | null {
  if (procedure.input === null) return null;
  const schema = procedure.input as z.ZodType;
  try {
    const sent = input === undefined ? undefined : (JSON.parse(JSON.stringify(input)) as unknown);
    if (schema.safeParse(input).success) return null;
    const parsed = schema.safeParse(sent);
    if (parsed.success) return null;
    const issues = parsed.error.issues.map((issue) => {
      const { code, path, expected, origin, format } = issue as typeof issue & Record<string, unknown>;
      return [code, path, expected, origin, format];
    });
    return JSON.stringify(issues);
  } catch (error) {
    return `throws ${String(error)} for ${JSON.stringify(input)}`;
  }
}

/**
 * The inputs sent on PGlite: every input that reaches a handler, every whole junk input, and one
 * input of each distinct refusal of each procedure (decision 275). Of the 11,069 inputs the
 * schemas make, 9,530 are refused, most of them in the same way as another (1e300, -1e300 and
 * 3,000,000,000 in a text field are one `invalid_type`): 850 kinds of refusal.
 */
function onePerRefusal<T extends { procedure: (typeof procedures)[number]; input: unknown }>(cases: T[]): T[] {
  const seen = new Set<string>();
  return cases.filter(({ procedure, input }) => {
    const kind = refusal(procedure, input);
    if (kind === null) return true;
    const key = `${procedure.path} ${kind}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

interface Server {
  database: Database;
  app: FastifyInstance;
  storage: ReturnType<typeof tempStorage>;
}
/**
 * One database and one production server per database kind for the whole file, its pages and
 * upload routes included (each started took seconds), opened by the first test that asks.
 */
const servers = new Map<DatabaseTarget, Promise<Server>>();
function serverFor(target: DatabaseTarget): Promise<Server> {
  let server = servers.get(target);
  if (!server) {
    server = (async () => {
      const database = await openTestDatabase(target);
      const storage = tempStorage();
      const app = await buildTestApp(database, { pages: 'production', production: true, storage });
      await app.ready();
      // Something to find, so list and item queries run with real rows.
      await addGalleryItem(database.db, storage, { category: 'set_monuments', title: 'Gray Upright' });
      return { database, app, storage };
    })();
    servers.set(target, server);
  }
  return server;
}
afterAll(async () => {
  for (const server of servers.values()) {
    const { app, database } = await server;
    await app.close();
    await database.close();
  }
});

describe.each(databaseTargets)('hostile input to every public and basket procedure (%s)', (target) => {
  let app: FastifyInstance;
  let requestCount = 0;

  beforeAll(async () => {
    ({ app } = await serverFor(target));
  }, 120_000);

  const nextAddress = () => {
    requestCount++;
    return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
  };

  async function send(procedure: (typeof procedures)[number], input: unknown) {
    // A fresh address and basket per request: the per-address limits are not under test here.
    const remoteAddress = nextAddress();
    const headers = { 'x-basket-session': randomUUID() };
    // A quote request goes as far as the database only with something in the basket (and one
    // the schema refuses never gets there, so it needs none).
    if (procedure.path === 'basket.submitQuote' && procedure.input !== null && reachesHandler(procedure, input)) {
      const added = await app.inject({
        method: 'POST',
        url: '/trpc/basket.add',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ itemType: 'package', itemId: valuePackages[0]!.id }),
        remoteAddress: nextAddress(),
      });
      expect(added.statusCode).toBe(200);
    }
    const options: InjectOptions =
      procedure.type === 'query'
        ? {
            method: 'GET',
            url: `/trpc/${procedure.path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            headers,
            remoteAddress,
          }
        : {
            method: 'POST',
            url: `/trpc/${procedure.path}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: input === undefined ? '' : JSON.stringify(input),
            remoteAddress,
          };
    return app.inject(options);
  }

  it('covers every public and basket procedure', () => {
    const paths = procedures.map((procedure) => procedure.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'leads.submitContact',
        'leads.submitEstimate',
        'gallery.list',
        'gallery.item',
        'basket.add',
        'basket.submitQuote',
        'design.start',
        'design.price',
        'design.save',
        'design.saved',
        'cemeteries.search',
        'cemeteries.get',
      ]),
    );
  });

  it('answers no hostile input with a 5xx', async () => {
    const started = performance.now();
    const failures: string[] = [];
    // Queries travel in the address, which servers cap at a few kilobytes; bodies take more.
    const all = procedures.flatMap((procedure) =>
      hostileInputsFor(procedure.input, { hugeString: procedure.type === 'query' ? 3_000 : 200_000 }).map((input) => ({
        procedure,
        input,
      })),
    );
    // An input its procedure's schema refuses is answered by tRPC before any query, the same on
    // either database: PGlite takes every input that reaches a handler and one of each kind of
    // refusal, PostgreSQL the ones that reach a handler (and every input of a procedure that takes
    // none). PGlite took every input, 11,069, most refused the same way as another (decision 275;
    // PostgreSQL's cut, decision 241).
    const cases =
      target === 'pglite' ? onePerRefusal(all) : all.filter(({ procedure, input }) => reachesHandler(procedure, input));
    const inputs = cases.length;
    await eachAtMost(cases, 8, async ({ procedure, input }) => {
      const response = await send(procedure, input);
      if (response.statusCode >= 500) {
        failures.push(
          `${procedure.path} ${response.statusCode} ${JSON.stringify(input)?.slice(0, 160)} -> ${response.body.slice(0, 200)}`,
        );
      }
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `input fuzz (${target}): ${inputs} hostile inputs to ${procedures.length} procedures in ${seconds} s; ${failures.length} answered 5xx`,
    );
    expect(failures).toEqual([]);
    // The database still answers after all of it.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 120_000);
});

/**
 * The same for what arrives outside tRPC: every page route of the route tree that takes a
 * parameter (public and staff, read from the route tree itself) with hostile values in its
 * address, and every upload route the server registers (read from Fastify's own route table)
 * with bodies a browser, a script or an attacker might send. A new route is walked the day it
 * is added.
 */
const PAGE_VALUES: Array<[string, string]> = [
  ['5,000 characters', 'a'.repeat(5000)],
  ['a NUL', '%00'],
  ['a NUL inside', 'a%00b'],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['a lone percent sign', '%'],
  ['percent signs', '%%zz'],
  ['control characters', '%01%07%1B%7F'],
  ['a newline', 'a%0D%0Ab'],
  ['dot-dot', '..'],
  ['encoded dot-dot', '%2E%2E'],
  ['a climb out', '..%2F..%2Fetc%2Fpasswd'],
  ['a backslash climb', '..%5C..%5Cwindows'],
  ['an overlong dot', '%C0%AE%C0%AE'],
  ['an encoded surrogate', '%ED%A0%80'],
  ['an accented word', 'caf%C3%A9'],
  ['an emoji', '%F0%9F%98%80'],
  ['a right-to-left override', 'abc%E2%80%AEgpj'],
  ['a zero-width space', '%E2%80%8B'],
  ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['a huge number', '99999999999999999999999'],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['an exponent', '1e300'],
  ['a fraction', '1.5'],
  ['a spaced number', '%201'],
];

/** What a page must never show: the words of a schema or a server error. */
const VALIDATION_LEAK =
  /TRPCError|ZodError|zod|too_big|too_small|invalid_type|invalid_format|Too big|Too small|Invalid input|expected string|expected number|at Object\./;

/** A parameter's value that names something real, so the other parameter is the one under test. */
const KNOWN_PARAM: Record<string, string> = { category: 'set-monuments' };

/** Every route and method Fastify serves, read from its own route table (`printRoutes`). */
function servedRoutes(app: FastifyInstance): Array<{ path: string; methods: string[] }> {
  const routes: Array<{ path: string; methods: string[] }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = `${stack.join('')}${match[2]}`.replace(/\/{2,}/g, '/');
    stack.push(full);
    if (match[3]) routes.push({ path: full, methods: match[3].split(', ') });
  }
  return routes;
}

/**
 * A query that each upload route accepts, so the body is what is under test. A new upload route
 * fails the test below until it has one here: then all of the bad bodies are sent to it.
 */
const UPLOAD_QUERIES: Record<string, (ids: { orderId: number }) => string> = {
  '/admin-api/gallery/upload': () => 'category=stock_items',
  '/admin-api/site-images/upload': () => 'category=hero',
  '/admin-api/blog/upload': () => 'purpose=cover',
  '/admin-api/ve/package-picture': () => 'packageId=premium-india-red-monument',
  '/admin-api/content-migration/import': () => 'mode=preview',
  '/admin-api/content-migration/wordpress': () => 'mode=preview',
  '/admin-api/orders/proof-file': ({ orderId }) => `orderId=${orderId}`,
  // A family's photo for the design playground: open to every visitor, no query (decision 264).
  '/ai-tools/design-playground/photos': () => '',
};

interface UploadCase {
  label: string;
  query?: (valid: string) => string;
  headers?: Record<string, string>;
  body?: (file: Buffer) => Buffer | string | undefined;
  /** A real file under a strange name may be taken (the name cleaned up): then any answer below 500. */
  mayBeTaken?: boolean;
}

const BOUNDARY = '----monumentBoundary7MA4YWxk';
const multipart = (fieldName: string, file: Buffer, fileName = 'photo.jpg') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const UPLOAD_CASES: UploadCase[] = [
  { label: 'no body at all', body: () => undefined },
  { label: 'an empty file', headers: { 'content-type': 'application/octet-stream' }, body: () => Buffer.alloc(0) },
  { label: 'JSON instead of a file', headers: { 'content-type': 'application/json' }, body: () => '{"file":"x"}' },
  { label: 'broken JSON', headers: { 'content-type': 'application/json' }, body: () => '{"file":' },
  {
    label: 'a form instead of a file',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: () => 'file=%00',
  },
  { label: 'text', headers: { 'content-type': 'text/plain' }, body: () => 'hello' },
  { label: 'a NUL byte', headers: { 'content-type': 'application/octet-stream' }, body: () => Buffer.from([0]) },
  {
    label: 'the file wrapped in a multipart form',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: (file) => multipart('file', file),
  },
  {
    label: 'a truncated multipart form',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: (file) => multipart('file', file).subarray(0, 120),
  },
  {
    label: 'a multipart form without a boundary',
    headers: { 'content-type': 'multipart/form-data' },
    body: (file) => multipart('file', file),
  },
  {
    label: 'a multipart field name of 100,000 characters',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: (file) => multipart('f'.repeat(100_000), file),
  },
  {
    label: 'a multipart file name with a NUL',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: (file) => multipart('file', file, 'a\u0000b.jpg'),
  },
  {
    label: 'the wrong field name',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: (file) => multipart('not-the-file', file),
  },
  {
    label: 'a gzip-encoded body that is not gzip',
    headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' },
    body: (file) => file,
  },
  {
    label: 'a malformed content type',
    headers: { 'content-type': 'image/jpeg; charset="%00' },
    body: (file) => file,
    // The bytes, not the label, say what a file is.
    mayBeTaken: true,
  },
  { label: 'no query', query: () => '', body: (file) => file, mayBeTaken: true },
  { label: 'the wrong query field', query: () => 'file=photo.jpg', body: (file) => file, mayBeTaken: true },
  {
    label: 'a NUL as the query value',
    query: (valid) => valid.replace(/=.*/, '=%00'),
    body: (file) => file,
    mayBeTaken: true,
  },
  {
    label: 'malformed encoding in the query',
    query: (valid) => valid.replace(/=.*/, '=%E0%A4%A'),
    body: (file) => file,
    mayBeTaken: true,
  },
  {
    label: 'a query value of 5,000 characters',
    query: (valid) => valid.replace(/=.*/, `=${'9'.repeat(5000)}`),
    body: (file) => file,
    mayBeTaken: true,
  },
  {
    label: 'a query name of 5,000 characters',
    query: (valid) => `${'q'.repeat(5000)}=1&${valid}`,
    body: (file) => file,
    mayBeTaken: true,
  },
  { label: 'the query field twice', query: (valid) => `${valid}&${valid}`, body: (file) => file, mayBeTaken: true },
  { label: 'a file name with a NUL', headers: { 'x-file-name': 'a%00b.jpg' }, body: (file) => file, mayBeTaken: true },
  {
    label: 'a file name with control characters',
    headers: { 'x-file-name': '%01%1B%7F.jpg' },
    body: (file) => file,
    mayBeTaken: true,
  },
  {
    label: 'a file name of 5,000 characters',
    headers: { 'x-file-name': 'n'.repeat(5000) },
    body: (file) => file,
    mayBeTaken: true,
  },
  {
    label: 'a file name badly encoded',
    headers: { 'x-file-name': '%E0%A4%A.jpg' },
    body: (file) => file,
    mayBeTaken: true,
  },
  {
    label: 'a file name that climbs',
    headers: { 'x-file-name': '..%2F..%2Fetc%2Fpasswd' },
    body: (file) => file,
    mayBeTaken: true,
  },
];

/** An error answer in words staff can read: JSON with one plain sentence, no code or internals. */
function plainError(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 120)}`;
  }
  // `{ error }`, or an import's refusal: its report, with the problems in a list.
  const { error: single, problems } = parsed as { error?: unknown; problems?: unknown };
  const error = typeof single === 'string' ? single : Array.isArray(problems) ? problems.join(' ') : null;
  if (typeof error !== 'string' || error.trim() === '') return `no error message: ${body.slice(0, 120)}`;
  if (
    /FST_|TRPCError|ZodError|Error:|\bat \S+ \(|undefined|null byte|\\u0000|syntax error|violates|relation "/i.test(
      error,
    )
  )
    return `not plain: ${error.slice(0, 160)}`;
  return null;
}

describe.each(databaseTargets)('hostile page addresses and upload bodies (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let adminCookie = '';
  let orderId = 0;
  let requestCount = 0;
  const nextAddress = () => {
    requestCount++;
    return `10.77.${(requestCount >> 8) & 255}.${requestCount & 255}`;
  };

  beforeAll(async () => {
    const server = await serverFor(target);
    ({ database, app } = server);
    const { storage } = server;
    const { token } = await createUserSession(database, { admin: true });
    adminCookie = `session=${token}`;
    const order = await callerFor(database, { sessionToken: token, storage }).admin.orders.open({
      name: 'Ruth Ann Whitaker',
      email: 'ruth@example.com',
      phone: '(580) 555-0180',
      office: 'oklahoma',
      inscription: 'HAROLD JAMES WHITAKER',
      soldDescription: 'Gray granite upright',
    });
    orderId = order.id;
  }, 120_000);

  it('answers every page route with a parameter below 500, without a validation error, whatever the value', async () => {
    const routes = listRoutePaths().filter((path) => path.includes('$'));
    expect(routes).toEqual(
      expect.arrayContaining([
        '/blog/$slug',
        '/gallery/$category/$slug',
        '/admin/blogs/edit/$id',
        '/admin/quote-requests/$quoteRequestId',
      ]),
    );
    const failures: string[] = [];
    let requests = 0;
    const started = performance.now();
    const visits: Array<{ route: string; label: string; url: string; staff: boolean; cookie: string | null }> = [];
    for (const route of routes) {
      const params = [...route.matchAll(/\$(\w+)/g)].map((m) => m[1]!);
      const staff = route.startsWith('/admin');
      for (const [label, value] of PAGE_VALUES) {
        for (const target of params) {
          const url = route.replace(/\$(\w+)/g, (_m, name: string) =>
            name === target ? value : (KNOWN_PARAM[name] ?? value),
          );
          for (const cookie of staff ? [null, adminCookie] : [null]) visits.push({ route, label, url, staff, cookie });
        }
      }
    }
    // A few at a time, as several visitors would come.
    await eachAtMost(visits, 4, async ({ route, label, url, staff, cookie }) => {
      requests++;
      const response = await app.inject({
        url,
        headers: cookie ? { cookie } : {},
        remoteAddress: nextAddress(),
      });
      const who = cookie ? 'admin' : 'signed out';
      const where = `${who} ${route} with ${label} (${url.slice(0, 80)})`;
      const status = response.statusCode;
      const location = String(response.headers.location ?? '');
      // The page as a person reads it: no scripts, and none of the diagnostics React's
      // development build adds to a part it leaves to the browser (its production build,
      // the one the site runs, writes no message there).
      const page = response.body
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/ data-(?:msg|stck|cstck)="[^"]*"/g, '');
      if (status >= 500) failures.push(`${where} -> ${status}`);
      // Signed out, a staff address never shows a screen: the login, or an address refused
      // (400) or tidied (a 301 without its dot segments) before any screen is chosen.
      else if (staff && !cookie && status < 300) failures.push(`${where} -> ${status}, not the login`);
      else if (staff && !cookie && status !== 301 && status < 400 && !location.startsWith('/admin/login'))
        failures.push(`${where} -> ${status} to ${location}, not the login`);
      else if (VALIDATION_LEAK.test(page)) failures.push(`${where} -> shows ${VALIDATION_LEAK.exec(page)![0]}`);
    });
    console.log(
      `page fuzz (${target}): ${requests} hostile addresses to ${routes.length} routes in ${((performance.now() - started) / 1000).toFixed(1)} s; ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 600_000);

  it('answers every hostile reference to a saved design’s files below 500, without a validation error', async () => {
    const failures: string[] = [];
    for (const file of ['design.png', 'design-sheet.pdf']) {
      for (const [label, value] of PAGE_VALUES) {
        for (const query of ['', '?grant=%00', `?grant=${'a'.repeat(3000)}`]) {
          const response = await app.inject({
            url: `/ai-tools/design-playground/${value}/${file}${query}`,
            headers: query ? {} : { 'x-design-grant': 'not-a-grant' },
            remoteAddress: nextAddress(),
          });
          if (response.statusCode >= 500 || response.statusCode < 400)
            failures.push(`${file} with ${label}${query ? ' and a bad grant' : ''} -> ${response.statusCode}`);
          else if (VALIDATION_LEAK.test(response.body))
            failures.push(`${file} with ${label} -> shows a validation error`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every hostile upload id of a family’s photo preview with a plain 404, never a 5xx', async () => {
    const failures: string[] = [];
    for (const file of ['porcelain.jpg', 'etched.jpg']) {
      for (const [label, value] of PAGE_VALUES) {
        const response = await app.inject({
          url: `/ai-tools/design-playground/photos/${value}/${file}`,
          remoteAddress: nextAddress(),
        });
        if (response.statusCode >= 500 || response.statusCode < 400)
          failures.push(`${file} with ${label} -> ${response.statusCode}`);
        else if (VALIDATION_LEAK.test(response.body))
          failures.push(`${file} with ${label} -> shows a validation error`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every bad body sent to every upload route (staff and family) with a 4xx in plain words, never a 5xx', async () => {
    const uploads = servedRoutes(app)
      // The pages' plain forms take a form, not a file: the booking pages', the proof page's and
      // the packages page's (plain-form-posts integration test fuzzes their bodies, decision 240).
      .filter((route) => route.methods.includes('POST') && !route.path.startsWith('/trpc'))
      .filter((route) => !route.path.startsWith('/book/') && route.path !== PROOF_ROUTE && route.path !== PACKAGES_PAGE)
      .map((route) => route.path);
    expect(uploads).toEqual(
      expect.arrayContaining([
        '/admin-api/gallery/upload',
        '/admin-api/orders/proof-file',
        '/admin-api/content-migration/wordpress',
      ]),
    );
    // A new upload route needs a query it accepts above, so that its body is what gets tested.
    expect(uploads.filter((path) => !UPLOAD_QUERIES[path])).toEqual([]);
    const file = await smallJpeg();
    const failures: string[] = [];
    let requests = 0;
    for (const path of uploads) {
      const valid = UPLOAD_QUERIES[path]!({ orderId });
      for (const test of UPLOAD_CASES) {
        requests++;
        const query = test.query ? test.query(valid) : valid;
        const payload = test.body ? test.body(file) : file;
        const response = await app.inject({
          method: 'POST',
          url: `${path}${query ? `?${query}` : ''}`,
          headers: {
            'sec-fetch-site': 'same-origin',
            cookie: adminCookie,
            ...(payload === undefined ? {} : { 'content-type': 'application/octet-stream' }),
            ...test.headers,
          },
          ...(payload === undefined ? {} : { payload }),
          remoteAddress: nextAddress(),
        });
        const where = `${path} with ${test.label}`;
        const status = response.statusCode;
        if (status >= 500) failures.push(`${where} -> ${status} ${response.body.slice(0, 160)}`);
        else if (status < 400 && !test.mayBeTaken) failures.push(`${where} -> ${status}, taken`);
        else if (status >= 400) {
          const problem = plainError(response.body);
          if (problem) failures.push(`${where} -> ${status} ${problem}`);
        }
      }
    }
    console.log(
      `upload fuzz (${target}): ${requests} bad bodies to ${uploads.length} upload routes; ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 300_000);
});
