import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests, written out so that object storage needs no SDK
 * (docs/decisions/021-image-storage.md). Follows
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as S3 wants it: every byte except unreserved characters; '/' kept in paths. */
export function uriEncode(value: string, keepSlash: boolean): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');
}

/** "20130524T000000Z" */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

/**
 * Returns the headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and
 * Authorization. `headers` must include every header that will be sent (host is added).
 */
export function signRequest(
  request: { method: string; url: URL; headers?: Record<string, string>; payloadHash: string },
  credentials: SigV4Credentials,
  now = new Date(),
): Record<string, string> {
  const service = credentials.service ?? 's3';
  const timestamp = amzDate(now);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = request.url.host;
  headers['x-amz-date'] = timestamp;
  headers['x-amz-content-sha256'] = request.payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalPath = uriEncode(decodeURIComponent(request.url.pathname), true);
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath,
    query,
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const kRegion = hmac(kDate, credentials.region);
  const kService = hmac(kRegion, service);
  const kSigning = hmac(kService, 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');

  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
