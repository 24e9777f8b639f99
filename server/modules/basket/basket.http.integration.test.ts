import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/create-db';
import { valuePackages } from '#content/packages';
import { buildTestApp } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';

// The wire format the browser and the load test use: the x-basket-session header and a
// non-batched tRPC v11 POST whose body is the input itself.
describe.each(databaseTargets)('basket over HTTP (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { production: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('adds with the basket header, answers a duplicate, and lists', async () => {
    const basket = randomUUID();
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/trpc/basket.add',
        headers: { 'content-type': 'application/json', 'x-basket-session': basket },
        payload: JSON.stringify({ itemType: 'package', itemId: valuePackages[1]!.id }),
      });
    const first = await add();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: { data: { status: 'added', title: valuePackages[1]!.name } } });
    expect((await add()).json()).toEqual({ result: { data: { status: 'duplicate', title: valuePackages[1]!.name } } });

    const list = await app.inject({ method: 'GET', url: '/trpc/basket.list', headers: { 'x-basket-session': basket } });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.data.items[0].data.title).toBe(valuePackages[1]!.name);
  });

  it('answers 400 without a basket id and never shows server internals', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/basket.add',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ itemType: 'package', itemId: valuePackages[0]!.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Your basket could not be found. Please reload the page.');
    expect(JSON.stringify(res.json())).not.toContain('stack');
  });

  it('answers 429 past the rate limit', async () => {
    const basket = randomUUID();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/trpc/basket.list',
        headers: { 'x-basket-session': basket },
        remoteAddress: '198.51.100.250',
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
