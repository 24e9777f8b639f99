/**
 * The booking pages before their script (issue 33 point 1, decision 232): the cached office page
 * carries no free times; `?day=` lists a day's times live, as radios of the booking form, and is
 * never cached; the booking form posted plainly books, or comes back with each message beside its
 * field and everything typed; /book/manage opens, gives the calendar file of and cancels a booking
 * through plain forms. Nothing live or personal is ever in a cached page, and nothing answers 5xx.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/create-db';
import { SLOT_TAKEN_MESSAGE, LINK_INCOMPLETE_MESSAGE } from '../server/modules/bookings/bookings.choices';
import { EMAIL_MESSAGE, NAME_MESSAGE } from '../server/modules/shared/contact-fields.schema';
import { buildTestApp, callerFor } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/** A page's HTML without React's text separators, with apostrophes as typed. */
const html = (response: LightMyRequestResponse) => response.body.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");

let octet = 10;
/** Each booking from its own address, so the per-address booking limit never decides a test. */
const freshAddress = () => `198.51.100.${(octet += 1)}`;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The booking_link cookie a response sets, as the browser sends it back. */
function linkCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'booking_link');
  expect(cookie, 'the private link is kept for the session').toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.path).toBe('/book/manage');
  return cookie!.value;
}

/** The attributes of each form on a page. */
const forms = (page: string) =>
  [...page.matchAll(/<form\b([^>]*)>/g)].map(
    (m) =>
      Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])) as Record<
        string,
        string
      >,
  );
const formTo = (page: string, method: 'get' | 'post', action: string) =>
  forms(page).find((f) => f.method === method && f.action === action);

/** The `startsAt` radios on a page, with the form they belong to. */
const timeRadios = (page: string) =>
  [...page.matchAll(/<input[^>]*type="radio"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('name="startsAt"'))
    .map((tag) => ({ value: /value="([^"]+)"/.exec(tag)![1]!, form: /form="([^"]+)"/.exec(tag)?.[1] }));

describe.each(databaseTargets)('the booking pages before their script (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const details = { name: 'Pat Plainform', phone: '(580) 555-0136', email: 'pat@example.com', topic: 'inscription' };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, fields: Record<string, string>, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: form(fields),
    });
  const freeTimes = async (office: 'oklahoma' | 'texas') =>
    (await callerFor(database).bookings.slots({ office })).days.flatMap((d) => d.slots.map((s) => s.startsAt));

  it('the cached office page is a plain form with no free times in it, and a link that asks the server for them', async () => {
    const first = await app.inject({ url: '/book/oklahoma' });
    const second = await app.inject({ url: '/book/oklahoma' });
    expect(second.headers['x-page-cache']).toBe('hit');
    const page = html(first);
    expect(formTo(page, 'post', '/book/oklahoma')?.id).toBeTruthy();
    for (const name of ['name', 'phone', 'email', 'topic', 'cemetery', 'town', 'notes']) {
      expect(page).toContain(`name="${name}"`);
    }
    expect(page).toContain('href="/book/oklahoma?day=soonest"');
    expect(page).toContain('Show the free times');
    expect(timeRadios(page)).toEqual([]);
    expect(page).not.toContain('Free times on');
    // The booking button works before the script: it is not disabled.
    expect(page).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>(?:(?!<\/button>).)*Book this consultation/s);
  });

  it('?day= lists that day’s free times live, as the booking form’s radios, and is never cached', async () => {
    const times = await freeTimes('oklahoma');
    const soonest = await app.inject({ url: '/book/oklahoma?day=soonest' });
    expect(soonest.statusCode).toBe(200);
    expect(soonest.headers['x-page-cache']).toBeUndefined();
    const again = await app.inject({ url: '/book/oklahoma?day=soonest' });
    expect(again.headers['x-page-cache']).toBeUndefined();
    const page = html(soonest);
    const formId = formTo(page, 'post', '/book/oklahoma')!.id;
    const radios = timeRadios(page);
    expect(radios.length).toBeGreaterThan(0);
    expect(radios.every((radio) => radio.form === formId)).toBe(true);
    expect(radios.map((r) => r.value)).toEqual(times.filter((t) => t.slice(0, 10) === radios[0]!.value.slice(0, 10)));
    // The day list is a GET form to the page itself.
    expect(formTo(page, 'get', '/book/oklahoma')).toBeDefined();
    expect(page).toContain('name="day"');

    // Another day, asked for by its date.
    const otherDay = times.map((t) => t.slice(0, 10)).find((d) => d !== radios[0]!.value.slice(0, 10))!;
    const other = timeRadios(html(await app.inject({ url: `/book/oklahoma?day=${otherDay}` })));
    expect(other.map((r) => r.value)).toEqual(times.filter((t) => t.startsWith(otherDay)));
  });

  it('books without the script: on to the booking’s own page, which is never cached; the time is no longer offered', async () => {
    const [startsAt] = await freeTimes('texas');
    const response = await post('/book/texas', { ...details, startsAt: startsAt!, cemetery: 'Rosedale', website: '' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/book/manage');
    const token = linkCookie(response);

    const manage = await app.inject({ url: '/book/manage', cookies: { booking_link: token } });
    expect(manage.statusCode).toBe(200);
    expect(manage.headers['cache-control']).toBe('private, no-store');
    const page = html(manage);
    expect(page).toContain('Your consultation is booked');
    expect(page).toContain('Thank you, Pat.');
    expect(page).toContain(`href="/book/manage#${token}"`);
    expect(page).toMatch(/Reference <strong>B-\d{4,}-[A-Z]{2}<\/strong>/);
    expect(await freeTimes('texas')).not.toContain(startsAt);

    // The calendar file, from the page's button.
    const file = await post('/book/manage', { intent: 'calendar', token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="consultation-B-\d{4,}-[A-Z]{2}\.ics"$/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body).toMatch(/^BEGIN:VCALENDAR/);

    // Cancelling asks first, in the page; then the booking shows as cancelled and the time is free.
    const ask = html(await post('/book/manage', { intent: 'cancel', token }));
    expect(ask).toContain('Cancel this consultation?');
    expect(ask).toContain('value="cancel-confirmed"');
    const cancelled = await post('/book/manage', { intent: 'cancel-confirmed', token });
    expect(cancelled.statusCode).toBe(303);
    const after = html(await app.inject({ url: '/book/manage', cookies: { booking_link: token } }));
    expect(after).toContain('This consultation is cancelled');
    expect(await freeTimes('texas')).toContain(startsAt);

    // Nothing of it in the cached pages.
    for (const url of ['/book/texas', '/book/oklahoma', '/book']) {
      const cached = html(await app.inject({ url }));
      expect(cached).not.toContain('Plainform');
      expect(cached).not.toContain(token);
    }
  });

  it('a taken time comes back with the message beside the time, everything typed kept, and the list without it', async () => {
    const [startsAt] = await freeTimes('oklahoma');
    expect((await post('/book/oklahoma', { ...details, startsAt: startsAt! })).statusCode).toBe(303);
    const notes = 'Grandmother\'s stone & "rose" artwork';
    const taken = await post('/book/oklahoma', { ...details, name: 'Sam Second', notes, startsAt: startsAt! });
    expect(taken.statusCode).toBe(409);
    const page = html(taken);
    expect(page).toContain(SLOT_TAKEN_MESSAGE);
    expect(page).toContain('value="Sam Second"');
    expect(page).toContain('value="pat@example.com"');
    expect(page).toContain("Grandmother's stone &amp; &quot;rose&quot; artwork</textarea>");
    expect(page).toMatch(/<option value="inscription" selected="">/);
    const radios = timeRadios(page).map((r) => r.value);
    expect(radios.length).toBeGreaterThan(0);
    expect(radios).not.toContain(startsAt);
  });

  it('bad input comes back with each message beside its field and nothing lost; never a 5xx', async () => {
    const response = await post('/book/oklahoma', {
      name: '',
      phone: '',
      email: 'pat@',
      topic: 'inscription',
      town: 'Ada',
      notes: 'Kept as typed',
    });
    expect(response.statusCode).toBe(422);
    const page = html(response);
    expect(page).toContain(NAME_MESSAGE);
    expect(page).toContain(EMAIL_MESSAGE);
    expect(page).toContain('Please choose a time from the list above.');
    expect(page).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="name"|<input[^>]*name="name"[^>]*aria-invalid="true"/,
    );
    expect(page).toContain('value="pat@"');
    expect(page).toContain('value="Ada"');
    expect(page).toContain('Kept as typed</textarea>');
    // With no time chosen, the answer lists the free times to choose from.
    expect(timeRadios(page).length).toBeGreaterThan(0);

    for (const payload of [
      { ...details, startsAt: 'not a time' },
      { ...details, startsAt: '2020-01-06T15:00:00.000Z' },
      { ...details, topic: 'nonsense', startsAt: (await freeTimes('oklahoma'))[0]! },
      { name: 'x'.repeat(5000) },
    ]) {
      const refused = await post('/book/oklahoma', payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    }
    expect((await post('/book/nowhere', details)).statusCode).toBe(404);
    const json = await app.inject({ method: 'POST', url: '/book/oklahoma', payload: { name: 'Pat' } });
    expect(json.statusCode).toBeLessThan(500);
  });

  it('/book/manage without a link asks for it, opens a pasted one, and says plainly when one does not open', async () => {
    const bare = await app.inject({ url: '/book/manage' });
    const page = html(bare);
    expect(formTo(page, 'post', '/book/manage')).toBeDefined();
    // The line that marks a private link in the address before the page paints is allowed by its hash.
    const mark = /<script>(if\(\/\^#[^<]*)<\/script>/.exec(bare.body)![1]!;
    expect(bare.headers['content-security-policy']).toContain(
      `'sha256-${createHash('sha256').update(mark).digest('base64')}'`,
    );
    expect(page).toContain('name="link"');
    expect(page).not.toContain('Your consultation is booked');

    const [startsAt] = await freeTimes('texas');
    const token = linkCookie(await post('/book/texas', { ...details, startsAt: startsAt! }));
    const opened = await post('/book/manage', { intent: 'open', link: `https://example.com/book/manage#${token}` });
    expect(opened.statusCode).toBe(303);
    expect(linkCookie(opened)).toBe(token);

    const incomplete = await post('/book/manage', { intent: 'open', link: 'https://example.com/book/manage#abc' });
    expect(incomplete.statusCode).toBe(422);
    expect(html(incomplete)).toContain(LINK_INCOMPLETE_MESSAGE);
    expect(html(incomplete)).toContain('value="https://example.com/book/manage#abc"');
    const unknown = await post('/book/manage', { intent: 'open', link: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(422);
    expect(html(unknown)).toContain('We could not find a booking for this link');
  });
});
