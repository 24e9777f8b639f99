import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { seedCalculator } from '../calculator/calculator.service';
import { moveInterimCalculatorRules } from '#migrations/20261124T0700_public_calculator';

const family = { name: 'Ruth Alvarez', email: 'ruth@example.com', phone: '(580) 555-0136', zip: '74820' };

describe.each(databaseTargets)('public calculator, access forms and authorizations (%s)', (target) => {
  let database: Database;
  let staff: Awaited<ReturnType<typeof signedInCaller>>;
  let visitor: ReturnType<typeof callerFor>;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    staff = await signedInCaller(database, { admin: true });
    visitor = callerFor(database, { basketSessionId: randomUUID(), ip: '198.51.100.7' });
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
  });
  afterAll(() => database.close());

  it('lists the templates with a "from" price and keeps the figures behind the access form', async () => {
    const options = await visitor.calculator.options();
    expect(options?.templates.length).toBeGreaterThan(3);
    expect(options?.templates.every((t) => t.fromCents === null || t.fromCents > 0)).toBe(true);
    expect(await visitor.calculator.estimate({ choices: { template: 'single_upright' } })).toEqual({
      status: 'locked',
    });
    expect(await codeOf(visitor.calculator.save({ choices: { template: 'single_upright' } }))).toBe('FORBIDDEN');
  });

  it('checks the access form beside the fields, drops a honeypot quietly, and grants a token', async () => {
    expect(await codeOf(visitor.access.request({ ...family, zip: '123', tool: 'calculator' }))).toBe('BAD_REQUEST');
    const robot = await callerFor(database, { ip: '198.51.100.8' }).access.request({
      ...family,
      website: 'spam',
      tool: 'calculator',
    });
    expect(
      await visitor.calculator.estimate({ choices: { template: 'single_upright' }, grantToken: robot.token }),
    ).toEqual({ status: 'locked' });
    token = (await visitor.access.request({ ...family, tool: 'calculator' })).token;
    const list = await staff.admin.authorizations.list({});
    expect(list.map((g) => g.name)).toEqual(['Ruth Alvarez']);
  });

  it('prices with the published version, with the breakdown in plain words', async () => {
    const result = await visitor.calculator.estimate({
      choices: { template: 'single_upright', color: 'blue_pearl', length: 40 },
      grantToken: token,
    });
    expect(result.status).toBe('priced');
    if (result.status !== 'priced') return;
    const published = (await staff.admin.calculator.history())[0]!;
    expect(result.versionId).toBe(published.id);
    expect(result.lowCents).toBeLessThanOrEqual(result.totalCents);
    expect(result.highCents).toBeGreaterThanOrEqual(result.totalCents);
    const labels = result.summary.lines.map((l) => l.label).join('\n');
    expect(labels).toMatch(/Granite: .*Blue Pearl.*cu ft/);
    expect(result.summary.lines.some((l) => l.amount === 'Included')).toBe(true);
  });

  it('refuses impossible choices with the field they belong to', async () => {
    const ask = (choices: Record<string, unknown>) =>
      visitor.calculator.estimate({ choices: { template: 'single_upright', ...choices }, grantToken: token });
    expect(await ask({ length: 200 })).toMatchObject({ status: 'refused', field: 'length' });
    expect(await ask({ color: 'no_such_color' })).toMatchObject({ status: 'refused', field: 'color' });
    expect(await ask({ addons: ['no_such_addon'] })).toMatchObject({ status: 'refused', field: 'addons' });
    expect(await ask({ finishes: ['polish_top'] })).toMatchObject({ status: 'refused', field: 'finishes' });
    expect(await codeOf(ask({ length: 5000 }))).toBe('BAD_REQUEST');
  });

  it('keeps a saved estimate at its price after a new version is published', async () => {
    const choices = { template: 'single_upright', color: 'georgia_gray' };
    const { reference } = await visitor.calculator.save({ choices, grantToken: token });
    expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const before = await visitor.calculator.saved({ reference: reference.toLowerCase() });

    const { revision, document } = await staff.admin.calculator.draft();
    const georgia = document.colors.find((c) => c.key === 'georgia_gray')!;
    await staff.admin.calculator.saveItem({
      baseRevision: revision,
      originalKey: 'georgia_gray',
      change: { section: 'colors', item: { ...georgia, ratePerCubicFootCents: georgia.ratePerCubicFootCents * 3 } },
    });
    const draft = await staff.admin.calculator.draft();
    await staff.admin.calculator.publish({ baseRevision: draft.revision, note: 'Georgia Gray up' });

    const after = await visitor.calculator.saved({ reference });
    expect(after).toEqual(before);
    const fresh = await visitor.calculator.estimate({ choices, grantToken: token });
    expect(fresh.status === 'priced' && fresh.totalCents).toBeGreaterThan(before.totalCents);
    expect(fresh.status === 'priced' && fresh.versionId).toBeGreaterThan(before.versionId);
  });

  it('builds the basket snapshot on the server (a client-sent price is ignored) and the quote request keeps it', async () => {
    const { reference } = await visitor.calculator.save({
      choices: { template: 'companion_upright' },
      grantToken: token,
    });
    const saved = await visitor.calculator.saved({ reference });
    // Extra fields a browser might send are not part of the input; the snapshot is the stored estimate.
    await visitor.basket.add({ itemType: 'estimate', itemId: reference, priceCents: 1 } as never);
    const basket = await visitor.basket.list();
    const line = basket.items.find((i) => i.itemId === reference)!;
    expect(line.data.priceCents).toBe(saved.totalCents);
    expect(line.data.estimate?.versionId).toBe(saved.versionId);
    expect(line.data.estimate?.lines).toEqual(saved.summary.lines);
    expect(await codeOf(visitor.basket.add({ itemType: 'estimate', itemId: 'ZZZZ-ZZZZ' }))).toBe('NOT_FOUND');

    const sent = await visitor.basket.submitQuote({
      name: 'Ruth Alvarez',
      email: 'ruth@example.com',
      phone: '',
      preferredOffice: 'oklahoma',
      cemeteryName: '',
      cemeteryTown: '',
      timeline: '',
      message: '',
      idempotencyKey: randomUUID(),
    });
    const requests = await staff.admin.quoteRequests.list({});
    const request = await staff.admin.quoteRequests.get({
      id: requests.items.find((r) => r.reference === sent.reference)!.id,
    });
    expect(request.items[0]).toMatchObject({ itemType: 'estimate', estimate: { versionId: saved.versionId } });
  });

  it('lists grants with their estimates, searches, filters, exports safe CSV, and revokes', async () => {
    await callerFor(database, { ip: '198.51.100.9' }).access.request({
      ...family,
      name: '=HYPERLINK("http://evil")',
      email: 'other@example.com',
      tool: 'design_tool',
    });
    const all = await staff.admin.authorizations.list({});
    expect(all).toHaveLength(2);
    expect(all.find((g) => g.name === 'Ruth Alvarez')!.estimates.length).toBeGreaterThanOrEqual(2);
    expect((await staff.admin.authorizations.list({ tool: 'design_tool' })).map((g) => g.email)).toEqual([
      'other@example.com',
    ]);
    expect((await staff.admin.authorizations.list({ q: 'ruth@' })).map((g) => g.name)).toEqual(['Ruth Alvarez']);
    const csv = await staff.admin.authorizations.exportCsv({});
    expect(csv.csv).toContain("'=HYPERLINK");
    expect(csv.csv).not.toMatch(/(^|,)"?=HYPERLINK/m);

    const ruth = all.find((g) => g.name === 'Ruth Alvarez')!;
    expect(await staff.admin.authorizations.revoke({ id: ruth.id })).toEqual({ revoked: true });
    expect(await visitor.calculator.estimate({ choices: { template: 'single_upright' }, grantToken: token })).toEqual({
      status: 'locked',
    });
    expect(await codeOf(staff.admin.authorizations.revoke({ id: 999999 }))).toBe('NOT_FOUND');
    expect((await staff.admin.estimates.recent()).length).toBeGreaterThanOrEqual(2);
  });

  it('opens the calculator to everyone when staff switch the gate off', async () => {
    await staff.admin.settings.update({
      section: 'gates',
      value: { calculatorAccessForm: false, designToolAccessForm: true },
    });
    const result = await visitor.calculator.estimate({ choices: { template: 'single_upright' } });
    expect(result.status).toBe('priced');
  });

  it('moves the seeded interim rules back to /calculator and leaves staff-edited rules alone', async () => {
    const note = 'The specification sends this to /calculator; change it when that page exists.';
    await database.db
      .insertInto('redirects')
      .values([
        { match_type: 'exact', pattern: '/old-options', target_path: '/pricing', status_code: 301, note },
        { match_type: 'exact', pattern: '/old-quote', target_path: '/pricing', status_code: 301, note: 'Staff: keep' },
        { match_type: 'exact', pattern: '/old-cost', target_path: '/faq', status_code: 301, note },
      ])
      .execute();
    await moveInterimCalculatorRules(database.db);
    const rows = await database.db
      .selectFrom('redirects')
      .select(['pattern', 'target_path', 'note'])
      .where('pattern', 'in', ['/old-options', '/old-quote', '/old-cost'])
      .orderBy('pattern')
      .execute();
    expect(rows).toEqual([
      { pattern: '/old-cost', target_path: '/faq', note },
      { pattern: '/old-options', target_path: '/calculator', note: null },
      { pattern: '/old-quote', target_path: '/pricing', note: 'Staff: keep' },
    ]);
  });

  it('refuses staff procedures to visitors', async () => {
    expect(await codeOf(visitor.admin.authorizations.list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(visitor.admin.estimates.recent())).toBe('UNAUTHORIZED');
  });
});
