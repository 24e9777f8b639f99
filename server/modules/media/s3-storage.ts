import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertValidKey, publicUrlForKey, type MediaStorage } from './storage';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket ("" or e.g. "monuments/"). */
  prefix?: string;
  /** endpoint/bucket/key rather than bucket.endpoint/key. */
  forcePathStyle?: boolean;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Each request is abandoned after this long. */
  timeoutMs?: number;
  /** For tests: the signing time (defaults to now). */
  now?: () => Date;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const EMPTY_HASH = sha256Hex('');
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * S3-compatible object storage through signed HTTP requests (PUT, GET, HEAD, DELETE on one
 * object), signed by `aws4fetch` (decision record 013). The payload's SHA-256 is part of the
 * signature, so a body altered on the way is refused. The bucket stays private; public renditions reach visitors through the app's
 * /media/ route, so the Content-Security-Policy needs no extra host.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const doFetch = options.fetch ?? fetch;
  const prefix = options.prefix ? options.prefix.replace(/^\/+/, '').replace(/\/*$/, '/') : '';
  const endpoint = new URL(options.endpoint);
  const signer = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 0,
  });

  const objectUrl = (key: string) => {
    assertValidKey(key);
    const path = encodeKey(`${prefix}${key}`);
    const base = endpoint.pathname.replace(/\/$/, '');
    if (options.forcePathStyle ?? true) return new URL(`${endpoint.origin}${base}/${options.bucket}/${path}`);
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${path}`);
  };

  async function send(method: string, key: string, body?: Buffer, contentType?: string) {
    const headers: Record<string, string> = { 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_HASH };
    if (contentType) headers['content-type'] = contentType;
    const signed = await signer.sign(objectUrl(key).toString(), {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      aws: options.now
        ? {
            datetime: options
              .now()
              .toISOString()
              .replace(/[:-]|\.\d{3}/g, ''),
          }
        : undefined,
    });
    return doFetch(signed, { signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  }

  const fail = async (what: string, key: string, response: Response) => {
    const text = await response.text().catch(() => '');
    throw new Error(`Object storage ${what} ${key} failed: HTTP ${response.status} ${text.slice(0, 200)}`);
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) await fail('PUT', key, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) await fail('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async exists(key) {
      const response = await send('HEAD', key);
      await response.arrayBuffer();
      if (response.status === 404) return false;
      if (!response.ok) await fail('HEAD', key, response);
      return true;
    },
    async size(key) {
      const response = await send('HEAD', key);
      await response.arrayBuffer();
      if (response.status === 404) return null;
      if (!response.ok) await fail('HEAD', key, response);
      const length = Number(response.headers.get('content-length'));
      return Number.isFinite(length) ? length : null;
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
      await response.arrayBuffer();
    },
    url: publicUrlForKey,
  };
}
