import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { redactUrl } from '../server/lib/redact-url';
import { PRIVATE_LINK_PROCEDURES } from '../server/trpc/private-links';
import { buildTestApp, callerFor } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/** The request log, as the server writes it (one JSON object a line). */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

describe('the request log’s copy of an address', () => {
  it('keeps the path and plain values, and replaces every secret', () => {
    const token = 'q3Vx9_k2Lm0pQrStUvWxYz-AbCdEfGhIjKlMnOpQrSt';
    expect(redactUrl('/gallery/set-monuments?page=2&category=granite')).toBe(
      '/gallery/set-monuments?page=2&category=granite',
    );
    expect(redactUrl(`/book/manage?token=${token}`)).not.toContain(token);
    expect(redactUrl(`/somewhere?t=${token}`)).not.toContain(token);
    const input = encodeURIComponent(JSON.stringify({ 0: { token } }));
    expect(redactUrl(`/trpc/bookings.get?batch=1&input=${input}`)).not.toContain(token.slice(0, 16));
    const reference = encodeURIComponent(JSON.stringify({ reference: 'ABCD-EFGH' }));
    expect(redactUrl(`/trpc/calculator.saved?input=${reference}`)).not.toContain('ABCD-EFGH');
    expect(redactUrl('/calculator/estimate/ABCD-EFGH')).toBe('/calculator/estimate/[redacted]');
    expect(redactUrl('/ai-tools/epitaph-builder/abcd-efgh?x=1')).toBe('/ai-tools/epitaph-builder/[redacted]?x=1');
    expect(redactUrl('/ai-tools/epitaph-builder')).toBe('/ai-tools/epitaph-builder');
    // A saved design's page and its files carry its reference; the playground itself does not.
    expect(redactUrl('/ai-tools/design-playground/ABCD-EFGH')).toBe('/ai-tools/design-playground/[redacted]');
    expect(redactUrl('/ai-tools/design-playground/ABCD-EFGH/design-sheet.pdf?grant=abc')).toBe(
      '/ai-tools/design-playground/[redacted]/design-sheet.pdf?grant=%5Bredacted%5D',
    );
    expect(redactUrl('/ai-tools/design-playground?start=upright')).toBe('/ai-tools/design-playground?start=upright');
    expect(redactUrl('/ai-tools/design-playground/ABCD-EFGH/design-sheet.pdf')).toBe(
      '/ai-tools/design-playground/[redacted]/design-sheet.pdf',
    );
    expect(redactUrl('/ai-tools/design-playground?estimate=ABCD-EFGH')).toBe(
      '/ai-tools/design-playground?estimate=%5Bredacted%5D',
    );
    expect(redactUrl('/ai-tools/design-playground?epitaph=ABCD-EFGH&start=upright')).toBe(
      '/ai-tools/design-playground?epitaph=%5Bredacted%5D&start=upright',
    );
    expect(redactUrl('/ai-tools/design-playground?template=single_upright')).toBe(
      '/ai-tools/design-playground?template=single_upright',
    );
    // A question asked of the expert's plain form is the family's own words (decision 229).
    expect(redactUrl('/ai-tools/monument-expert?question=My+mother+Ruth+died')).toBe(
      '/ai-tools/monument-expert?question=%5Bredacted%5D',
    );
    expect(redactUrl('/blog?question=granite')).toBe('/blog?question=granite');
  });
});

describe.each(databaseTargets)('private links over HTTP (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const log = logSink();
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { logStream: log.stream });
    await app.ready();
    const slots = await callerFor(database).bookings.slots({ office: 'oklahoma' });
    const startsAt = slots.days.flatMap((day) => day.slots)[0]!.startsAt;
    ({ token } = await callerFor(database, { ip: '198.51.100.90' }).bookings.book({
      office: 'oklahoma',
      startsAt,
      name: 'Mary Jones',
      email: 'mary@example.com',
      phone: '(580) 555-0136',
      topic: 'new-monument',
      cemetery: 'Rosedale Cemetery',
      town: 'Ada',
      notes: '',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('opens a booking with its token in the POST body, answered no-store, and the log never holds the token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/bookings.get',
      headers: json,
      payload: JSON.stringify({ token }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.status).toBe('booked');
    expect(response.headers['cache-control']).toContain('no-store');

    // The browser's batch (private procedures together) goes the same way.
    const batch = await app.inject({
      method: 'POST',
      url: '/trpc/bookings.get,bookings.calendarFile?batch=1',
      headers: json,
      payload: JSON.stringify({ 0: { token }, 1: { token } }),
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers['cache-control']).toContain('no-store');

    expect(log.text()).toContain('/trpc/bookings.get');
    expect(log.text()).not.toContain(token);
  });

  it('refuses the token in an address (GET), and the log of that request does not keep it', async () => {
    const before = log.lines.length;
    const url = `/trpc/bookings.get?input=${encodeURIComponent(JSON.stringify({ token }))}`;
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(405);
    expect(response.body).not.toContain('"status":"booked"');
    const written = log.lines.slice(before).join('\n');
    expect(written).toContain('/trpc/bookings.get');
    expect(written).not.toContain(token);
    expect(written).not.toContain(encodeURIComponent(token));
    // Any token-shaped value, whatever its name, and a saved estimate's page address.
    await app.inject({ url: `/anything?t=${token}` });
    await app.inject({ url: '/calculator/estimate/ABCD-EFGH' });
    const all = log.lines.slice(before).join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('ABCD-EFGH');
  });

  it('answers every private procedure no-store and refuses each over GET', async () => {
    const inputs: Record<string, unknown> = {
      'bookings.get': { token },
      'bookings.calendarFile': { token },
      'bookings.cancel': { token: 'x'.repeat(43) },
      'bookings.move': { token: 'x'.repeat(43), startsAt: new Date().toISOString() },
      'calculator.saved': { reference: 'AAAA-BBBB' },
      'epitaph.saved': { reference: 'AAAA-BBBB' },
      'design.saved': { reference: 'AAAA-BBBB' },
    };
    expect(Object.keys(inputs).sort()).toEqual([...PRIVATE_LINK_PROCEDURES].sort());
    for (const [path, input] of Object.entries(inputs)) {
      const viaGet = await app.inject({
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        remoteAddress: '198.51.100.7',
      });
      expect(viaGet.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(viaGet.statusCode, path).toBeLessThan(500);
      const viaPost = await app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: json,
        payload: JSON.stringify(input),
        remoteAddress: '198.51.100.7',
      });
      expect(viaPost.headers['cache-control'], path).toContain('no-store');
    }
  });

  it('throttles a visitor whose lookups keep missing, like the proof code; others are not affected', async () => {
    const lookup = (reference: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/trpc/calculator.saved',
        headers: json,
        payload: JSON.stringify({ reference }),
        remoteAddress,
      });
    const guesser = '203.0.113.50';
    for (let i = 0; i < 20; i++) {
      const miss = await lookup(`AAAA-${'BCDEFGHJ'[i % 8]}${'BCDEFGHJ'[Math.floor(i / 8)]}CD`, guesser);
      expect(miss.statusCode).toBe(404);
    }
    const refused = await lookup('AAAA-BBBB', guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/wait 15 minutes/);
    // The refusal stands for the real booking link too, and for the saved epitaph lookups.
    const booking = await app.inject({
      method: 'POST',
      url: '/trpc/bookings.get',
      headers: json,
      payload: JSON.stringify({ token }),
      remoteAddress: guesser,
    });
    expect(booking.statusCode).toBe(429);
    // Another visitor opens their booking as before.
    const family = await app.inject({
      method: 'POST',
      url: '/trpc/bookings.get',
      headers: json,
      payload: JSON.stringify({ token }),
      remoteAddress: '203.0.113.51',
    });
    expect(family.statusCode).toBe(200);
    // And for a saved design's files: a guesser's picture and sheet are refused as well.
    const picture = await app.inject({
      url: '/ai-tools/design-playground/AAAA-BBBB/design.png',
      remoteAddress: guesser,
    });
    expect(picture.statusCode).toBe(429);
    // A family opening their own link again and again is never refused: only misses count.
    for (let i = 0; i < 25; i++) {
      const again = await app.inject({
        method: 'POST',
        url: '/trpc/bookings.get',
        headers: json,
        payload: JSON.stringify({ token }),
        remoteAddress: '203.0.113.52',
      });
      expect(again.statusCode).toBe(200);
    }
  });
});
