import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { valuePackages } from '#content/packages';
import { callerFor } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { insertGalleryItem } from '#tests/factories/gallery';
import { BASKET_MAX_ITEMS } from './basket.choices';
import { deleteStaleBaskets } from './basket.service';
import { getEnv } from '#server/env';

const [heritage, legacy] = valuePackages;

async function failure(call: Promise<unknown>): Promise<TRPCError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const quoteForm = {
  name: 'Margaret Ellis',
  email: 'margaret@example.com',
  phone: '(580) 555-0199',
  preferredOffice: 'oklahoma' as const,
  cemeteryName: 'Rosedale Cemetery',
  cemeteryTown: 'Ada, OK',
  timeline: 'within-3-months',
  message: 'For my mother, next to my father.',
};

describe.each(databaseTargets)('basket procedures (%s)', (target) => {
  let database: Database;
  // Each test uses its own IP so the per-IP rate limit never couples tests.
  const visitor = (basketSessionId: string = randomUUID(), ip = `198.51.100.${Math.floor(Math.random() * 250)}`) => ({
    id: basketSessionId,
    caller: callerFor(database, { basketSessionId, ip }),
  });
  const rowsOf = async (sessionId: string) =>
    database.db
      .selectFrom('basket_items')
      .select(['item_type', 'item_id'])
      .where('session_id', '=', sessionId)
      .execute();

  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());

  it('refuses a request without a valid basket id', async () => {
    expect((await failure(callerFor(database).basket.list())).code).toBe('BAD_REQUEST');
    expect((await failure(callerFor(database, { basketSessionId: 'not-a-uuid' }).basket.list())).code).toBe(
      'BAD_REQUEST',
    );
    const forged = callerFor(database, { basketSessionId: "'; drop table basket_items; --" });
    expect((await failure(forged.basket.add({ itemType: 'package', itemId: heritage!.id }))).code).toBe('BAD_REQUEST');
  });

  it('starts empty', async () => {
    const { caller } = visitor();
    expect(await caller.basket.list()).toEqual({
      items: [],
      knownTotalCents: 0,
      unpricedCount: 0,
      maxItems: BASKET_MAX_ITEMS,
    });
  });

  it('adds a package with a snapshot built from the catalog, ignoring what the client says about it', async () => {
    const { caller, id } = visitor();
    const input = { itemType: 'package', itemId: heritage!.id, title: 'Free monument', priceCents: 1 } as never;
    expect(await caller.basket.add(input)).toEqual({ status: 'added', title: heritage!.name });
    const list = await caller.basket.list();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      itemType: 'package',
      itemId: heritage!.id,
      data: {
        title: heritage!.name,
        priceCents: heritage!.priceCents,
        image: { src: heritage!.image.src, alt: heritage!.image.alt },
        category: 'Value package',
        link: `/value-engineering/packages#${heritage!.id}`,
      },
    });
    expect(list.knownTotalCents).toBe(heritage!.priceCents);
    const stored = await database.db
      .selectFrom('basket_items')
      .select('item_data')
      .where('session_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.item_data)).not.toContain('Free monument');
  });

  it('adds gallery stock, clearance and catalog items; prices when known, else on request', async () => {
    const { caller } = visitor();
    const stock = await insertGalleryItem(database, {
      slug: 'gray-upright-24',
      title: 'Gray Upright 24"',
      priceCents: 129_900,
    });
    const clearance = await insertGalleryItem(database, {
      category: 'clearance_specials',
      slug: 'rose-slant',
      priceCents: 45_000,
    });
    const catalog = await insertGalleryItem(database, {
      category: 'catalog_items',
      slug: 'heart-double',
      priceCents: null,
      title: null,
    });
    for (const itemId of [stock, clearance, catalog]) {
      expect((await caller.basket.add({ itemType: 'gallery', itemId })).status).toBe('added');
    }
    const list = await caller.basket.list();
    const byId = new Map(list.items.map((item) => [item.itemId, item.data]));
    expect(byId.get(stock)).toMatchObject({
      title: 'Gray Upright 24"',
      priceCents: 129_900,
      category: 'Stock item',
      link: '/gallery/stock-items/gray-upright-24',
      image: { src: '/uploads/gallery/gray-upright-24-thumb.webp', alt: 'Gray Upright 24"' },
    });
    expect(byId.get(clearance)).toMatchObject({
      category: 'Clearance special',
      link: '/gallery/clearance-specials/rose-slant',
    });
    expect(byId.get(catalog)).toMatchObject({
      title: 'Catalog item',
      priceCents: null,
      link: '/gallery/catalog-items/heart-double',
    });
    expect(list.knownTotalCents).toBe(129_900 + 45_000);
    expect(list.unpricedCount).toBe(1);
    // Newest first.
    expect(list.items.map((item) => item.itemId)).toEqual([catalog, clearance, stock]);
  });

  it('refuses items that are not in the catalog or not for sale', async () => {
    const { caller, id } = visitor();
    const unpublished = await insertGalleryItem(database, { isPublished: false });
    const artwork = await insertGalleryItem(database, { category: 'artwork' });
    const sold = await insertGalleryItem(database, { availability: 'sold' });
    const cases: Array<[unknown, string]> = [
      [{ itemType: 'package', itemId: 'no-such-package' }, 'NOT_FOUND'],
      [{ itemType: 'gallery', itemId: randomUUID() }, 'NOT_FOUND'],
      [{ itemType: 'gallery', itemId: 'stock-items' }, 'NOT_FOUND'],
      [{ itemType: 'gallery', itemId: unpublished }, 'NOT_FOUND'],
      [{ itemType: 'gallery', itemId: artwork }, 'BAD_REQUEST'],
      [{ itemType: 'gallery', itemId: sold }, 'CONFLICT'],
      [{ itemType: 'calculator', itemId: heritage!.id }, 'BAD_REQUEST'],
      [{ itemType: 'package', itemId: '../../etc/passwd' }, 'BAD_REQUEST'],
      [{ itemType: 'package', itemId: 'x'.repeat(101) }, 'BAD_REQUEST'],
    ];
    for (const [input, code] of cases) {
      expect((await failure(caller.basket.add(input as never))).code, JSON.stringify(input)).toBe(code);
    }
    expect(await rowsOf(id)).toEqual([]);
    expect((await failure(caller.basket.add({ itemType: 'gallery', itemId: sold }))).message).toBe(
      'Sorry, this item has been sold.',
    );
  });

  it('answers "duplicate" for an item already in the basket and keeps one row', async () => {
    const { caller, id } = visitor();
    const add = () => caller.basket.add({ itemType: 'package', itemId: heritage!.id });
    expect(await add()).toEqual({ status: 'added', title: heritage!.name });
    expect(await add()).toEqual({ status: 'duplicate', title: heritage!.name });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('20 simultaneous adds of the same item leave one row and 19 duplicate answers', async () => {
    const { caller, id } = visitor();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => caller.basket.add({ itemType: 'package', itemId: legacy!.id })),
    );
    expect(results.filter((r) => r.status === 'added')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(19);
    expect(await rowsOf(id)).toEqual([{ item_type: 'package', item_id: legacy!.id }]);
  });

  it(`holds at most ${BASKET_MAX_ITEMS} items, exactly, even when adds race`, async () => {
    const { caller, id } = visitor();
    const ids = await Promise.all(Array.from({ length: BASKET_MAX_ITEMS + 5 }, () => insertGalleryItem(database)));
    const settled = await Promise.allSettled(ids.map((itemId) => caller.basket.add({ itemType: 'gallery', itemId })));
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(BASKET_MAX_ITEMS);
    const refused = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    expect(refused[0]!.reason.message).toMatch(/Your basket is full \(25 items\)/);
    expect(await rowsOf(id)).toHaveLength(BASKET_MAX_ITEMS);
    // An item already there still answers as a duplicate when the basket is full.
    const inBasket = (await rowsOf(id))[0]!.item_id;
    expect((await caller.basket.add({ itemType: 'gallery', itemId: inBasket })).status).toBe('duplicate');
  });

  it('removes and clears only within the caller’s own basket', async () => {
    const alice = visitor();
    const bob = visitor();
    await alice.caller.basket.add({ itemType: 'package', itemId: heritage!.id });
    await alice.caller.basket.add({ itemType: 'package', itemId: legacy!.id });
    await bob.caller.basket.add({ itemType: 'package', itemId: heritage!.id });
    const aliceLines = (await alice.caller.basket.list()).items;
    const bobLine = (await bob.caller.basket.list()).items[0]!;

    expect(await alice.caller.basket.list().then((l) => l.items.map((i) => i.id))).not.toContain(bobLine.id);
    expect(await alice.caller.basket.remove({ id: bobLine.id })).toEqual({ removed: false });
    expect(await rowsOf(bob.id)).toHaveLength(1);

    expect(await alice.caller.basket.remove({ id: aliceLines[0]!.id })).toEqual({ removed: true });
    expect(await rowsOf(alice.id)).toHaveLength(1);
    expect((await failure(alice.caller.basket.remove({ id: 'nope' }))).code).toBe('BAD_REQUEST');

    expect(await alice.caller.basket.clear()).toEqual({ removed: 1 });
    expect(await rowsOf(alice.id)).toEqual([]);
    expect(await rowsOf(bob.id)).toHaveLength(1);
  });

  describe('quote requests', () => {
    it('stores the request with a copy of the items, empties the basket and returns a reference', async () => {
      const { caller, id } = visitor();
      const stock = await insertGalleryItem(database, { title: 'Black Slant', priceCents: 99_000 });
      await caller.basket.add({ itemType: 'package', itemId: heritage!.id });
      await caller.basket.add({ itemType: 'gallery', itemId: stock });
      const key = randomUUID();
      const result = await caller.basket.submitQuote({ ...quoteForm, idempotencyKey: key });
      expect(result.alreadySubmitted).toBe(false);
      expect(result.reference).toMatch(/^Q-\d{4,}-[FHKLMRUWXY]{2}$/);
      expect(await rowsOf(id)).toEqual([]);

      const stored = await database.db
        .selectFrom('basket_submissions')
        .selectAll()
        .where('reference', '=', result.reference)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        name: 'Margaret Ellis',
        email: 'margaret@example.com',
        phone: '(580) 555-0199',
        preferred_office: 'oklahoma',
        cemetery_name: 'Rosedale Cemetery',
        cemetery_town: 'Ada, OK',
        timeline: 'within-3-months',
        status: 'new',
        item_count: 2,
        known_total_cents: heritage!.priceCents + 99_000,
        basket_session_id: id,
      });
      const items = stored.items as Array<{ title: string; itemType: string; link: string }>;
      expect(items.map((i) => i.title).sort()).toEqual(['Black Slant', heritage!.name].sort());
      expect(items.every((i) => i.link.startsWith('/'))).toBe(true);
    });

    it('answers repeats of an accepted request without using up the hourly quota', async () => {
      const { caller } = visitor(randomUUID(), `198.51.101.${Math.floor(Math.random() * 250)}`);
      await caller.basket.add({ itemType: 'package', itemId: legacy!.id });
      const key = randomUUID();
      const first = await caller.basket.submitQuote({ ...quoteForm, idempotencyKey: key });
      const limit = getEnv().QUOTE_REQUEST_LIMIT_PER_HOUR;
      for (let i = 0; i < limit + 2; i++) {
        expect(await caller.basket.submitQuote({ ...quoteForm, idempotencyKey: key })).toEqual({
          reference: first.reference,
          alreadySubmitted: true,
          // No outgoing email is set up here: the family is told no copy follows.
          emailCopy: false,
        });
      }
      // The visitor's allowance is untouched: a new request is still accepted.
      await caller.basket.add({ itemType: 'package', itemId: heritage!.id });
      const next = await caller.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() });
      expect(next.alreadySubmitted).toBe(false);
    });

    it('answers a retry or double click with the same reference and stores one request', async () => {
      const { caller } = visitor();
      await caller.basket.add({ itemType: 'package', itemId: legacy!.id });
      const key = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => caller.basket.submitQuote({ ...quoteForm, idempotencyKey: key })),
      );
      expect(new Set(results.map((r) => r.reference)).size).toBe(1);
      expect(results.filter((r) => !r.alreadySubmitted)).toHaveLength(1);
      const again = await caller.basket.submitQuote({ ...quoteForm, idempotencyKey: key });
      expect(again).toEqual({ reference: results[0]!.reference, alreadySubmitted: true, emailCopy: false });
      const count = await database.db
        .selectFrom('basket_submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('gives each request its own reference number', async () => {
      const references = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const { caller } = visitor();
        await caller.basket.add({ itemType: 'package', itemId: heritage!.id });
        references.add((await caller.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() })).reference);
      }
      expect(references.size).toBe(3);
    });

    it('refuses an empty basket, a key used by another basket, and invalid fields', async () => {
      const { caller } = visitor();
      const empty = await failure(caller.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() }));
      expect(empty.code).toBe('BAD_REQUEST');
      expect(empty.message).toMatch(/basket is empty/);

      const other = visitor();
      await other.caller.basket.add({ itemType: 'package', itemId: heritage!.id });
      const key = randomUUID();
      await other.caller.basket.submitQuote({ ...quoteForm, idempotencyKey: key });
      await caller.basket.add({ itemType: 'package', itemId: heritage!.id });
      expect((await failure(caller.basket.submitQuote({ ...quoteForm, idempotencyKey: key }))).code).toBe('CONFLICT');
      expect((await caller.basket.list()).items).toHaveLength(1);

      const invalid = await failure(
        caller.basket.submitQuote({
          ...quoteForm,
          email: 'not-an-email',
          preferredOffice: 'paris' as never,
          idempotencyKey: randomUUID(),
        }),
      );
      expect(invalid.code).toBe('BAD_REQUEST');
      const noContact = await failure(
        caller.basket.submitQuote({ ...quoteForm, email: '', phone: '', idempotencyKey: randomUUID() }),
      );
      expect(noContact.code).toBe('BAD_REQUEST');
      expect((await caller.basket.list()).items).toHaveLength(1);
    });

    it('accepts a phone number without an email address', async () => {
      const { caller } = visitor();
      await caller.basket.add({ itemType: 'package', itemId: heritage!.id });
      const result = await caller.basket.submitQuote({ ...quoteForm, email: '', idempotencyKey: randomUUID() });
      const stored = await database.db
        .selectFrom('basket_submissions')
        .select(['email', 'phone'])
        .where('reference', '=', result.reference)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ email: null, phone: '(580) 555-0199' });
    });
  });

  describe('safety', () => {
    it('rate limits basket requests per IP address', async () => {
      const ip = '203.0.113.77';
      const caller = callerFor(database, { basketSessionId: randomUUID(), ip });
      for (let i = 0; i < 120; i++) await caller.basket.list();
      const refused = await failure(caller.basket.list());
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.message).toMatch(/Please wait a minute/);
      // Another address is not affected.
      await expect(
        callerFor(database, { basketSessionId: randomUUID(), ip: '203.0.113.78' }).basket.list(),
      ).resolves.toBeDefined();
    });

    it('limits quote requests per IP address per hour', async () => {
      const caller = callerFor(database, { basketSessionId: randomUUID(), ip: '203.0.113.90' });
      for (let i = 0; i < 10; i++) {
        expect((await failure(caller.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() }))).code).toBe(
          'BAD_REQUEST',
        );
      }
      expect((await failure(caller.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() }))).code).toBe(
        'TOO_MANY_REQUESTS',
      );
    });

    it('removes baskets untouched for 90 days, with their items, and keeps the others', async () => {
      const stale = visitor();
      const recent = visitor();
      await stale.caller.basket.add({ itemType: 'package', itemId: heritage!.id });
      await recent.caller.basket.add({ itemType: 'package', itemId: heritage!.id });
      await sql`update basket_sessions set last_active_at = now() - interval '91 days' where id = ${stale.id}`.execute(
        database.db,
      );
      await sql`update basket_sessions set last_active_at = now() - interval '89 days' where id = ${recent.id}`.execute(
        database.db,
      );

      expect(await deleteStaleBaskets(database.db)).toBeGreaterThanOrEqual(1);
      expect(await rowsOf(stale.id)).toEqual([]);
      expect(await rowsOf(recent.id)).toHaveLength(1);
      const sessions = await database.db
        .selectFrom('basket_sessions')
        .select('id')
        .where('id', 'in', [stale.id, recent.id])
        .execute();
      expect(sessions.map((s) => s.id)).toEqual([recent.id]);
    });

    it('counts viewing a basket as using it', async () => {
      const { caller, id } = visitor();
      await caller.basket.add({ itemType: 'package', itemId: heritage!.id });
      await sql`update basket_sessions set last_active_at = now() - interval '89 days' where id = ${id}`.execute(
        database.db,
      );
      await caller.basket.list();
      const row = await database.db
        .selectFrom('basket_sessions')
        .select('last_active_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Date.now() - row.last_active_at.getTime()).toBeLessThan(60_000);
    });
  });
});
