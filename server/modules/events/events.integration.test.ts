import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { valuePackages } from '#content/packages';
import { callerFor } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { dispatchPendingEvents, recordEvent, type EventFanOut, type RecordedEvent } from './events.service';

describe.each(databaseTargets)('events (%s)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());

  const eventsOf = (type: string) =>
    database.db.selectFrom('events').select(['id', 'type', 'version', 'payload']).where('type', '=', type).execute();

  it('a quote request records quote_request.created with its items, in its own transaction', async () => {
    const sessionId = randomUUID();
    const caller = callerFor(database, { basketSessionId: sessionId, ip: '203.0.113.90' });
    await caller.basket.add({ itemType: 'package', itemId: valuePackages[0]!.id });
    const { reference } = await caller.basket.submitQuote({
      name: 'Margaret Ellis',
      email: 'margaret@example.com',
      phone: '(580) 555-0199',
      preferredOffice: 'oklahoma',
      cemeteryName: 'Rosedale Cemetery',
      cemeteryTown: 'Ada, OK',
      timeline: 'within-3-months',
      message: 'For my mother.',
      idempotencyKey: randomUUID(),
    });
    const [event] = (await eventsOf('quote_request.created')).filter(
      (e) => (e.payload as { reference: string }).reference === reference,
    );
    expect(event).toMatchObject({ version: 1 });
    expect(event!.payload).toMatchObject({
      name: 'Margaret Ellis',
      preferredOffice: 'oklahoma',
      items: [{ itemType: 'package', itemId: valuePackages[0]!.id, title: valuePackages[0]!.name }],
    });
  });

  it('an event that fails its payload schema rolls back the lead written with it', async () => {
    const before = await database.db.selectFrom('submissions').select('id').execute();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('submissions')
          .values({ kind: 'contact', name: 'Rolled Back', email: 'x@example.com', ip_hash: null })
          .execute();
        // A payload missing its fields (as a bug in an owning service would send).
        await recordEvent(trx, 'lead.created', { reference: 'CM-1' } as never);
      }),
    ).rejects.toThrow();
    expect(await database.db.selectFrom('submissions').select('id').execute()).toHaveLength(before.length);
  });

  it('dispatch hands each event to every fan-out once, and a failing fan-out leaves the event for the next sweep', async () => {
    await dispatchPendingEvents(database.db, []); // clear earlier tests' events
    await database.db.transaction().execute((trx) =>
      recordEvent(trx, 'lead.created', {
        submissionId: 1,
        reference: 'CM-00001',
        kind: 'contact',
        name: 'A',
        email: null,
        phone: '1',
        message: null,
        details: {},
        sourcePage: null,
      }),
    );
    const seen: RecordedEvent[] = [];
    const broken: EventFanOut = {
      name: 'broken',
      fanOut: async () => {
        throw new Error('mail server down');
      },
    };
    const counting: EventFanOut = { name: 'counting', fanOut: async (_trx, event) => void seen.push(event) };
    await expect(dispatchPendingEvents(database.db, [counting, broken])).rejects.toThrow('mail server down');
    expect(await dispatchPendingEvents(database.db, [counting])).toBe(1);
    expect(await dispatchPendingEvents(database.db, [counting])).toBe(0);
    // Seen twice: once in the rolled-back sweep, once in the one that committed.
    expect(seen.map((e) => e.type)).toEqual(['lead.created', 'lead.created']);
    expect(seen[1]!.occurredAt).toBeInstanceOf(Date);
  });
});
