import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      NODE_ENV: 'development',
      SITE_URL: 'http://localhost:3000',
    });
    expect(env.SEED_DEMO).toBe(true);
  });

  it('names every invalid variable at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*DATABASE_URL/,
    );
  });

  it('derives SITE_URL from PORT and strips a trailing slash from a given one', () => {
    expect(parseEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
    expect(parseEnv({ SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com');
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust everything"', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrowError(
      /TRUST_PROXY: true would trust a forged X-Forwarded-For/,
    );
    expect(parseEnv({ TRUST_PROXY: '5' }).TRUST_PROXY).toBe(5);
    for (const hops of ['6', '99', '2147483647', '99999999999999999999'])
      expect(() => parseEnv({ TRUST_PROXY: hops })).toThrowError(
        /TRUST_PROXY: a hop count is the number of proxies in front of the app, 1 to 5/,
      );
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/33, proxy.example' })).toThrowError(
      /TRUST_PROXY: not a hop count, an address or a network: 10\.0\.0\.0\/33, proxy\.example/,
    );
  });

  it('keeps the AI endpoint and the mail server staff enter on public addresses unless told otherwise', () => {
    expect(parseEnv({})).toMatchObject({ ALLOW_PRIVATE_AI_ENDPOINT: false, ALLOW_PRIVATE_SMTP_HOST: false });
    expect(parseEnv({ ALLOW_PRIVATE_AI_ENDPOINT: 'true', ALLOW_PRIVATE_SMTP_HOST: 'true' })).toMatchObject({
      ALLOW_PRIVATE_AI_ENDPOINT: true,
      ALLOW_PRIVATE_SMTP_HOST: true,
    });
    expect(() => parseEnv({ ALLOW_PRIVATE_SMTP_HOST: 'yes' })).toThrowError(/ALLOW_PRIVATE_SMTP_HOST/);
  });
});
