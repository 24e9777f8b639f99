import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * Fetches a file from an address staff typed in (image migration) without letting that
 * address reach inside the network: every address a host name resolves to must be public,
 * the check happens at connect time (so DNS cannot change its answer between check and use),
 * every redirect is checked again, and size and time are limited.
 * OWASP: https://cheatsheetseries.owasp.org/cheatsheets/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html
 */
export class RemoteFetchError extends Error {
  constructor(
    message: string,
    readonly reason:
      | 'bad-url'
      | 'blocked-address'
      | 'too-large'
      | 'timeout'
      | 'http-status'
      | 'network'
      | 'too-many-redirects',
  ) {
    super(message);
    this.name = 'RemoteFetchError';
  }
}

export interface RemoteFile {
  bytes: Buffer;
  finalUrl: string;
  contentType: string | null;
}

export interface RemoteFetchOptions {
  maxBytes?: number;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Which resolved addresses may be contacted; public addresses only by default. Tests widen it. */
  isAllowedAddress?: (address: string) => boolean;
  /** DNS resolution; the system resolver by default. Tests replace it. */
  resolve?: (hostname: string) => Promise<Array<{ address: string; family: number }>>;
}

export type RemoteFetcher = (url: string, options?: RemoteFetchOptions) => Promise<RemoteFile>;

function parseIPv4(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** 16 bytes of an IPv6 address (with optional embedded IPv4 and zone), or null. */
export function parseIPv6(input: string): number[] | null {
  let address = input.replace(/^\[|\]$/g, '');
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  let tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  if (address.includes('.')) {
    const v4 = parseIPv4(address.slice(lastColon + 1));
    if (!v4) return null;
    tail = v4;
    address = `${address.slice(0, lastColon + 1)}0:0`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const toGroups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = toGroups(halves[0]!);
  const rest = halves.length === 2 ? toGroups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const bytes = groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

const inV4 = (b: number[], prefix: number[], bits: number) => {
  for (let i = 0; i < 4; i++) {
    const take = Math.max(0, Math.min(8, bits - i * 8));
    if (take === 0) break;
    const mask = (0xff << (8 - take)) & 0xff;
    if ((b[i]! & mask) !== (prefix[i]! & mask)) return false;
  }
  return true;
};

// Private, loopback, link-local, shared (CGNAT), documentation, benchmark, multicast, reserved.
const BLOCKED_V4: Array<[number[], number]> = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

function isPublicV4(b: number[]): boolean {
  return !BLOCKED_V4.some(([prefix, bits]) => inV4(b, prefix, bits));
}

/** True only for addresses on the public internet (not private, loopback, link-local, ...). */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return isPublicV4(v4);
  const b = parseIPv6(address);
  if (!b) return false;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64): judge the IPv4 inside.
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return isPublicV4(b.slice(12));
  if (zeros(0, 12)) return false; // ::, ::1 and the deprecated IPv4-compatible form
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return isPublicV4(b.slice(12));
  if (b[0] === 0x20 && b[1] === 0x02) return isPublicV4(b.slice(2, 6)); // 6to4
  if ((b[0]! & 0xfe) === 0xfc) return false; // fc00::/7 unique local
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return false; // fe80::/10 link-local
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return false; // fec0::/10 site-local
  if (b[0] === 0xff) return false; // multicast
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return false; // documentation
  if (b[0] === 0x01 && zeros(1, 8)) return false; // 100::/64 discard
  return true;
}

export const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export function guardedLookup(
  resolve: NonNullable<RemoteFetchOptions['resolve']>,
  allowed: (address: string) => boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw new RemoteFetchError(`${hostname} could not be found.`, 'network');
        const blocked = addresses.find((a) => !allowed(a.address));
        // Every address must pass: a name answering with one public and one private address is refused.
        if (blocked) {
          throw new RemoteFetchError(
            `${hostname} points to a private or local network address; it is not fetched.`,
            'blocked-address',
          );
        }
        const family = typeof options === 'object' && options.family ? options.family : 0;
        const usable = addresses.filter((a) => !family || a.family === family);
        if (usable.length === 0) throw new RemoteFetchError(`${hostname} has no usable address.`, 'network');
        if (typeof options === 'object' && options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}

/** Fetches one file over http(s) within the limits; throws RemoteFetchError with a plain message. */
export const fetchRemoteFile: RemoteFetcher = async (rawUrl, options = {}) => {
  const maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const lookup = guardedLookup(options.resolve ?? systemResolve, allowed);
  const deadline = Date.now() + timeoutMs;

  let current: URL;
  try {
    current = new URL(rawUrl);
  } catch {
    throw new RemoteFetchError('That is not a web address.', 'bad-url');
  }
  for (let hop = 0; hop <= maxRedirects; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      throw new RemoteFetchError('Only http:// and https:// addresses can be imported.', 'bad-url');
    }
    if (current.username || current.password) {
      throw new RemoteFetchError('Addresses with a user name or password are not fetched.', 'bad-url');
    }
    const host = current.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && !allowed(host)) {
      throw new RemoteFetchError(
        `${host} is a private or local network address; it is not fetched.`,
        'blocked-address',
      );
    }
    const result = await requestOnce(current, { lookup, maxBytes, deadline });
    if (result.kind === 'redirect') {
      current = new URL(result.location, current);
      continue;
    }
    return { bytes: result.bytes, finalUrl: current.toString(), contentType: result.contentType };
  }
  throw new RemoteFetchError(`More than ${maxRedirects} redirects; giving up.`, 'too-many-redirects');
};

type Hop = { kind: 'redirect'; location: string } | { kind: 'body'; bytes: Buffer; contentType: string | null };

function requestOnce(url: URL, limits: { lookup: LookupFunction; maxBytes: number; deadline: number }): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const remaining = limits.deadline - Date.now();
    if (remaining <= 0) return reject(new RemoteFetchError('The other server took too long to answer.', 'timeout'));
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      lookup: limits.lookup,
      headers: { 'user-agent': 'MonumentSiteImageImport/1.0', accept: 'image/*' },
      // No keep-alive agent: a pooled socket could skip the address check of a later request.
      agent: false,
    });
    let settled = false;
    const done = (outcome: { ok: Hop } | { error: RemoteFetchError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if ('ok' in outcome) resolve(outcome.ok);
      else {
        reject(outcome.error);
        req.destroy();
      }
    };
    const timer = setTimeout(
      () => done({ error: new RemoteFetchError('The other server took too long to answer.', 'timeout') }),
      remaining,
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({
        error:
          error instanceof RemoteFetchError
            ? error
            : new RemoteFetchError(`Could not fetch the file (${error.code ?? error.message}).`, 'network'),
      }),
    );
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return done({ ok: { kind: 'redirect', location: res.headers.location } });
      }
      if (status !== 200) {
        res.resume();
        return done({ error: new RemoteFetchError(`The other server answered ${status}.`, 'http-status') });
      }
      const tooLarge = () =>
        new RemoteFetchError(`The file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`, 'too-large');
      if (Number(res.headers['content-length'] ?? NaN) > limits.maxBytes) return done({ error: tooLarge() });
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) return done({ error: tooLarge() });
        chunks.push(chunk);
      });
      res.on('end', () =>
        done({ ok: { kind: 'body', bytes: Buffer.concat(chunks), contentType: res.headers['content-type'] ?? null } }),
      );
      res.on('error', () => done({ error: new RemoteFetchError('The download was interrupted.', 'network') }));
    });
    req.end();
  });
}
