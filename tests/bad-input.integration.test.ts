import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../db/create-db';
import { valuePackages } from '../content/packages';
import { addGalleryItem } from './support/media-fixtures';
import { buildTestApp, tempStorage } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/**
 * Each request here once answered 500 (on both databases) because PostgreSQL refused the value
 * and, on PGlite, each refusal brought the database closer to hanging for good. Bad input is
 * now refused before any query, with words a person understands.
 */
describe.each(databaseTargets)('bad input never reaches the database (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let ipCounter = 0;
  // A fresh address per request: the per-address limits are not what these tests are about.
  const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  const storage = tempStorage();
  let itemSlug = '';

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true, storage });
    const item = await addGalleryItem(database.db, storage, { category: 'stock_items', title: 'Gray Slant 30 in' });
    itemSlug = item.slug!;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function call(procedure: string, input: unknown, options: { basket?: string; cookie?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.basket) headers['x-basket-session'] = options.basket;
    if (options.cookie) headers.cookie = options.cookie;
    return app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers,
      payload: JSON.stringify(input),
      remoteAddress: nextIp(),
    } as InjectOptions);
  }
  function query(procedure: string, input: unknown, options: { cookie?: string } = {}) {
    return app.inject({
      method: 'GET',
      url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: options.cookie ? { cookie: options.cookie } : {},
      remoteAddress: nextIp(),
    } as InjectOptions);
  }
  const fieldErrors = (body: string) => JSON.parse(body).error.data.zodError.fieldErrors as Record<string, string[]>;

  const NUL = 'a\u0000b';
  const LONE_SURROGATE = 'Jane \ud83d Doe';

  const contact = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '(580) 555-0136',
    office: 'either',
    message: 'We would like a headstone.',
  };
  const estimate = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '',
    monumentType: 'upright',
    cemetery: 'Rosedale',
    message: 'Gray granite.',
  };
  const quote = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '',
    preferredOffice: 'oklahoma',
    cemeteryName: 'Rosedale',
    cemeteryTown: 'Ada',
    timeline: '',
    message: 'Please call.',
  };

  it.each(Object.keys(contact).filter((key) => key !== 'office'))(
    'contact form: a NUL in "%s" is a 400 beside that field',
    async (field) => {
      const response = await call('leads.submitContact', { ...contact, [field]: NUL });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.body)[field]?.join(' ')).toMatch(/character/i);
    },
  );

  it.each(['name', 'email', 'cemetery', 'message', 'website'])(
    'estimate form: a NUL in "%s" is a 400 beside that field',
    async (field) => {
      const response = await call('leads.submitEstimate', { ...estimate, [field]: NUL });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.body)[field]?.join(' ')).toMatch(/character/i);
    },
  );

  it('a lone surrogate (half an emoji) is refused in plain words, not stored as garbage', async () => {
    const response = await call('leads.submitContact', { ...contact, name: LONE_SURROGATE });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body).name?.join(' ')).toMatch(/character/i);
  });

  it('a NUL in the page the form was sent from is dropped, and the message is kept', async () => {
    const response = await call('leads.submitContact', { ...contact, sourcePage: `/contact-us${NUL}` });
    expect(response.statusCode).toBe(200);
    const row = await database.db
      .selectFrom('submissions')
      .select(['source_page'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.source_page).toBeNull();
  });

  it.each(Object.keys(quote).filter((key) => key !== 'preferredOffice' && key !== 'timeline'))(
    'quote request: a NUL in "%s" is a 400 beside that field',
    async (field) => {
      const basket = randomUUID();
      expect(
        (await call('basket.add', { itemType: 'package', itemId: valuePackages[0]!.id }, { basket })).statusCode,
      ).toBe(200);
      const response = await call(
        'basket.submitQuote',
        { ...quote, [field]: NUL, idempotencyKey: randomUUID() },
        { basket },
      );
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.body)[field]?.join(' ')).toMatch(/character/i);
    },
  );

  it('gallery item: a NUL in the slug is a 400 with a clear message', async () => {
    const response = await query('gallery.item', { category: 'stock_items', slug: NUL });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body).slug?.join(' ')).toMatch(/character/i);
  });

  describe('gallery cursor', () => {
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const at = '2026-01-01 10:00:00.123456+00';
    it.each([
      ['an order of 1e300', cursorOf([1e300, at, randomUUID()])],
      ['an order of 3000000000', cursorOf([3_000_000_000, at, randomUUID()])],
      ['a malformed UUID', cursorOf([0, at, 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'])],
      ['a UUID-shaped run of hyphens', cursorOf([0, at, '------------------------------------'])],
      ['the timestamp 9999-99-99', cursorOf([0, '9999-99-99 00:00:00+00', randomUUID()])],
      ['the timestamp 2026-02-30', cursorOf([0, '2026-02-30 10:00:00+00', randomUUID()])],
      ['a NUL', `${cursorOf([0, at, randomUUID()])}\u0000`],
      ['something that is not a cursor', 'bm90IGEgY3Vyc29y'],
    ])('carrying %s is a 400 with a clear message', async (_label, cursor) => {
      const response = await query('gallery.list', { category: 'set_monuments', limit: 5, cursor });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.body).cursor?.join(' ')).toMatch(/reload|type the text in again/i);
    });

    it('a cursor the server made still pages', async () => {
      for (let i = 0; i < 3; i++)
        await addGalleryItem(database.db, storage, { category: 'set_monuments', title: `Monument ${i}` });
      const first = await query('gallery.list', { category: 'set_monuments', limit: 2 });
      const nextCursor = first.json().result.data.nextCursor as string;
      const second = await query('gallery.list', { category: 'set_monuments', limit: 2, cursor: nextCursor });
      expect(second.statusCode).toBe(200);
      expect(second.json().result.data.items).toHaveLength(1);
    });
  });

  describe('session cookie', () => {
    // A socket's header bytes arrive as Latin-1, so a broken UTF-8 sequence arrives as such characters.
    it.each([
      'ab%00cd.ef',
      'ab%ED%A0%80cd.ef',
      'ab\u00ed\u00a0\u0080cd.ef',
      `${'a'.repeat(24)}.${'%00'.repeat(8)}`,
      'x'.repeat(5000),
    ])('a malformed cookie (%s) is treated as signed out, not a 500', async (cookie) => {
      const response = await query('auth.session', undefined, { cookie: `session=${cookie}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.data).toEqual({ user: null });
    });

    it('a malformed cookie on a staff page signs nobody in and breaks nothing', async () => {
      const response = await app.inject({ url: '/admin', headers: { cookie: 'session=ab%00cd.ef' } });
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  describe('item pages', () => {
    it.each([
      ['a NUL in the slug', '/gallery/stock-items/a%00b'],
      ['a slug over 80 characters', `/gallery/stock-items/${'a'.repeat(81)}`],
      ['a slug of 5,000 characters', `/gallery/stock-items/${'a-'.repeat(2500)}x`],
      ['an emoji', '/gallery/stock-items/%F0%9F%98%80'],
      ['a slug that is not one', '/gallery/stock-items/a--b'],
    ])('%s is a real 404 at once', async (_label, url) => {
      const started = performance.now();
      const response = await app.inject({ url, remoteAddress: nextIp() } as InjectOptions);
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This Page Has Moved On');
      expect(elapsed).toBeLessThan(1000);
    });

    it('a real item still renders', async () => {
      const response = await app.inject({ url: `/gallery/stock-items/${itemSlug}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Gray Slant 30 in');
    });
  });
});
