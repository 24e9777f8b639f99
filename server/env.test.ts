import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: 'localhost', NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' });
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
});
