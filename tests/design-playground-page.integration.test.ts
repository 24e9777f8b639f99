/**
 * The design playground's pages before their script (issue 34, decision 250): the page answers
 * 200 with its title, the start choices as plain links, the panels, the stone drawn and the
 * start's estimate in the server's HTML; a start the address names is opened on the server; a
 * saved design's page is whole, private (no-store) and kept out of search engines, and a link
 * that opens nothing says so on the page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { demoPricingConfig } from '../server/modules/calculator/calculator.seed-data';
import { seedCalculator } from '../server/modules/calculator/calculator.service';
import { blankDesign } from '../server/modules/design/design.start';
import { buildTestApp, callerFor } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

const PLAYGROUND = '/ai-tools/design-playground';

/** A page's HTML without React's text separators, with its entities read. */
async function page(app: FastifyInstance, url: string) {
  const response = await app.inject({ url });
  expect(response.statusCode, `${url} ${response.headers.location ?? ''}`).toBe(200);
  const html = response.body
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
  return { html, response };
}

describe.each(databaseTargets)('the design playground’s pages before their script (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const visitor = () => callerFor(database, { basketSessionId: randomUUID(), ip: '198.51.100.61' });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers with its title, the start links, the stone, the panels and the estimate, before any script', async () => {
    const { html, response } = await page(app, PLAYGROUND);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(html).toMatch(/<title>Design Playground: Design a Headstone and See Its Price[^<]*<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Design Playground<\/h1>/);
    // A blank stone of each kind the price list prices, and the calculator's designs.
    for (const kind of ['upright', 'slant', 'bevel', 'flat'])
      expect(html, kind).toContain(`href="${PLAYGROUND}?start=${kind}"`);
    expect(html).toMatch(new RegExp(`href="${PLAYGROUND}\\?template=[a-z0-9_-]+"`));
    expect(html).toContain('See it drawn');
    expect(html).toContain('Place it on a stone');
    // The stone is drawn, and every panel is there.
    expect(html).toMatch(/data-testid="design-stage"[^>]*>.*?<svg/s);
    for (const heading of ['Shape and size', 'Granite', 'Lettering', 'Art', 'Checks', 'Your estimate', 'Keep it'])
      expect(html, heading).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    expect(html).toContain('The design in words');
    expect(html).toContain('Save with a link');
    // The default stone priced on the server, as the calculator words its range.
    expect(html).toMatch(/data-testid="design-estimate-range"[^>]*>\$[\d,]+ to \$[\d,]+</);
    expect(html).toContain('What this estimate includes');
    // The emblems are offered by group, each drawn when its group is opened.
    expect(html).toMatch(/<summary>Flowers <span[^>]*>\(\d+\)<\/span><\/summary>/);
  });

  it('opens the start the address names, and says so on the page when it cannot', async () => {
    const slant = await page(app, `${PLAYGROUND}?start=slant`);
    expect(slant.html).toMatch(/<option value="slant" selected="">Slant marker<\/option>/);
    const missing = await page(app, `${PLAYGROUND}?estimate=ABCD-EFGH`);
    expect(missing.html).toContain('We could not open that');
    // Nonsense in the address falls back to the page itself.
    const odd = await page(app, `${PLAYGROUND}?start=obelisk&template=%3Cscript%3E`);
    expect(odd.html).toMatch(/<h1[^>]*>Design Playground<\/h1>/);
    expect(odd.html).not.toContain('We could not open that');
  });

  it('a saved design’s page is whole in the server’s HTML, private and not for search engines', async () => {
    const caller = visitor();
    const { token } = await caller.access.request({
      name: 'Ruth Whitaker',
      email: 'ruth.whitaker@example.com',
      phone: '(580) 555-0136',
      zip: '74820',
      tool: 'design_tool',
    });
    const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
    design.lettering[0]!.lines = ['WHITAKER'];
    const saved = await caller.design.save({ design, grant: token });
    const { html, response } = await page(app, `${PLAYGROUND}/${saved.reference.toLowerCase()}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain(`Saved design ${saved.reference}`);
    expect(html).toMatch(/Saved on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    expect(html).toContain('WHITAKER');
    expect(html).toMatch(/data-testid="design-estimate-range"[^>]*>\$[\d,]+ to \$[\d,]+</);

    const missing = await page(app, `${PLAYGROUND}/WXYZ-2345`);
    expect(missing.response.headers['cache-control']).toBe('private, no-store');
    expect(missing.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(missing.html).toContain('We could not open that');
    // An address that cannot be a design is a 404, like any unknown page.
    expect((await app.inject({ url: `${PLAYGROUND}/not-a-design` })).statusCode).toBe(404);
  });
});
