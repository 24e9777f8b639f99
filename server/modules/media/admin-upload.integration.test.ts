import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { SESSION_COOKIE } from '../auth/session.service';
import { registerStaffUploadRoute } from './admin-upload';
import { MAX_UPLOAD_BYTES } from './image-pipeline';

/**
 * The one staff upload set-up (images and proof files use it): checked on a route of its own,
 * whose handler answers what it was given.
 */
describe.each(databaseTargets)('the staff upload route set-up (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let admin: { cookie: string; email: string };
  let member: string;
  let handled = 0;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = Fastify({ logger: false });
    await app.register(cookie);
    await registerStaffUploadRoute(app, {
      path: '/admin-api/test/upload',
      db: database.db,
      query: z.object({ shelf: z.enum(['top', 'bottom'], { error: 'Choose a shelf first.' }) }),
      badQuery: (issue) => issue?.message ?? 'Please choose a shelf.',
      noFile: 'No file arrived. Please choose the file again.',
      defaultFileName: 'file',
      failureLog: 'test upload failed',
      handle: async ({ body, fileName, query, user }) => {
        handled += 1;
        if (body.toString() === 'refuse') return { status: 422, body: { error: 'Not this one.' } };
        if (body.toString() === 'gone') throw Object.assign(new Error('That shelf is gone.'), { statusCode: 404 });
        if (body.toString() === 'crash') throw new Error('disk on fire');
        return { status: 201, body: { bytes: body.length, fileName, shelf: query.shelf, by: user.email } };
      },
    });
    const session = await createUserSession(database, { admin: true });
    admin = { cookie: `${SESSION_COOKIE}=${session.token}`, email: session.email };
    member = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: false })).token}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const upload = (
    body: Buffer | string,
    options: { cookie?: string; query?: string; type?: string; name?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/admin-api/test/upload${options.query ?? '?shelf=top'}`,
      payload: body,
      headers: {
        'content-type': options.type ?? 'application/octet-stream',
        ...(options.name ? { 'x-file-name': options.name } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });

  it('refuses strangers and staff who are not admins before the handler sees anything', async () => {
    const before = handled;
    const stranger = await upload('hello');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ error: 'Please sign in.' });
    expect((await upload('hello', { cookie: member })).statusCode).toBe(403);
    expect(handled).toBe(before);
  });

  it('hands the admin, the checked query, the bytes and the file name (a percent-encoded header) to the handler', async () => {
    const done = await upload('hello', {
      cookie: admin.cookie,
      type: 'image/jpeg',
      name: encodeURIComponent('Grandmother’s stone.pdf'),
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ bytes: 5, fileName: 'Grandmother’s stone.pdf', shelf: 'top', by: admin.email });
    // Whatever type the browser declares, the body is bytes; no name: the set-up's own.
    const untyped = await upload('{"a":1}', { cookie: admin.cookie, type: 'application/json' });
    expect(untyped.json()).toMatchObject({ bytes: 7, fileName: 'file' });
  });

  it('refuses a query that does not say where the file goes, and an empty body, in words', async () => {
    const query = await upload('hello', { cookie: admin.cookie, query: '?shelf=middle' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ error: 'Choose a shelf first.' });
    const empty = await upload(Buffer.alloc(0), { cookie: admin.cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'No file arrived. Please choose the file again.' });
  });

  it('refuses a file over the size limit with the limit in words', async () => {
    const before = handled;
    const big = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), { cookie: admin.cookie });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(
      `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please send a smaller copy.`,
    );
    expect(handled).toBe(before);
  });

  it("answers the handler's refusals as they are, its 4xx errors with their words, and anything else as a 500 with a reference", async () => {
    const refused = await upload('refuse', { cookie: admin.cookie });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'Not this one.' });
    const gone = await upload('gone', { cookie: admin.cookie });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'That shelf is gone.' });
    const crash = await upload('crash', { cookie: admin.cookie });
    expect(crash.statusCode).toBe(500);
    expect(crash.json().error).toMatch(/^Something went wrong on our side\. Please try again \(reference .+\)\.$/);
    expect(crash.body).not.toContain('disk on fire');
  });
});
