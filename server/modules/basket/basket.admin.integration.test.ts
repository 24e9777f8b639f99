import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { valuePackages } from '#content/packages';
import { callerFor, codeOf, signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { insertGalleryItem } from '#tests/factories/gallery';
import { QUOTE_REQUESTS_PAGE_SIZE } from './quote-requests.repository';

describe.each(databaseTargets)('admin.quoteRequests (%s)', (target) => {
  let database: Database;
  let admin: ReturnType<typeof callerFor>;
  let member: ReturnType<typeof callerFor>;
  const anonymous = () => callerFor(database);

  /** Sends a quote request from a fresh basket; returns its reference. */
  async function sendQuote(overrides: Record<string, string> = {}) {
    const visitor = callerFor(database, {
      basketSessionId: randomUUID(),
      ip: `192.0.2.${Math.floor(Math.random() * 250)}`,
    });
    await visitor.basket.add({ itemType: 'package', itemId: valuePackages[0]!.id });
    const stock = await insertGalleryItem(database, {
      title: 'Gray Upright',
      slug: `gray-${randomUUID().slice(0, 8)}`,
      priceCents: null,
      graniteColor: 'Georgia Gray',
      dimensions: '24 x 12 x 6 in',
    });
    await visitor.basket.add({ itemType: 'gallery', itemId: stock });
    const { reference } = await visitor.basket.submitQuote({
      name: 'Ruth Harper',
      email: 'ruth@example.com',
      phone: '',
      preferredOffice: 'texas',
      cemeteryName: '',
      cemeteryTown: '',
      timeline: '',
      message: '',
      idempotencyKey: randomUUID(),
      ...overrides,
    });
    return reference;
  }

  beforeAll(async () => {
    database = await openTestDatabase(target);
    admin = await signedInCaller(database, { admin: true });
    member = await signedInCaller(database, { admin: false });
  });
  afterAll(() => database.close());

  it('lists requests newest first with the count of every status', async () => {
    const first = await sendQuote({ name: 'First Family' });
    const second = await sendQuote({ name: 'Second Family' });
    // Order by time, not by insertion luck.
    await sql`update basket_submissions set created_at = now() - interval '1 day' where reference = ${first}`.execute(
      database.db,
    );

    const list = await admin.admin.quoteRequests.list({});
    expect(list.items.map((i) => i.reference).slice(0, 2)).toEqual([second, first]);
    expect(list.items[0]).toMatchObject({
      name: 'Second Family',
      itemCount: 2,
      knownTotalCents: valuePackages[0]!.priceCents,
      status: 'new',
      preferredOffice: 'texas',
    });
    expect(list.counts).toMatchObject({ new: 2, contacted: 0, quoted: 0, won: 0, lost: 0, all: 2 });
    expect(list).toMatchObject({ page: 1, pageSize: 25, total: 2 });
  });

  it('shows one request with its contact details and item snapshots', async () => {
    const reference = await sendQuote({
      cemeteryName: 'Wylie Cemetery',
      cemeteryTown: 'Wylie, TX',
      message: 'Call after 3 pm',
    });
    const { items } = await admin.admin.quoteRequests.list({});
    const id = items.find((i) => i.reference === reference)!.id;
    const detail = await admin.admin.quoteRequests.get({ id });
    expect(detail).toMatchObject({
      reference,
      email: 'ruth@example.com',
      phone: null,
      cemeteryName: 'Wylie Cemetery',
      cemeteryTown: 'Wylie, TX',
      message: 'Call after 3 pm',
      staffNotes: null,
      statusChangedAt: null,
    });
    expect(detail.items).toHaveLength(2);
    expect(detail.items.find((i) => i.itemType === 'package')).toMatchObject({
      title: valuePackages[0]!.name,
      priceCents: valuePackages[0]!.priceCents,
      link: `/value-engineering/packages#${valuePackages[0]!.id}`,
      granite: valuePackages[0]!.granite,
    });
    // The granite and size as listed when the family added the item.
    expect(detail.items.find((i) => i.itemType === 'gallery')).toMatchObject({
      title: 'Gray Upright',
      priceCents: null,
      granite: 'Georgia Gray',
      size: '24 x 12 x 6 in',
    });
    expect(detail.items.find((i) => i.itemType === 'gallery')).toMatchObject({
      title: 'Gray Upright',
      priceCents: null,
    });
    expect(await codeOf(admin.admin.quoteRequests.get({ id: randomUUID() }))).toBe('NOT_FOUND');
  });

  it('changes the status and staff notes, and filters by status', async () => {
    const reference = await sendQuote();
    const id = (await admin.admin.quoteRequests.list({})).items.find((i) => i.reference === reference)!.id;

    const contacted = await admin.admin.quoteRequests.update({ id, status: 'contacted' });
    expect(contacted.status).toBe('contacted');
    expect(contacted.statusChangedAt).not.toBeNull();

    const noted = await admin.admin.quoteRequests.update({ id, staffNotes: '  Left a voicemail Tuesday.  ' });
    expect(noted).toMatchObject({
      status: 'contacted',
      staffNotes: 'Left a voicemail Tuesday.',
      statusChangedAt: contacted.statusChangedAt,
    });
    expect((await admin.admin.quoteRequests.update({ id, staffNotes: '' })).staffNotes).toBeNull();

    const filtered = await admin.admin.quoteRequests.list({ status: 'contacted' });
    expect(filtered.items.map((i) => i.reference)).toEqual([reference]);
    expect(filtered.counts.contacted).toBe(1);
    expect((await admin.admin.quoteRequests.list({ status: 'won' })).items).toEqual([]);

    expect(await codeOf(admin.admin.quoteRequests.update({ id }))).toBe('BAD_REQUEST');
    expect(await codeOf(admin.admin.quoteRequests.update({ id, status: 'archived' as never }))).toBe('BAD_REQUEST');
    expect(await codeOf(admin.admin.quoteRequests.update({ id: randomUUID(), status: 'won' }))).toBe('NOT_FOUND');
  });

  it('pages through many requests', async () => {
    const before = (await admin.admin.quoteRequests.list({})).counts.all;
    const needed = QUOTE_REQUESTS_PAGE_SIZE + 1 - before;
    for (let i = 0; i < needed; i++) await sendQuote();
    const page1 = await admin.admin.quoteRequests.list({ page: 1 });
    const page2 = await admin.admin.quoteRequests.list({ page: 2 });
    expect(page1.items).toHaveLength(QUOTE_REQUESTS_PAGE_SIZE);
    expect(page1).toMatchObject({ page: 1, pageSize: QUOTE_REQUESTS_PAGE_SIZE, total: page1.counts.all });
    expect(Math.ceil(page1.total / page1.pageSize)).toBe(2);
    expect(page2.items.length).toBeGreaterThanOrEqual(1);
    expect(page2.items.map((i) => i.id)).not.toContain(page1.items[0]!.id);
  });

  it('finds a request by name, by its reference however read out, and by phone digits however typed', async () => {
    const reference = await sendQuote({ name: 'Agnes Whitlock', phone: '(580) 555-0177', cemeteryTown: 'Ada' });
    const found = async (q: string) => (await admin.admin.quoteRequests.list({ q })).items.map((i) => i.reference);
    expect(await found('whitlock')).toEqual([reference]);
    expect(await found(reference.toLowerCase().replaceAll('-', ' '))).toEqual([reference]);
    expect(await found('5805550177')).toEqual([reference]);
    expect(await found('580.555.0177')).toEqual([reference]);
    expect(await found('555-0177')).toEqual([reference]);
    const searched = await admin.admin.quoteRequests.list({ q: 'Whitlock' });
    expect(searched).toMatchObject({ total: 1, page: 1 });
    // The counts on the status filter stay the counts of every request.
    expect(searched.counts.all).toBeGreaterThan(1);
    expect((await admin.admin.quoteRequests.list({ q: 'Whitlock', status: 'won' })).items).toEqual([]);
    const csv = await admin.admin.quoteRequests.exportCsv({ q: 'whitlock' });
    expect(csv.count).toBe(1);
    expect(csv.csv).toContain(reference);
  });

  it('exports a formula-safe CSV', async () => {
    const reference = await sendQuote({
      name: '=HYPERLINK("http://evil.example","Click")',
      message: '@SUM(A1:A2)\nsecond line',
      timeline: 'within-3-months',
    });
    const all = await admin.admin.quoteRequests.exportCsv({});
    expect(all.filename).toMatch(/^quote-requests-all-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.count).toBeGreaterThan(1);
    const lines = all.csv.split('\r\n');
    // A byte-order mark first, as in the leads export, so Excel reads UTF-8.
    expect(lines[0]).toBe(
      '\uFEFF"Reference","Received (Central time)","Status","Name","Email","Phone","Preferred office","Cemetery","Cemetery town","Timeline","Message","Items","Item count","Known total (USD)","Staff notes"',
    );
    expect(all.csv).toContain(`"${reference}"`);
    expect(all.csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(all.csv).toContain(`"'@SUM(A1:A2)\nsecond line"`);
    expect(all.csv).toContain('"Wylie, Texas"');
    // Words, not codes (as the leads export), and each item's granite and size as snapshotted.
    expect(all.csv).toContain(
      `Gray Upright (Georgia Gray granite · 24 x 12 x 6 in; price on request); ${valuePackages[0]!.name} (${valuePackages[0]!.granite} granite; $4,850)`,
    );
    expect(all.csv).toMatch(/"Q-\d{4,}-[FHKLMRUWXY]{2}","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","New"/);
    expect(all.csv).toContain('"Within 3 months"');
    expect(all.csv).not.toContain('within-3-months');

    const contactedOnly = await admin.admin.quoteRequests.exportCsv({ status: 'contacted' });
    expect(contactedOnly.csv).not.toContain(reference);
  });

  it('refuses anonymous visitors and signed-in non-admins on every procedure', async () => {
    const id = randomUUID();
    // Called one at a time, so no refusal waits unobserved.
    const calls = (caller: ReturnType<typeof callerFor>) => [
      () => caller.admin.quoteRequests.list({}),
      () => caller.admin.quoteRequests.get({ id }),
      () => caller.admin.quoteRequests.update({ id, status: 'won' }),
      () => caller.admin.quoteRequests.exportCsv({}),
    ];
    for (const call of calls(anonymous())) expect(await codeOf(call())).toBe('UNAUTHORIZED');
    for (const call of calls(member)) expect(await codeOf(call())).toBe('FORBIDDEN');
  });
});
