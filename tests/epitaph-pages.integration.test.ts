/**
 * The epitaph builder and a saved epitaph load like the information pages (issue 33 point 1,
 * decision 230): the builder is a plain GET form the server answers (the ideas for the answers in
 * the address, the chosen one measured, what is wrong beside each field), such addresses are kept
 * out of every cache, and a saved epitaph is whole in the server's HTML.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { demoPricingConfig } from '../server/modules/calculator/calculator.seed-data';
import { seedCalculator } from '../server/modules/calculator/calculator.service';
import { EPITAPH_FORM_FIELDS } from '../server/modules/epitaph/epitaph.search';
import { redactUrl } from '../server/lib/redact-url';
import { buildTestApp, callerFor } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

const BUILDER = '/ai-tools/epitaph-builder';

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

/** The HTML of the element with this id, up to the next element with a sibling's id (a rough cut). */
const after = (html: string, marker: string) => {
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThan(0);
  return html.slice(at);
};

const hiddenFields = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="([a-zA-Z]+)" value="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);

/** The words of a field's error, as Mantine writes it beside the field (before the next field). */
function errorBeside(html: string, name: string): string | null {
  const at = html.indexOf(`name="${name}"`);
  if (at < 0) return null;
  const rest = html.slice(at + 1);
  const next = rest.search(/<(input|select|textarea)\b/);
  return /mantine-InputWrapper-error[^>]*>([^<]*)</.exec(next < 0 ? rest : rest.slice(0, next))?.[1] ?? null;
}

/** The submit buttons' name=value, in the page's order. */
const submitButtons = (html: string) =>
  [...html.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map((m) => {
    const tag = m[0];
    return `${/name="([^"]*)"/.exec(tag)?.[1] ?? ''}=${/value="([^"]*)"/.exec(tag)?.[1] ?? ''}`;
  });

const answers = {
  givenNames: 'Mary Ellen',
  surname: 'Whitaker',
  born: '1941-03-03',
  died: '2024-06-09',
  relationship: 'mother',
  faith: 'christian',
  loves: 'her garden and gospel music',
  tone: 'personal',
  stoneMode: 'kind',
  partType: 'flat_marker',
  acrossIn: '24',
  faceHeightIn: '12',
};
/** The same answers and stone as the procedures take them. */
const asProcedureTakesThem = { ...answers, relationship: 'mother', faith: 'christian', tone: 'personal' } as const;
const flatMarker = { template: null, partType: 'flat_marker', acrossIn: 24, faceHeightIn: 12 };

const query = (extra: Record<string, string | string[]> = {}, base: Record<string, string> = answers) => {
  const params = new URLSearchParams(base);
  for (const [name, value] of Object.entries(extra))
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  return `${BUILDER}?${params.toString()}`;
};

describe.each(databaseTargets)('the epitaph pages before their script (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const visitor = () => callerFor(database, { basketSessionId: randomUUID(), ip: '198.51.100.60' });

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

  it('is a plain form: every field named as the address names it, "Suggest epitaphs" a submit button; the empty builder is cached', async () => {
    const { html } = await page(app, BUILDER);
    expect(html).toMatch(/<form[^>]*action="\/ai-tools\/epitaph-builder" method="get"/);
    for (const name of EPITAPH_FORM_FIELDS) expect(html, name).toContain(`name="${name}"`);
    expect(submitButtons(html)).toEqual(['seed=1']);
    expect(html).toContain('Suggest epitaphs');
    // No ideas yet, and the button is not held back until the script arrives.
    expect(html).not.toContain('aria-label="Epitaph ideas"');
    expect(/<button[^>]*name="seed"[^>]*>/.exec(html)![0]).not.toContain('disabled');
    expect((await app.inject({ url: BUILDER })).headers['x-page-cache']).toBe('hit');
    expect((await app.inject({ url: `${BUILDER}?utm_source=mail` })).headers['x-page-cache']).toBe('hit');
  });

  it('composes the ideas for the answers in the address, as the procedure does, and keeps the page out of every cache', async () => {
    const url = query({ seed: '1' });
    const { html, response } = await page(app, url);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-page-cache']).toBeUndefined();
    expect((await app.inject({ url })).headers['x-page-cache']).toBeUndefined();

    const expected = await visitor().epitaph.propose({
      answers: asProcedureTakesThem,
      stone: flatMarker,
      seed: 1,
    });
    const ideas = after(html, 'aria-label="Epitaph ideas"');
    for (const candidate of expected.candidates) {
      expect(ideas).toContain(candidate.text.split('\n')[0]);
    }
    // Each idea's "Use this one" sends it; "More ideas" asks for the next seed.
    expect(submitButtons(ideas)).toEqual([...expected.candidates.map((c) => `idea=${c.id}`), 'seed=2']);
    expect(ideas).toMatch(/Preview of the flat marker/);
    // The list's own seed rides along for a choice.
    expect(hiddenFields(html)).toContain('shown=1');
    // What was typed is in the fields.
    expect(html).toContain('value="Mary Ellen"');
    expect(html).toContain('her garden and gospel music</textarea>');
  });

  it('answers a chosen idea with the editor, its lines as fields and measured on the stone', async () => {
    const expected = await visitor().epitaph.propose({
      answers: asProcedureTakesThem,
      stone: flatMarker,
      seed: 1,
    });
    const first = expected.candidates[0]!;
    const { html } = await page(app, query({ shown: '1', idea: first.id }));
    const editor = after(html, 'id="editor-title"');
    expect(editor).toContain('3. Your epitaph on the stone');
    for (const line of first.layout.lines) expect(editor).toContain(`value="${line.text}"`);
    expect(hiddenFields(editor)).toEqual(expect.arrayContaining(first.layout.lines.map((line) => `role=${line.role}`)));
    expect(editor).toMatch(/role="img" aria-label="Preview of the flat marker[^"]*Family name: WHITAKER/);
    expect(editor).toContain('Fits the stone');
    expect(editor).toContain('Measure the lines again');
  });

  it('measures lines as sent: one too wide for the marker is flagged beside it', async () => {
    const { html } = await page(
      app,
      query({
        seed: '1',
        role: ['surname', 'given', 'epitaph'],
        line: ['WOJCIECHOWSKI-MONTGOMERY', 'Mary Ellen', 'Forever in our hearts'],
      }),
    );
    const editor = after(html, 'id="editor-title"');
    expect(editor).toContain('value="WOJCIECHOWSKI-MONTGOMERY"');
    expect(editor).toMatch(/too wide for this stone at the 2 in minimum/);
    expect(editor).toContain('Needs a change');
    expect(editor).toMatch(/aria-label="Preview of the flat marker[^"]*Forever in our hearts/);
  });

  it('says what is wrong beside the field, keeps what was typed, and never fails', async () => {
    const noName = await page(app, query({ seed: '1' }, { ...answers, givenNames: '' }));
    expect(errorBeside(noName.html, 'givenNames')).toBe('Please enter their first name');
    expect(noName.html).toContain('her garden and gospel music</textarea>');
    expect(noName.html).not.toContain('aria-label="Epitaph ideas"');

    const badDate = await page(app, query({ seed: '1' }, { ...answers, born: '03/03/41' }));
    expect(errorBeside(badDate.html, 'born')).toMatch(/Please enter the date of birth as a date/);

    const tooWide = await page(app, query({ seed: '1' }, { ...answers, acrossIn: '500' }));
    expect(errorBeside(tooWide.html, 'acrossIn')).toMatch(/^Please choose a width from \d+ to \d+ inches\.$/);
    expect(tooWide.html).toContain('value="500"');

    // Hostile or broken addresses: a page with words, never a server error.
    for (const url of [
      query({ seed: '-4' }),
      query({ seed: 'x', shown: '2', idea: 'nothing-like-this' }),
      query({ seed: '1', role: ['bogus'], line: ['x'.repeat(500)] }),
      query({ seed: '1', line: Array.from({ length: 30 }, () => 'Loved') }),
      query({ seed: '1' }, { ...answers, partType: 'no_such_stone' }),
      query({ seed: '1' }, { ...answers, stoneMode: 'template', template: 'no_such_design' }),
      `${BUILDER}?givenNames[]=a&seed={}&relationship=null&tone=%00`,
    ]) {
      let response = await app.inject({ url });
      // The router may first send the address as it writes it (a repeated or malformed value).
      if (response.statusCode === 307) {
        expect(response.headers.location, url).toMatch(/^\/ai-tools\/epitaph-builder\?/);
        response = await app.inject({ url: response.headers.location! });
      }
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const unknownIdea = await page(app, query({ shown: '1', idea: 'nothing-like-this' }));
    expect(unknownIdea.html).toContain('That idea is no longer in the list. Please choose one of these.');
  });

  it('keeps a family’s words out of the request log', () => {
    const logged = redactUrl(query({ seed: '1', role: 'epitaph', line: 'Forever in our hearts' }));
    for (const words of ['Mary', 'Whitaker', '1941', 'garden', 'Forever']) expect(logged).not.toContain(words);
    expect(logged).toContain('relationship=mother');
  });

  it('a saved epitaph is whole in the server’s HTML, and kept by no cache', async () => {
    const saved = await visitor().epitaph.save({
      answers: asProcedureTakesThem,
      stone: flatMarker,
      lines: [
        { role: 'surname', text: 'WHITAKER' },
        { role: 'given', text: 'Mary Ellen' },
        { role: 'epitaph', text: 'Forever in our hearts' },
      ],
      attribution: null,
    });
    const { html, response } = await page(app, `${BUILDER}/${saved.reference.toLowerCase()}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(html).toContain(`Saved epitaph ${saved.reference}`);
    expect(html).not.toContain('Opening your epitaph');
    const lettering = after(html, 'The lettering, line by line');
    expect(lettering).toMatch(/WHITAKER<\/span> <span[^>]*>Family name, [23](\.5)? in letters/);
    expect(lettering).toContain('Forever in our hearts');
    expect(html).toMatch(/aria-label="Preview of the flat marker/);
    expect(html).toContain('Fits the stone');
    expect(html).toMatch(/href="\/calculator\?[^"]*type=flat_marker/);
    expect(html).toMatch(/<button[^>]*>.*?Add to basket/s);
    expect(html).toMatch(
      new RegExp(`href="/ai-tools/design-playground\\?epitaph=${saved.reference}"[^>]*>.*?Place it on a stone`, 's'),
    );

    const missing = await page(app, `${BUILDER}/ABCD-EFGH`);
    expect(missing.html).toContain('We could not find that epitaph. Please check the link, or make a new one.');
    expect(missing.response.headers['cache-control']).toBe('private, no-store');
  });
});
