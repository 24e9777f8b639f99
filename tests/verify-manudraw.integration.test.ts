import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { FAMILY_COOKIE } from '../server/trpc/context';
import { saveProofFile } from '../server/modules/orders/order-proofs.service';
import { buildTestApp, callerFor, createUserSession, tempStorage } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';
import { smallJpeg } from './support/media-fixtures';

/**
 * /verify-manudraw is rendered on the server from the family's cookie (production build), is
 * never indexed, never kept by the page cache, and shows nothing of an order to anyone else.
 */
describe.each(databaseTargets)('the family proof page, server-rendered (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const storage = tempStorage();

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true, storage });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('renders the proof and the stages for the family, the code form for anyone else, and never caches either', async () => {
    const admin = await createUserSession(database, { admin: true });
    const staff = callerFor(database, { sessionToken: admin.token, storage }).admin.orders;
    const order = await staff.open({
      name: 'Ruth Ann Whitaker',
      email: 'ruth@family.example',
      phone: '(580) 555-0180',
      office: 'oklahoma',
      inscription: 'HAROLD JAMES WHITAKER',
      soldDescription: 'Gray granite upright',
      expectedInstallation: 'Late April 2027',
    });
    const file = await saveProofFile(database.db, storage, order.id, await smallJpeg(400, 300), 'p.jpg', admin.email);
    await staff.issueProof({
      orderId: order.id,
      fileId: file.fileId,
      lines: [{ kind: 'name', text: 'HAROLD JAMES WHITAKER' }],
    });

    const stranger = await app.inject({ method: 'GET', url: '/verify-manudraw' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toContain('Open with your proof code');
    expect(stranger.body).not.toContain('Whitaker');
    expect(stranger.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(stranger.headers['x-page-cache']).toBeUndefined();

    const familyPage = await app.inject({
      method: 'GET',
      url: '/verify-manudraw',
      headers: { cookie: `${FAMILY_COOKIE}=${order.familyToken}` },
    });
    expect(familyPage.statusCode).toBe(200);
    // React separates text pieces with empty comments; read the HTML without them.
    const html = familyPage.body.replaceAll('<!-- -->', '');
    expect(html).toContain('Your proof, version 1');
    expect(html).toContain('The memorial for Ruth Ann Whitaker');
    expect(html).toContain('Late April 2027');
    expect(html).toContain(`<img src="/proof-files/${file.fileId}/large"`);
    expect(html).toContain('The whole name, as it should be cut.');
    expect(familyPage.headers['x-page-cache']).toBeUndefined();
    expect(String(familyPage.headers['cache-control'])).toContain('private');

    // The stranger's answer again: nothing of the family's page was kept for them.
    const again = await app.inject({ method: 'GET', url: '/verify-manudraw' });
    expect(again.body).not.toContain('Whitaker');
  });
});
