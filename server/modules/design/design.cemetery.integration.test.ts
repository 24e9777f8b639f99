import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { seedCalculator } from '../calculator/calculator.service';
import { seedDemoCemeteries } from '../cemeteries/cemeteries.service';
import type { MediaStorage } from '../media/storage';
import type { DesignInput } from './design.schema';
import { blankDesign } from './design.start';

/** A 42 in upright in Jet Black: too tall for Rose Hill's section B (36 in) in the demo cemeteries. */
function tallUpright(cemetery?: DesignInput['cemetery']): DesignInput {
  const design: DesignInput = blankDesign('upright', { widthIn: 36, heightIn: 42, granite: 'jet_black' });
  design.lettering![0]!.lines = ['SMITH'];
  return cemetery ? { ...design, cemetery } : design;
}

const TOO_TALL =
  'Rose Hill Cemetery, section B allows upright monuments up to 36 in tall; yours is 42 in. Confirmed by phone with the cemetery office, March 2026.';

describe.each(databaseTargets)('a design and its cemetery (%s)', { timeout: 60_000 }, (target) => {
  let database: Database;
  let storage: MediaStorage;
  let visitor: ReturnType<typeof callerFor>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    storage = tempStorage();
    visitor = callerFor(database, { storage, basketSessionId: randomUUID(), ip: '198.51.100.81' });
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    await seedDemoCemeteries(database.db);
    const staff = await signedInCaller(database, { admin: true });
    await staff.admin.settings.update({
      section: 'gates',
      value: { calculatorAccessForm: true, designToolAccessForm: false },
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the cemetery with the saved design, and finds the rules it breaks there on the server', async () => {
    const choice = { slug: 'rose-hill-cemetery-ada', section: 'Section B' };
    const saved = await visitor.design.save({ design: tallUpright(choice) });
    const opened = await visitor.design.saved({ reference: saved.reference });
    expect(opened.design.cemetery).toEqual(choice);
    expect(opened.cemetery).toMatchObject({
      slug: 'rose-hill-cemetery-ada',
      name: 'Rose Hill Cemetery',
      town: 'Ada',
      state: 'OK',
      section: 'Section B',
      findings: [{ rule: 'max_height', message: TOO_TALL }],
      settingFeeCents: 35_000,
      permitFeeCents: 7_500,
      approvalLeadDays: 10,
      confirmation: 'Confirmed by phone with the cemetery office, March 2026.',
    });

    // The basket's line keeps it for the office's design view (and the quote request copies the line).
    await visitor.basket.add({ itemType: 'design', itemId: saved.reference });
    const line = (await visitor.basket.list()).items.find((item) => item.data.link.endsWith(saved.reference))!;
    expect(line.data.design?.cemetery).toMatchObject({
      name: 'Rose Hill Cemetery',
      section: 'Section B',
      findings: [{ rule: 'max_height', message: TOO_TALL }],
    });
  });

  it('finds nothing once the family takes the offered change, and checks the base the dealer adds', async () => {
    const fits = tallUpright({ slug: 'rose-hill-cemetery-ada', section: 'section b' });
    fits.stone.heightIn = 36;
    const saved = await visitor.design.save({ design: fits });
    expect((await visitor.design.saved({ reference: saved.reference })).cemetery).toMatchObject({
      section: 'Section B',
      findings: [],
    });
    // Taken off, the base section B requires is missing.
    const bare = await visitor.design.save({ design: { ...fits, withBase: false } });
    expect((await visitor.design.saved({ reference: bare.reference })).cemetery?.findings.map((f) => f.rule)).toEqual([
      'base_required',
    ]);
  });

  it('keeps a cemetery we do not list by name, and a cemetery without its section unchecked', async () => {
    const notListed = await visitor.design.save({ design: tallUpright({ notListed: 'St. Mary’s, Stonewall' }) });
    const opened = await visitor.design.saved({ reference: notListed.reference });
    expect(opened.design.cemetery).toEqual({ notListed: 'St. Mary’s, Stonewall' });
    expect(opened.cemetery).toMatchObject({ slug: null, name: 'St. Mary’s, Stonewall', findings: [] });

    // Rose Hill has three sections: none named, nothing is checked, the office asks.
    const noSection = await visitor.design.save({ design: tallUpright({ slug: 'rose-hill-cemetery-ada' }) });
    expect((await visitor.design.saved({ reference: noSection.reference })).cemetery).toMatchObject({
      slug: 'rose-hill-cemetery-ada',
      section: null,
      findings: [],
    });

    const none = await visitor.design.save({ design: tallUpright() });
    const plain = await visitor.design.saved({ reference: none.reference });
    expect('cemetery' in plain.design).toBe(false);
    expect(plain.cemetery).toBeNull();
  });

  it('refuses a cemetery that cannot be one, and prices a design the same whatever its cemetery', async () => {
    expect(await codeOf(visitor.design.save({ design: tallUpright({ slug: 'Rose Hill!' }) }))).toBe('BAD_REQUEST');
    expect(await codeOf(visitor.design.save({ design: tallUpright({ notListed: '' }) }))).toBe('BAD_REQUEST');
    const withCemetery = await visitor.design.price({
      design: tallUpright({ slug: 'rose-hill-cemetery-ada', section: 'Section B' }),
    });
    const without = await visitor.design.price({ design: tallUpright() });
    expect(withCemetery).toEqual(without);
  });
});
