import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { createSession, validateSessionToken } from './session.service';
import { isCommonPassword } from './common-passwords';
import { readBusinessFacts } from '../settings/settings.service';

describe('the common-password list', () => {
  it('refuses the usual suspects, ignoring case, and accepts an uncommon phrase', () => {
    expect(isCommonPassword('1q2w3e4r5t6y')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('aaaaaaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('granite lettering at dawn')).toBe(false);
  });
});

describe.each(databaseTargets)('admins (%s)', (target) => {
  let database: Database;
  let me: Awaited<ReturnType<typeof createUserSession>>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.db.deleteFrom('users').execute();
    me = await createUserSession(database, { admin: true, email: 'first-admin@example.com' });
  });
  afterAll(() => database.close());

  const admins = () => callerFor(database, { sessionToken: me.token }).admin.admins;

  it('never removes the last admin, nor yourself', async () => {
    const { admins: list, youId } = await admins().list();
    expect(list.map((a) => a.email)).toEqual(['first-admin@example.com']);
    expect(await codeOf(admins().remove({ id: youId }))).toBe('FORBIDDEN');
    // Another admin trying to remove the last one is refused too (only one admin row).
    const other = await createUserSession(database, { admin: false });
    await database.db.insertInto('user_roles').values({ user_id: other.userId, role: 'admin' }).execute();
    await database.db.deleteFrom('user_roles').where('user_id', '=', me.userId).execute();
    expect(
      await codeOf(callerFor(database, { sessionToken: other.token }).admin.admins.remove({ id: other.userId })),
    ).toBe('FORBIDDEN');
    await database.db.insertInto('user_roles').values({ user_id: me.userId, role: 'admin' }).execute();
    await database.db.deleteFrom('users').where('id', '=', other.userId).execute();
  });

  it('adds an admin with a generated password told once, who can sign in; last sign-in is recorded', async () => {
    const added = await admins().add({ email: 'new-admin@example.com', generate: true });
    expect(added.generatedPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    const listed = (await admins().list()).admins.find((a) => a.email === 'new-admin@example.com')!;
    expect(listed).toMatchObject({ addedByEmail: 'first-admin@example.com', lastSignInAt: null });
    expect(JSON.stringify(await admins().list())).not.toContain(added.generatedPassword!);

    await callerFor(database, { ip: '198.51.100.7' }).auth.signIn({
      email: 'new-admin@example.com',
      password: added.generatedPassword!,
    });
    const after = (await admins().list()).admins.find((a) => a.email === 'new-admin@example.com')!;
    expect(after.lastSignInAt).not.toBeNull();
  });

  it('takes a typed password (never echoed back) and refuses short, common and duplicate ones', async () => {
    const typed = await admins().add({
      email: 'typed@example.com',
      password: 'a quiet granite morning',
      generate: false,
    });
    expect(typed.generatedPassword).toBeNull();
    expect(JSON.stringify(typed)).not.toContain('a quiet granite morning');
    expect(await codeOf(admins().add({ email: 'short@example.com', password: 'short', generate: false }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(admins().add({ email: 'common@example.com', password: '1q2w3e4r5t6y', generate: false }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(admins().add({ email: 'TYPED@example.com', generate: true }))).toBe('CONFLICT');
  });

  it('removing an admin ends their sessions at once', async () => {
    const { admins: list } = await admins().list();
    const target = list.find((a) => a.email === 'typed@example.com')!;
    const { token } = await createSession(database.db, target.id);
    expect(await validateSessionToken(database.db, token)).not.toBeNull();
    expect(await codeOf(callerFor(database, { sessionToken: token }).admin.admins.list())).toBe('OK');

    await admins().remove({ id: target.id });
    expect(await validateSessionToken(database.db, token)).toBeNull();
    expect(await codeOf(callerFor(database, { sessionToken: token }).admin.admins.list())).toBe('UNAUTHORIZED');
    expect((await admins().list()).admins.map((a) => a.email)).not.toContain('typed@example.com');
  });

  it('resetting a password ends their sessions and the old password stops working', async () => {
    const added = await admins().add({ email: 'reset-me@example.com', generate: true });
    const { token } = await createSession(database.db, added.id);
    const reset = await admins().resetPassword({ id: added.id, generate: true });
    expect(reset.generatedPassword).not.toBe(added.generatedPassword);
    expect(await validateSessionToken(database.db, token)).toBeNull();
    expect(
      await codeOf(
        callerFor(database, { ip: '198.51.100.8' }).auth.signIn({
          email: 'reset-me@example.com',
          password: added.generatedPassword!,
        }),
      ),
    ).toBe('UNAUTHORIZED');
    expect(await codeOf(admins().resetPassword({ id: me.userId, generate: true }))).toBe('BAD_REQUEST');
  });

  it('changes your own password only with the current one; other sessions end, this one stays', async () => {
    const other = await createSession(database.db, me.userId);
    expect(
      await codeOf(
        admins().changeOwnPassword({ currentPassword: 'wrong password', newPassword: 'a new long passphrase' }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(admins().changeOwnPassword({ currentPassword: me.password, newPassword: '123qweasdzxc' })),
    ).toBe('BAD_REQUEST');
    await admins().changeOwnPassword({ currentPassword: me.password, newPassword: 'a new long passphrase' });
    expect(await validateSessionToken(database.db, other.token)).toBeNull();
    expect(await validateSessionToken(database.db, me.token)).not.toBeNull();
  });

  it('refuses a new password that is or contains the email, its part before the @, or the business name', async () => {
    const business = (await readBusinessFacts(database.db)).name;
    const refusal = async (call: Promise<unknown>) => {
      try {
        await call;
        return 'saved';
      } catch (error) {
        const cause = (error as TRPCError).cause as unknown as { message?: string } | undefined;
        return `${String(error)} ${cause?.message ?? ''}`;
      }
    };
    const personal = /contains the email address or the business’s name, so it is easy to guess/;
    for (const password of [
      'nameonly.person@example.com',
      'NAMEONLY.PERSON@EXAMPLE.COM!',
      'nameonly.person 1936 granite',
      `${business} 1936`,
      `our ${business.toUpperCase()}!`,
    ])
      expect(await refusal(admins().add({ email: 'nameonly.person@example.com', password, generate: false }))).toMatch(
        personal,
      );
    const colleague = await admins().add({ email: 'colleague@example.com', generate: true });
    expect(
      await refusal(admins().resetPassword({ id: colleague.id, password: 'colleague granite dawn', generate: false })),
    ).toMatch(/contains the email address/);
    expect(
      await refusal(
        admins().changeOwnPassword({ currentPassword: 'a new long passphrase', newPassword: 'first-admin is me 99' }),
      ),
    ).toMatch(/newPassword[\s\S]*contains the email address/);
    // Unrelated phrases are still fine.
    expect(
      await refusal(
        admins().add({ email: 'nameonly.person@example.com', password: 'a slate sky over ada', generate: false }),
      ),
    ).toBe('saved');
  });

  it('refuses visitors and non-admins', async () => {
    const member = await createUserSession(database, { admin: false });
    for (const caller of [callerFor(database), callerFor(database, { sessionToken: member.token })]) {
      expect(['UNAUTHORIZED', 'FORBIDDEN']).toContain(await codeOf(caller.admin.admins.list()));
      expect(['UNAUTHORIZED', 'FORBIDDEN']).toContain(
        await codeOf(caller.admin.admins.add({ email: 'x@example.com', generate: true })),
      );
    }
  });
});
