/**
 * The calculator's page is usable before its script (issue 33 point 1): the steps are a plain
 * GET form, and the server prices the choices in the address into the page, where the access
 * form allows it, so a family sees the figure without waiting for the script.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { demoPricingConfig } from '../server/modules/calculator/calculator.seed-data';
import { seedCalculator } from '../server/modules/calculator/calculator.service';
import { formatDollars } from '../server/modules/public-calculator/public-calculator.choices';
import { seedDemoCemeteries } from '../server/modules/cemeteries/cemeteries.service';
import { adminMutation, buildTestApp, callerFor, createUserSession } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/** A page's HTML without React's text separators ("Step <!-- -->2" reads "Step 2"). */
const page = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body.replaceAll('<!-- -->', '');
};

/** The text of the estimate panel (from its title to the end of the layout), tags dropped. */
function panelText(html: string): string {
  const start = html.indexOf('id="estimate-title"');
  expect(start, 'the estimate panel is in the page').toBeGreaterThan(0);
  return html
    .slice(start, html.indexOf('<footer', start))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The steps the form's submit buttons open, each with its words ("2": "2. Finish"). */
const stepButtons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/gs)]
    .filter((m) => m[1]!.includes('name="step"'))
    .map((m) => `${/value="(\d)"/.exec(m[1]!)?.[1]}: ${m[2]!.replace(/<[^>]+>/g, '').trim()}`);

const hiddenFields = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="([a-zA-Z_]+)" value="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);

describe.each(databaseTargets)('the calculator page before its script (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let adminToken: string;
  const visitor = () => callerFor(database, { basketSessionId: randomUUID(), ip: '198.51.100.40' });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    await seedDemoCemeteries(database.db);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
    adminToken = (await createUserSession(database, { admin: true })).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const setGate = async (on: boolean) => {
    const response = await adminMutation(app, adminToken, 'admin.settings.update', {
      section: 'gates',
      value: { calculatorAccessForm: on, designToolAccessForm: true },
    });
    expect(response.statusCode).toBe(200);
  };

  it('is a plain form: every field named as the address names it, the other steps carried, steps as submit buttons', async () => {
    const html = await page(app, '/calculator?template=single_upright&finishes=%5B%5D&step=3');
    expect(html).toMatch(/<form[^>]*action="\/calculator" method="get"/);
    // Step 3 asks for names, dates and lines; the design and the emptied finishes ride along.
    for (const name of ['names', 'dates', 'lines']) expect(html).toContain(`name="${name}"`);
    expect(hiddenFields(html).sort()).toEqual(['finishes=', 'template=single_upright']);
    // Enter keeps the step; each step button, Back and Next submit the step they open.
    expect(html).toMatch(/<button type="submit" value="3" hidden="" tabindex="-1" aria-hidden="true" name="step">/);
    expect(stepButtons(html)).toEqual([
      '3: ',
      '1: 1. Size &amp; granite',
      '2: 2. Finish',
      '3: 3. Lettering',
      '4: 4. Extras',
      '5: 5. Where it goes',
      '2: Back',
      '4: Next: Extras',
    ]);
    expect(html).toContain('Step 3 of 5: Lettering');
  });

  it('behind the access form, gives no figure to a visitor it cannot know, and waits for the browser', async () => {
    await setGate(true);
    const text = panelText(await page(app, '/calculator?template=single_upright&step=1'));
    expect(text).toContain('Working out your estimate');
    expect(text).not.toMatch(/\$\d/);
  });

  it('with the gate off, prices the address on the server as the engine does, choice prices included', async () => {
    await setGate(false);
    const expected = await visitor().calculator.estimate({ choices: { template: 'single_upright' } });
    if (expected.status !== 'priced') throw new Error(`expected a priced estimate, got ${expected.status}`);
    const html = await page(app, '/calculator?template=single_upright&step=1');
    const text = panelText(html);
    expect(text).toContain(`${formatDollars(expected.lowCents)} to ${formatDollars(expected.highCents)}`);
    expect(text).toContain('Save this estimate');
    // The template's drawing, in the design playground (decision 256).
    expect(html).toContain('href="/ai-tools/design-playground?template=single_upright"');
    // Each granite swatch says what it would change, in the server's HTML.
    expect(html).toMatch(/adds \$[\d,]+|\$[\d,]+ less|same price/);
  });

  it('prices what the plain form sends (sizes as typed, ticks, the hidden "none") and opens the step pressed', async () => {
    await setGate(false);
    const query =
      'template=single_upright&length=40+in&width=6&height=26&color=&units=&finishes=&addons=&foundation=false' +
      '&foundation=true&step=2';
    const expected = await visitor().calculator.estimate({
      choices: {
        template: 'single_upright',
        length: 40,
        width: 6,
        height: 26,
        finishes: [],
        addons: [],
        foundation: true,
      },
    });
    if (expected.status !== 'priced') throw new Error(`expected a priced estimate, got ${expected.status}`);
    const html = await page(app, `/calculator?${query}`);
    expect(html.includes('Step 2 of 5: Finish'), 'step 2 is open').toBe(true);
    expect(panelText(html)).toContain(`${formatDollars(expected.lowCents)} to ${formatDollars(expected.highCents)}`);
    expect(hiddenFields(html)).toEqual(
      expect.arrayContaining(['length=40', 'height=26', 'addons=', 'foundation=true']),
    );
  });

  it('refuses a size beside its field in the server HTML, with the way back to its step', async () => {
    await setGate(false);
    // 80 inches is wider than an upright die is made (the price list's limit is 72).
    const html = await page(app, '/calculator?template=single_upright&length=80&step=2');
    expect(panelText(html)).toContain('Please change one choice');
    expect(stepButtons(html)).toContain('1: Go to Size &amp; granite');
  });

  it("opens a saved estimate in the server's HTML, kept out of every cache; a link that opens nothing says so", async () => {
    await setGate(false);
    const { reference } = await visitor().calculator.save({
      choices: { template: 'single_upright' },
      grantToken: null,
    });
    const saved = await visitor().calculator.saved({ reference });
    const response = await app.inject({ url: `/calculator/estimate/${saved.reference.toLowerCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body.replaceAll('<!-- -->', '');
    expect(html).toContain(
      `data-testid="saved-range">${formatDollars(saved.lowCents)} to ${formatDollars(saved.highCents)}<`,
    );
    expect(html).toContain('What you chose');
    expect(html).not.toContain('Opening your estimate');
    expect(html).toContain(`href="/ai-tools/design-playground?estimate=${saved.reference}"`);

    const missing = (await page(app, '/calculator/estimate/ZZZZ-ZZZZ')).replace(/<[^>]+>/g, ' ');
    expect(missing).toContain('We could not find that estimate. Please check the link, or make a new one.');
  });

  it("checks the cemetery in the address in the server's HTML: the rule broken, its change, the cemetery's fees apart", async () => {
    await setGate(false);
    const murphy = 'cemetery=murphy-fellowship-cemetery-murphy';
    const html = await page(app, `/calculator?template=single_upright&height=40&${murphy}&step=5`);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // Chosen in the picker (its plain field names it; the hidden fields say which of ours).
    expect(html).toMatch(/name="cemetery" value="Murphy Fellowship Cemetery, Murphy, TX"/);
    expect(hiddenFields(html)).toContain('cemeterySlug=murphy-fellowship-cemetery-murphy');
    expect(text).toContain(
      'Murphy Fellowship Cemetery allows upright monuments up to 36 in tall; yours is 40 in. Confirmed by phone with the cemetery office, March 2026.',
    );
    expect(text).toContain('Lower the height to 36 in');
    const panel = panelText(html);
    expect(panel).toContain('Paid to the cemetery Not part of our price: Murphy Fellowship Cemetery.');
    expect(panel).toContain('Cemetery&#x27;s setting fee $300, paid to the cemetery');
    expect(panel).toContain('Cemetery&#x27;s permit fee Set by the cemetery');
    expect(panel).toContain('The cemetery takes about 10 business days to approve a design.');
    // The warning stands beside the size step too.
    const sizeStep = await page(app, `/calculator?template=single_upright&height=40&${murphy}&step=1`);
    // Beside the size step and in the estimate's summary, each with its button.
    expect(sizeStep).toContain('Step 1 of 5: Size &amp; granite');
    expect(sizeStep.match(/>Lower the height to 36 in<\/span>/g)).toHaveLength(2);
    // A cemetery we do not list (an older link's words): one sentence about its fees, nothing checked.
    const typed = panelText(await page(app, '/calculator?template=single_upright&cemetery=Old+Town+Cemetery&step=5'));
    expect(typed).toContain('The cemetery&#x27;s own fees are set by the cemetery; we will tell you what they are.');
    expect(typed).not.toContain('Lower the height');
    // A link from a cemetery's page opens the start with it kept for the design chosen.
    const start = await page(app, `/calculator?${murphy}&section=Whole+cemetery`);
    const links = [...start.matchAll(/href="(\/calculator\?[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(links.filter((l) => l.includes('template=single_upright'))[0]).toMatch(
      /cemetery=murphy-fellowship-cemetery-murphy.*section=Whole(\+|%20)cemetery|section=Whole(\+|%20)cemetery.*cemetery=murphy/,
    );
    // No cemetery: no cemetery part at all.
    expect(panelText(await page(app, '/calculator?template=single_upright&step=5'))).not.toContain(
      'Paid to the cemetery',
    );
  });
});
