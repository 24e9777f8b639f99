import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { FAMILY_COOKIE } from '../server/trpc/context';
import { saveProofFile } from '../server/modules/orders/order-proofs.service';
import { buildTestApp, callerFor, createUserSession, tempStorage } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';
import { smallJpeg } from './support/media-fixtures';
import { NO_MATCH_MESSAGE } from '../server/modules/orders/orders.router';
import { CODE_MESSAGE } from '../server/modules/orders/orders.schema';

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

  /** The code form as a browser without script sends it, from this site's own page. */
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/verify-manudraw',
      remoteAddress: '198.51.100.90',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  /** The page's HTML without React's text separators. */
  const text = (body: string) => body.replaceAll('<!-- -->', '');

  it('opens an order with the code form before the script (a POST answered uncached), and refuses in plain words', async () => {
    const admin = await createUserSession(database, { admin: true });
    const staff = callerFor(database, { sessionToken: admin.token, storage }).admin.orders;
    const order = await staff.open({
      name: 'Ellen Marsh',
      email: 'ellen@family.example',
      phone: '(580) 555-0181',
      office: 'oklahoma',
      inscription: 'WALTER MARSH',
      soldDescription: 'Gray granite flat marker',
      expectedInstallation: 'May 2027',
    });

    const blank = await app.inject({ method: 'GET', url: '/verify-manudraw' });
    expect(blank.body).toMatch(
      /<form[^>]*aria-labelledby="open-code-title"[^>]*action="\/verify-manudraw" method="post"/,
    );
    expect(blank.body).toMatch(/<input[^>]*name="code"/);
    expect(blank.body).toMatch(/<input[^>]*type="email"[^>]*name="email"/);

    // Nothing typed: each field says what it needs.
    const empty = await postForm({ code: '', email: '' });
    expect(empty.statusCode).toBe(200);
    expect(text(empty.body)).toContain(CODE_MESSAGE);
    expect(text(empty.body)).toContain('Please enter the email address we have for you');
    expect(empty.headers['set-cookie']).toBeUndefined();

    // A wrong email: the same words as a wrong code, what was typed kept, nothing of the order.
    const wrong = await postForm({ code: order.proofCode, email: 'someone@example.com' });
    expect(wrong.statusCode).toBe(200);
    expect(text(wrong.body)).toContain(NO_MATCH_MESSAGE);
    expect(wrong.body).toContain(`value="${order.proofCode}"`);
    expect(wrong.body).toContain('value="someone@example.com"');
    expect(wrong.body).not.toContain('Marsh');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(String(wrong.headers['cache-control'])).toContain('no-store');
    expect(wrong.headers['x-page-cache']).toBeUndefined();

    // A form on another site opens nothing.
    const crossSite = await postForm(
      { code: order.proofCode, email: 'ellen@family.example' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();

    // The right code and email, typed loosely: the order opens and the page is shown from the cookie.
    const opened = await postForm({ code: order.proofCode.toLowerCase(), email: ' Ellen@Family.example ' });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/verify-manudraw');
    const cookie = [opened.headers['set-cookie']].flat().find((c) => c?.startsWith(`${FAMILY_COOKIE}=`));
    expect(cookie).toBeDefined();
    const familyPage = await app.inject({
      method: 'GET',
      url: '/verify-manudraw',
      headers: { cookie: cookie!.split(';')[0]! },
    });
    expect(text(familyPage.body)).toContain('The memorial for Ellen Marsh');

    // Not a form at all, or a body far too long: refused, never a server error.
    const json = await app.inject({ method: 'POST', url: '/verify-manudraw', payload: { code: 'x' } });
    expect(json.statusCode).toBeLessThan(500);
    const huge = await postForm({ code: 'x'.repeat(10_000), email: 'a@b.c' });
    expect(huge.statusCode).toBe(413);
  });
});
