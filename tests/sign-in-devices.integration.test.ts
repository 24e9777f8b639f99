import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_IP,
} from '../server/modules/auth/sign-in-limits';
import { buildTestApp, createUserSession } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/**
 * OWASP's device cookies (decision 037): guesses from unknown devices cannot lock out a browser
 * that signed in to the account before, and are themselves throttled per account.
 */
describe.each(databaseTargets)('sign-in from known and unknown devices (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let ipCounter = 0;
  const freshIp = () => `192.0.2.${++ipCounter}`;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { production: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const signIn = (email: string, password: string, options: { ip?: string; device?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        'content-type': 'application/json',
        ...(options.device ? { cookie: `device=${options.device}` } : {}),
      },
      payload: { email, password },
    });

  /** The device cookie a successful sign-in set, checking its attributes on the way. */
  function deviceCookieOf(response: Awaited<ReturnType<typeof signIn>>): string {
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'device');
    expect(cookie).toMatchObject({ path: '/trpc', httpOnly: true, sameSite: 'Lax', secure: true });
    expect(cookie!.maxAge).toBeGreaterThan(60 * 60 * 24 * 30);
    return cookie!.value;
  }

  async function lockOutUnknownDevices(email: string) {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      expect((await signIn(email, 'wrong-password')).statusCode).toBe(401);
  }

  it('lets a browser that signed in before keep signing in while guesses from elsewhere lock the account', async () => {
    const { email, password } = await createUserSession(database, { admin: true });
    const device = deviceCookieOf(await signIn(email, password));

    await lockOutUnknownDevices(email);
    // The attacker, even with the right password, from a device the account has not used: refused.
    const stranger = await signIn(email, password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    // The staff member's own browser: in, with a fresh device cookie.
    const known = await signIn(email.toUpperCase(), password, { device });
    const renewed = deviceCookieOf(known);
    expect(renewed).not.toBe(device);
    expect(String(known.headers['set-cookie'])).toMatch(/session=[a-z0-9]+\.[a-z0-9]+;/);
    // The lock-out for unknown devices still holds afterwards.
    expect((await signIn(email, password)).statusCode).toBe(429);
  });

  it('throttles guessing from unknown devices per account, whatever address it comes from', async () => {
    const { email, password } = await createUserSession(database, { admin: true });
    await lockOutUnknownDevices(email);
    for (let i = 0; i < 3; i++)
      expect((await signIn(email, i === 2 ? password : 'another-guess')).statusCode).toBe(429);
    // Another account is not affected.
    const other = await createUserSession(database, { admin: false });
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
  });

  it('treats a forged cookie, or one from another account, as an unknown device', async () => {
    const victim = await createUserSession(database, { admin: true });
    const attacker = await createUserSession(database, { admin: false });
    const attackersDevice = deviceCookieOf(await signIn(attacker.email, attacker.password));
    await lockOutUnknownDevices(victim.email);
    expect((await signIn(victim.email, victim.password, { device: attackersDevice })).statusCode).toBe(429);
    const [nonce, signature] = attackersDevice.split('.') as [string, string];
    const flipped = `${nonce}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await signIn(victim.email, victim.password, { device: flipped })).statusCode).toBe(429);
    expect((await signIn(victim.email, victim.password, { device: 'garbage' })).statusCode).toBe(429);
  });

  it('limits guesses from a known device on that device alone', async () => {
    const { email, password } = await createUserSession(database, { admin: true });
    const device = deviceCookieOf(await signIn(email, password));
    const stolen = deviceCookieOf(await signIn(email, password));
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++)
      expect((await signIn(email, 'wrong-password', { device: stolen })).statusCode).toBe(401);
    expect((await signIn(email, password, { device: stolen })).statusCode).toBe(429);
    // Another browser of the account, and unknown devices, are not locked by it.
    deviceCookieOf(await signIn(email, password, { device }));
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('keeps the per-address limit for unknown devices, without locking known ones out', async () => {
    const { email, password } = await createUserSession(database, { admin: true });
    const device = deviceCookieOf(await signIn(email, password));
    const ip = freshIp();
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) await signIn(`guess${i}@example.com`, 'wrong-password', { ip });
    expect((await signIn(email, password, { ip })).statusCode).toBe(429);
    expect((await signIn(email, password, { ip, device })).statusCode).toBe(200);
  });
});
