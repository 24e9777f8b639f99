import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { buildTestApp } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';

/**
 * What a visitor sees when the server itself fails (architecture rule 8): plain words and a
 * reference, never the database's message or a stack; and a health check that tells a load
 * balancer the truth when the database is gone.
 */
describe.each(databaseTargets)('server failures (%s)', (target) => {
  // Each case breaks its own database, so each gets a fresh one and its own app.
  const opened: Array<{ database: Database; app: FastifyInstance }> = [];
  async function freshApp() {
    const database = await openTestDatabase(target);
    const app = await buildTestApp(database, { production: true });
    opened.push({ database, app });
    return { database, app };
  }
  afterAll(async () => {
    for (const { database, app } of opened) {
      await app.close();
      await database.close().catch(() => {});
    }
  });

  it('a procedure failing inside the server answers 500 with plain words and the request id, and no detail', async () => {
    const { database, app } = await freshApp();
    // A fault no input can cause: the table the procedure reads is gone.
    await sql`drop table gallery_images cascade`.execute(database.db);
    const response = await app.inject({ url: '/trpc/gallery.graniteColors' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    const body = response.json() as { error: { message: string; data: Record<string, unknown> } };
    expect(body.error.message).toBe(
      `Something went wrong on our side. Please try again in a moment (reference ${requestId}).`,
    );
    expect(body.error.data.code).toBe('INTERNAL_SERVER_ERROR');
    expect(body.error.data.requestId).toBe(requestId);
    expect(body.error.data).not.toHaveProperty('stack');
    for (const detail of ['gallery_images', 'does not exist', 'relation', 'at ', '.ts:', 'node_modules']) {
      expect(response.body).not.toContain(detail);
    }
  });

  it('the health check answers 200 while the database answers, then 503 once it is gone', async () => {
    const { database, app } = await freshApp();
    const healthy = await app.inject({ url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({ status: 'ok' });

    await database.close();
    const down = await app.inject({ url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'error', database: 'unreachable' });
  });
});
