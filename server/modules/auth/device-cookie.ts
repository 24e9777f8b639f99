import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDb } from '#db/create-db';

/**
 * Device cookies after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a
 * browser that signed in to an account successfully gets a cookie `<nonce>.<signature>`, the
 * signature an HMAC-SHA256 of the account's login and the nonce under a server secret. Only
 * that browser can show it again for that account, so its sign-ins are limited per device and
 * not by the account's lock-out, which only unknown devices can trigger (decision 037).
 * The cookie names no account: it is checked against the email typed.
 */
export const DEVICE_COOKIE = 'device';
/** How long a browser stays known without signing in again; each sign-in issues a fresh cookie. */
export const DEVICE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 180;

const SECRET_NAME = 'device-cookie-hmac';
const secrets = new WeakMap<AppDb, Promise<Buffer>>();

/**
 * The signing secret, made once per database (so every app server and every restart agree)
 * and then kept in memory.
 */
function deviceSecret(db: AppDb): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('server_secrets')
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', SECRET_NAME)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const login = (email: string) => email.trim().toLowerCase();

function sign(secret: Buffer, email: string, nonce: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${login(email)}\n${nonce}`)
    .digest();
}

/** A fresh device cookie value for a browser that has just signed in to this account. */
export async function issueDeviceCookie(db: AppDb, email: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(await deviceSecret(db), email, nonce).toString('base64url')}`;
}

/**
 * The cookie's nonce when it was issued by this site to a browser that signed in to this
 * account; null for no cookie, a forged one or one of another account.
 */
export async function verifyDeviceCookie(
  db: AppDb,
  email: string,
  value: string | undefined | null,
): Promise<string | null> {
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const [, nonce, signature] = match as unknown as [string, string, string];
  const expected = sign(await deviceSecret(db), email, nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
