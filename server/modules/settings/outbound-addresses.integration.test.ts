/**
 * The AI endpoint and the mail server staff set at /admin/settings reach public addresses only,
 * unless the environment allows private ones (ALLOW_PRIVATE_AI_ENDPOINT, ALLOW_PRIVATE_SMTP_HOST,
 * both off here): refused when saved, and refused again at connect time for an address that was
 * stored some other way (an older version, a name that resolved elsewhere when it was saved).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { getEnv } from '#server/env';
import { chatCompletion, resolveAiEndpoint } from '#server/modules/ai/ai-endpoint.service';
import { sendTestEmail } from '#server/modules/email/email.service';
import { EmailSender } from '#server/modules/email/email.sender';
import { writeSecret, writeSection } from '#server/modules/settings/settings.repository';
import { startOpenAiStub } from '#tests/support/openai-stub';
import { startSmtpReceiver } from '#tests/support/smtp-receiver';
import { signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stub = await startOpenAiStub(() => 'Hello from a private address.');
});
afterAll(async () => {
  await smtp.close();
  await stub.close();
});

describe.each(databaseTargets)('addresses staff enter for outgoing requests (%s)', (target) => {
  let database: Database;
  let staff: Awaited<ReturnType<typeof signedInCaller>>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    staff = await signedInCaller(database, { admin: true });
  });
  afterAll(() => database.close());

  it('private addresses are not allowed by default', () => {
    expect(getEnv()).toMatchObject({ ALLOW_PRIVATE_AI_ENDPOINT: false, ALLOW_PRIVATE_SMTP_HOST: false });
  });

  it('refuses a private or local mail server or AI endpoint when saved, saying why', async () => {
    const mail = (host: string) =>
      staff.admin.settings.update({
        section: 'smtp',
        value: { host, port: smtp.port, secure: false, username: '', fromAddress: 'web@caldwell.example' },
      });
    for (const host of ['127.0.0.1', 'localhost', '10.0.0.5', '169.254.169.254', '0.0.0.0'])
      await expect(mail(host)).rejects.toThrow(
        /^The mail server's address \(.+\) is on a private or local network, which this site does not contact\. Please use its public address\. \(Whoever runs the server can allow private addresses with ALLOW_PRIVATE_SMTP_HOST=true\.\)$/,
      );
    for (const baseUrl of [stub.baseUrl, 'http://localhost:8080/v1', 'http://[::1]/v1', 'http://192.168.1.20/v1'])
      await expect(
        staff.admin.settings.update({ section: 'ai', value: { baseUrl, model: 'stub-model' } }),
      ).rejects.toThrow(
        /^The AI service's address \(.+\) is on a private or local network.+ALLOW_PRIVATE_AI_ENDPOINT=true/,
      );
    const settings = await staff.admin.settings.get();
    expect(JSON.stringify(settings.sections)).not.toMatch(/127\.0\.0\.1|localhost|10\.0\.0\.5|192\.168/);
    // A public address is saved as before.
    await staff.admin.settings.update({
      section: 'ai',
      value: { baseUrl: 'https://api.example.com/v1', model: 'stub-model' },
    });
  });

  it('an AI endpoint stored on a private address is not contacted: refused at connect time', async () => {
    for (const baseUrl of [stub.baseUrl, stub.baseUrl.replace('127.0.0.1', 'localhost')]) {
      await writeSection(database.db, 'ai', { baseUrl, model: 'stub-model' }, null);
      const endpoint = await resolveAiEndpoint(database.db);
      expect(endpoint).toMatchObject({ baseUrl, publicOnly: true });
      const result = await chatCompletion(endpoint!, [{ role: 'user', content: 'Hello' }]);
      expect(result).toMatchObject({ ok: false, reason: 'network' });
      expect(!result.ok && result.detail).toMatch(/private or local network address/);
    }
    expect(stub.requests).toHaveLength(0);
    await writeSection(database.db, 'ai', { baseUrl: '', model: '' }, null);
  });

  it('a mail server stored on a private address is not contacted: refused at connect time', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      await writeSection(
        database.db,
        'smtp',
        { host, port: smtp.port, secure: false, username: '', fromAddress: 'web@caldwell.example' },
        null,
      );
      await writeSecret(database.db, 'smtp.password', null, null);
      const { emailId } = await sendTestEmail(database.db, 'office@caldwell.example', 'https://caldwell.example');
      const sender = new EmailSender({ siteUrl: 'https://caldwell.example' });
      expect(await sender.attemptBatch(database.db, [emailId])).toEqual(['retry']);
      sender.close();
      const row = await database.db
        .selectFrom('email_messages')
        .select('last_error')
        .where('id', '=', emailId)
        .executeTakeFirstOrThrow();
      expect(row.last_error).toMatch(/private or local network address/);
    }
    expect(smtp.received).toHaveLength(0);
  });
});
