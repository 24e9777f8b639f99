/**
 * The one way a public page accepts a plain form POST (decision 240): every page that takes one
 * (the proof page, the booking pages, the packages page's reservation) refuses a form from
 * another site (403) and answers any body without a 5xx. The packages page's reservation, new
 * with it: sent without script, it reserves through the same procedure as the dialog (the staff
 * record and the event the emails are sent from), goes on (303) to the confirmation this browser
 * alone sees (never cached), or comes back with each message beside its field and nothing lost.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import type { Database } from '../db/create-db';
import { valuePackages } from '#content/packages';
import { EMAIL_MESSAGE, NAME_MESSAGE, REACH_MESSAGE } from '../server/modules/shared/contact-fields.schema';
import { buildTestApp } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/** A page's HTML without React's text separators, with apostrophes as typed. */
const html = (response: LightMyRequestResponse) => response.body.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");

let octet = 10;
/** Each reservation from its own address, so the per-address limit never decides a test. */
const freshAddress = () => `203.0.113.${(octet += 1)}`;

const PAGE = '/value-engineering/packages';

/** An input's tag, found by its name. */
const inputNamed = (page: string, name: string) =>
  new RegExp(`<(?:input|textarea|select)[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? '';

describe.each(databaseTargets)('plain form posts (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const [heritage] = valuePackages;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const family = {
    name: 'Nora Plainform',
    phone: '(580) 555-0144',
    email: '',
    office: 'texas',
    cemetery: 'Rosedale Cemetery',
    town: 'Ada',
    timeline: 'within-3-months',
    notes: 'Her favourite was the blue pearl.',
    website: '',
  };

  it('the form the reservation link asks for is a plain POST form to the page, in the page every visitor is sent', async () => {
    const first = await app.inject({ url: `${PAGE}?reserve=${heritage!.id}` });
    const second = await app.inject({ url: `${PAGE}?reserve=${heritage!.id}` });
    expect(second.headers['x-page-cache']).toBe('hit');
    const page = html(first);
    const form = /<form\b[^>]*>/.exec(page.slice(page.indexOf('id="reserve"')))?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${PAGE}#reserve"`);
    for (const name of ['name', 'phone', 'email', 'office', 'cemetery', 'town', 'timeline', 'notes', 'website'])
      expect(inputNamed(page, name), name).not.toBe('');
    expect(inputNamed(page, 'packageId')).toContain(`value="${heritage!.id}"`);
    // The page every visitor is sent carries no key of one family's reservation.
    expect(inputNamed(page, 'submissionKey')).toBe('');
    expect(page).toContain(`Reserve the ${heritage!.name}`);
  });

  it('reserves without script: the staff record and its event, on (303) to a confirmation only this browser sees, never cached', async () => {
    const sent = await post(PAGE, { ...family, packageId: heritage!.id });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${PAGE}?reserved=${heritage!.id}`);
    const cookie = sent.cookies.find((c) => c.name === 'package_reserved');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe(PAGE);

    const row = await database.db
      .selectFrom('ve_commitments')
      .selectAll()
      .where('name', '=', family.name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      package_id: heritage!.id,
      office: 'texas',
      cemetery: 'Rosedale Cemetery',
      town: 'Ada',
      stage: 'new',
    });
    const event = await database.db
      .selectFrom('events')
      .select('type')
      .where('type', '=', 'package_reservation.created')
      .executeTakeFirst();
    expect(event, 'the event the office and family emails are sent from').toBeDefined();

    const shown = await app.inject({
      url: sent.headers.location as string,
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['x-page-cache']).toBeUndefined();
    expect(String(shown.headers['cache-control'])).toContain('no-store');
    const page = html(shown);
    expect(page).toContain('Your package is reserved');
    expect(page).toContain(`Thank you, Nora. We have your reservation for the ${heritage!.name}.`);
    expect(page).toMatch(/Your reference number is <strong>R-\d{4,}-[FHKLMRUWXY]{2}<\/strong>/);
    // The same address without this browser's cookie (or with another package's) is the page every visitor gets.
    for (const headers of [{}, { cookie: `package_reserved=${cookie!.value}x` }]) {
      const other = html(await app.inject({ url: `${PAGE}?reserved=${heritage!.id}`, headers }));
      expect(other).not.toContain('Your package is reserved');
      expect(other).not.toContain('Nora');
    }
    // Nothing of the reservation is in the page the cache keeps.
    expect(html(await app.inject({ url: PAGE }))).not.toContain('Nora');
  });

  it('bad input comes back with each message beside its field and everything typed; the key kept makes a retry one reservation', async () => {
    const refused = await post(PAGE, {
      ...family,
      name: '',
      phone: '',
      email: 'nora@',
      notes: 'Kept as typed',
      packageId: heritage!.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(String(refused.headers['cache-control'])).toContain('no-store');
    const page = html(refused);
    expect(page).toContain(NAME_MESSAGE);
    expect(page).toContain(EMAIL_MESSAGE);
    expect(inputNamed(page, 'name')).toContain('aria-invalid="true"');
    expect(inputNamed(page, 'email')).toContain('value="nora@"');
    expect(inputNamed(page, 'town')).toContain('value="Ada"');
    expect(page).toContain('Kept as typed</textarea>');
    expect(page).toMatch(/<option value="texas" selected="">/);
    expect(page).toMatch(/<option value="within-3-months" selected="">/);
    const key =
      /name="submissionKey" value="([^"]+)"/.exec(page)?.[1] ?? /value="([^"]+)" name="submissionKey"/.exec(page)?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    // Neither phone nor email: said once, beside the fields.
    const unreachable = html(await post(PAGE, { ...family, packageId: heritage!.id, phone: '', email: '' }));
    expect(unreachable).toContain(REACH_MESSAGE);

    // Sent again fixed, twice (a double tap): one reservation.
    const fixed = { ...family, name: 'Ida Twice', packageId: heritage!.id, submissionKey: key! };
    expect((await post(PAGE, fixed)).statusCode).toBe(303);
    expect((await post(PAGE, fixed)).statusCode).toBe(303);
    const rows = await database.db.selectFrom('ve_commitments').select('id').where('name', '=', 'Ida Twice').execute();
    expect(rows).toHaveLength(1);
  });

  it('a package no longer offered, or too many reservations, says so in plain words on the page', async () => {
    const gone = await post(PAGE, { ...family, packageId: 'no-such-package' });
    expect(gone.statusCode).toBe(422);
    expect(html(gone)).toContain('That package is no longer offered');
    const ip = '203.0.113.250';
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 12; i++) {
      last = await app.inject({
        method: 'POST',
        url: PAGE,
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...family,
          name: 'Rita Many',
          packageId: heritage!.id,
          submissionKey: randomUUID(),
        }).toString(),
      });
      if (last.statusCode === 429) break;
    }
    expect(last!.statusCode).toBe(429);
    expect(html(last!)).toContain('We have received several reservations from you');
    expect(inputNamed(html(last!), 'town')).toContain('value="Ada"');
  });

  it.each([
    ['/verify-manudraw', { code: 'K7M4QX29P', email: 'a@b.example' }],
    ['/book/oklahoma', { name: 'Pat', phone: '(580) 555-0136', topic: 'inscription' }],
    ['/book/manage', { intent: 'cancel-confirmed', token: 'x'.repeat(43) }],
    [PAGE, { ...family, packageId: 'heritage-blue-pearl-companion' }],
  ])('%s refuses a form posted from another site (403) before doing anything', async (url, fields) => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url,
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.body).toMatch(/^Please .* from our own page\.$/);
    }
    expect(
      await database.db.selectFrom('ve_commitments').select('id').where('name', '=', family.name).execute(),
    ).toHaveLength(1);
  });

  it('answers any body sent to any plain form without a 5xx', async () => {
    const names = [
      'name',
      'phone',
      'email',
      'office',
      'timeline',
      'packageId',
      'submissionKey',
      'notes',
      'code',
      'intent',
      'token',
      'link',
      'startsAt',
      'topic',
      'website',
      '__proto__',
      'constructor',
    ];
    const bodies = fc.oneof(
      fc
        .dictionary(
          fc.constantFrom(...names),
          fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.string({ unit: 'binary', maxLength: 60 }),
            fc.constantFrom('', ' ', '%', '\u0000', 'heritage-blue-pearl-companion', randomUUID()),
          ),
        )
        .map((f) => new URLSearchParams(f as Record<string, string>).toString()),
      fc.string({ maxLength: 400 }),
    );
    const contentTypes = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-8',
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/verify-manudraw', '/book/oklahoma', '/book/manage', PAGE),
        bodies,
        contentTypes,
        async (url, payload, type) => {
          const response = await app.inject({
            method: 'POST',
            url,
            remoteAddress: freshAddress(),
            headers: { 'content-type': type },
            payload,
          });
          expect(response.statusCode, `${url} ${type} ${payload.slice(0, 120)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  }, 600_000);
});
