import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../server/app-router';
import type { Database } from '../db/create-db';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, callerFor, codeOf, createUserSession } from './support/test-app';
import { SESSION_COOKIE } from '../server/modules/auth/session.service';
import { GALLERY_UPLOAD_PATH } from '../server/modules/gallery/gallery.upload-route';
import { SITE_IMAGES_UPLOAD_PATH } from '../server/modules/site-images/site-images.upload-route';
import { BLOG_UPLOAD_PATH } from '../server/modules/blog/blog.upload-route';
import { PACKAGE_UPLOAD_PATH } from '../server/modules/value-engineering/value-engineering.upload-route';
import { PROOF_UPLOAD_PATH } from '../server/modules/orders/orders.http';
import { databaseTargets, openTestDatabase } from './support/test-database';

// Every procedure under admin.*, found by walking the router: a new admin procedure is covered
// the moment it is added, and the test fails if none is found at all.
const adminPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));

function procedureAt(caller: unknown, path: string): (input?: unknown) => Promise<unknown> {
  return path.split('.').reduce((node: any, key) => node[key], caller);
}

describe.each(databaseTargets)('admin procedures refuse non-admins (%s)', (target) => {
  let database: Database;
  let memberToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    memberToken = (await createUserSession(database, { admin: false })).token;
  });
  afterAll(() => database.close());

  it('finds admin procedures to check', () => {
    expect(adminPaths.length).toBeGreaterThan(0);
  });

  it.each(adminPaths)('%s: UNAUTHORIZED for an anonymous visitor', async (path) => {
    expect(await codeOf(procedureAt(callerFor(database), path)({}))).toBe('UNAUTHORIZED');
  });

  it.each(adminPaths)('%s: FORBIDDEN for a signed-in non-admin', async (path) => {
    expect(await codeOf(procedureAt(callerFor(database, { sessionToken: memberToken }), path)({}))).toBe('FORBIDDEN');
  });
});

// The staff HTTP routes beside tRPC (file uploads): the same check, before any body is read.
const ADMIN_HTTP_ROUTES = [
  GALLERY_UPLOAD_PATH,
  SITE_IMAGES_UPLOAD_PATH,
  BLOG_UPLOAD_PATH,
  PACKAGE_UPLOAD_PATH,
  `${PROOF_UPLOAD_PATH}?orderId=1`,
];

describe.each(databaseTargets)('admin upload routes refuse non-admins (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let memberCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database);
    memberCookie = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: false })).token}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: Buffer.from('%PDF-1.4'),
      headers: { 'content-type': 'application/pdf', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    });

  it.each(ADMIN_HTTP_ROUTES)('%s: 401 anonymous, 403 for a non-admin', async (url) => {
    expect((await post(url)).statusCode).toBe(401);
    expect((await post(url, memberCookie)).statusCode).toBe(403);
  });
});
