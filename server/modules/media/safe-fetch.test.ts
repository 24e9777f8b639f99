import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteFile, isPublicAddress, parseIPv6, RemoteFetchError } from './safe-fetch';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '2001:db8::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('parses IPv6 forms, embedded IPv4 included', () => {
    expect(parseIPv6('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(parseIPv6('::ffff:1.2.3.4')?.slice(10)).toEqual([255, 255, 1, 2, 3, 4]);
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIPv6('1::2::3')).toBeNull();
  });
});

describe('fetchRemoteFile', () => {
  let port: number;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    switch (url.pathname) {
      case '/image.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
        return;
      case '/to-image':
        res.writeHead(302, { location: '/image.jpg' }).end();
        return;
      case '/to-private':
        res.writeHead(301, { location: 'http://intranet.test/secret' }).end();
        return;
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/loop':
        res.writeHead(302, { location: '/loop' }).end();
        return;
      case '/big-declared':
        res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000));
        return;
      case '/big-streamed':
        res.writeHead(200);
        res.write(Buffer.alloc(3000));
        res.end(Buffer.alloc(3000));
        return;
      case '/slow':
        res.writeHead(200);
        res.write('x');
        setTimeout(() => res.end('y'), 2000);
        return;
      default:
        res.writeHead(404).end('missing');
    }
  });
  // Test names: images.test is this server; intranet.test a private address; mixed.test both.
  const resolve = async (hostname: string) => {
    if (hostname === 'images.test') return [{ address: '127.0.0.1', family: 4 }];
    if (hostname === 'intranet.test') return [{ address: '10.0.0.5', family: 4 }];
    if (hostname === 'mixed.test')
      return [
        { address: '127.0.0.1', family: 4 },
        { address: '192.168.0.9', family: 4 },
      ];
    throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  };
  // Only this machine's test server counts as "public" here; the default check stays in force otherwise.
  const isAllowedAddress = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
  const options = { resolve, isAllowedAddress, maxBytes: 4000, timeoutMs: 1000 };
  const url = (path: string, host = 'images.test') => `http://${host}:${port}${path}`;

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  async function failure(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      if (error instanceof RemoteFetchError) return error;
      throw error;
    }
    throw new Error('the fetch succeeded');
  }

  it('fetches a file and follows a redirect on the same public host', async () => {
    const direct = await fetchRemoteFile(url('/image.jpg'), options);
    expect([...direct.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(direct.contentType).toBe('image/jpeg');
    const redirected = await fetchRemoteFile(url('/to-image'), options);
    expect(redirected.finalUrl).toBe(url('/image.jpg'));
  });

  it('refuses loopback and private addresses by default, literal or by name', async () => {
    expect((await failure(fetchRemoteFile(`http://127.0.0.1:${port}/image.jpg`))).reason).toBe('blocked-address');
    expect((await failure(fetchRemoteFile(`http://[::1]:${port}/image.jpg`))).reason).toBe('blocked-address');
    expect((await failure(fetchRemoteFile('http://169.254.169.254/latest/meta-data/'))).reason).toBe('blocked-address');
    expect((await failure(fetchRemoteFile(url('/image.jpg', 'localhost')))).reason).toBe('blocked-address');
    expect((await failure(fetchRemoteFile(url('/image.jpg', 'intranet.test'), options))).reason).toBe(
      'blocked-address',
    );
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const error = await failure(fetchRemoteFile(url('/image.jpg', 'mixed.test'), options));
    expect(error.reason).toBe('blocked-address');
    expect(error.message).toMatch(/private or local network/);
  });

  it('checks every redirect again', async () => {
    expect((await failure(fetchRemoteFile(url('/to-private'), options))).reason).toBe('blocked-address');
    expect((await failure(fetchRemoteFile(url('/to-metadata'), options))).reason).toBe('blocked-address');
    expect((await failure(fetchRemoteFile(url('/loop'), options))).reason).toBe('too-many-redirects');
  });

  it('enforces the size limit, declared or streamed', async () => {
    expect((await failure(fetchRemoteFile(url('/big-declared'), options))).reason).toBe('too-large');
    expect((await failure(fetchRemoteFile(url('/big-streamed'), options))).reason).toBe('too-large');
  });

  it('enforces the time limit', async () => {
    const started = Date.now();
    expect((await failure(fetchRemoteFile(url('/slow'), { ...options, timeoutMs: 300 }))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses other schemes, credentials, non-200 answers and unknown hosts', async () => {
    expect((await failure(fetchRemoteFile('file:///etc/passwd', options))).reason).toBe('bad-url');
    expect((await failure(fetchRemoteFile('ftp://images.test/x.jpg', options))).reason).toBe('bad-url');
    expect((await failure(fetchRemoteFile(`http://user:pw@images.test:${port}/image.jpg`, options))).reason).toBe(
      'bad-url',
    );
    expect((await failure(fetchRemoteFile('not a url', options))).reason).toBe('bad-url');
    const missing = await failure(fetchRemoteFile(url('/nope'), options));
    expect(missing.reason).toBe('http-status');
    expect(missing.message).toBe('The other server answered 404.');
    expect((await failure(fetchRemoteFile(url('/x', 'nowhere.test'), options))).reason).toBe('network');
  });
});
