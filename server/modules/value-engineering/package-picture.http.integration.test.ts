import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { buildTestApp, callerFor, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { SESSION_COOKIE } from '../auth/session.service';
import { PACKAGE_UPLOAD_PATH } from './value-engineering.upload-route';

describe.each(databaseTargets)('a package picture through the image pipeline (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const storage = tempStorage();
  let adminCookie: string;
  let memberCookie: string;

  const upload = (query: string, body: Buffer, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `${PACKAGE_UPLOAD_PATH}?${query}`,
      payload: body,
      headers: {
        'content-type': 'image/jpeg',
        'x-file-name': 'blue-pearl.jpg',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
    });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { storage });
    adminCookie = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: true })).token}`;
    memberCookie = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: false })).token}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('refuses strangers and non-admins, and an unknown package', async () => {
    const jpeg = await smallJpeg();
    expect((await upload('packageId=heritage-blue-pearl-companion', jpeg)).statusCode).toBe(401);
    expect((await upload('packageId=heritage-blue-pearl-companion', jpeg, memberCookie)).statusCode).toBe(403);
    expect((await upload('packageId=Not%20A%20Code', jpeg, adminCookie)).statusCode).toBe(400);
    expect((await upload('packageId=no-such-package', jpeg, adminCookie)).statusCode).toBe(404);
  });

  it('stores the renditions, shows the new picture on the site, and removes the picture it replaces', async () => {
    const first = await upload('packageId=premium-india-red-monument', await smallJpeg(), adminCookie);
    expect(first.statusCode, first.body).toBe(201);
    const firstSrc = first.json().image.src as string;
    expect(firstSrc).toMatch(/^\/media\//);
    const onSite = (await callerFor(database).valueEngineering.packages()).find(
      (p) => p.id === 'premium-india-red-monument',
    );
    expect(onSite?.image.src).toBe(firstSrc);
    expect((await app.inject({ method: 'GET', url: firstSrc })).statusCode).toBe(200);

    const second = await upload('packageId=premium-india-red-monument', await smallJpeg(), adminCookie);
    expect(second.statusCode).toBe(201);
    expect(second.json().image.src).not.toBe(firstSrc);
    expect((await app.inject({ method: 'GET', url: firstSrc })).statusCode).toBe(404);
  });
});
