/**
 * The family's cemetery in the calculator's estimate (issue 35 points 3 to 5, decision 277): a
 * listed cemetery's rules checked against the configuration priced, its own fees apart from our
 * range, a cemetery we do not list said in one sentence, and the same kept with a saved estimate.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { seedCalculator } from '../calculator/calculator.service';
import { seedDemoCemeteries } from '../cemeteries/cemeteries.service';
import { savedEstimateMonument } from './public-calculator.service';

const family = { name: 'Ruth Alvarez', email: 'ruth@example.com', phone: '(580) 555-0136', zip: '74820' };
/** One section: uprights and slants up to 36 in tall, a $300 setting fee, the permit fee not known. */
const MURPHY = 'murphy-fellowship-cemetery-murphy';

describe.each(databaseTargets)("the cemetery's rules and fees in the calculator's estimate (%s)", (target) => {
  let database: Database;
  let visitor: ReturnType<typeof callerFor>;
  let grantToken: string;
  const priced = async (choices: Record<string, unknown>) => {
    const answer = await visitor.calculator.estimate({ choices, grantToken });
    if (answer.status !== 'priced') throw new Error(`not priced: ${JSON.stringify(answer)}`);
    return answer;
  };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    await seedDemoCemeteries(database.db);
    visitor = callerFor(database, { basketSessionId: randomUUID(), ip: '198.51.100.61' });
    grantToken = (await visitor.access.request({ ...family, tool: 'calculator' })).token;
  });
  afterAll(() => database.close());

  it('flags a too-tall upright with the nearest allowed height, and lists the fees apart from the range', async () => {
    const typed = await priced({ template: 'single_upright', height: 40, cemetery: 'Murphy' });
    const answer = await priced({ template: 'single_upright', height: 40, cemetery: MURPHY });
    // The cemetery's fees are not part of our price: the range is the one of any cemetery named.
    expect([answer.lowCents, answer.highCents]).toEqual([typed.lowCents, typed.highCents]);
    expect(answer.cemeteryFees).toEqual([
      { fee: 'setting', label: "Cemetery's setting fee", cents: 30_000, words: '$300, paid to the cemetery' },
      { fee: 'permit', label: "Cemetery's permit fee", cents: null, words: 'Set by the cemetery' },
    ]);
    const cemetery = answer.summary.cemetery!;
    expect(cemetery).toMatchObject({
      slug: MURPHY,
      name: 'Murphy Fellowship Cemetery',
      place: 'Murphy, TX',
      section: 'Whole cemetery',
      feesUnknown: null,
      whatToKnow: ['The cemetery takes about 10 business days to approve a design.'],
    });
    expect(cemetery.findings).toEqual([
      {
        rule: 'max_height',
        message: expect.stringMatching(
          /^Murphy Fellowship Cemetery allows upright monuments up to 36 in tall; yours is 40 in\. Confirmed by phone/,
        ),
        change: { field: 'heightIn', value: 36, label: 'Lower the height to 36 in' },
      },
    ]);
    // The price list's typical cemetery fee gives way to the cemetery's own; the name is in words.
    expect(answer.summary.cemeteryLines).toEqual([]);
    expect(answer.summary.choices).toContainEqual({ label: 'Where it goes', value: 'Murphy Fellowship Cemetery' });
    // Within its rules, nothing is flagged; the fees stay.
    const fits = await priced({ template: 'single_upright', height: 36, cemetery: MURPHY });
    expect(fits.summary.cemetery?.findings).toEqual([]);
    expect(fits.cemeteryFees).toHaveLength(2);
  });

  it('checks the kind, the granite and the base with changes the calculator can make', async () => {
    const answer = await priced({ type: 'flat_marker', cemetery: MURPHY });
    expect(answer.summary.cemetery?.findings.map((f) => [f.rule, f.change])).toEqual([
      ['kind', { field: 'kind', value: 'slant', label: 'Switch to a slant marker' }],
    ]);
    const granite = await priced({ type: 'slant', color: 'blue_pearl', cemetery: MURPHY });
    expect(granite.summary.cemetery?.findings.map((f) => [f.rule, f.change?.field, f.change?.value])).toEqual([
      ['base_required', 'base', 'add'],
      ['granite', 'granite', 'jet_black'],
    ]);
    expect(granite.summary.cemetery?.findings[1]?.message).toMatch(
      /approves only Jet Black, .* granite; yours is Blue Pearl/,
    );
  });

  it('asks for the section of a cemetery with several, and checks the one named', async () => {
    const unnamed = await priced({ template: 'single_upright', height: 40, cemetery: 'rose-hill-cemetery-ada' });
    expect(unnamed.summary.cemetery).toMatchObject({
      section: null,
      sections: ['Section A', 'Section B', 'Garden of Peace'],
      findings: [],
      fees: [],
      feesUnknown: "The cemetery's own fees are set by the cemetery; we will tell you what they are.",
    });
    const named = await priced({
      template: 'single_upright',
      height: 40,
      cemetery: 'rose-hill-cemetery-ada',
      section: 'Section B',
    });
    expect(named.summary.cemetery?.findings.map((f) => f.rule)).toEqual(['max_height']);
    expect(named.summary.cemetery?.findings[0]?.message).toMatch(/^Rose Hill Cemetery, section B allows/);
    expect(named.cemeteryFees.map((f) => f.words)).toEqual(['$350, paid to the cemetery', '$75, paid to the cemetery']);
    expect(named.summary.cemetery?.whatToKnow).toEqual([
      'A concrete foundation is required, poured by the cemetery.',
      'The cemetery takes about 10 business days to approve a design.',
    ]);
    expect(named.summary.choices).toContainEqual({
      label: 'Where it goes',
      value: 'Rose Hill Cemetery, Section B',
    });
  });

  it('says the fees of a cemetery we do not list are set by it, and keeps the old typed names working', async () => {
    const answer = await priced({ template: 'single_upright', cemetery: 'Old Town Cemetery' });
    expect(answer.cemeteryFees).toEqual([]);
    expect(answer.summary.cemetery).toMatchObject({
      slug: null,
      name: 'Old Town Cemetery',
      findings: [],
      feesUnknown: "The cemetery's own fees are set by the cemetery; we will tell you what they are.",
    });
    // The price list's typical fee stays beside that sentence.
    expect(answer.summary.cemeteryLines.map((l) => l.label)).toEqual(['Cemetery setting fee (typical)']);
    const none = await priced({ template: 'single_upright' });
    expect(none.cemeteryFees).toEqual([]);
    expect(none.summary.cemetery).toBeUndefined();
  });

  it('shows the rules behind the access form (no prices), and keeps them with a saved estimate', async () => {
    const stranger = callerFor(database, { basketSessionId: randomUUID(), ip: '198.51.100.62' });
    const locked = await stranger.calculator.estimate({
      choices: { template: 'single_upright', height: 40, cemetery: MURPHY },
    });
    expect(locked).toMatchObject({ status: 'locked', cemetery: { findings: [{ rule: 'max_height' }] } });
    expect(locked).not.toHaveProperty('lowCents');

    const { reference } = await visitor.calculator.save({
      choices: { template: 'single_upright', height: 40, cemetery: MURPHY },
      grantToken,
    });
    const saved = await visitor.calculator.saved({ reference });
    expect(saved.choices).toMatchObject({ cemetery: MURPHY });
    expect(saved.summary.cemetery?.fees.map((f) => f.words)).toEqual([
      '$300, paid to the cemetery',
      'Set by the cemetery',
    ]);
    expect(saved.summary.cemetery?.findings.map((f) => f.rule)).toEqual(['max_height']);
    // What a basket's estimate item is checked against (its reference).
    expect(await savedEstimateMonument(database.db, reference)).toEqual({
      kind: 'upright',
      heightIn: 40,
      widthIn: 36,
      depthIn: 6,
      base: { widthIn: 42, depthIn: 12, heightIn: 6 },
      granite: 'georgia_gray',
      vase: false,
    });
    expect(await savedEstimateMonument(database.db, 'ZZZZ-ZZZZ')).toBeNull();
  });
});
