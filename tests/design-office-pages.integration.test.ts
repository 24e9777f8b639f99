import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/create-db';
import { SESSION_COOKIE } from '#server/modules/auth/session.service';
import { ensureBasketSession, insertBasketLine } from '#server/modules/basket/basket.repository';
import type { BasketItemType } from '#server/modules/basket/basket.choices';
import { buildTestApp, callerFor, createUserSession } from '#tests/support/test-app';
import { openTestDatabase } from '#tests/support/test-database';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 24" width="36in" height="24in">' +
  '<title>Serpentine upright in Jet Black</title><path d="M0 4h36v20H0z" fill="#1c1c1e"/></svg>';

describe('the staff screen of a quote request with a design, as the server sends it', () => {
  let database: Database;
  let app: FastifyInstance;
  let cookie: string;
  let id: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database, { pages: 'production', production: true });
    cookie = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: true })).token}`;
    const basketSessionId = randomUUID();
    await ensureBasketSession(database.db, basketSessionId);
    await insertBasketLine(database.db, {
      sessionId: basketSessionId,
      itemType: 'design' as BasketItemType,
      itemId: 'KMNP-QRST',
      data: {
        title: 'Your design: Serpentine upright in Jet Black',
        image: null,
        priceCents: null,
        category: 'Your design',
        link: '/ai-tools/design-playground/KMNP-QRST',
        design: {
          reference: 'KMNP-QRST',
          svg,
          description: 'Serpentine upright, 36 by 24 inches, Jet Black.',
          range: '$3,450 to $3,980',
          versionId: 1,
        },
      },
    });
    const visitor = callerFor(database, { basketSessionId, ip: '198.51.100.7' });
    await visitor.basket.submitQuote({
      name: 'Margaret Ellis',
      email: 'margaret@example.com',
      phone: '(580) 555-0199',
      preferredOffice: 'oklahoma',
      cemeteryName: '',
      cemeteryTown: '',
      timeline: '',
      message: '',
      idempotencyKey: randomUUID(),
    });
    id = (await database.db.selectFrom('basket_submissions').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows the drawing as a picture, its words, estimate and files, and offers to start an order', async () => {
    const response = await app.inject({ url: `/admin/quote-requests/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    expect(html).toContain(`src="${dataUrl}"`);
    expect(html).not.toContain('<title>Serpentine upright in Jet Black</title>');
    expect(html).toContain('Serpentine upright, 36 by 24 inches, Jet Black.');
    expect(html).toContain('Estimate the family saw: $3,450 to $3,980');
    expect(html).toContain('href="/ai-tools/design-playground/KMNP-QRST/design-sheet.pdf"');
    expect(html).toContain('href="/ai-tools/design-playground/KMNP-QRST/design.png"');
    expect(html).toContain('Start an order from this design');
    expect(html).toContain('their drawing as its first proof draft. You still draw and upload the real proof.');
  });

  it('once the order is open, links to it instead', async () => {
    const staff = callerFor(database, { sessionToken: cookie.split('=')[1] }).admin;
    const order = await staff.orders.openFrom({ kind: 'quote_request', id });
    const html = (await app.inject({ url: `/admin/quote-requests/${id}`, headers: { cookie } })).body;
    expect(html).toContain(`href="/admin/orders?page=1&amp;open=${order.id}"`);
    expect(html).toContain(`>${order.reference}</a>`);
    expect(html).not.toContain('Start an order from this design');
  });
});
