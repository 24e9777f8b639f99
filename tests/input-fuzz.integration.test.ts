import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/create-db';
import { buildTestApp, tempStorage } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';
import { addGalleryItem } from './support/media-fixtures';
import { valuePackages } from '../content/packages';
import { hostileInputsFor, listProcedures } from './support/zod-inputs';

/**
 * Sends hostile input to every public and basket procedure, made from the procedures' own zod
 * schemas (so a new procedure or field is covered the moment it is added), over HTTP the way a
 * browser or an attacker does. Any 5xx fails: bad input must be refused before the database.
 */
const procedures = listProcedures().filter((procedure) => !procedure.path.startsWith('admin.'));

describe.each(databaseTargets)('hostile input to every public and basket procedure (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let requestCount = 0;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    const storage = tempStorage();
    app = await buildTestApp(database, { production: true, storage });
    // Something to find, so list and item queries run with real rows.
    await addGalleryItem(database.db, storage, { category: 'set_monuments', title: 'Gray Upright' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const nextAddress = () => {
    requestCount++;
    return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
  };

  async function send(procedure: (typeof procedures)[number], input: unknown) {
    // A fresh address and basket per request: the per-address limits are not under test here.
    const remoteAddress = nextAddress();
    const headers = { 'x-basket-session': randomUUID() };
    // A quote request goes as far as the database only with something in the basket (and one
    // the schema refuses never gets there, so it needs none).
    const reachesHandler = procedure.input !== null && (procedure.input as z.ZodType).safeParse(input).success;
    if (procedure.path === 'basket.submitQuote' && reachesHandler) {
      const added = await app.inject({
        method: 'POST',
        url: '/trpc/basket.add',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ itemType: 'package', itemId: valuePackages[0]!.id }),
        remoteAddress: nextAddress(),
      });
      expect(added.statusCode).toBe(200);
    }
    const options: InjectOptions =
      procedure.type === 'query'
        ? {
            method: 'GET',
            url: `/trpc/${procedure.path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            headers,
            remoteAddress,
          }
        : {
            method: 'POST',
            url: `/trpc/${procedure.path}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: input === undefined ? '' : JSON.stringify(input),
            remoteAddress,
          };
    return app.inject(options);
  }

  it('covers every public and basket procedure', () => {
    const paths = procedures.map((procedure) => procedure.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'leads.submitContact',
        'leads.submitEstimate',
        'gallery.list',
        'gallery.item',
        'basket.add',
        'basket.submitQuote',
      ]),
    );
  });

  it('answers no hostile input with a 5xx', async () => {
    const started = performance.now();
    const failures: string[] = [];
    let inputs = 0;
    const perProcedure: string[] = [];
    for (const procedure of procedures) {
      const procedureStarted = performance.now();
      // Queries travel in the address, which servers cap at a few kilobytes; bodies take more.
      const generated = hostileInputsFor(procedure.input, { hugeString: procedure.type === 'query' ? 3_000 : 200_000 });
      inputs += generated.length;
      // A few at a time: like several visitors at once, and quicker than one by one.
      for (let i = 0; i < generated.length; i += 8) {
        const batch = generated.slice(i, i + 8);
        const responses = await Promise.all(batch.map((input) => send(procedure, input)));
        responses.forEach((response, j) => {
          if (response.statusCode >= 500) {
            failures.push(
              `${procedure.path} ${response.statusCode} ${JSON.stringify(batch[j])?.slice(0, 160)} -> ${response.body.slice(0, 200)}`,
            );
          }
        });
      }
      perProcedure.push(`${procedure.path} ${Math.round(performance.now() - procedureStarted)} ms`);
    }
    console.log(perProcedure.join('\n'));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `input fuzz (${target}): ${inputs} hostile inputs to ${procedures.length} procedures in ${seconds} s; ${failures.length} answered 5xx`,
    );
    expect(failures).toEqual([]);
    // The database still answers after all of it.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 120_000);
});
