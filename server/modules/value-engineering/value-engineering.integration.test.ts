import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { COMMITMENT_LIMIT } from './value-engineering.limits';
import { formatReference, parseReference } from '../shared/reference';

const SEEDED = ['heritage-blue-pearl-companion', 'legacy-sierra-white-upright', 'premium-india-red-monument'];

const reservation = (overrides: Record<string, unknown> = {}) => ({
  packageId: 'heritage-blue-pearl-companion',
  name: 'Mary Jones',
  email: 'mary@example.com',
  phone: '(580) 555-0136',
  office: 'oklahoma' as const,
  cemetery: 'Rosedale Cemetery',
  town: 'Ada',
  timeline: 'within-3-months' as const,
  notes: 'For my parents.',
  submissionKey: randomUUID(),
  sourcePage: '/value-engineering/packages',
  ...overrides,
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

describe.each(databaseTargets)('value engineering (%s)', (target) => {
  let database: Database;
  let adminToken: string;
  let adminEmail: string;
  let memberToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    const admin = await createUserSession(database, { admin: true });
    adminToken = admin.token;
    adminEmail = admin.email;
    memberToken = (await createUserSession(database, { admin: false })).token;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('ve_commitments').execute();
    await database.db.deleteFrom('ve_content').execute();
  });

  const visitor = (ip = freshIp()) => callerFor(database, { ip }).valueEngineering;
  const admin = () => callerFor(database, { sessionToken: adminToken }).admin.valueEngineering;

  /** A reservation taken through to the given point, as staff would. */
  async function reserved(overrides: Record<string, unknown> = {}) {
    const result = await visitor().reserve(reservation(overrides));
    const id = parseReference('reservation', result.reference!)!;
    return { id, reference: result.reference! };
  }

  async function closedWith(packageId: string, finalPriceCents: number) {
    const { id } = await reserved({ packageId });
    const a = admin();
    await a.changeStage({ id, stage: 'deposit_received', depositCents: 100_000, depositReceivedOn: '2026-11-02' });
    await a.changeStage({ id, stage: 'installed' });
    await a.recordFinalPrice({ id, finalPriceCents });
    await a.changeStage({ id, stage: 'closed' });
    return id;
  }

  describe('packages as data', () => {
    it('seeds the specification’s three packages, in order, with prices in cents and what each includes', async () => {
      const packages = await visitor().packages();
      expect(packages.map((p) => p.id)).toEqual(SEEDED);
      expect(packages.map((p) => p.priceCents)).toEqual([485_000, 675_000, 895_000]);
      expect(packages[0]!.name).toBe('Heritage Blue Pearl Companion');
      expect(packages[0]!.includes.length).toBeGreaterThan(3);
      expect(packages[0]!.image.src).toMatch(/^\/images\/packages\//);
    });

    it('lets staff add, edit, reorder and retire; a retired package leaves the site, the basket and reservations, but stays on commitments', async () => {
      const a = admin();
      const fields = {
        name: 'Heritage Gray Flat',
        priceCents: 125_000,
        granite: 'Georgia Gray',
        style: 'Flat marker',
        summary: 'A flat grass marker in Georgia Gray granite.',
        includes: ['Georgia Gray flat marker', 'One name and dates'],
        imageAlt: 'Gray flat marker illustration',
      };
      const created = await a.createPackage({ id: 'heritage-gray-flat', ...fields });
      expect(created.retired).toBe(false);
      expect(await codeOf(a.createPackage({ id: 'heritage-gray-flat', ...fields }))).toBe('CONFLICT');
      const edited = await a.updatePackage({ id: 'heritage-gray-flat', ...fields, priceCents: 135_050 });
      expect(edited.priceCents).toBe(135_050);
      expect((await visitor().packages()).map((p) => p.id)).toEqual([...SEEDED, 'heritage-gray-flat']);

      await a.reorderPackages({ ids: ['heritage-gray-flat', ...SEEDED] });
      expect((await visitor().packages())[0]!.id).toBe('heritage-gray-flat');
      expect(await codeOf(a.reorderPackages({ ids: SEEDED }))).toBe('CONFLICT');

      const { id } = await reserved({ packageId: 'heritage-gray-flat' });
      await a.retirePackage({ id: 'heritage-gray-flat', retired: true });
      expect((await visitor().packages()).map((p) => p.id)).toEqual(SEEDED);
      expect((await a.packages()).find((p) => p.id === 'heritage-gray-flat')?.retired).toBe(true);
      expect(await codeOf(visitor().reserve(reservation({ packageId: 'heritage-gray-flat' })))).toBe('NOT_FOUND');
      const basket = callerFor(database, { basketSessionId: randomUUID() }).basket;
      expect(await codeOf(basket.add({ itemType: 'package', itemId: 'heritage-gray-flat' }))).toBe('NOT_FOUND');
      const kept = await a.commitment({ id });
      expect(kept.packageName).toBe('Heritage Gray Flat');
      expect(kept.packagePriceCents).toBe(135_050);

      await a.retirePackage({ id: 'heritage-gray-flat', retired: false });
      await a.reorderPackages({ ids: [...SEEDED, 'heritage-gray-flat'] });
      await a.retirePackage({ id: 'heritage-gray-flat', retired: true });
    });

    it('refuses a package with bad fields beside the field', async () => {
      const error = await admin()
        .createPackage({
          id: 'Bad Code',
          name: 'X',
          priceCents: 0,
          granite: '',
          style: '',
          summary: 'short',
          includes: [],
          imageAlt: '',
        })
        .catch((e: unknown) => e);
      expect(codeOfError(error)).toBe('BAD_REQUEST');
    });
  });

  describe('valueEngineering.reserve', () => {
    it('stores the reservation with the package as it is now, a reference, the 50% deposit and a first history line', async () => {
      const key = randomUUID();
      const result = await visitor().reserve(
        reservation({ submissionKey: key, packageId: 'legacy-sierra-white-upright' }),
      );
      expect(result.reference).toMatch(/^R-\d{4,}-[FHKLMRUWXY]{2}$/);
      expect(result.depositDueCents).toBe(337_500);
      expect(result.packageName).toBe('Legacy Sierra White Upright');
      const row = await database.db
        .selectFrom('ve_commitments')
        .selectAll()
        .where('submission_key', '=', key)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        stage: 'new',
        package_price_cents: 675_000,
        deposit_due_cents: 337_500,
        office: 'oklahoma',
        cemetery: 'Rosedale Cemetery',
        town: 'Ada',
      });
      expect(row.ip_hash).toMatch(/^[0-9a-f]{32}$/);
      const detail = await admin().commitment({ id: row.id });
      expect(detail.events).toHaveLength(1);
      expect(detail.events[0]!.byEmail).toBeNull();
    });

    it('makes one reservation from a double click, even when both requests arrive at once', async () => {
      const input = reservation();
      const ip = freshIp();
      const [first, second] = await Promise.all([visitor(ip).reserve(input), visitor(ip).reserve(input)]);
      const third = await visitor(ip).reserve(input);
      expect(second.reference).toBe(first.reference);
      expect(third.reference).toBe(first.reference);
      const count = await database.db
        .selectFrom('ve_commitments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('drops a robot’s (honeypot) reservation quietly, and refuses bad input beside the fields', async () => {
      const robot = await visitor().reserve(reservation({ website: 'http://spam.example' }));
      expect(robot).toEqual({ ok: true, reference: null, packageName: null, depositDueCents: null });
      expect(await database.db.selectFrom('ve_commitments').select('id').execute()).toHaveLength(0);
      expect(await codeOf(visitor().reserve(reservation({ email: null, phone: null })))).toBe('BAD_REQUEST');
      expect(await codeOf(visitor().reserve(reservation({ submissionKey: 'not-a-key' })))).toBe('BAD_REQUEST');
      expect(await codeOf(visitor().reserve(reservation({ packageId: 'no-such-package' })))).toBe('NOT_FOUND');
    });

    it('limits how many reservations one address can send', async () => {
      const ip = freshIp();
      for (let i = 0; i < COMMITMENT_LIMIT; i++) await visitor(ip).reserve(reservation());
      expect(await codeOf(visitor(ip).reserve(reservation()))).toBe('TOO_MANY_REQUESTS');
    });
  });

  describe('stages', () => {
    it('refuses any working stage before the deposit, and the deposit without its amount and date', async () => {
      const { id } = await reserved();
      const a = admin();
      for (const stage of ['design', 'production', 'installed', 'closed'] as const) {
        expect(await codeOf(a.changeStage({ id, stage }))).toBe('BAD_REQUEST');
      }
      expect(await codeOf(a.changeStage({ id, stage: 'deposit_received' }))).toBe('BAD_REQUEST');
      expect(
        await codeOf(
          a.changeStage({ id, stage: 'deposit_received', depositCents: 242_500, depositReceivedOn: '2999-01-01' }),
        ),
      ).toBe('BAD_REQUEST');
      expect(await codeOf(a.recordFinalPrice({ id, finalPriceCents: 400_000 }))).toBe('BAD_REQUEST');
      expect((await a.commitment({ id })).stage).toBe('new');
    });

    it('records each change with who and when; closes only after installation and with a final price; closed is final', async () => {
      const { id } = await reserved();
      const a = admin();
      const deposited = await a.changeStage({
        id,
        stage: 'deposit_received',
        depositCents: 242_500,
        depositReceivedOn: '2026-11-02',
      });
      expect(deposited).toMatchObject({
        stage: 'deposit_received',
        depositCents: 242_500,
        depositReceivedOn: '2026-11-02',
      });
      await a.changeStage({ id, stage: 'design' });
      await a.changeStage({ id, stage: 'production' });
      expect(await codeOf(a.changeStage({ id, stage: 'closed' }))).toBe('BAD_REQUEST');
      await a.changeStage({ id, stage: 'installed' });
      expect(await codeOf(a.changeStage({ id, stage: 'closed' }))).toBe('BAD_REQUEST');
      await a.recordFinalPrice({ id, finalPriceCents: 412_345 });
      const closed = await a.changeStage({ id, stage: 'closed' });
      expect(closed.stage).toBe('closed');
      expect(closed.closedAt).not.toBeNull();
      expect(closed.events.map((e) => e.detail)).toEqual([
        'Installed → Closed',
        expect.stringContaining('Final price recorded: $4,123.45'),
        'Production → Installed',
        'Design → Production',
        'Deposit received → Design',
        'New → Deposit received: $2,425 received on 2026-11-02',
        expect.stringContaining('Reserved online'),
      ]);
      expect(closed.events.slice(0, 6).every((e) => e.byEmail === adminEmail)).toBe(true);
      expect(await codeOf(a.changeStage({ id, stage: 'design' }))).toBe('BAD_REQUEST');
      expect(await codeOf(a.recordFinalPrice({ id, finalPriceCents: 1 }))).toBe('BAD_REQUEST');
    });

    it('cancels only with a reason, and a cancelled commitment stays cancelled', async () => {
      const { id } = await reserved();
      const a = admin();
      expect(await codeOf(a.changeStage({ id, stage: 'cancelled' }))).toBe('BAD_REQUEST');
      const cancelled = await a.changeStage({ id, stage: 'cancelled', reason: 'The family chose a flat marker.' });
      expect(cancelled).toMatchObject({ stage: 'cancelled', cancelReason: 'The family chose a flat marker.' });
      expect(await codeOf(a.changeStage({ id, stage: 'new' }))).toBe('BAD_REQUEST');
    });
  });

  describe('the guarantee and the saving, in cents', () => {
    it('is kept below the package price, with the saving in dollars and percent', async () => {
      const { id } = await reserved();
      const a = admin();
      await a.changeStage({ id, stage: 'deposit_received', depositCents: 242_500, depositReceivedOn: '2026-11-02' });
      const priced = await a.recordFinalPrice({ id, finalPriceCents: 412_345 });
      // 485,000 - 412,345 = 72,655 cents; 72,655 / 485,000 = 14.98% -> 15.0
      expect(priced.guarantee).toEqual({ kept: true, savingCents: 72_655, savingPercent: 15 });
    });

    it('is broken at or above the package price', async () => {
      const { id } = await reserved();
      const a = admin();
      await a.changeStage({ id, stage: 'deposit_received', depositCents: 242_500, depositReceivedOn: '2026-11-02' });
      expect((await a.recordFinalPrice({ id, finalPriceCents: 485_000 })).guarantee).toEqual({
        kept: false,
        savingCents: 0,
        savingPercent: 0,
      });
      expect((await a.recordFinalPrice({ id, finalPriceCents: 490_001 })).guarantee?.kept).toBe(false);
      expect(await codeOf(a.recordFinalPrice({ id, finalPriceCents: 4123.45 }))).toBe('BAD_REQUEST');
    });
  });

  describe('what the public page can prove', () => {
    it('says "typically" until three commitments are closed with a final price, then shows the real figures', async () => {
      await closedWith('heritage-blue-pearl-companion', 412_250); // 15.0%
      await closedWith('legacy-sierra-white-upright', 540_000); // 20.0%
      expect((await visitor().page()).proof).toBeNull();
      await closedWith('premium-india-red-monument', 751_800); // 16.0%
      const { proof } = await visitor().page();
      expect(proof).toMatchObject({ count: 3, kept: 3, averageSavingPercent: 17 });
      expect(proof!.averageSavingCents).toBe(Math.round((72_750 + 135_000 + 143_200) / 3));
      expect(Date.parse(proof!.computedAt)).not.toBeNaN();

      const overview = await admin().overview();
      expect(overview.guarantee).toMatchObject({ count: 3, kept: 3, averageSavingPercent: 17 });
      expect(overview.byStage.find((s) => s.stage === 'closed')?.count).toBe(3);
      expect(overview.depositsReceived).toBe(3);
      expect(overview.depositCents).toBe(300_000);
    });

    it('counts new reservations on the dashboard', async () => {
      await reserved();
      await reserved();
      const summary = await callerFor(database, { sessionToken: adminToken }).admin.dashboard.summary();
      expect(summary.awaiting.newCommitments).toBe(2);
    });
  });

  describe('the staff list and export', () => {
    it('filters by stage and office, searches, and exports a CSV whose formula cells are neutralised', async () => {
      await reserved({ name: '=HYPERLINK("http://evil.example","click")', office: 'texas' });
      const { id } = await reserved({ name: 'Robert Lee', phone: '972-555-0147', office: 'oklahoma' });
      await admin().changeStage({
        id,
        stage: 'deposit_received',
        depositCents: 242_500,
        depositReceivedOn: '2026-11-02',
      });
      const a = admin();
      expect((await a.commitments({ stage: 'deposit_received' })).items.map((c) => c.name)).toEqual(['Robert Lee']);
      expect((await a.commitments({ office: 'texas' })).total).toBe(1);
      expect((await a.commitments({ q: '9725550147' })).items[0]?.name).toBe('Robert Lee');
      // The earlier reference and the one the family has now both find it.
      expect((await a.commitments({ q: `VE-${String(id).padStart(5, '0')}` })).items[0]?.id).toBe(id);
      expect((await a.commitments({ q: formatReference('reservation', id).toLowerCase() })).items[0]?.id).toBe(id);
      const file = await a.exportCsv({});
      expect(file.count).toBe(2);
      expect(file.csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(file.csv).toContain('"2425.00"');
    });
  });

  describe('the page words', () => {
    it('shows the original words until staff save; saving and preview keep only safe HTML', async () => {
      const original = await visitor().page();
      expect(original.content.heroTitle).toBe('The Same Memorial, for Less');
      const words = {
        ...original.content,
        heroTitle: 'Same Memorial, Smaller Bill',
        whatHtml:
          'First paragraph.\n\nSecond <strong>one</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a>',
        faq: [{ question: 'Is it safe?', answerHtml: '<p onclick="steal()">Yes <img src=x onerror=alert(1)></p>' }],
      };
      const preview = await admin().previewContent(words);
      expect(preview.whatHtml).toBe('<p>First paragraph.</p>\n<p>Second <strong>one</strong> <a>x</a></p>');
      expect(preview.faq[0]!.answerHtml).toBe('<p>Yes </p>');
      expect((await visitor().page()).content.heroTitle).toBe('The Same Memorial, for Less');
      await admin().saveContent(words);
      const page = await visitor().page();
      expect(page.content.heroTitle).toBe('Same Memorial, Smaller Bill');
      expect(page.content.whatHtml).not.toMatch(/script|javascript|onclick|onerror/);
      expect(await codeOf(admin().saveContent({ ...words, guaranteeHtml: '<script>alert(1)</script>' }))).toBe(
        'BAD_REQUEST',
      );
    });
  });

  it('refuses every staff procedure to visitors and to signed-in people who are not staff', async () => {
    const member = callerFor(database, { sessionToken: memberToken }).admin.valueEngineering;
    const anonymous = callerFor(database).admin.valueEngineering;
    expect(await codeOf(member.overview())).toBe('FORBIDDEN');
    expect(await codeOf(anonymous.commitments({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(member.changeStage({ id: 1, stage: 'closed' }))).toBe('FORBIDDEN');
    expect(await codeOf(anonymous.saveContent((await visitor().page()).content))).toBe('UNAUTHORIZED');
  });
});

function codeOfError(error: unknown): string {
  return (error as { code?: string }).code ?? String(error);
}
