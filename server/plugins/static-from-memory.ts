import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { byteBoundedCache, reportMemoryUser } from '../lib/memory-report';

/**
 * The client build's files (dist/client), read once at start and sent from memory with their
 * precompressed copies (decision record 224). The build's files never change while the server
 * runs (hashed names under /assets, a year and immutable; the files from public/, an hour), so
 * reading them per request, as @fastify/static did, only cost time.
 *
 * Each answer is written whole, with headers prepared at start: brotli or gzip as Accept-Encoding
 * allows (the .br and .gz files scripts/precompress.mjs writes), ETag and Last-Modified with 304
 * for If-None-Match and If-Modified-Since, HEAD, and one byte range (206, or 416 past the end).
 * The server's own security headers are part of the prepared headers. Only exact paths of files
 * the build wrote answer; anything else (another method, an unknown name, dot folders such as
 * .vite, a path with `..` or escapes) is left to the rest of the app.
 */

/** Content types of the files a build writes (as @fastify/send named them), UTF-8 for text. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

/** The content type of a built file by its name; application/octet-stream for a kind the table lacks. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Representation {
  body: Buffer;
  etag: string;
  /** Status 200 headers, flat ([name, value, name, value...]) as `writeHead` takes them. */
  headers: string[];
}

interface StaticFile {
  representations: Partial<Record<Encoding, Representation>>;
  /** Every ETag of the file (any encoding): a client holding one holds the file. */
  etags: Set<string>;
  lastModified: string;
  lastModifiedMs: number;
  /** Headers a 304 repeats (the caching ones). */
  notModifiedHeaders: string[];
}

export interface StaticFiles {
  /** Answers a GET or HEAD of a built file and returns true; returns false (and writes nothing) otherwise. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** URL paths of every file held (`/assets/entry-....js`, `/favicon.ico`...). */
  paths(): string[];
  /** Bytes held (every encoding of every file). */
  bytes: number;
}

const strongTag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** Every file under `root`, skipping dot folders and dot files (.vite holds the build's manifest). */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) =>
      path
        .relative(root, file)
        .split(path.sep)
        .every((part) => !part.startsWith('.')),
    );
}

/**
 * Reads every built file under `root` with its .br and .gz copies. `headers`: added to every
 * answer (the security headers every answer of the server carries).
 */
export function loadStaticFiles(root: string, headers: Record<string, string>): StaticFiles {
  const files = new Map<string, StaticFile>();
  const onDisk = listFiles(root);
  const present = new Set(onDisk);
  let total = 0;
  for (const file of onDisk) {
    // A precompressed copy is served in place of its file, never under its own name.
    if ((file.endsWith('.br') || file.endsWith('.gz')) && present.has(file.slice(0, -3))) continue;
    const stat = fs.statSync(file);
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    // Hashed build assets never change: a year, immutable. Files from public/: an hour.
    const cacheControl = urlPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=3600';
    const lastModified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString();
    const type = contentTypeOf(file);
    const bodies: Partial<Record<Encoding, Buffer>> = { identity: fs.readFileSync(file) };
    if (present.has(`${file}.br`)) bodies.br = fs.readFileSync(`${file}.br`);
    if (present.has(`${file}.gz`)) bodies.gzip = fs.readFileSync(`${file}.gz`);
    const varies = Object.keys(bodies).length > 1;
    const common = [
      ...Object.entries(headers).flat(),
      'Cache-Control',
      cacheControl,
      'Last-Modified',
      lastModified,
      ...(varies ? ['Vary', 'Accept-Encoding'] : []),
    ];
    const representations: Partial<Record<Encoding, Representation>> = {};
    for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
      const etag = strongTag(body);
      representations[encoding] = {
        body,
        etag,
        headers: [
          'Content-Type',
          type,
          'Content-Length',
          String(body.length),
          'Accept-Ranges',
          'bytes',
          'ETag',
          etag,
          ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
          ...common,
        ],
      };
      total += body.length;
    }
    files.set(urlPath, {
      representations,
      etags: new Set(Object.values(representations).map((r) => r.etag)),
      lastModified,
      lastModifiedMs: Math.floor(stat.mtimeMs / 1000) * 1000,
      notModifiedHeaders: common,
    });
  }

  // Browsers send a handful of Accept-Encoding values: each is read once.
  const negotiator = new Negotiator<Encoding>({
    supportedValues: ['br', 'gzip', 'identity'],
    cache: byteBoundedCache<string, string>({
      name: 'Accept-Encoding answers',
      maxBytes: 64 * 1024,
      sizeOf: () => 16,
    }),
  });

  const held: StaticFiles = {
    bytes: total,
    paths: () => [...files.keys()],
    answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const file = files.get(query === -1 ? url : url.slice(0, query));
      if (!file) return false;
      send(file, req, res, negotiator);
      return true;
    },
  };
  reportMemoryUser(
    Object.assign(held, {
      figures: () => ({ name: 'static files', bytes: total, maxBytes: total, entries: files.size }),
    }),
  );
  return held;
}

function isFresh(file: StaticFile, req: IncomingMessage): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) {
    // Weak comparison (RFC 9110, 13.1.2): a W/ prefix is ignored.
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || file.etags.has(tag));
  }
  const since = req.headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && file.lastModifiedMs <= time;
}

/** The one range asked for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), 'unsatisfiable', or null to send it all. */
function byteRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole file, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (start >= size) return 'unsatisfiable';
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    // A last position before the first is not a range: the whole file.
    if (end < start) return null;
  }
  return { start, end };
}

function send(file: StaticFile, req: IncomingMessage, res: ServerResponse, negotiator: Negotiator<Encoding>) {
  const chosen = pick(file, req, negotiator);
  if (isFresh(file, req)) {
    res.writeHead(304, ['ETag', chosen.etag, ...file.notModifiedHeaders]);
    res.end();
    return;
  }
  const rangeHeader = req.headers.range;
  const ifRange = req.headers['if-range'];
  const rangeApplies =
    req.method === 'GET' &&
    rangeHeader !== undefined &&
    (ifRange === undefined || ifRange === chosen.etag || ifRange === file.lastModified);
  const range = rangeApplies ? byteRange(rangeHeader, chosen.body.length) : null;
  if (range === 'unsatisfiable') {
    res.writeHead(416, [
      ...withoutLength(chosen.headers),
      'Content-Range',
      `bytes */${chosen.body.length}`,
      'Content-Length',
      '0',
    ]);
    res.end();
    return;
  }
  if (range) {
    const part = chosen.body.subarray(range.start, range.end + 1);
    res.writeHead(206, [
      ...withoutLength(chosen.headers),
      'Content-Range',
      `bytes ${range.start}-${range.end}/${chosen.body.length}`,
      'Content-Length',
      String(part.length),
    ]);
    res.end(req.method === 'HEAD' ? undefined : part);
    return;
  }
  res.writeHead(200, chosen.headers);
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}

function pick(file: StaticFile, req: IncomingMessage, negotiator: Negotiator<Encoding>): Representation {
  const accepted = req.headers['accept-encoding'];
  const wanted = accepted ? negotiator.negotiate(accepted) : null;
  return (wanted && file.representations[wanted]) || file.representations.identity!;
}

function withoutLength(headers: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i] !== 'Content-Length') out.push(headers[i]!, headers[i + 1]!);
  }
  return out;
}

/**
 * Fastify's HTTP server with the built files answered before Fastify sees the request: no
 * routing, hooks or request log for a file that is already in memory with its headers. The
 * server is made as Fastify makes its own (options.http, its timeouts and socket limits).
 */
export function serverAnsweringStaticFiles(files: StaticFiles): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as {
      http?: http.ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server = http.createServer(settings.http ?? {}, (req, res) => {
      if (!files.answer(req, res)) handler(req, res);
    });
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}

/**
 * The same files as routes, for requests that reach Fastify without the server above (`inject`
 * in tests, a server made by other means): each answered by the same function.
 */
export async function staticFromMemory(app: FastifyInstance, opts: { files: StaticFiles }) {
  for (const url of opts.files.paths()) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      exposeHeadRoute: false,
      handler(req, reply) {
        reply.hijack();
        opts.files.answer(req.raw, reply.raw);
      },
    });
  }
}
