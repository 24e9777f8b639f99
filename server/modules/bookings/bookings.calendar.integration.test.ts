import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { getEnv } from '#server/env';
import { seededBusiness } from '#tests/support/seeded-business';
import { callerFor } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { emailRegistry } from '../email/email.registry';
import type { EmailExtras } from '../email/email.drafts';
import { eventPayloadSchemas } from '../events/events.schema';
import { readBusinessFacts } from '../settings/settings.service';
import { foldLineByOctets } from './bookings.calendar';
import { calendarFileOfEvent } from './bookings.service';

const none: EmailExtras['notify'] = {
  contact: [],
  estimate: [],
  accessForm: [],
  quoteRequest: [],
  booking: [],
  commitment: [],
  proofDecision: [],
};

/** A family name and a business name full of accents (two-, three- and four-octet characters). */
const FAMILY = 'Zoë Ñúñez-Åkesson “Grand-mère” Žofie Łucja Ødegård Dvořák 😀 Ünal';
const BUSINESS = {
  ...seededBusiness,
  name: 'Caldwell Monuments — Pierres tombales & Mémoriaux à l’ancienne, Ñandú Çağrı Øre',
  shortName: 'Caldwell Mémoriaux Ñandú',
};

/** What RFC 5545 3.1 asks of every line: at most 75 octets, each line whole UTF-8 on its own. */
function expectFoldedByOctets(calendar: string) {
  const bytes = Buffer.from(calendar, 'utf8');
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i += 1) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(bytes.subarray(start, i));
      start = i + 2;
    }
  }
  lines.push(bytes.subarray(start));
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const line of lines) {
    expect(line.length, line.toString()).toBeLessThanOrEqual(75);
    // A character split across two lines would make one of them invalid UTF-8.
    expect(() => strict.decode(line)).not.toThrow();
  }
  expect(calendar).not.toMatch(/\r\n\t/);
}

/** The calendar as a calendar app reads it (ical.js, not our writer). */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const alarm = vevent.getFirstSubcomponent('valarm');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    description: event.description,
    location: event.location,
    status: vevent.getFirstPropertyValue('status'),
    url: vevent.getFirstPropertyValue('url'),
    start: event.startDate.toJSDate().toISOString(),
    alarm: alarm
      ? { action: alarm.getFirstPropertyValue('action'), trigger: String(alarm.getFirstPropertyValue('trigger')) }
      : null,
  };
}

describe('a booking’s calendar file, folded by octets', () => {
  it('folds every line at 75 octets without splitting a character, and a reader gets every letter back', () => {
    const text = calendarFileOfEvent(
      {
        bookingId: 1,
        reference: 'BK-00001',
        office: 'texas',
        startsAt: '2026-12-01T16:00:00.000Z',
        endsAt: '2026-12-01T17:00:00.000Z',
        name: FAMILY,
        topicLabel: 'Un monument neuf, gravé à la main',
        calendarUid: '0b6f1c0e-9a55-4e51-8d5e-3c1f6f0a2b11',
        calendarSequence: 0,
      },
      'tok_ÅÉ',
      'https://caldwell.example',
      BUSINESS,
    );
    expectFoldedByOctets(text);
    const read = readCalendar(text);
    expect(read.summary).toBe(`Monument consultation at ${BUSINESS.shortName}, Wylie, Texas`);
    expect(read.location).toContain(BUSINESS.name);
    expect(read.description).toContain(FAMILY);
  });

  it('folds exactly at 75 octets and keeps a four-octet character whole', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'😀'.repeat(20)}`;
    const folded = foldLineByOctets(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(Buffer.byteLength(folded.split('\r\n')[0]!)).toBeGreaterThanOrEqual(72);
  });
});

describe.each(databaseTargets)('a booking’s calendar through its life (%s)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function slotAt(n: number) {
    const list = await callerFor(database).bookings.slots({ office: 'oklahoma' });
    return list.days.flatMap((day) => day.slots)[n]!.startsAt;
  }

  /** The family's email for the newest event of a type, as the email job composes it. */
  async function familyEmailOf(type: 'booking.moved' | 'booking.cancelled', bookingToken?: string) {
    const row = await database.db
      .selectFrom('events')
      .select(['payload'])
      .where('type', '=', type)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    const compose = emailRegistry[type]!.family as (
      p: unknown,
      business: unknown,
      siteUrl: string,
      extras: EmailExtras,
    ) => { attachments?: Array<{ contentType?: string; content: string }> } | null;
    return compose(eventPayloadSchemas[type].parse(payload), await readBusinessFacts(database.db), getEnv().SITE_URL, {
      notify: none,
      private: bookingToken ? { bookingToken } : {},
    })!;
  }

  it('keeps one UID with a rising SEQUENCE when moved, says CANCELLED when cancelled, reminds the day before and links to the manage page', async () => {
    const visitor = callerFor(database, { ip: '198.51.100.77' });
    const details = {
      name: FAMILY,
      email: 'zoe@example.com',
      phone: '(580) 555-0136',
      topic: 'new-monument' as const,
      cemetery: 'Rosedale',
      town: 'Ada',
      notes: '',
    };
    const first = await visitor.bookings.book({ office: 'oklahoma', startsAt: await slotAt(4), ...details });
    const other = await visitor.bookings.book({ office: 'oklahoma', startsAt: await slotAt(6), ...details });

    const booked = (await visitor.bookings.calendarFile({ token: first.token })).content;
    expectFoldedByOctets(booked);
    const original = readCalendar(booked);
    expect(original.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(original.uid).not.toContain(first.reference.toLowerCase());
    expect(original.sequence).toBe(0);
    expect(original.status).toBe('CONFIRMED');
    expect(original.method).toBe('PUBLISH');
    expect(original.url).toBe(`${getEnv().SITE_URL}/book/manage#${first.token}`);
    expect(original.alarm).toEqual({ action: 'DISPLAY', trigger: '-P1D' });
    expect(original.description).toContain(FAMILY);
    // Another booking is another event.
    expect(readCalendar((await visitor.bookings.calendarFile({ token: other.token })).content).uid).not.toBe(
      original.uid,
    );

    // Moved: the same event, one version on, at the new time (the link and the email agree).
    const newTime = await slotAt(8);
    const moved = await visitor.bookings.move({ token: first.token, startsAt: newTime });
    const afterMove = readCalendar((await visitor.bookings.calendarFile({ token: moved.token })).content);
    expect(afterMove).toMatchObject({ uid: original.uid, sequence: 1, status: 'CONFIRMED', start: newTime });
    expect(afterMove.url).toBe(`${getEnv().SITE_URL}/book/manage#${moved.token}`);
    const movedEmail = await familyEmailOf('booking.moved', moved.token);
    const movedFile = movedEmail.attachments![0]!;
    expect(movedFile.contentType).toContain('method=PUBLISH');
    expectFoldedByOctets(movedFile.content);
    expect(readCalendar(movedFile.content)).toMatchObject({
      uid: original.uid,
      sequence: 1,
      start: newTime,
      url: `${getEnv().SITE_URL}/book/manage#${moved.token}`,
    });

    // Cancelled: the file says so with a higher sequence, and the email asks the calendar to remove it.
    await visitor.bookings.cancel({ token: moved.token });
    const afterCancel = readCalendar((await visitor.bookings.calendarFile({ token: moved.token })).content);
    expect(afterCancel).toMatchObject({ uid: original.uid, sequence: 2, status: 'CANCELLED', alarm: null });
    const cancelEmail = await familyEmailOf('booking.cancelled');
    const cancelFile = cancelEmail.attachments![0]!;
    expect(cancelFile.contentType).toContain('method=CANCEL');
    expectFoldedByOctets(cancelFile.content);
    expect(readCalendar(cancelFile.content)).toMatchObject({
      method: 'CANCEL',
      uid: original.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
  });
});
