import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import type { TRPCError } from '@trpc/server';
import { callerFor, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import type { MediaStorage } from '#server/modules/media/storage';
import { ensureBasketSession, insertBasketLine } from '../basket/basket.repository';
import { cemeteryCheck, importCemeteries } from '../cemeteries/cemeteries.service';
import { oklahomaDemoCemeteries } from '../cemeteries/demo-cemeteries-oklahoma';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { seedCalculator } from '../calculator/calculator.service';
import { insertSavedDesign } from '../design/design.repository';
import { blankDesign } from '../design/design.start';
import { businessDaysBefore } from './orders.cemetery';

const ROSE_HILL = { slug: 'rose-hill-cemetery-ada', section: 'Section B' };
/** A 42 in upright where Section B allows 36 in. */
const TALL_UPRIGHT = { kind: 'upright' as const, heightIn: 42, widthIn: 36, depthIn: 8, granite: null };

const quoteForm = {
  name: 'Margaret Ellis',
  email: 'margaret@example.com',
  phone: '(580) 555-0199',
  preferredOffice: 'oklahoma' as const,
  cemeteryName: 'Rose Hill Cemetery',
  cemeteryTown: 'Ada',
  timeline: 'within-3-months',
  message: 'For my mother, next to my father.',
};

const byHand = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ruth Ann Whitaker',
  email: 'ruth@example.com',
  phone: '(580) 555-0180',
  office: 'oklahoma' as const,
  inscription: 'HAROLD JAMES WHITAKER',
  cemetery: 'Rose Hill Cemetery, Ada',
  plot: 'Row 4, plot 12',
  soldKind: 'description' as const,
  soldReference: null,
  soldDescription: 'Gray granite upright',
  priceCents: 520_000,
  depositCents: 260_000,
  expectedInstallation: 'Late April 2027',
  ...overrides,
});

/**
 * Issue 35 point 6 for orders (decision 286): an order keeps the family's cemetery and the rules
 * their design broke, carries a "cemetery approval" checklist item staff mark and undo, and the
 * dashboard lists the open orders still waiting on a cemetery, oldest first.
 */
describe.each(databaseTargets)('an order and its cemetery (%s)', (target) => {
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
    const roseHill = oklahomaDemoCemeteries.filter((c) => c.slug === ROSE_HILL.slug);
    await importCemeteries(database.db, { id: null, email: 'test' }, roseHill);
    // The published price list: a saved design is read (and sized) through it.
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
  });
  afterAll(() => database.close());

  const staff = () => callerFor(database, { sessionToken: adminToken, storage }).admin;

  /** A saved playground design of a 42 in upright, and its line in a basket as the playground keeps it. */
  async function designLine(basketSessionId: string, reference: string) {
    const design = blankDesign('upright', { widthIn: 36, heightIn: 42, granite: 'jet_black' });
    await insertSavedDesign(database.db, { reference, configuration: design, priceListVersionId: null, grantId: null });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="36in" height="42in" viewBox="0 0 36 42"></svg>';
    await insertBasketLine(database.db, {
      sessionId: basketSessionId,
      itemType: 'design',
      itemId: reference,
      data: {
        title: 'Your design: Upright in Jet Black',
        image: null,
        priceCents: null,
        category: 'Your design',
        link: `/ai-tools/design-playground/${reference}`,
        design: { reference, svg, description: 'Upright, 36 by 42 inches', range: '', versionId: 1 },
      },
    });
  }

  /**
   * A quote request whose family chose Rose Hill, Section B: for a catalog stone whose check found
   * a 42 in upright too tall, or for a saved design whose check (as kept) found nothing.
   */
  async function quoteRequestWithCheck(design?: string) {
    const basketSessionId = randomUUID();
    await ensureBasketSession(database.db, basketSessionId);
    if (design) await designLine(basketSessionId, design);
    else
      await insertBasketLine(database.db, {
        sessionId: basketSessionId,
        itemType: 'gallery',
        itemId: 'gray-upright-36',
        data: {
          title: 'Gray upright',
          image: null,
          priceCents: null,
          category: 'Catalog items',
          link: '/gallery/catalog-items/gray-upright-36',
        },
      });
    const visitor = callerFor(database, { basketSessionId, ip: `198.51.100.${++ip}` });
    const { reference } = await visitor.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID() });
    const id = (await staff().quoteRequests.list({ q: reference })).items[0]!.id;
    // What the quote request's form keeps (decision 270): the check made on the server.
    const check = await cemeteryCheck(database.db, ROSE_HILL, design ? [] : [TALL_UPRIGHT]);
    await sql`update basket_submissions set cemetery_check = ${JSON.stringify(check)}::jsonb where id = ${id}`.execute(
      database.db,
    );
    return { id, check: check! };
  }

  it('opens an order from a quote request with its cemetery, its warnings and the approval lead time', async () => {
    const { id, check } = await quoteRequestWithCheck();
    expect(check.findings.length).toBeGreaterThan(0);
    const order = await staff().orders.openFrom({ kind: 'quote_request', id });
    expect(order.cemetery).toBe('Rose Hill Cemetery, Ada');
    expect(order.cemeteryCheck).toEqual(check);
    expect(order.cemeteryApproval).toMatchObject({
      cemetery: 'Rose Hill Cemetery, Ada, OK',
      listed: true,
      section: 'Section B',
      leadDays: 10,
      leadTime: 'Allow about 10 business days',
      askBy: null,
      approvedOn: null,
      findings: check.findings,
    });
    expect(order.cemeteryApproval!.findings[0]!.message).toMatch(/36 in/);
    expect(order.history.map((h) => h.detail)).toContain(
      `Cemetery from the quote request ${(await staff().quoteRequests.get({ id })).reference}: Rose Hill Cemetery, Section B (${check.findings.length === 1 ? 'one rule' : `${check.findings.length} rules`} to look at)`,
    );

    // Saving other details keeps the findings; the expected installation gives a day to ask by.
    const fields = { ...byHand(), name: order.name, cemetery: order.cemetery };
    const saved = await staff().orders.update({ id: order.id, ...fields, cemeteryChoice: ROSE_HILL });
    expect(saved.cemeteryApproval!.findings).toEqual(check.findings);
    expect(saved.cemeteryApproval!.askBy).toBe(businessDaysBefore('2027-04-21', 10));
    expect(saved.cemeteryApproval!.askBy).toBe('2027-04-07');

    // Staff choose the Garden of Peace: the check is made again (no design to read: nothing broken).
    const garden = await staff().orders.update({
      id: order.id,
      ...fields,
      cemetery: 'Rose Hill Cemetery, Ada',
      cemeteryChoice: { slug: ROSE_HILL.slug, section: 'Garden of Peace' },
    });
    expect(garden.cemeteryCheck).toMatchObject({ slug: ROSE_HILL.slug, section: 'Garden of Peace', findings: [] });
    expect(garden.history[0]!.detail).toBe('Cemetery checked: Rose Hill Cemetery, Garden of Peace');

    // A cemetery we do not list: kept by name, the lead time not known.
    const notListed = await staff().orders.update({
      id: order.id,
      ...fields,
      cemetery: 'Old Stonewall Cemetery',
      cemeteryChoice: { notListed: 'Old Stonewall Cemetery' },
    });
    expect(notListed.cemeteryApproval).toMatchObject({
      cemetery: 'Old Stonewall Cemetery',
      listed: false,
      section: null,
      leadTime: 'Lead time not known: ask the cemetery',
      askBy: null,
      findings: [],
    });
  });

  it('checks the family’s saved design again when the order opens, and again when staff choose another section', async () => {
    const { id, check } = await quoteRequestWithCheck('WXYZ-2345');
    expect(check.findings).toEqual([]);
    const order = await staff().orders.openFrom({ kind: 'quote_request', id });
    expect(order.drafts).toHaveLength(1);
    expect(order.cemeteryCheck).toMatchObject({ slug: ROSE_HILL.slug, section: 'Section B' });
    expect(order.cemeteryApproval!.findings.map((f) => f.rule)).toContain('max_height');
    expect(order.cemeteryApproval!.findings.find((f) => f.rule === 'max_height')!.message).toMatch(/42 in/);

    const garden = await staff().orders.update({
      id: order.id,
      ...byHand({ name: order.name, email: order.email, phone: order.phone }),
      cemeteryChoice: { slug: ROSE_HILL.slug, section: 'Garden of Peace' },
    });
    expect(garden.cemeteryCheck!.section).toBe('Garden of Peace');
    expect(garden.cemeteryApproval!.findings.map((f) => f.rule)).toContain('kind');
  });

  it('marks the cemetery’s approval, refuses a day to come, and clears it again, each in the history', async () => {
    const order = await staff().orders.open({ ...byHand(), cemeteryChoice: ROSE_HILL });
    expect(order.cemeteryApproval).toMatchObject({ section: 'Section B', leadTime: 'Allow about 10 business days' });

    const future = await staff()
      .orders.markCemeteryApproval({ id: order.id, approvedOn: '2099-01-05' })
      .catch((e: unknown) => e);
    expect((future as TRPCError).code).toBe('BAD_REQUEST');
    expect((future as Error).message).toMatch(/cannot be in the future/);

    const badDate = await staff()
      .orders.markCemeteryApproval({ id: order.id, approvedOn: '2026-02-30' })
      .catch((e: unknown) => e);
    expect((badDate as TRPCError).code).toBe('BAD_REQUEST');

    const approved = await staff().orders.markCemeteryApproval({ id: order.id, approvedOn: '2026-11-30' });
    expect(approved.cemeteryApproval).toMatchObject({ approvedOn: '2026-11-30', approvedBy: adminEmail });
    expect(approved.history[0]).toMatchObject({
      detail: 'Cemetery approval marked: approved on 2026-11-30 by Rose Hill Cemetery',
      byEmail: adminEmail,
    });

    const cleared = await staff().orders.markCemeteryApproval({ id: order.id, approvedOn: null });
    expect(cleared.cemeteryApproval).toMatchObject({ approvedOn: null, approvedBy: null });
    expect(cleared.history[0]!.detail).toBe('Cemetery approval cleared (it was marked approved on 2026-11-30)');

    // Choosing another cemetery clears an approval given by the first.
    await staff().orders.markCemeteryApproval({ id: order.id, approvedOn: '2026-11-30' });
    const moved = await staff().orders.update({
      id: order.id,
      ...byHand(),
      cemetery: 'Old Stonewall Cemetery',
      cemeteryChoice: { notListed: 'Old Stonewall Cemetery' },
    });
    expect(moved.cemeteryApproval!.approvedOn).toBeNull();
    expect(moved.history[0]!.detail).toMatch(/approval was cleared \(it was for another cemetery\)/);
  });

  it('refuses an approval on an order with no cemetery', async () => {
    const order = await staff().orders.open(byHand({ cemetery: null }));
    expect(order.cemeteryApproval).toBeNull();
    const error = await staff()
      .orders.markCemeteryApproval({ id: order.id, approvedOn: '2026-11-30' })
      .catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect((error as Error).message).toMatch(/Choose the order’s cemetery/);
  });

  it('lists the open orders waiting on a cemetery on the dashboard, oldest first, and drops an approved one', async () => {
    await database.db.deleteFrom('orders').execute();
    const older = await staff().orders.open({ ...byHand({ name: 'Older Family' }), cemeteryChoice: ROSE_HILL });
    const newer = await staff().orders.open(byHand({ name: 'Newer Family', cemetery: 'Old Stonewall Cemetery' }));
    const installed = await staff().orders.open({ ...byHand({ name: 'Installed Family' }), cemeteryChoice: ROSE_HILL });
    await staff().orders.open(byHand({ name: 'No Cemetery Family', cemetery: null }));
    await sql`update order_stages set reached_on = reached_on - 12 where order_id = ${older.id}`.execute(database.db);
    await sql`update orders set stage = 'installed' where id = ${installed.id}`.execute(database.db);

    const { waitingOnCemetery } = await staff().dashboard.summary();
    expect(waitingOnCemetery.total).toBe(2);
    expect(waitingOnCemetery.orders.map((o) => o.name)).toEqual(['Older Family', 'Newer Family']);
    expect(waitingOnCemetery.orders[0]).toMatchObject({
      id: older.id,
      reference: older.reference,
      cemetery: 'Rose Hill Cemetery, Section B',
      leadTime: 'Allow about 10 business days',
      waited: 'Waiting 12 days',
    });
    expect(waitingOnCemetery.orders[1]).toMatchObject({
      id: newer.id,
      cemetery: 'Old Stonewall Cemetery',
      leadTime: 'Lead time not known: ask the cemetery',
      waited: 'Opened today',
    });

    await staff().orders.markCemeteryApproval({ id: older.id, approvedOn: '2026-11-30' });
    const after = await staff().dashboard.summary();
    expect(after.waitingOnCemetery.orders.map((o) => o.id)).toEqual([newer.id]);
  });
});
