import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';

/** Every public name answers with an example address (no network in tests). */
const publicDns = { resolve: async () => [{ address: '93.184.216.34', family: 4 }] };

describe.each(databaseTargets)('admin.webhooks procedures (%s)', (target) => {
  let database: Database;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    adminToken = (await createUserSession(database, { admin: true })).token;
    memberToken = (await createUserSession(database, { admin: false })).token;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('webhook_endpoints').execute();
  });

  const admin = () => callerFor(database, { sessionToken: adminToken, webhookNetwork: publicDns }).admin.webhooks;
  const create = (url = 'https://crm.example.com/hooks') =>
    admin().create({ url, description: 'Our CRM', eventTypes: ['lead.created', 'quote_request.created'] });

  it('create returns the signing secret once; list shows the endpoint without it', async () => {
    const { endpoint, secret } = await create();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(endpoint).toMatchObject({ url: 'https://crm.example.com/hooks', status: 'active', description: 'Our CRM' });
    const list = await admin().list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: endpoint.id, eventTypes: ['lead.created', 'quote_request.created'] });
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(list[0]).not.toHaveProperty('secret');
  });

  it('create refuses internal addresses, unknown event types and no event types', async () => {
    expect(await codeOf(create('https://127.0.0.1/hooks'))).toBe('BAD_REQUEST');
    expect(await codeOf(create('https://[::1]/hooks'))).toBe('BAD_REQUEST');
    const internalDns = callerFor(database, {
      sessionToken: adminToken,
      webhookNetwork: { resolve: async () => [{ address: '10.1.2.3', family: 4 }] },
    }).admin.webhooks;
    expect(await codeOf(internalDns.create({ url: 'https://crm.example.com/', eventTypes: ['lead.created'] }))).toBe(
      'BAD_REQUEST',
    );
    expect(
      await codeOf(admin().create({ url: 'https://crm.example.com/', eventTypes: ['booking.made' as 'lead.created'] })),
    ).toBe('BAD_REQUEST');
    expect(await codeOf(admin().create({ url: 'https://crm.example.com/', eventTypes: [] }))).toBe('BAD_REQUEST');
    expect(await codeOf(admin().create({ url: 'not a url', eventTypes: ['lead.created'] }))).toBe('BAD_REQUEST');
    expect(await admin().list()).toHaveLength(0);
  });

  it('create refuses http:// when the app runs in production mode', async () => {
    const production = callerFor(database, {
      sessionToken: adminToken,
      webhookNetwork: { ...publicDns, requireHttps: true },
    }).admin.webhooks;
    expect(await codeOf(production.create({ url: 'http://crm.example.com/', eventTypes: ['lead.created'] }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('setPaused pauses and resumes; sendTest is refused while paused', async () => {
    const { endpoint } = await create();
    expect(await admin().setPaused({ id: endpoint.id, paused: true })).toMatchObject({
      status: 'paused',
      pausedReason: 'staff',
    });
    expect(await codeOf(admin().sendTest({ id: endpoint.id }))).toBe('PRECONDITION_FAILED');
    expect(await admin().setPaused({ id: endpoint.id, paused: false })).toMatchObject({
      status: 'active',
      pausedReason: null,
    });
    expect(await codeOf(admin().setPaused({ id: endpoint.id + 1000, paused: true }))).toBe('NOT_FOUND');
  });

  it('sendTest queues a test delivery that shows in the log; redeliver queues it again', async () => {
    const { endpoint } = await create();
    const { deliveryId } = await admin().sendTest({ id: endpoint.id });
    const log = await admin().deliveries({ endpointId: endpoint.id });
    expect(log.total).toBe(1);
    expect(log.deliveries[0]).toMatchObject({
      id: deliveryId,
      eventType: 'webhook.test',
      reason: 'test',
      status: 'pending',
      attempts: 0,
      tries: [],
    });
    const again = await admin().redeliver({ deliveryId });
    const after = await admin().deliveries({ endpointId: endpoint.id });
    expect(after.deliveries.map((d) => d.id)).toEqual([again.deliveryId, deliveryId]);
    expect(after.deliveries[0]!.messageId).toBe(after.deliveries[1]!.messageId);
    expect(await codeOf(admin().redeliver({ deliveryId: deliveryId + 1000 }))).toBe('NOT_FOUND');
    expect(await codeOf(admin().deliveries({ endpointId: endpoint.id + 1000 }))).toBe('NOT_FOUND');
  });

  it('a new lead becomes an event in the same transaction, and reaches subscribed endpoints once dispatched', async () => {
    const { endpoint } = await create();
    const { reference } = await callerFor(database, { ip: '203.0.113.77' }).leads.submitContact({
      name: 'Ann Carter',
      email: 'ann@example.com',
      office: 'either',
      message: 'Hello',
    });
    const events = await database.db.selectFrom('events').selectAll().where('type', '=', 'lead.created').execute();
    const event = events.find((e) => (e.payload as { reference: string }).reference === reference);
    expect(event).toMatchObject({ version: 1, dispatched_at: null });
    const { dispatchPendingEvents } = await import('../events/events.service');
    const { webhookFanOut } = await import('./webhooks.service');
    await dispatchPendingEvents(database.db, [webhookFanOut]);
    await dispatchPendingEvents(database.db, [webhookFanOut]); // a second sweep adds nothing
    const log = await admin().deliveries({ endpointId: endpoint.id });
    expect(log.deliveries.filter((d) => d.eventType === 'lead.created')).toHaveLength(1);
  });

  it('delete removes the endpoint and its log', async () => {
    const { endpoint } = await create();
    await admin().sendTest({ id: endpoint.id });
    expect(await admin().delete({ id: endpoint.id })).toEqual({ ok: true });
    expect(await admin().list()).toHaveLength(0);
    expect(await database.db.selectFrom('webhook_deliveries').select('id').execute()).toHaveLength(0);
    expect(await codeOf(admin().delete({ id: endpoint.id }))).toBe('NOT_FOUND');
  });

  it('refuses visitors and signed-in people who are not staff', async () => {
    const member = callerFor(database, { sessionToken: memberToken }).admin.webhooks;
    expect(await codeOf(member.list())).toBe('FORBIDDEN');
    expect(await codeOf(callerFor(database).admin.webhooks.list())).toBe('UNAUTHORIZED');
  });
});
