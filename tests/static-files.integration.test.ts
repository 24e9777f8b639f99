import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { buildTestApp } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/**
 * The client build's files answered from memory (decision record 224), through a listening
 * server (the answer made before Fastify) and through `inject` (the same files as routes).
 */
const root = path.resolve(import.meta.dirname, '..');
const client = path.join(root, 'dist/client');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: node:http leaves the body as sent (fetch would decompress it). */
function request(port: number, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(databaseTargets)('built files from memory (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;
  let stylesheet: string;
  let css: Buffer;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(client, '.vite/manifest.json'))) throw new Error('Run `npm run build` first.');
    const file = fs.readdirSync(path.join(client, 'assets')).find((name) => /^style-.*\.css$/.test(name))!;
    stylesheet = `/assets/${file}`;
    css = fs.readFileSync(path.join(client, 'assets', file));
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends the brotli copy, the gzip copy or the file itself as Accept-Encoding allows', async () => {
    const br = await request(port, stylesheet, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(css)).toBe(true);
    expect(br.headers['content-length']).toBe(String(br.body.length));

    const gzip = await request(port, stylesheet, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(css)).toBe(true);

    // br refused by its quality: gzip; nothing accepted: the file as it is.
    const noBr = await request(port, stylesheet, { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const plain = await request(port, stylesheet);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(css)).toBe(true);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The server's security headers, as on every answer.
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
    // Each encoding has its own validator.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('answers 304 to a validator it gave, and to an unchanged If-Modified-Since', async () => {
    const first = await request(port, stylesheet, { 'accept-encoding': 'br' });
    const again = await request(port, stylesheet, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const weak = await request(port, stylesheet, { 'if-none-match': `"nope", W/${first.headers.etag}` });
    expect(weak.status).toBe(304);
    const other = await request(port, stylesheet, { 'if-none-match': '"not-this-file"' });
    expect(other.status).toBe(200);
    const since = await request(port, stylesheet, { 'if-modified-since': first.headers['last-modified']! });
    expect(since.status).toBe(304);
    const before = await request(port, stylesheet, { 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' });
    expect(before.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await request(port, stylesheet, { 'accept-encoding': 'br' }, 'HEAD');
    const get = await request(port, stylesheet, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('sends one byte range, and says 416 for a range past the end', async () => {
    const part = await request(port, stylesheet, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${css.length}`);
    expect(part.body.equals(css.subarray(10, 20))).toBe(true);
    const tail = await request(port, stylesheet, { range: 'bytes=-5' });
    expect(tail.body.equals(css.subarray(css.length - 5))).toBe(true);
    const past = await request(port, stylesheet, { range: `bytes=${css.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${css.length}`);
    // An If-Range naming another version: the whole file.
    const stale = await request(port, stylesheet, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(css)).toBe(true);
  });

  it('serves files from public/ for an hour, with their own types', async () => {
    const icon = await request(port, '/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/vnd.microsoft.icon');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.body.equals(fs.readFileSync(path.join(client, 'favicon.ico')))).toBe(true);
  });

  it('answers 404 for a file the build did not write, and never reaches outside the build', async () => {
    for (const url of [
      '/assets/no-such-file.js',
      `${stylesheet}.br`,
      '/.vite/manifest.json',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/%2e%2e/%2e%2e/server/app.ts',
    ]) {
      const answer = await request(port, url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.toString(), url).not.toContain('"name": "monument-site"');
    }
    // Only GET and HEAD: a POST to a file's address is not a file.
    const post = await request(port, stylesheet, {}, 'POST');
    expect(post.status).toBe(404);
  });

  it('answers the same through inject (the routes Fastify holds for the same files)', async () => {
    const direct = await request(port, stylesheet, { 'accept-encoding': 'br' });
    const injected = await app.inject({ url: stylesheet, headers: { 'accept-encoding': 'br' } });
    expect(injected.statusCode).toBe(200);
    expect(injected.headers.etag).toBe(direct.headers.etag);
    expect(injected.rawPayload.equals(direct.body)).toBe(true);
    const head = await app.inject({ method: 'HEAD', url: stylesheet });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    const missing = await app.inject({ url: '/assets/no-such-file.js' });
    expect(missing.statusCode).toBe(404);
  });
});
