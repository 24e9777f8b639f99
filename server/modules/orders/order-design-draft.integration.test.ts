import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import type { MediaStorage } from '#server/modules/media/storage';
import { ensureBasketSession, insertBasketLine } from '../basket/basket.repository';
import type { BasketItemType } from '../basket/basket.choices';
import { buildScene } from '../design/design.drawing';
import { outlineLine } from '../design/design.outline';
import { sceneToSvg } from '../design/design.render-svg';
import { blankDesign } from '../design/design.start';
import { parseReference } from '../shared/reference';
import { designDraftPng, DESIGN_DRAFT_WIDTH } from './order-design-draft.service';

const quoteForm = {
  name: 'Margaret Ellis',
  email: 'margaret@example.com',
  phone: '(580) 555-0199',
  preferredOffice: 'texas' as const,
  cemeteryName: 'Rosedale Cemetery',
  cemeteryTown: 'Ada, OK',
  timeline: 'within-3-months',
  message: 'For my mother, next to my father.',
};

/** A design's basket snapshot as the playground keeps it: the real drawing of a real design. */
async function designSnapshot(reference: string) {
  const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
  design.stone.top = 'serpentine';
  design.lettering[0]!.lines = ['ELLIS'];
  const scene = buildScene(design, {
    granite: { name: 'Jet Black', tone: '#1c1c1e', photoHref: null },
    outline: outlineLine,
  });
  return {
    title: `Your design: ${scene.title}`,
    image: null,
    priceCents: null,
    category: 'Your design',
    link: `/ai-tools/design-playground/${reference}`,
    design: {
      reference,
      svg: await sceneToSvg(scene),
      description: scene.description,
      range: '$3,450 to $3,980',
      versionId: 1,
    },
  };
}

/**
 * The office sees a family's design (issue 34 point 10, decision 256): the quote request and the
 * booking carry its drawing, and an order opened from either starts with the drawing as a proof
 * draft, never sent to the family by itself.
 */
describe.each(databaseTargets)("the office and a family's design (%s)", (target) => {
  let database: Database;
  let storage: MediaStorage;
  let adminToken: string;
  let adminEmail: string;
  let ip = 0;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    storage = tempStorage();
    const admin = await createUserSession(database, { admin: true });
    adminToken = admin.token;
    adminEmail = admin.email;
  });
  afterAll(() => database.close());

  const staff = () => callerFor(database, { sessionToken: adminToken, storage }).admin;

  /** A visitor's basket holding a design (the playground's 'design' item, its snapshot as the basket keeps it). */
  async function basketWithDesign(reference: string) {
    const basketSessionId = randomUUID();
    const visitor = callerFor(database, { basketSessionId, ip: `198.51.100.${++ip}` });
    await ensureBasketSession(database.db, basketSessionId);
    await insertBasketLine(database.db, {
      sessionId: basketSessionId,
      itemType: 'design' as BasketItemType,
      itemId: reference,
      data: await designSnapshot(reference),
    });
    return visitor;
  }

  it('renders the drawing as a white-backed picture of the proof width', async () => {
    const png = await designDraftPng((await designSnapshot('ABCD-EFGH')).design.svg);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(DESIGN_DRAFT_WIDTH);
    // 36 by 24 inches on a base: wider than tall.
    expect(meta.height).toBeGreaterThan(500);
    expect(meta.height).toBeLessThan(DESIGN_DRAFT_WIDTH);
    const corner = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('keeps the drawing with the quote request, and the order opened from it starts with it as a draft', async () => {
    const visitor = await basketWithDesign('KMNP-QRST');
    const { reference } = await visitor.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() });
    const list = await staff().quoteRequests.list({ q: reference });
    const id = list.items[0]!.id;

    // What the staff screen reads: the drawing, its words and range, and the design's address.
    const request = await staff().quoteRequests.get({ id });
    const item = request.items[0]!;
    expect(item.itemType).toBe('design');
    expect(item.link).toBe('/ai-tools/design-playground/KMNP-QRST');
    expect(item.design).toMatchObject({ reference: 'KMNP-QRST', range: '$3,450 to $3,980' });
    expect(item.design!.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(item.design!.description).toMatch(/^Serpentine upright, 36 by 24 inches, Jet Black/);
    expect(await staff().orders.openedFrom({ kind: 'quote_request', id })).toBeNull();

    const order = await staff().orders.openFrom({ kind: 'quote_request', id });
    expect(order.office).toBe('texas');
    expect(order.soldDescription).toContain('Your design: Serpentine upright in Jet Black');
    expect(order.proofs).toEqual([]);
    expect(order.drafts).toHaveLength(1);
    const draft = order.drafts[0]!;
    expect(draft).toMatchObject({ kind: 'image', fileName: 'Family design KMNP-QRST.png', uploadedBy: adminEmail });
    expect(draft.width).toBeGreaterThan(0);
    expect(draft.mediumUrl).toBe(`/proof-files/${draft.id}/medium`);
    expect(order.history.map((h) => h.detail)).toContain(
      "The family's design KMNP-QRST added as a proof draft (not sent)",
    );
    // The stored original is the drawing as a PNG.
    const file = await database.db
      .selectFrom('order_proof_files')
      .select(['original_key', 'order_id'])
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(file.order_id).toBe(order.id);
    const original = await storage.get(file.original_key);
    expect((await sharp(original!).metadata()).width).toBe(DESIGN_DRAFT_WIDTH);

    // The order is still waiting for the real proof: nothing was sent, the stage is the first.
    expect(order.stage).toBe('opened');
    const sent = await database.db.selectFrom('events').select('type').where('type', '=', 'proof.sent').execute();
    expect(sent).toEqual([]);

    // Opening it again answers with the same order, and adds no second draft.
    expect(await staff().orders.openedFrom({ kind: 'quote_request', id })).toEqual({
      id: order.id,
      reference: order.reference,
    });
    const again = await staff().orders.openFrom({ kind: 'quote_request', id });
    expect(again.id).toBe(order.id);
    expect(again.drafts).toHaveLength(1);
  });

  it('a draft disappears from the drafts once staff send it as a version', async () => {
    const visitor = await basketWithDesign('WXYZ-2345');
    const { reference } = await visitor.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() });
    const id = (await staff().quoteRequests.list({ q: reference })).items[0]!.id;
    const order = await staff().orders.openFrom({ kind: 'quote_request', id });
    const sent = await staff().orders.issueProof({
      orderId: order.id,
      fileId: order.drafts[0]!.id,
      lines: [{ kind: 'family_name', text: 'ELLIS' }],
      message: '',
    });
    expect(sent.drafts).toEqual([]);
    expect(sent.proofs).toHaveLength(1);
  });

  it('keeps the drawing with a booking the basket was attached to, and its order starts with it', async () => {
    const visitor = await basketWithDesign('HJKM-6789');
    const slots = (await callerFor(database).bookings.slots({ office: 'oklahoma' })).days.flatMap((d) => d.slots);
    const booked = await visitor.bookings.book({
      office: 'oklahoma',
      startsAt: slots[0]!.startsAt,
      attachBasket: true,
      name: 'Mary Jones',
      email: 'mary@example.com',
      phone: '(580) 555-0136',
      topic: 'new-monument',
      cemetery: 'Rosedale Cemetery',
      town: 'Ada',
      notes: 'We made a design.',
    });
    const bookingId = parseReference('booking', booked.reference)!;
    const booking = await staff().bookings.get({ id: bookingId });
    expect(booking.attachment?.items[0]?.design).toMatchObject({
      reference: 'HJKM-6789',
      range: '$3,450 to $3,980',
    });
    expect(booking.attachment?.items[0]?.design?.svg).toMatch(/^<svg/);
    // The agenda lists the booking without the drawing (the drawer reads the whole booking).
    const week = await staff().bookings.agenda({
      office: 'oklahoma',
      view: 'week',
      date: slots[0]!.startsAt.slice(0, 10),
    });
    const listed = week.days.flatMap((d) => d.bookings).find((b) => b.id === bookingId)!;
    expect(listed.attachment?.items[0]?.title).toBe('Your design: Serpentine upright in Jet Black');
    expect(listed.attachment?.items[0]?.design).toBeUndefined();
    const order = await staff().orders.openFrom({ kind: 'booking', id: bookingId });
    expect(order.drafts.map((d) => d.fileName)).toEqual(['Family design HJKM-6789.png']);
  });

  it('an order from a request without a design has no draft', async () => {
    const basketSessionId = randomUUID();
    const visitor = callerFor(database, { basketSessionId, ip: `198.51.100.${++ip}` });
    await visitor.basket.add({ itemType: 'package', itemId: (await import('#content/packages')).valuePackages[0]!.id });
    const { reference } = await visitor.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() });
    const id = (await staff().quoteRequests.list({ q: reference })).items[0]!.id;
    const order = await staff().orders.openFrom({ kind: 'quote_request', id });
    expect(order.drafts).toEqual([]);
  });

  it('refuses the order lookup to visitors', async () => {
    const id = randomUUID();
    expect(await codeOf(callerFor(database).admin.orders.openedFrom({ kind: 'quote_request', id }))).toBe(
      'UNAUTHORIZED',
    );
  });
});
