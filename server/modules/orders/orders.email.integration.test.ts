/**
 * Orders' emails end to end, through the job queue to a real SMTP server (as email.integration
 * does): the family gets their proof with the private link; a stage change reaches them only when
 * staff chose to tell them; the office hears of the family's decision; no webhook payload carries
 * the link's key.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#db/create-db';
import { JobRunner } from '#server/jobs/job-runner';
import { callerFor, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { startSmtpReceiver, type ReceivedMail } from '#tests/support/smtp-receiver';
import { waitFor } from '#tests/support/webhook-receiver';
import { smallJpeg } from '#tests/support/media-fixtures';
import { saveProofFile } from './order-proofs.service';

// The test's mail server listens on 127.0.0.1: allowed here as the environment would allow it.
vi.hoisted(() => {
  vi.stubEnv('ALLOW_PRIVATE_SMTP_HOST', 'true');
});

const silentLog = { info() {}, warn() {}, error() {} };
const SITE = 'https://caldwell.example';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver({ username: 'website', password: 'mail-secret' });
});
afterAll(() => smtp.close());

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  const find = () => mailsTo(address).find((m) => (m.mail.subject ?? '').includes(subject));
  await waitFor(() => find() !== undefined, 15_000, `an email to ${address} with "${subject}"`);
  return find()!;
}

describe.each(databaseTargets)('orders email the family and the office (%s)', (target) => {
  let database: Database;
  let adminToken: string;
  let adminEmail: string;
  let runner: JobRunner;
  const storage = tempStorage();

  beforeAll(async () => {
    database = await openTestDatabase(target);
    const admin = await createUserSession(database, { admin: true });
    adminToken = admin.token;
    adminEmail = admin.email;
    runner = new JobRunner(database, {
      log: silentLog,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      siteUrl: SITE,
    });
    await runner.start();
    const settings = callerFor(database, { sessionToken: adminToken }).admin.settings;
    await settings.update({
      section: 'smtp',
      value: {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        username: 'website',
        fromAddress: 'web@caldwell.example',
        password: { value: 'mail-secret' },
      },
    });
    await settings.update({
      section: 'notifications',
      value: {
        contact: [],
        estimate: [],
        accessForm: [],
        quoteRequest: [],
        booking: [],
        commitment: [],
        proofDecision: [`proofs-${target}@office.example`],
      },
    });
  });
  afterAll(async () => {
    await runner.stop();
    await database.close();
  });

  it('sends the proof with its private link, the decision to the office, and stage news only when asked', async () => {
    const family = `whitaker.${target}@family.example`;
    const staff = callerFor(database, { sessionToken: adminToken, storage }).admin.orders;
    const order = await staff.open({
      name: 'Ruth Ann Whitaker',
      email: family,
      phone: '(580) 555-0180',
      office: 'oklahoma',
      inscription: 'HAROLD JAMES WHITAKER',
      soldDescription: 'Gray granite upright',
    });
    const file = await saveProofFile(database.db, storage, order.id, await smallJpeg(400, 300), 'p.jpg', adminEmail);
    await staff.issueProof({
      orderId: order.id,
      fileId: file.fileId,
      lines: [
        { kind: 'name', text: 'HAROLD JAMES WHITAKER' },
        { kind: 'date', text: 'MARCH 4, 1941' },
      ],
      message: 'Please check the dates.',
    });
    await runner.sweepNow();

    const proofMail = await mailTo(family, 'Your memorial proof is ready to check');
    expect(proofMail.mail.text).toContain(`${SITE}/verify-manudraw#t=${order.familyToken}`);
    expect(proofMail.mail.text).toContain(order.proofCodeText);
    expect(proofMail.mail.html).toContain(`${SITE}/verify-manudraw#t=${order.familyToken}`);
    // Delivered: the key is gone from the stored event as well.
    const events = await database.db
      .selectFrom('events')
      .select(['payload', 'private'])
      .where('type', '=', 'proof.sent')
      .execute();
    expect(JSON.stringify(events)).not.toContain(order.familyToken);

    await callerFor(database, { familyCookie: { value: order.familyToken }, ip: '198.51.100.9' }).orders.approve({
      version: 1,
      fullName: 'Ruth Ann Whitaker',
      typed: ['Harold James Whitaker', 'March 4, 1941'],
    });
    await runner.sweepNow();
    const decision = await mailTo(`proofs-${target}@office.example`, `Proof approved: ${order.reference}`);
    expect(decision.mail.text).toContain('Ruth Ann Whitaker');
    expect(decision.mail.text).toContain(file.sha256);

    await staff.changeStage({ id: order.id, stage: 'in_production', reachedOn: '2026-11-26', notifyFamily: false });
    await staff.changeStage({
      id: order.id,
      stage: 'cemetery_permit',
      reachedOn: '2026-11-27',
      familyNote: 'The cemetery office expects to answer within two weeks.',
      notifyFamily: true,
    });
    await runner.sweepNow();
    const stageMail = await mailTo(family, 'Your memorial: Cemetery permit');
    expect(stageMail.mail.text).toContain('The cemetery office expects to answer within two weeks.');
    expect(stageMail.mail.text).toContain('Ready to set');
    expect(mailsTo(family).some((m) => (m.mail.subject ?? '').includes('In production'))).toBe(false);
  });
});
