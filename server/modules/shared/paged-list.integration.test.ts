import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { escapeLike, pagedList, phoneDigits, searchMatches } from './paged-list';

describe('a staff search typed as a phone number', () => {
  it('is read as its digits when it has at least three and nothing but phone punctuation', () => {
    expect(phoneDigits('(580) 555-0136')).toBe('5805550136');
    expect(phoneDigits('+1 580.555')).toBe('1580555');
    expect(phoneDigits('580')).toBe('580');
    expect(phoneDigits('58')).toBeNull();
    expect(phoneDigits('Ada 580')).toBeNull();
    expect(phoneDigits('O-0042-KX')).toBeNull();
  });

  it('matches a percent sign or an underscore as itself', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe.each(databaseTargets)('the paged-list helper (%s)', (target) => {
  let database: Database;
  const phones = ['(580) 555-0136', '580.555.0136', '+1 580 555 0199', null, '903-555-0136'];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    // 27 rows, numbered by name; every fifth has an email instead of a phone.
    await database.db
      .insertInto('submissions')
      .values(
        Array.from({ length: 27 }, (_, n) => ({
          kind: 'contact',
          name: `Family ${String(n + 1).padStart(2, '0')}${n === 3 ? ' 100%_sure' : ''}`,
          phone: phones[n % phones.length] ?? null,
          email: phones[n % phones.length] ? null : `family${n + 1}@example.com`,
          message: 'Hello',
          extra: '{}',
          ip_hash: null,
        })),
      )
      .execute();
  });
  afterAll(() => database.close());

  const list = (page: number, pageSize: number, q?: string) =>
    pagedList(
      database.db
        .selectFrom('submissions')
        .where((eb) =>
          q ? eb.or(searchMatches(eb, q, { columns: ['name', 'message'], phone: 'phone' })) : eb.and([]),
        ),
      { page, pageSize },
      (query) => query.select(['name']).orderBy('name'),
      (row) => row.name,
    );

  it('cuts the page at its offset and counts every row for the pager', async () => {
    const first = await list(1, 10);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toBe('Family 01');
    const third = await list(3, 10);
    expect(third.items).toEqual([
      'Family 21',
      'Family 22',
      'Family 23',
      'Family 24',
      'Family 25',
      'Family 26',
      'Family 27',
    ]);
    expect(third.total).toBe(27);
    // Past the end: no rows, the total still there (the screen offers the way back).
    expect(await list(9, 10)).toMatchObject({ items: [], total: 27, page: 9 });
  });

  it('finds phone numbers digit by digit, whatever punctuation either side has', async () => {
    const byDigits = await list(1, 50, '5805550136');
    // "(580) 555-0136" and "580.555.0136": rows 1, 2, 6, 7, 11, 12, ...
    expect(byDigits.total).toBe(12);
    expect((await list(1, 50, '(580) 555-0136')).total).toBe(12);
    expect((await list(1, 50, '555 0136')).total).toBe(17);
    expect((await list(1, 50, '+1 580 555 0199')).total).toBe(5);
    // Words are not read as a phone number; text columns still match.
    expect((await list(1, 50, 'family 2')).total).toBe(8);
    expect((await list(1, 50, '100%_s')).items).toEqual(['Family 04 100%_sure']);
    expect((await list(1, 50, '100%')).total).toBe(1);
  });
});
