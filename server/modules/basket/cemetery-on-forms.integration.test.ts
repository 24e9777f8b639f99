import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import type { Database } from '#db/create-db';
import { valuePackages } from '#content/packages';
import { callerFor, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { seedDemoCemeteries, UNKNOWN_CEMETERY_MESSAGE } from '../cemeteries/cemeteries.service';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { seedCalculator } from '../calculator/calculator.service';
import { blankDesign } from '../design/design.start';

/** Decision 283: the forms keep the family's cemetery, checked on the server; the office reads it back. */
const freshIp = () => `203.0.113.${Math.floor(Math.random() * 250)}`;
const quoteForm = {
  name: 'Margaret Ellis',
  phone: '(580) 555-0199',
  preferredOffice: 'oklahoma' as const,
  cemeteryName: 'Rose Hill Cemetery',
  timeline: 'within-3-months',
};

describe.each(databaseTargets)('the cemetery on the forms (%s)', (target) => {
  let database: Database;
  let admin: ReturnType<typeof callerFor>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedDemoCemeteries(database.db);
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    admin = callerFor(database, { sessionToken: (await createUserSession(database, { admin: true })).token });
  });
  afterAll(() => database.close());

  async function quoteWith(extra: Record<string, unknown>) {
    const caller = callerFor(database, { basketSessionId: randomUUID(), ip: freshIp() });
    await caller.basket.add({ itemType: 'package', itemId: valuePackages[0]!.id });
    const sent = await caller.basket.submitQuote({ ...quoteForm, idempotencyKey: randomUUID(), ...extra });
    const row = await database.db
      .selectFrom('basket_submissions')
      .select(['id', 'cemetery_name', 'cemetery_town'])
      .where('reference', '=', sent.reference)
      .executeTakeFirstOrThrow();
    return { row, detail: await admin.admin.quoteRequests.get({ id: row.id }) };
  }

  it('a quote request keeps a listed cemetery and its section, and the office reads it', async () => {
    const { row, detail } = await quoteWith({
      cemeteryName: '',
      cemeteryChoice: { slug: 'rose-hill-cemetery-ada', section: 'Section B' },
    });
    expect(row).toMatchObject({ cemetery_name: 'Rose Hill Cemetery', cemetery_town: 'Ada' });
    expect(detail.cemeteryCheck).toMatchObject({
      slug: 'rose-hill-cemetery-ada',
      section: 'Section B',
      settingFeeCents: 35_000,
      approvalLeadDays: 10,
      findings: [],
    });
    expect(detail.cemeteryCheck?.notes).toContain('A concrete foundation is required, poured by the cemetery.');
  });

  it('a quote request whose basket holds a design too tall for the section carries the warning to the office', async () => {
    // Keeping a design asks who the family is when the gate is on; the warning is what is tested here.
    await admin.admin.settings.update({
      section: 'gates',
      value: { calculatorAccessForm: false, designToolAccessForm: false },
    });
    const storage = tempStorage();
    const caller = callerFor(database, { storage, basketSessionId: randomUUID(), ip: freshIp() });
    const design = blankDesign('upright', { widthIn: 36, heightIn: 42, granite: 'jet_black' });
    design.lettering![0]!.lines = ['SMITH'];
    const saved = await caller.design.save({ design });
    await caller.basket.add({ itemType: 'design', itemId: saved.reference });
    const sent = await caller.basket.submitQuote({
      ...quoteForm,
      cemeteryName: '',
      cemeteryChoice: { slug: 'rose-hill-cemetery-ada', section: 'Section B' },
      idempotencyKey: randomUUID(),
    });
    const { id } = await database.db
      .selectFrom('basket_submissions')
      .select('id')
      .where('reference', '=', sent.reference)
      .executeTakeFirstOrThrow();
    const detail = await admin.admin.quoteRequests.get({ id });
    expect(detail.cemeteryCheck?.findings.map((f) => f.message)).toContain(
      'Rose Hill Cemetery, section B allows upright monuments up to 36 in tall; yours is 42 in. Confirmed by phone with the cemetery office, March 2026.',
    );
  });

  it('a quote request keeps a cemetery we do not list, and none at all as null', async () => {
    const notListed = await quoteWith({ cemeteryName: 'Oak Lawn', cemeteryChoice: { notListed: 'Oak Lawn' } });
    expect(notListed.detail.cemeteryCheck).toMatchObject({ slug: null, name: 'Oak Lawn', findings: [] });
    const none = await quoteWith({});
    expect(none.detail.cemeteryCheck).toBeNull();
    expect(none.row.cemetery_name).toBe('Rose Hill Cemetery');
  });

  it('an unknown slug is kept as not listed under the typed name, and refused beside the field without one', async () => {
    const kept = await quoteWith({ cemeteryName: 'Old Town', cemeteryChoice: { slug: 'no-such-cemetery' } });
    expect(kept.detail.cemeteryCheck).toMatchObject({ slug: null, name: 'Old Town' });
    const refused = await quoteWith({ cemeteryName: '', cemeteryChoice: { slug: 'no-such-cemetery' } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('BAD_REQUEST');
    expect((refused as TRPCError).message).toBe(UNKNOWN_CEMETERY_MESSAGE);
    // A badly made choice is refused by the schema, never a server fault.
    const bad = await quoteWith({ cemeteryChoice: { slug: 'Not A Slug!' } }).catch((error: unknown) => error);
    expect((bad as TRPCError).code).toBe('BAD_REQUEST');
  });

  it('an estimate request and a package reservation keep the check; staff read it back', async () => {
    const lead = await callerFor(database, { ip: freshIp() }).leads.submitEstimate({
      name: 'Robert Lee',
      phone: '972-555-0147',
      monumentType: 'upright',
      cemeteryChoice: { slug: 'rose-hill-cemetery-ada', section: 'Section B' },
    });
    const submission = await database.db
      .selectFrom('submissions')
      .select('id')
      .where('kind', '=', 'estimate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(lead.reference).toBeTruthy();
    const staffLead = await admin.admin.submissions.get({ id: submission.id });
    expect(staffLead.cemeteryCheck).toMatchObject({ slug: 'rose-hill-cemetery-ada', section: 'Section B' });
    expect(staffLead.extra.cemetery).toBe('Rose Hill Cemetery');

    const reserved = await callerFor(database, { ip: freshIp() }).valueEngineering.reserve({
      packageId: valuePackages[0]!.id,
      name: 'Mary Ellis',
      phone: '(580) 555-0136',
      cemetery: 'Oak Lawn',
      cemeteryChoice: { notListed: 'Oak Lawn' },
      submissionKey: randomUUID(),
    });
    const commitment = await database.db
      .selectFrom('ve_commitments')
      .select(['cemetery', 'cemetery_check'])
      .where('submission_key', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(reserved.reference).toBeTruthy();
    expect(commitment.cemetery).toBe('Oak Lawn');
    const check =
      typeof commitment.cemetery_check === 'string' ? JSON.parse(commitment.cemetery_check) : commitment.cemetery_check;
    expect(check).toMatchObject({ slug: null, name: 'Oak Lawn' });
  });
});
