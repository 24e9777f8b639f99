import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller, tempStorage } from '#tests/support/test-app';
import { addGalleryItem } from '#tests/support/media-fixtures';
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
    // A design's name carries no sizes; its card shows them from its configuration.
    expect(options?.templates.find((t) => t.key === 'single_upright')).toMatchObject({
      name: 'Single upright',
      size: '36 × 6 × 24 in on a 42 × 12 × 6 in base',
    });
    for (const template of options?.templates ?? []) expect(template.name).not.toMatch(/\d/);
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
    // As a person says it: whole dollars, no $0 or rounding lines, one sentence on the range, one granite.
    for (const line of result.summary.lines)
      expect(line.amount).toMatch(/^(\$[\d,]+|Included|Free within our service area)$/);
    expect(labels).not.toMatch(/Rounded/);
    expect(result.summary.rangeExplanation).toMatch(/^It is a range because [^.]+\.$/);
    // The design keeps its name (which carries no sizes); the title names the sizes chosen.
    expect(result.summary.title).toBe('Single upright in Blue Pearl, 40 × 6 × 24 in');
    expect(result.summary.choices.slice(0, 2)).toEqual([
      { label: 'Monument', value: 'Single upright in Blue Pearl' },
      { label: 'Size', value: '40 × 6 × 24 in (3 ft 4 in wide)' },
    ]);
  });

  it('says free delivery in words, and what each granite, finish and extra would change', async () => {
    const result = await visitor.calculator.estimate({
      choices: { template: 'serpentine_upright', color: 'blue_pearl', zip: '74820' },
      grantToken: token,
    });
    if (result.status !== 'priced') throw new Error(result.status);
    expect(result.summary.title).toBe('Serpentine-top upright in Blue Pearl, 36 × 6 × 24 in');
    expect(result.summary.lines).toContainEqual({ label: 'Delivery', amount: 'Free within our service area' });
    const { colors, finishes, addons } = result.choicePrices;
    expect(colors.blue_pearl).toBe(0);
    expect(colors.georgia_gray).toBeLessThan(0);
    // Choosing the oval top replaces the serpentine one: the price of that swap, checked by pricing it.
    const oval = await visitor.calculator.estimate({
      choices: {
        template: 'serpentine_upright',
        color: 'blue_pearl',
        zip: '74820',
        finishes: ['polish_p2', 'oval_top'],
      },
      grantToken: token,
    });
    if (oval.status !== 'priced') throw new Error(oval.status);
    // (What a choice changes is told in whole dollars of the subtotal: the totals round to $5.)
    expect(Math.abs(finishes.oval_top! - (oval.totalCents - result.totalCents))).toBeLessThanOrEqual(500);
    expect(finishes.serpentine_top).toBe(8100); // its line: 15% of the Blue Pearl upright's $540
    expect(oval.summary.title).toBe('Oval-top upright in Blue Pearl, 36 × 6 × 24 in');
    expect(addons.bronze_emblem).toBe(22000);
  });

  it('shows each granite color with its gallery swatch, and a template with the picture staff chose', async () => {
    const storage = tempStorage();
    await addGalleryItem(database.db, storage, { category: 'granite_colors', title: 'Blue Pearl' });
    await addGalleryItem(database.db, storage, { category: 'granite_colors', title: 'Jet Black', isPublished: false });
    const chosen = await addGalleryItem(database.db, storage, { category: 'set_monuments', title: 'A bench' });
    const { revision, document } = await staff.admin.calculator.draft();
    const bench = document.templates.find((t) => t.key === 'memorial_bench')!;
    await staff.admin.calculator.saveItem({
      baseRevision: revision,
      originalKey: bench.key,
      change: { section: 'templates', item: { ...bench, imageId: chosen.id } },
    });
    await staff.admin.calculator.publish({
      baseRevision: (await staff.admin.calculator.draft()).revision,
      note: 'Bench picture',
    });

    const options = (await visitor.calculator.options())!;
    const color = (key: string) => options.colors.find((c) => c.key === key)!;
    expect(color('blue_pearl').swatch?.src).toMatch(/^\/media\//);
    expect(color('jet_black').swatch).toBeNull(); // its swatch is not published
    expect(color('georgia_gray').swatch).toBeNull(); // no swatch of that name
    const template = (key: string) => options.templates.find((t) => t.key === key)!;
    expect(template('memorial_bench').picture?.image.src).toMatch(/^\/media\//);
    expect(template('single_upright')).toMatchObject({ picture: null, shape: 'upright', colorName: 'Georgia Gray' });
    expect(template('serpentine_upright').shape).toBe('serpentine');
    expect(template('flat_marker').shape).toBe('flat');
    expect(options.templateParts.companion_upright).toMatchObject({ names: 2, dates: 'full', foundation: true });
    expect(options.templateParts.upright_with_vase?.addons).toEqual(['bronze_emblem']);
  });

  it('prices names and date styles by the price list, and refuses more names than the stone has room for', async () => {
    const ask = async (choices: Record<string, unknown>) => {
      const result = await visitor.calculator.estimate({
        choices: { template: 'single_upright', ...choices },
        grantToken: token,
      });
      if (result.status !== 'priced') return result;
      const line = (label: string) => result.summary.lines.find((l) => l.label === label)?.amount;
      return {
        status: result.status,
        total: result.totalCents,
        included: line('Lettering: family name, names and dates'),
        further: line('Further names and dates'),
        lettering: result.summary.choices.find((c) => c.label === 'Lettering')?.value,
      };
    };
    const one = await ask({});
    expect(one).toMatchObject({ included: 'Included', further: undefined });
    expect(one.status === 'priced' && one.lettering).toBe('Family name and 1 name with full dates');
    // Two names are included; each further one is $95, plus $30 when its dates are cut in full.
    expect(await ask({ names: 3, length: 36 })).toMatchObject({ further: '$125' });
    expect(await ask({ names: 3, dates: 'years', lines: 2 })).toMatchObject({
      further: '$95',
      lettering: 'Family name and 3 names with years only; 2 extra lines',
    });
    // A 36-inch stone has room for three names; a 24-inch flat marker for two.
    expect(await ask({ names: 4 })).toMatchObject({ status: 'refused', field: 'names' });
    expect(await ask({ names: 4, length: 48 })).toMatchObject({ further: '$250' });
    expect(
      await visitor.calculator.estimate({ choices: { template: 'flat_marker', names: 3 }, grantToken: token }),
    ).toMatchObject({ status: 'refused', field: 'names', message: expect.stringContaining('room for 2 names') });
    expect(await codeOf(ask({ names: 9 }))).toBe('BAD_REQUEST');
    expect(await codeOf(ask({ dates: 'roman' }))).toBe('BAD_REQUEST');
    // A companion design names two people already.
    const companion = await visitor.calculator.estimate({
      choices: { template: 'companion_upright' },
      grantToken: token,
    });
    expect(companion.status === 'priced' && companion.summary.choices.find((c) => c.label === 'Lettering')?.value).toBe(
      'Family name and 2 names with full dates',
    );
  });

  it('starts a kind of monument with a foundation and keeps the extras a design has', async () => {
    const type = await visitor.calculator.estimate({ choices: { type: 'upright_die' }, grantToken: token });
    expect(type.status === 'priced' && type.summary.choices.find((c) => c.label === 'Foundation')?.value).toBe('Yes');
    const without = await visitor.calculator.estimate({
      choices: { type: 'upright_die', foundation: false },
      grantToken: token,
    });
    expect(without.status === 'priced' && without.totalCents).toBeLessThan(
      type.status === 'priced' ? type.totalCents : 0,
    );
    const vase = await visitor.calculator.estimate({ choices: { template: 'upright_with_vase' }, grantToken: token });
    expect(vase.status === 'priced' && vase.summary.choices.find((c) => c.label === 'Extras')?.value).toBe(
      'Bronze emblem',
    );
  });

  it('refuses impossible choices with the field they belong to', async () => {
    const ask = (choices: Record<string, unknown>) =>
      visitor.calculator.estimate({ choices: { template: 'single_upright', ...choices }, grantToken: token });
    expect(await ask({ length: 200 })).toMatchObject({ status: 'refused', field: 'length' });
    expect(await ask({ color: 'no_such_color' })).toMatchObject({ status: 'refused', field: 'color' });
    expect(await ask({ addons: ['no_such_addon'] })).toMatchObject({ status: 'refused', field: 'addons' });
    expect(await ask({ finishes: ['polish_top'] })).toMatchObject({ status: 'refused', field: 'finishes' });
    expect(await ask({ finishes: ['serpentine_top', 'oval_top'] })).toEqual({
      status: 'refused',
      field: 'finishes',
      message: 'A stone cannot have both “Serpentine (gently curved) top” and “Oval (rounded) top”. Please choose one.',
    });
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
    const recent = await staff.admin.estimates.recent();
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(recent[0]).toMatchObject({ madeBy: { name: 'Ruth Alvarez', email: 'ruth@example.com' } });
    expect(recent[0]!.summary.lines.length).toBeGreaterThan(2);
    expect(recent[0]).not.toHaveProperty('grantId');
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
