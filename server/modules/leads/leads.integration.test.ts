import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession, buildTestApp } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { consumeRateLimit } from '../rate-limit/rate-limit.service';
import { hashIp, leadRateLimit, LEAD_LIMIT, LEAD_WINDOW_MS } from './leads.limits';
import { formatReference } from '../shared/reference';

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mary Jones',
  email: 'mary@example.com',
  phone: '(580) 555-0136',
  office: 'oklahoma' as const,
  message: 'We would like a companion headstone for my parents.',
  sourcePage: '/contact-us',
  ...overrides,
});

const estimate = (overrides: Record<string, unknown> = {}) => ({
  name: 'Robert Lee',
  phone: '972-555-0147',
  monumentType: 'companion' as const,
  size: 'medium' as const,
  granite: 'blue-pearl' as const,
  budget: '4000-7000' as const,
  timeline: 'within-3-months' as const,
  cemetery: 'Rosedale Cemetery, Ada',
  office: 'texas' as const,
  message: 'Two names, one epitaph.',
  sourcePage: '/',
  ...overrides,
});

let ipCounter = 0;
/** A fresh address per test, so each starts with an empty rate-limit window. */
const freshIp = () => `203.0.113.${++ipCounter}`;

describe.each(databaseTargets)('lead forms and the staff screen (%s)', (target) => {
  let database: Database;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    adminToken = (await createUserSession(database, { admin: true })).token;
    memberToken = (await createUserSession(database, { admin: false })).token;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('submissions').execute();
  });

  const admin = () => callerFor(database, { sessionToken: adminToken }).admin.submissions;

  describe('leads.submitContact', () => {
    it('stores the message with a reference, the office, the page and a hash of the address', async () => {
      const ip = freshIp();
      const result = await callerFor(database, { ip }).leads.submitContact(
        contact({ name: '  Mary Jones ', email: ' ' }),
      );
      expect(result.ok).toBe(true);
      expect(result.reference).toMatch(/^M-\d{4,}-[FHKLMRUWXY]{2}$/);
      const row = await database.db.selectFrom('submissions').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        kind: 'contact',
        name: 'Mary Jones',
        email: null,
        phone: '(580) 555-0136',
        status: 'new',
        source_page: '/contact-us',
        ip_hash: hashIp(ip),
      });
      expect(row.ip_hash).not.toContain(ip);
      expect(row.extra).toEqual({ office: 'oklahoma' });
    });

    it('refuses a form without a way to reply, naming the field', async () => {
      const error = await callerFor(database, { ip: freshIp() })
        .leads.submitContact(contact({ email: '', phone: '' }))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('BAD_REQUEST');
      expect(await database.db.selectFrom('submissions').select('id').execute()).toHaveLength(0);
    });

    it('quietly drops what a robot sends through the honeypot, answering like a success', async () => {
      const result = await callerFor(database, { ip: freshIp() }).leads.submitContact(
        contact({ website: 'http://spam.example' }),
      );
      expect(result).toEqual({ ok: true, reference: null });
      expect(await database.db.selectFrom('submissions').select('id').execute()).toHaveLength(0);
    });
  });

  describe('leads.submitEstimate', () => {
    it('stores the structured answers for staff', async () => {
      const result = await callerFor(database, { ip: freshIp() }).leads.submitEstimate(estimate());
      const row = await database.db.selectFrom('submissions').selectAll().executeTakeFirstOrThrow();
      expect(result.reference).toBe(formatReference('message', row.id));
      expect(row.kind).toBe('estimate');
      expect(row.extra).toEqual({
        office: 'texas',
        monumentType: 'companion',
        size: 'medium',
        granite: 'blue-pearl',
        budget: '4000-7000',
        timeline: 'within-3-months',
        cemetery: 'Rosedale Cemetery, Ada',
      });
      expect(row.message).toBe('Two names, one epitaph.');
    });

    it('refuses an unknown kind of memorial', async () => {
      expect(
        await codeOf(
          callerFor(database, { ip: freshIp() }).leads.submitEstimate(estimate({ monumentType: 'pyramid' })),
        ),
      ).toBe('BAD_REQUEST');
    });
  });

  describe('rate limit (in the database, per address, across both forms)', () => {
    it(`allows ${LEAD_LIMIT} submissions in ten minutes, then refuses with a plain message and a phone number`, async () => {
      const ip = freshIp();
      const caller = callerFor(database, { ip });
      for (let i = 0; i < LEAD_LIMIT - 1; i++) await caller.leads.submitContact(contact());
      await caller.leads.submitEstimate(estimate()); // both forms share the allowance
      const error = (await caller.leads.submitContact(contact()).catch((e: unknown) => e)) as TRPCError;
      expect(error.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toMatch(/try again in \d+ minutes?, or call us at \(580\) 555-0136/);
      // Honeypot submissions count as well, and someone else is not affected.
      expect(await codeOf(caller.leads.submitContact(contact({ website: 'x' })))).toBe('TOO_MANY_REQUESTS');
      expect(await codeOf(callerFor(database, { ip: freshIp() }).leads.submitContact(contact()))).toBe('OK');
      expect(await database.db.selectFrom('submissions').select('id').execute()).toHaveLength(LEAD_LIMIT + 1);
    });

    it('opens a new window once the old one has passed', async () => {
      const rule = leadRateLimit(`test:${freshIp()}`);
      const start = new Date('2026-01-01T12:00:00Z');
      for (let i = 0; i < LEAD_LIMIT; i++)
        expect((await consumeRateLimit(database.db, rule, start)).allowed).toBe(true);
      const refused = await consumeRateLimit(database.db, rule, new Date(start.getTime() + 60_000));
      expect(refused).toMatchObject({ allowed: false, hits: LEAD_LIMIT + 1 });
      expect(refused.retryAt.getTime()).toBe(start.getTime() + LEAD_WINDOW_MS);
      const later = await consumeRateLimit(database.db, rule, new Date(start.getTime() + LEAD_WINDOW_MS + 1));
      expect(later).toMatchObject({ allowed: true, hits: 1 });
    });

    it('lets no more than the limit through when requests arrive at the same moment', async () => {
      const ip = freshIp();
      const results = await Promise.all(
        Array.from({ length: LEAD_LIMIT * 2 }, () =>
          codeOf(callerFor(database, { ip }).leads.submitContact(contact())),
        ),
      );
      expect(results.filter((code) => code === 'OK')).toHaveLength(LEAD_LIMIT);
      expect(results.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(LEAD_LIMIT);
    });
  });

  describe('over HTTP', () => {
    it('answers field errors in the shape the forms read', async () => {
      const app = await buildTestApp(database, { production: true });
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/trpc/leads.submitContact',
          headers: { 'content-type': 'application/json' },
          payload: { name: '', email: 'nope', phone: '', message: 'hi' },
        });
        expect(response.statusCode).toBe(400);
        const body = response.json() as {
          error: { message: string; data: { zodError: { fieldErrors: Record<string, string[]> } } };
        };
        expect(body.error.message).toBe('Please check the highlighted fields.');
        expect(Object.keys(body.error.data.zodError.fieldErrors).sort()).toEqual(['email', 'message', 'name']);
        const ok = await app.inject({
          method: 'POST',
          url: '/trpc/leads.submitEstimate',
          headers: { 'content-type': 'application/json' },
          payload: estimate(),
        });
        expect(ok.statusCode).toBe(200);
        expect((ok.json() as { result: { data: { reference: string } } }).result.data.reference).toMatch(/^M-/);
      } finally {
        await app.close();
      }
    });
  });

  describe('admin.submissions', () => {
    async function seedLeads() {
      const rows = [
        {
          kind: 'contact',
          name: 'Ann Archer',
          email: 'ann@example.com',
          phone: null,
          message: 'Question about 50%_off',
          created_at: new Date('2026-01-01T10:00:00Z'),
        },
        {
          kind: 'estimate',
          name: 'Ben Baker',
          email: null,
          phone: '(580) 555-0136',
          message: null,
          created_at: new Date('2026-01-02T10:00:00Z'),
          extra: JSON.stringify({ monumentType: 'upright' }),
        },
        {
          kind: 'contact',
          name: 'Cara Cole',
          email: 'cara@example.com',
          phone: '972-555-0147',
          message: 'Cleaning for grandma',
          created_at: new Date('2026-01-03T10:00:00Z'),
          status: 'closed',
        },
      ];
      for (const row of rows) await database.db.insertInto('submissions').values(row).execute();
    }

    it('lists newest first with filters, search and paging', async () => {
      await seedLeads();
      const all = await admin().list({});
      expect(all.items.map((s) => s.name)).toEqual(['Cara Cole', 'Ben Baker', 'Ann Archer']);
      expect(all.total).toBe(3);
      expect((await admin().list({ kind: 'estimate' })).items.map((s) => s.name)).toEqual(['Ben Baker']);
      expect((await admin().list({ status: 'closed' })).items.map((s) => s.name)).toEqual(['Cara Cole']);
      expect((await admin().list({ q: 'ANN@' })).items.map((s) => s.name)).toEqual(['Ann Archer']);
      expect((await admin().list({ q: 'grandma' })).items.map((s) => s.name)).toEqual(['Cara Cole']);
      expect((await admin().list({ q: '580 555 0136' })).items.map((s) => s.name)).toEqual(['Ben Baker']);
      expect((await admin().list({ q: '50%_' })).items.map((s) => s.name)).toEqual(['Ann Archer']);
      expect((await admin().list({ q: '%' })).items.map((s) => s.name)).toEqual(['Ann Archer']);
      const page2 = await admin().list({ page: 2 });
      expect(page2).toMatchObject({ items: [], total: 3, page: 2 });
    });

    it('shows one submission, changes its status and keeps staff notes', async () => {
      await seedLeads();
      const [newest] = (await admin().list({})).items;
      const detail = await admin().get({ id: newest!.id });
      expect(detail).toMatchObject({ name: 'Cara Cole', status: 'closed', staffNotes: null });
      const updated = await admin().update({
        id: newest!.id,
        status: 'contacted',
        staffNotes: '  Called back on Monday.  ',
      });
      expect(updated).toMatchObject({ status: 'contacted', staffNotes: 'Called back on Monday.' });
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(detail.updatedAt).getTime() - 1);
      const notesOnly = await admin().update({ id: newest!.id, staffNotes: '' });
      expect(notesOnly).toMatchObject({ status: 'contacted', staffNotes: null });
      expect(await codeOf(admin().get({ id: 999_999 }))).toBe('NOT_FOUND');
      expect(await codeOf(admin().update({ id: 999_999, status: 'closed' }))).toBe('NOT_FOUND');
      expect(await codeOf(admin().update({ id: newest!.id, status: 'won' as never }))).toBe('BAD_REQUEST');
    });

    it('exports the filtered list as spreadsheet-safe CSV', async () => {
      await seedLeads();
      await database.db
        .insertInto('submissions')
        .values({ kind: 'contact', name: '=HYPERLINK("http://evil")', email: 'x@example.com', message: '@SUM(1)' })
        .execute();
      const file = await admin().exportCsv({ kind: 'contact' });
      expect(file.filename).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file.count).toBe(3);
      expect(file.csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(file.csv).toContain(`"'@SUM(1)"`);
      expect(file.csv).not.toContain('Ben Baker');
    });

    it('counts new submissions for the dashboard', async () => {
      await seedLeads();
      const summary = await callerFor(database, { sessionToken: adminToken }).admin.dashboard.summary();
      expect(summary.awaiting.newSubmissions).toBe(2);
    });

    it.each(['list', 'get', 'update', 'exportCsv'] as const)(
      '%s refuses anonymous visitors and non-admins',
      async (name) => {
        const input = name === 'get' ? { id: 1 } : name === 'update' ? { id: 1, status: 'closed' } : {};
        const call = (token?: string) =>
          (
            callerFor(database, token ? { sessionToken: token } : {}).admin.submissions[name] as (
              i: unknown,
            ) => Promise<unknown>
          )(input);
        expect(await codeOf(call())).toBe('UNAUTHORIZED');
        expect(await codeOf(call(memberToken))).toBe('FORBIDDEN');
      },
    );
  });

  it('keeps the database constraint: a lead always has a way to reply', async () => {
    await expect(
      sql`insert into submissions (kind, name) values ('contact', 'Nobody')`.execute(database.db),
    ).rejects.toThrow();
  });
});
