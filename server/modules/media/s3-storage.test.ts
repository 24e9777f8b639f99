import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { sha256Hex, signRequest } from './sigv4';

/**
 * A small stand-in for an S3-compatible server: it keeps objects in memory and, like S3, refuses
 * any request whose signature does not match what it computes from the request it received.
 */
function fakeS3(credentials: { accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Array<{ method: string; path: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      seen.push({ method: req.method!, path: url.pathname });
      const signedNames = /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? '')?.[1]?.split(';') ?? [];
      const signedValues: Record<string, string> = {};
      for (const name of signedNames) if (name !== 'host' && !name.startsWith('x-amz-')) signedValues[name] = String(req.headers[name]);
      const date = String(req.headers['x-amz-date']);
      const expected = signRequest(
        { method: req.method!, url, headers: signedValues, payloadHash: String(req.headers['x-amz-content-sha256']) },
        credentials,
        new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`),
      );
      if (expected.authorization !== req.headers.authorization || sha256Hex(body) !== req.headers['x-amz-content-sha256']) {
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      const key = url.pathname;
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) res.writeHead(404).end('NoSuchKey');
        else res.writeHead(200, { 'content-type': object.type }).end(req.method === 'GET' ? object.body : undefined);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, seen };
}

describe('S3-compatible storage', () => {
  const credentials = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'us-east-1' };
  const fake = fakeS3(credentials);
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('stores, reads, checks and deletes objects with signed requests', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'monuments', prefix: 'site/', ...credentials });
    const key = 'public/abc-400w.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(fake.objects.get('/monuments/site/public/abc-400w.webp')?.type).toBe('image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe('webp bytes');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(storage.url(key)).toBe('/media/abc-400w.webp');
    expect(fake.seen.map((r) => r.method)).toEqual(['HEAD', 'GET', 'PUT', 'HEAD', 'GET', 'DELETE', 'HEAD', 'DELETE']);
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'monuments', ...credentials, secretAccessKey: 'wrong' });
    await expect(storage.put('public/x-400w.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/HTTP 403/);
  });

  it('refuses keys that are not its own before sending anything', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'monuments', ...credentials });
    await expect(storage.get('../secrets')).rejects.toThrow(/Invalid storage key/);
  });
});
