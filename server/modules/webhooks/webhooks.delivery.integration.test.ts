import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { waitForSettledQueues } from '#tests/support/settled-queues';
import { loopbackReceiverNetwork, startReceiver, waitFor } from '#tests/support/webhook-receiver';
import { JobRunner } from '#server/jobs/job-runner';
import { attemptDelivery } from './webhooks.service';

const silentLog = { info() {}, warn() {}, error() {} };

const contact = (n: number) => ({
  name: `Family ${n}`,
  email: `family${n}@example.com`,
  phone: '(580) 555-0136',
  office: 'oklahoma' as const,
  message: 'We would like to talk about a headstone.',
  sourcePage: '/contact-us',
});

let ip = 0;
const freshIp = () => `198.51.100.${(++ip % 250) + 1}`;

describe.each(databaseTargets)('webhook delivery on the job queue (%s)', (target) => {
  let database: Database;
  let adminToken: string;
  let runner: JobRunner;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    adminToken = (await createUserSession(database, { admin: true })).token;
    runner = new JobRunner(database, {
      log: silentLog,
      webhookNetwork: loopbackReceiverNetwork,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('webhook_endpoints').execute();
  });

  const admin = () => callerFor(database, { sessionToken: adminToken, webhookNetwork: loopbackReceiverNetwork }).admin;
  const submit = (n: number) => callerFor(database, { ip: freshIp() }).leads.submitContact(contact(n));

  const receivers: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  };

  it('delivers a new lead, signed per Standard Webhooks, and logs the attempt', async () => {
    const hook = await receiver();
    const { endpoint, secret } = await admin().webhooks.create({
      url: hook.url,
      description: 'Our CRM',
      eventTypes: ['lead.created'],
    });
    const { reference } = await submit(1);
    await waitFor(() => hook.received.length === 1, 15_000, 'the delivery');
    const [message] = hook.received;
    const verified = new Webhook(secret).verify(message!.body, message!.headers) as {
      type: string;
      data: { reference: string; name: string; details: Record<string, string> };
    };
    expect(verified.type).toBe('lead.created');
    expect(verified.data).toMatchObject({ reference, name: 'Family 1', details: { office: 'oklahoma' } });
    expect(message!.headers['webhook-id']).toMatch(/^msg_/);
    // A different secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(message!.body, message!.headers),
    ).toThrow();

    await waitFor(async () => {
      const log = await admin().webhooks.deliveries({ endpointId: endpoint.id });
      return log.deliveries[0]?.status === 'succeeded';
    });
    const log = await admin().webhooks.deliveries({ endpointId: endpoint.id });
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({ eventType: 'lead.created', attempts: 1 });
    expect(log.deliveries[0]!.tries[0]).toMatchObject({ attempt: 1, statusCode: 200, responseExcerpt: 'ok' });
    // The list never shows the secret again.
    expect(JSON.stringify(await admin().webhooks.list())).not.toContain(secret);
  });

  it('sends only the events an endpoint chose', async () => {
    const hook = await receiver();
    await admin().webhooks.create({ url: hook.url, eventTypes: ['quote_request.created'] });
    await submit(2);
    await runner.sweepNow();
    // The event is handed out and nothing is left to deliver: no delivery can still come.
    await waitForSettledQueues(database);
    expect(hook.received).toHaveLength(0);
  });

  it('retries a failing receiver with growing gaps, then succeeds; redelivery repeats the same message', async () => {
    const hook = await receiver((count) => (count < 3 ? { status: 503, body: 'busy' } : { status: 200 }));
    const { endpoint, secret } = await admin().webhooks.create({ url: hook.url, eventTypes: ['lead.created'] });
    await submit(3);
    await waitFor(() => hook.received.length === 3, 25_000, 'three attempts');
    const [first, second, third] = hook.received.map((r) => r.at);
    const gap1 = second! - first!;
    const gap2 = third! - second!;
    // pg-boss backoff with retryDelay 1 s: 1-2 s before the 2nd try, 2-4 s before the 3rd.
    expect(gap1).toBeGreaterThanOrEqual(900);
    expect(gap2).toBeGreaterThanOrEqual(1900);
    const ids = new Set(hook.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const r of hook.received) expect(() => new Webhook(secret).verify(r.body, r.headers)).not.toThrow();

    await waitFor(async () => {
      const log = await admin().webhooks.deliveries({ endpointId: endpoint.id });
      return log.deliveries[0]?.status === 'succeeded';
    });
    let log = await admin().webhooks.deliveries({ endpointId: endpoint.id });
    expect(log.deliveries[0]!.tries.map((t) => [t.attempt, t.statusCode])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
    expect(log.deliveries[0]!.tries[0]!.responseExcerpt).toBe('busy');

    await admin().webhooks.redeliver({ deliveryId: log.deliveries[0]!.id });
    await waitFor(() => hook.received.length === 4, 15_000, 'the redelivery');
    expect(hook.received[3]!.headers['webhook-id']).toBe(hook.received[0]!.headers['webhook-id']);
    expect(() => new Webhook(secret).verify(hook.received[3]!.body, hook.received[3]!.headers)).not.toThrow();
    log = await admin().webhooks.deliveries({ endpointId: endpoint.id });
    expect(log.deliveries[0]).toMatchObject({ reason: 'redelivery' });
  });

  it('sends a test event on request, and nothing while paused', async () => {
    const hook = await receiver();
    const { endpoint, secret } = await admin().webhooks.create({ url: hook.url, eventTypes: ['lead.created'] });
    await admin().webhooks.sendTest({ id: endpoint.id });
    await waitFor(() => hook.received.length === 1, 15_000, 'the test delivery');
    expect(
      (new Webhook(secret).verify(hook.received[0]!.body, hook.received[0]!.headers) as { type: string }).type,
    ).toBe('webhook.test');

    await admin().webhooks.setPaused({ id: endpoint.id, paused: true });
    expect(await codeOf(admin().webhooks.sendTest({ id: endpoint.id }))).toBe('PRECONDITION_FAILED');
    await submit(4);
    await runner.sweepNow();
    await waitForSettledQueues(database);
    expect(hook.received).toHaveLength(1);

    await admin().webhooks.setPaused({ id: endpoint.id, paused: false });
    await admin().webhooks.sendTest({ id: endpoint.id });
    await waitFor(() => hook.received.length === 2, 15_000, 'the test after resuming');
  });

  it('pauses an endpoint that has failed for days, and the dashboard says so', async () => {
    const hook = await receiver(() => ({ status: 500 }));
    const { endpoint } = await admin().webhooks.create({ url: hook.url, eventTypes: ['lead.created'] });
    await sql`update webhook_endpoints set failing_since = now() - interval '4 days' where id = ${endpoint.id}`.execute(
      database.db,
    );
    await submit(5);
    await waitFor(() => hook.received.length >= 1, 15_000, 'the failing attempt');
    await waitFor(async () => (await admin().webhooks.list()).find((e) => e.id === endpoint.id)?.status === 'paused');
    const [listed] = await admin().webhooks.list();
    expect(listed).toMatchObject({ status: 'paused', pausedReason: 'failing' });
    expect((await admin().dashboard.summary()).webhooksPausedForFailing).toBe(1);
  });

  it('gives up on a delivery about three days old instead of retrying', async () => {
    const hook = await receiver(() => ({ status: 500 }));
    const { endpoint } = await admin().webhooks.create({ url: hook.url, eventTypes: ['lead.created'] });
    await admin().webhooks.setPaused({ id: endpoint.id, paused: true });
    await admin().webhooks.setPaused({ id: endpoint.id, paused: false });
    const row = await database.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: endpoint.id,
        message_id: 'msg_old',
        event_type: 'lead.created',
        body: '{}',
        reason: 'event',
        enqueued_at: new Date(),
        created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await attemptDelivery(database.db, row.id, loopbackReceiverNetwork)).toBe('gave-up');
    const log = await admin().webhooks.deliveries({ endpointId: endpoint.id });
    expect(log.deliveries.find((d) => d.id === row.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
