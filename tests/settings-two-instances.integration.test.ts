import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { adminMutation, buildTestApp, callerFor, createUserSession } from './support/test-app';
import { databaseTargets, openSecondConnection, openTestDatabase } from './support/test-database';

/**
 * Issue 16: a phone number changed through one app server shows in the pages another server
 * renders (header, footer, JSON-LD) within 5 seconds, with nothing restarted. On PostgreSQL the
 * two servers have their own connection pools, caches and page caches, as in production.
 */
describe.each(databaseTargets)('business facts across two app servers (%s)', (target) => {
  let database: Database;
  let secondDb: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    secondDb = await openSecondConnection(database);
    first = await buildTestApp(database, { pages: 'production', production: true });
    second = await buildTestApp(secondDb, { pages: 'production', production: true });
    await Promise.all([first.ready(), second.ready()]);
    adminToken = (await createUserSession(database, { admin: true })).token;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await secondDb.close();
    await database.close();
  });

  it('changes a phone through one server and reads it in a page the other renders within 5 seconds', async () => {
    // The second server has the page rendered and cached with the old number.
    const before = await second.inject({ url: '/contact-us' });
    expect(before.body).toContain('(580) 555-0136');
    expect((await second.inject({ url: '/contact-us' })).headers['x-page-cache']).toBe('hit');

    const staff = await callerFor(database, { sessionToken: adminToken }).admin.settings.get();
    const offices = structuredClone(staff.sections.offices) as {
      offices: Array<{ phone: string; phoneHref?: string }>;
    };
    for (const office of offices.offices) delete office.phoneHref;
    offices.offices[0]!.phone = '(580) 555-0188';
    const saved = await adminMutation(first, adminToken, 'admin.settings.update', {
      section: 'offices',
      value: offices,
    });
    expect(saved.statusCode).toBe(200);
    const changedAt = Date.now();

    let seenAfter = Infinity;
    let body = '';
    while (Date.now() - changedAt < 5000) {
      const askedAt = Date.now();
      body = (await second.inject({ url: '/contact-us' })).body;
      if (body.includes('(580) 555-0188')) {
        seenAfter = askedAt - changedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seenAfter).toBeLessThan(5000);
    // Header link, footer text and the LocalBusiness structured data all carry the new number.
    expect(body).toContain('href="tel:+15805550188"');
    expect(body).toContain('"telephone":"+15805550188"');
    expect(body).not.toContain('(580) 555-0136');
    console.info(`[two servers, ${target}] the new number showed on the other server after ${seenAfter} ms`);
  });
});
