/**
 * Each published cemetery's public page under the service area directory (issue 35 point 7,
 * decision 271): whole in the server's HTML with its confirmed rules in words and its structured
 * data, a 404 while nothing is confirmed, a 301 from another state, listed by the directory and
 * the sitemap, and emptied from the page cache by a staff change. And the monument expert's
 * answers from the same records (point 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { demoPricingConfig } from '../server/modules/calculator/calculator.seed-data';
import { seedCalculator } from '../server/modules/calculator/calculator.service';
import { seedDemoCemeteries } from '../server/modules/cemeteries/cemeteries.service';
import { sentenceProblems } from '../server/modules/monument-expert/monument-expert.answers.check';
import { adminMutation, buildTestApp, callerFor, createUserSession } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

const ROSE_HILL = '/service-area-directory/oklahoma/rose-hill-cemetery-ada';
const MURPHY = '/service-area-directory/texas/murphy-fellowship-cemetery-murphy';
/** A demo cemetery whose only section staff have not confirmed. */
const FITZHUGH = '/service-area-directory/oklahoma/fitzhugh-memorial-cemetery-fitzhugh';

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

/** The structured data objects of a page, each script's object or graph flattened. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .flatMap((m) => [JSON.parse(m[1]!) as Record<string, unknown>])
    .flatMap((data) => (data['@graph'] as Array<Record<string, unknown>> | undefined) ?? [data]);

/** The text of the section card headed `heading` (up to the next card). */
function sectionText(html: string, heading: string) {
  const at = html.indexOf(`>${heading}</h3>`);
  expect(at, heading).toBeGreaterThan(0);
  const rest = html.slice(at);
  const end = rest.indexOf('</section>');
  return rest
    .slice(0, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

let ipCounter = 0;
const visitor = (database: Database) => callerFor(database, { ip: `203.0.113.${++ipCounter}` });

describe.each(databaseTargets)('the cemeteries’ public pages and the expert’s answers (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    // The published price list names the approved granite ("jet_black" is "Jet Black").
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

  it('is whole in the server’s HTML: the place, each section’s rules in words, the confirmation and the tools with its rules', async () => {
    const { html } = await page(app, ROSE_HILL);
    expect(html).toMatch(/<h1[^>]*>Rose Hill Cemetery<\/h1>/);
    expect(html).toContain('Ada, Pontotoc County, Oklahoma.');
    expect(html).toContain('<title>Rose Hill Cemetery, Ada, Oklahoma: Monument Rules');

    const sectionB = sectionText(html, 'Section B');
    expect(sectionB).toContain('The older, shaded part by the chapel.');
    expect(sectionB).toContain('Upright monuments, slant markers, bevel markers and flat markers.');
    expect(sectionB).toContain('Size: up to 36 in tall and 48 in wide.');
    expect(sectionB).toContain('A granite base is required under upright and slant monuments, up to 8 in tall.');
    expect(sectionB).toContain('A concrete foundation is required, poured by the cemetery.');
    expect(sectionB).toContain('Any granite color.');
    expect(sectionB).toContain('Setting fee: $350, paid to the cemetery.');
    expect(sectionB).toContain('The cemetery takes about 10 business days to approve a design.');
    expect(sectionB).toContain('Confirmed by phone with the cemetery office, March 2026.');
    const garden = sectionText(html, 'Garden of Peace');
    expect(garden).toContain('Bevel markers and flat markers.');
    expect(garden).toContain('Size: up to 4 in tall, 24 in wide and 12 in deep.');
    expect(garden).toContain('Vases are not allowed.');

    // The design playground and the calculator open with this cemetery and section (by name).
    expect(html).toContain('href="/ai-tools/design-playground?cemetery=rose-hill-cemetery-ada&section=Section%20B"');
    expect(html).toContain('href="/calculator?cemetery=rose-hill-cemetery-ada&section=Garden%20of%20Peace"');
    expect(html).toContain('Design a monument for this section');
    // The cemetery office, and the note that rules are checked again before ordering.
    expect(html).toMatch(/<a[^>]*href="tel:5805550142"[^>]*>\(580\) 555-0142<\/a>/);
    expect(html).toContain('Monday to Friday, 8 AM to 4 PM');
    expect(html).toContain('We check them again with the cemetery office before anything is ordered');
    // The demo's own note to staff is not shown to families.
    expect(html).not.toContain('Demo cemetery made up');
  });

  it('names the approved granite from the published price list, and says one set of rules is the whole cemetery’s', async () => {
    const { html } = await page(app, MURPHY);
    expect(html).toContain('Approved granite: Jet Black, Georgia Gray, India Red or Mahogany.');
    expect(html).toContain('The whole cemetery</h3>');
    expect(html).toContain('Design a monument for this cemetery');
    expect(html).toContain(
      'href="/ai-tools/design-playground?cemetery=murphy-fellowship-cemetery-murphy&section=Whole%20cemetery"',
    );
  });

  it('describes the cemetery as a schema.org Cemetery with its address, place on the map, phone and page, and a trail', async () => {
    const { html } = await page(app, ROSE_HILL);
    const data = jsonLdOf(html);
    expect(data.find((d) => d['@type'] === 'Cemetery')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Cemetery',
      name: 'Rose Hill Cemetery',
      url: `http://localhost:3000${ROSE_HILL}`,
      address: { '@type': 'PostalAddress', addressLocality: 'Ada', addressRegion: 'OK', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 34.7865, longitude: -96.6611 },
      telephone: '(580) 555-0142',
    });
    const trail = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
    expect(trail.itemListElement.map((item) => item.name)).toEqual(['Home', 'Service Area', 'Rose Hill Cemetery']);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${ROSE_HILL}"`);
  });

  it('answers a cemetery with nothing confirmed, an unknown one and an impossible address with a real 404', async () => {
    for (const url of [
      FITZHUGH,
      '/service-area-directory/oklahoma/no-such-cemetery',
      '/service-area-directory/oklahoma/Rose_Hill',
      '/service-area-directory/oklahoma',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('This Page Has Moved On');
    }
  });

  it('sends a cemetery asked for under another state (or a state written otherwise) to its own page with a 301', async () => {
    for (const url of [
      '/service-area-directory/texas/rose-hill-cemetery-ada',
      '/service-area-directory/Oklahoma/rose-hill-cemetery-ada',
      '/service-area-directory/kansas/rose-hill-cemetery-ada',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(ROSE_HILL);
    }
  });

  it('is listed by the service area directory under its state, and in the sitemap; an unconfirmed one in neither', async () => {
    const { html } = await page(app, '/service-area-directory');
    const oklahoma = html.slice(html.indexOf('id="state-oklahoma"'), html.indexOf('id="state-texas"'));
    expect(oklahoma).toContain('Cemeteries we know well');
    expect(oklahoma).toMatch(new RegExp(`href="${ROSE_HILL}"[^>]*>.*Rose Hill Cemetery.*Ada, Oklahoma`));
    expect(html.slice(html.indexOf('id="state-texas"'))).toContain(`href="${MURPHY}"`);
    // (Fitzhugh the town is listed; its cemetery is not.)
    expect(html).not.toContain('fitzhugh-memorial-cemetery');

    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>http://localhost:3000${ROSE_HILL}</loc>`);
    expect(sitemap).toContain(`<loc>http://localhost:3000${MURPHY}</loc>`);
    expect(sitemap).not.toContain('fitzhugh');
  });

  it('shows a staff change at once: the cached page and the directory are dropped when staff add, confirm or change a rule', async () => {
    const call = async (procedure: string, input: unknown) => {
      const response = await adminMutation(app, adminToken, procedure, input);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { result: { data: Record<string, unknown> } }).result.data;
    };
    expect((await app.inject({ url: '/service-area-directory' })).headers['x-page-cache']).toBeDefined();
    expect((await app.inject({ url: '/service-area-directory' })).headers['x-page-cache']).toBe('hit');

    // A new cemetery starts with one unconfirmed section: not published.
    const { id } = (await call('admin.cemeteries.create', {
      fields: { name: 'Quail Hollow Cemetery', town: 'Roff', county: 'Pontotoc', state: 'OK' },
    })) as { id: number };
    const path = '/service-area-directory/oklahoma/quail-hollow-cemetery-roff';
    expect((await app.inject({ url: path })).statusCode).toBe(404);

    // A second section, confirmed as it is saved: the page shows it, and only it.
    await call('admin.cemeteries.saveSection', {
      cemeteryId: id,
      fields: {
        name: 'Veterans section',
        kindsAllowed: ['flat'],
        maxWidthIn: 24,
        bronzeOnly: true,
        confirmedOn: '2026-02-10',
        confirmedSource: 'printed',
        confirmedBy: 'The sexton',
      },
    });
    let { html } = await page(app, path);
    expect(html).toContain('Bronze markers only: no granite.');
    expect(html).toContain("Confirmed from the cemetery's printed rules, February 2026.");
    expect(html).not.toContain('Whole cemetery');
    expect((await app.inject({ url: path })).headers['x-page-cache']).toBe('hit');
    expect((await page(app, '/service-area-directory')).html).toContain(`href="${path}"`);

    // A rule changed: the next visitor reads the new one, not the kept page.
    const cemetery = await callerFor(database, { sessionToken: adminToken }).admin.cemeteries.get({ id });
    const veterans = cemetery.sections.find((s) => s.name === 'Veterans section')!;
    await call('admin.cemeteries.saveSection', {
      cemeteryId: id,
      sectionId: veterans.id,
      fields: { ...veterans, maxWidthIn: 20 },
    });
    const after = await app.inject({ url: path });
    expect(after.headers['x-page-cache']).toBe('miss');
    ({ html } = await page(app, path));
    expect(html).toContain('Size: up to 20 in wide.');
  });

  // The monument expert reads the same records (issue 35 point 8).
  const ask = (question: string) => visitor(database).monumentExpert.ask({ question });

  it('the expert answers what a cemetery it knows allows, typed as a family types it, with the month and source and its page', async () => {
    for (const question of ['What does Rose Hill allow?', 'rules at Rosehill cemetery']) {
      const answer = await ask(question);
      expect(answer.status, question).toBe('answered');
      const words = answer.paragraphs.join(' ');
      expect(answer.paragraphs[0]).toMatch(
        /^Rose Hill Cemetery in Ada, Oklahoma has its own rules for each of its 3 sections\./,
      );
      expect(words).toContain(
        'In Section B, it allows upright monuments, slant markers, bevel markers and flat markers up to 36 in tall and 48 in wide, on a granite base and on a concrete foundation the cemetery pours.',
      );
      expect(words).toContain('Confirmed by phone with the cemetery office, March 2026.');
      expect(words).toContain('paid to the cemetery');
      expect(words).toMatch(/about 10 business days to approve a design/);
      expect(words).not.toMatch(/\$\s?\d/);
      expect(sentenceProblems(answer.paragraphs)).toEqual([]);
      expect(answer.citations).toEqual([
        {
          title: 'Rose Hill Cemetery: its rules for monuments',
          url: '/service-area-directory/oklahoma/rose-hill-cemetery-ada',
        },
      ]);
    }
  });

  it('the expert gives the page of a cemetery it knows with the answer to "do you install there?"', async () => {
    const answer = await ask('Do you install at Rose Hill Cemetery in Ada?');
    expect(answer.paragraphs[0]).toMatch(/Rose Hill Cemetery/);
    expect(answer.paragraphs.at(-1)).toBe(
      'We keep Rose Hill Cemetery’s confirmed rules on its own page, so you can see what it allows before you choose a design.',
    );
    expect(answer.citations[0]).toEqual({
      title: 'Rose Hill Cemetery: its rules for monuments',
      url: '/service-area-directory/oklahoma/rose-hill-cemetery-ada',
    });
    expect(sentenceProblems(answer.paragraphs)).toEqual([]);
    // One we do not keep is answered as before, with no page of its own.
    const other = await ask('Can you set a stone in Fairview Cemetery in Denison, Texas?');
    expect(other.citations.map((c) => c.url)).toEqual(['/service-area-directory']);
  });

  it('the expert says yes or no to the kind of memorial asked about, section by section', async () => {
    const upright = await ask('Can I put an upright at Rose Hill?');
    expect(upright.paragraphs[0]).toMatch(
      /^Yes, Rose Hill Cemetery in Ada, Oklahoma allows upright monuments in Section A and Section B, but not in Garden of Peace\./,
    );
    const bench = await ask('Is a bench allowed at Murphy Fellowship Cemetery?');
    expect(bench.paragraphs[0]).toMatch(
      /^No, Murphy Fellowship Cemetery in Murphy, Texas does not allow memorial benches: it allows only upright monuments and slant markers\./,
    );
    for (const answer of [upright, bench]) expect(sentenceProblems(answer.paragraphs)).toEqual([]);
  });

  it('the expert says plainly it does not know a cemetery it has no rules for, and offers the offices', async () => {
    for (const [question, name] of [
      ['What does Oak Lawn Memorial Gardens allow?', 'Oak Lawn Memorial Gardens'],
      ['Can I put an upright at Greenlawn?', 'Greenlawn'],
      // Its rules are not confirmed yet: as unknown to families as a cemetery never entered.
      ['What are the rules at Fitzhugh Memorial Cemetery?', 'Fitzhugh Memorial Cemetery'],
    ] as const) {
      const answer = await ask(question);
      expect(answer.status, question).toBe('unknown');
      expect(answer.paragraphs[0], question).toBe(
        `I do not have the rules of ${name}, so I cannot tell you what it allows, and I would rather not guess.`,
      );
      const words = answer.paragraphs.join(' ');
      expect(words).toContain('we check them with the cemetery before anything is ordered');
      expect(words).toContain('(580) 555-0136');
      expect(answer.contact?.offices.length).toBeGreaterThan(0);
      expect(words).not.toContain('Rose Hill');
      expect(sentenceProblems(answer.paragraphs)).toEqual([]);
    }
  });
});
