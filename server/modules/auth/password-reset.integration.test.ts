/**
 * "Forgot your password?" (decision record 172), on PGlite and on PostgreSQL when
 * TEST_DATABASE_URL is set: the same answer for any address, a link that works once and only for
 * RESET_LINK_MINUTES, only its hash stored, requests throttled per address and per network
 * address, every session ended by a reset, the link's words gone from the email log once sent.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { startSmtpReceiver } from '#tests/support/smtp-receiver';
import { EmailSender } from '../email/email.sender';
import { validateSessionToken } from './session.service';
import {
  PASSWORD_RESET_EMAIL_TYPE,
  RESET_LINK_MINUTES,
  RESETS_PER_ACCOUNT_PER_HOUR,
  RESETS_PER_IP_PER_HOUR,
  requestPasswordReset,
  resetPasswordWithLink,
} from './password-reset.service';

// The test's mail server listens on 127.0.0.1: allowed here as the environment would allow it.
vi.hoisted(() => {
  vi.stubEnv('ALLOW_PRIVATE_SMTP_HOST', 'true');
});

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

let ipCount = 0;
const freshIp = () => `198.51.100.${(++ipCount % 250) + 1}`;
const SITE = 'http://localhost:3000';
const NEW_PASSWORD = 'a granite bench by the gate';

describe.each(databaseTargets)('password reset by email (%s)', (target) => {
  let database: Database;
  let admin: Awaited<ReturnType<typeof createUserSession>>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    admin = await createUserSession(database, { admin: true });
  });
  afterAll(() => database.close());

  const resetEmails = (to: string) =>
    database.db
      .selectFrom('email_messages')
      .select(['id', 'text_body', 'html_body', 'audience'])
      .where('event_type', '=', PASSWORD_RESET_EMAIL_TYPE)
      .where(sql<boolean>`${to} = any(to_addresses)`)
      .orderBy('id')
      .execute();
  const tokenOf = (text: string) => /reset-password#([a-z2-7]+)/.exec(text)?.[1] ?? null;

  /**
   * Asks as the page's procedure does (which answers without waiting for the link to be written)
   * and waits until the link, if any, is written: no fixed pause that a busy machine outruns.
   */
  async function ask(email: string, ip = freshIp()) {
    const { delivery, ...answer } = await requestPasswordReset(database.db, {
      email,
      ip,
      siteUrl: 'http://localhost:3000',
    });
    await delivery;
    return answer;
  }

  it('without outgoing email says so (the page then points to another admin or the command), and sends nothing', async () => {
    expect(await callerFor(database).auth.passwordResetAvailability()).toEqual({ emailConfigured: false });
    expect(await ask(admin.email)).toEqual({ emailConfigured: false });
    expect(await resetEmails(admin.email)).toEqual([]);
  });

  it('answers the same for an admin, a non-admin and an unknown address; only the admin gets a link, stored hashed', async () => {
    await callerFor(database, { sessionToken: admin.token }).admin.settings.update({
      section: 'smtp',
      value: { host: '127.0.0.1', port: smtp.port, secure: false, username: '', fromAddress: 'web@caldwell.example' },
    });
    const member = await createUserSession(database, { admin: false });
    const answers = [await ask(admin.email.toUpperCase()), await ask(member.email), await ask('nobody@example.com')];
    expect(answers).toEqual([{ emailConfigured: true }, { emailConfigured: true }, { emailConfigured: true }]);
    // The procedure the page calls answers the same, and no more.
    for (const email of [member.email, 'nobody@example.com']) {
      expect(await callerFor(database, { ip: freshIp() }).auth.requestPasswordReset({ email })).toEqual({
        emailConfigured: true,
      });
    }
    expect(await resetEmails(member.email)).toEqual([]);
    expect(await resetEmails('nobody@example.com')).toEqual([]);

    const [email] = await resetEmails(admin.email);
    expect(email!.audience).toBe('staff');
    const token = tokenOf(email!.text_body)!;
    expect(token).toMatch(/^[a-z2-7]{52}$/);
    const stored = await database.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]!.token_hash).toString('hex')).not.toContain(Buffer.from(token).toString('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Once sent, the email log no longer holds the link.
    const sender = new EmailSender({ siteUrl: 'http://localhost:3000' });
    expect(await sender.attemptBatch(database.db, [email!.id])).toEqual(['sent']);
    sender.close();
    expect(smtp.received.at(-1)!.mail.text).toContain(token);
    const [logged] = await resetEmails(admin.email);
    expect(`${logged!.text_body}${logged!.html_body}`).not.toContain(token);
  });

  it('sets the password once from the link, ends every session, and refuses the link a second time', async () => {
    const other = await createUserSession(database, { admin: true });
    await ask(other.email);
    const token = tokenOf((await resetEmails(other.email))[0]!.text_body)!;
    const visitor = callerFor(database, { ip: freshIp() });
    expect(await visitor.auth.checkResetLink({ token })).toEqual({ valid: true, email: other.email });

    // A common password is refused beside the field, and the link still works after.
    expect(await codeOf(visitor.auth.resetPassword({ token, password: 'password1234' }))).toBe('BAD_REQUEST');
    expect(await visitor.auth.resetPassword({ token, password: NEW_PASSWORD })).toMatchObject({ ok: true });

    expect(await validateSessionToken(database.db, other.token)).toBeNull();
    await expect(visitor.auth.resetPassword({ token, password: 'another long phrase here' })).rejects.toThrow(
      /expired or was already used/,
    );
    expect(await visitor.auth.checkResetLink({ token })).toEqual({ valid: false, email: null });
    await callerFor(database, { ip: freshIp() }).auth.signIn({ email: other.email, password: NEW_PASSWORD });
    expect(await visitor.auth.checkResetLink({ token: 'x'.repeat(52) })).toEqual({ valid: false, email: null });
  });

  it('refuses a link older than its lifetime, and an earlier link once a newer one is sent', async () => {
    const other = await createUserSession(database, { admin: true });
    const then = new Date(Date.now() - (RESET_LINK_MINUTES + 1) * 60 * 1000);
    const first = await requestPasswordReset(database.db, { email: other.email, ip: freshIp(), siteUrl: SITE }, then);
    await first.delivery;
    const expired = tokenOf((await resetEmails(other.email))[0]!.text_body)!;
    await expect(
      resetPasswordWithLink(database.db, { token: expired, password: NEW_PASSWORD, siteUrl: SITE }),
    ).rejects.toThrow(/expired or was already used/);

    await ask(other.email);
    await ask(other.email);
    const [, older, newer] = (await resetEmails(other.email)).map((e) => tokenOf(e.text_body)!);
    const visitor = callerFor(database, { ip: freshIp() });
    expect((await visitor.auth.checkResetLink({ token: older! })).valid).toBe(false);
    expect((await visitor.auth.checkResetLink({ token: newer! })).valid).toBe(true);
  });

  it('throttles per address (known or not, the same way) and per network address', async () => {
    for (const email of ['throttled-admin@example.com', 'throttled-nobody@example.com']) {
      if (email.startsWith('throttled-admin')) await createUserSession(database, { admin: true, email });
      for (let i = 0; i < RESETS_PER_ACCOUNT_PER_HOUR; i++) await ask(email);
      const refused = callerFor(database, { ip: freshIp() }).auth.requestPasswordReset({ email });
      await expect(refused).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      await expect(refused).rejects.toThrow(/wait \d+ minutes and ask again/);
    }
    expect(await resetEmails('throttled-admin@example.com')).toHaveLength(RESETS_PER_ACCOUNT_PER_HOUR);

    const ip = freshIp();
    for (let i = 0; i < RESETS_PER_IP_PER_HOUR; i++) await ask(`someone-${i}@example.com`, ip);
    expect(await codeOf(callerFor(database, { ip }).auth.requestPasswordReset({ email: 'one-more@example.com' }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});
