import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';

/**
 * Against an independent S3 implementation (s3rver, from npm): paths, headers, bodies and status
 * codes as another S3 server reads them. Its built-in account is S3RVER / S3RVER. s3rver checks
 * the access key but not SigV4 signatures, so the signature is checked separately below against
 * AWS's own published example.
 */
const PORT = 3262;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
const endpoint = `http://127.0.0.1:${PORT}`;

describe('S3-compatible storage', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-storage-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: PORT,
    silent: true,
    directory,
    configureBuckets: [{ name: 'monuments', configs: [] }],
  });
  beforeAll(async () => {
    await server.run();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('stores, reads, checks and deletes objects with signed requests', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'monuments', prefix: 'site/', ...credentials });
    const key = 'public/abc-400w.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe('webp bytes');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(storage.url(key)).toBe('/media/abc-400w.webp');
  });

  it('keeps binary bodies and unusual key characters intact', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'monuments', ...credentials });
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const key = 'private/originals/a-b_c.d-400w.png';
    await storage.put(key, bytes, 'image/png');
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'monuments', ...credentials, accessKeyId: 'UNKNOWN' });
    await expect(storage.put('public/x-400w.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/HTTP 403/);
  });

  it('refuses keys that are not its own before sending anything', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'monuments', ...credentials });
    await expect(storage.get('../secrets')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3 request signing', () => {
  // AWS's worked example "GET Object" (Signature Version 4, S3 API reference): the same request,
  // credentials and time must give the signature AWS publishes.
  it('signs exactly as AWS documents', async () => {
    const sent: Request[] = [];
    const storage = createS3Storage({
      endpoint: 'https://s3.amazonaws.com',
      bucket: 'examplebucket',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      forcePathStyle: false,
      now: () => new Date('2013-05-24T00:00:00Z'),
      fetch: async (input) => {
        sent.push(input as Request);
        return new Response('', { status: 404 });
      },
    });
    await storage.get('public/test.txt');
    const auth = sent[0]!.headers.get('authorization');
    expect(auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20130524\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(sent[0]!.url).toBe('https://examplebucket.s3.amazonaws.com/public/test.txt');
  });

  it('uses a signer that gives the signature AWS publishes for its example', async () => {
    const signer = new AwsV4Signer({
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      method: 'GET',
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
      allHeaders: true, // aws4fetch leaves `range` unsigned by default; AWS's example signs it
    });
    const { headers } = await signer.sign();
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
