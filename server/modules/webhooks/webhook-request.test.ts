import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookUrl, postWebhook } from './webhook-request';
import { loopbackReceiverNetwork, startReceiver } from '#tests/support/webhook-receiver';

/** A resolver that answers every name with the given addresses (what a hostile DNS could say). */
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const internalAddresses = [
  ['loopback', '127.0.0.1'],
  ['loopback (other)', '127.1.2.3'],
  ['private 10/8', '10.0.0.5'],
  ['private 172.16/12', '172.20.1.1'],
  ['private 192.168/16', '192.168.1.10'],
  ['link-local (cloud metadata)', '169.254.169.254'],
  ['carrier-grade NAT', '100.64.0.1'],
  ['unspecified', '0.0.0.0'],
  ['IPv6 loopback', '::1'],
  ['IPv6 unique local', 'fd12:3456::1'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv4-mapped IPv6 loopback', '::ffff:127.0.0.1'],
] as const;

describe('checkWebhookUrl (when staff save an address)', () => {
  it.each(internalAddresses)('refuses a literal %s address', async (_name, address) => {
    const host = address.includes(':') ? `[${address}]` : address;
    const check = await checkWebhookUrl(`https://${host}/hooks`);
    expect(check).toMatchObject({ ok: false, message: expect.stringMatching(/private or local network/) });
  });

  it.each(internalAddresses)('refuses a name that resolves to a %s address', async (_name, address) => {
    const check = await checkWebhookUrl('https://crm.example.net/hooks', { resolve: resolvesTo(address) });
    expect(check.ok).toBe(false);
  });

  it('refuses a name with one public and one internal address', async () => {
    const check = await checkWebhookUrl('https://crm.example.net/hooks', {
      resolve: resolvesTo('93.184.216.34', '10.0.0.1'),
    });
    expect(check.ok).toBe(false);
  });

  it('accepts a public address, and http only outside production', async () => {
    const network = { resolve: resolvesTo('93.184.216.34') };
    expect(await checkWebhookUrl('https://crm.example.net/hooks', network)).toEqual({ ok: true });
    expect(await checkWebhookUrl('http://crm.example.net/hooks', network)).toEqual({ ok: true });
    expect(await checkWebhookUrl('http://crm.example.net/hooks', { ...network, requireHttps: true })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/https/),
    });
  });

  it('refuses other schemes and addresses with credentials', async () => {
    expect((await checkWebhookUrl('ftp://crm.example.net/')).ok).toBe(false);
    expect((await checkWebhookUrl('file:///etc/passwd')).ok).toBe(false);
    expect(
      (await checkWebhookUrl('https://user:pw@crm.example.net/', { resolve: resolvesTo('93.184.216.34') })).ok,
    ).toBe(false);
  });
});

describe('postWebhook (at every delivery)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let redirector: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    redirector = await startReceiver(() => ({ status: 307, headers: { location: receiver.url } }));
  });
  afterAll(async () => {
    await receiver.close();
    await redirector.close();
  });

  it('refuses a loopback receiver without the test-only injection (the production default)', async () => {
    const result = await postWebhook(receiver.url, '{}', {});
    expect(result).toMatchObject({ statusCode: null, error: expect.stringMatching(/private or local network/) });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a name whose DNS answer changed to an internal address since it was saved', async () => {
    const before = receiver.received.length;
    const result = await postWebhook(
      `http://crm.example.net:${receiver.port}/hooks`,
      '{}',
      {},
      {
        resolve: resolvesTo('127.0.0.1'),
      },
    );
    expect(result.error).toMatch(/private or local network/);
    const v6 = await postWebhook(
      `http://crm.example.net:${receiver.port}/hooks`,
      '{}',
      {},
      {
        resolve: resolvesTo('::1'),
      },
    );
    expect(v6.error).toMatch(/private or local network/);
    expect(receiver.received).toHaveLength(before);
  });

  it('does not follow a redirect (a 3xx is a failed delivery)', async () => {
    const before = receiver.received.length;
    const result = await postWebhook(redirector.url, '{"a":1}', {}, loopbackReceiverNetwork);
    expect(result).toMatchObject({ statusCode: 307, error: expect.stringMatching(/redirect/) });
    expect(redirector.received).toHaveLength(1);
    expect(receiver.received).toHaveLength(before);
  });

  it('posts the body and headers to an allowed receiver and keeps an excerpt of the answer', async () => {
    const result = await postWebhook(receiver.url, '{"a":1}', { 'webhook-id': 'msg_1' }, loopbackReceiverNetwork);
    expect(result).toMatchObject({ statusCode: 200, error: null, excerpt: 'ok' });
    const last = receiver.received.at(-1)!;
    expect(last.body).toBe('{"a":1}');
    expect(last.headers['webhook-id']).toBe('msg_1');
    expect(last.headers['content-type']).toBe('application/json');
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const result = await postWebhook(
      'http://192.0.2.1/hooks',
      '{}',
      {},
      {
        isAllowedAddress: () => true,
        timeoutMs: 300,
      },
    );
    expect(result.statusCode).toBeNull();
    expect(result.error).toBeTruthy();
  });
});
