import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import type { MediaStorage } from '#server/modules/media/storage';
import { CODE_ATTEMPTS_PER_ADDRESS, CODE_ATTEMPTS_PER_CODE } from './orders.limits';
import { saveProofFile } from './order-proofs.service';
import { NO_MATCH_MESSAGE } from './orders.router';
import { formatProofCode, type ProofLine } from './orders.choices';
import { LINES_NEEDED_MESSAGE } from './orders.schema';
import { TRPCError } from '@trpc/server';
import { parseReference } from '../shared/reference';

/** A one-page PDF, small enough to write by hand. */
export const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

const orderInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ruth Ann Whitaker',
  email: 'ruth@example.com',
  phone: '(580) 555-0180',
  office: 'oklahoma' as const,
  inscription: 'HAROLD JAMES WHITAKER, MARCH 4, 1941 - JUNE 18, 2026',
  cemetery: 'Rosedale Cemetery, Ada',
  plot: 'Section C, row 4, plot 12',
  soldKind: 'description' as const,
  soldReference: null,
  soldDescription: 'Gray granite upright 36x8x24 on a 42x14x6 base',
  priceCents: 520_000,
  depositCents: 260_000,
  expectedInstallation: 'Late April 2027',
  ...overrides,
});

const LINES = [
  { kind: 'name' as const, text: 'HAROLD JAMES WHITAKER' },
  { kind: 'date' as const, text: 'MARCH 4, 1941' },
  { kind: 'date' as const, text: 'JUNE 18, 2026' },
  { kind: 'epitaph' as const, text: 'FOREVER IN OUR HEARTS' },
];
const TYPED = ['Harold James Whitaker', 'March 4, 1941', 'June 18, 2026'];

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

describe.each(databaseTargets)('orders and proofs (%s)', (target) => {
  let database: Database;
  let adminToken: string;
  let adminEmail: string;
  let storage: MediaStorage;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    const admin = await createUserSession(database, { admin: true });
    adminToken = admin.token;
    adminEmail = admin.email;
    storage = tempStorage();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('rate_limit_counters').execute();
  });

  const staff = () => callerFor(database, { sessionToken: adminToken, storage }).admin.orders;
  const family = (cookie: { value: string | null } = { value: null }, ip = freshIp()) =>
    callerFor(database, { familyCookie: cookie, ip, storage }).orders;

  async function eventsOf(type: string) {
    const rows = await database.db
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('type', '=', type)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
    return rows.map(
      (r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    );
  }

  async function orderWithProof(bytes?: Buffer, lines: ProofLine[] = LINES) {
    const order = await staff().open(orderInput());
    const file = await saveProofFile(
      database.db,
      storage,
      order.id,
      bytes ?? (await smallJpeg(400, 300)),
      'proof.jpg',
      adminEmail,
    );
    const sent = await staff().issueProof({
      orderId: order.id,
      fileId: file.fileId,
      lines,
      message: 'Please check the spelling.',
    });
    return { order: sent, file };
  }

  it('opens an order by hand with a proof code, a private link and its first stage', async () => {
    const order = await staff().open(orderInput());
    expect(order.reference).toMatch(/^O-\d{4,}-[FHKLMRUWXY]{2}$/);
    expect(order.proofCode).toMatch(/^[A-Z2-9]{9}$/);
    expect(order.familyToken).toMatch(/^[a-z2-7]{32}$/);
    expect(order.stage).toBe('opened');
    expect(order.stages.map((s) => s.stage)).toEqual(['opened']);
    expect(order.history[0]).toMatchObject({ detail: 'Order opened (opened by hand)', byEmail: adminEmail });
  });

  it('refuses an order without a way to reach the family, beside the phone field', async () => {
    const error = await staff()
      .open(orderInput({ email: null, phone: null }))
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('BAD_REQUEST');
  });

  it('opens one order from a package reservation in one click, and the same order on a second click', async () => {
    const visitor = callerFor(database, { ip: freshIp() }).valueEngineering;
    const reserved = await visitor.reserve({
      packageId: 'heritage-blue-pearl-companion',
      name: 'Mary Jones',
      email: 'mary@example.com',
      phone: '(580) 555-0136',
      office: 'texas',
      cemetery: 'Wylie Cemetery',
      town: 'Wylie',
      timeline: 'within-3-months',
      submissionKey: crypto.randomUUID(),
    });
    const id = parseReference('reservation', reserved.reference!)!;
    const candidates = await staff().candidates();
    expect(candidates.commitments.find((c) => c.id === id)?.orderId).toBeNull();
    const first = await staff().openFrom({ kind: 'commitment', id });
    expect(first).toMatchObject({
      name: 'Mary Jones',
      office: 'texas',
      soldKind: 'package',
      soldDescription: 'Heritage Blue Pearl Companion',
      priceCents: 485_000,
      sourceKind: 'commitment',
    });
    const again = await staff().openFrom({ kind: 'commitment', id });
    expect(again.id).toBe(first.id);
    expect((await staff().candidates()).commitments.find((c) => c.id === id)?.orderId).toBe(first.id);
  });

  it('records every staff change with who and when', async () => {
    const order = await staff().open(orderInput());
    await staff().update({ id: order.id, ...orderInput({ plot: 'Section D, row 1' }) });
    const moved = await staff().changeStage({
      id: order.id,
      stage: 'deposit_received',
      reachedOn: '2026-11-20',
      familyNote: 'Thank you!',
    });
    expect(moved.stage).toBe('deposit_received');
    expect(moved.stages.find((s) => s.stage === 'deposit_received')).toMatchObject({
      reachedOn: '2026-11-20',
      familyNote: 'Thank you!',
    });
    const details = moved.history.map((h) => h.detail);
    expect(details).toContain('Details changed: plot');
    expect(details.some((d) => d.startsWith('Order opened → Deposit received (2026-11-20)'))).toBe(true);
    expect(moved.history.every((h) => h.byEmail === adminEmail && h.createdAt)).toBe(true);
    const [event] = (await eventsOf('order.stage_changed')).slice(-1);
    expect(event).toMatchObject({
      orderId: order.id,
      fromStage: 'opened',
      stage: 'deposit_received',
      familyNote: 'Thank you!',
      notifyFamily: true,
    });
  });

  it('will not move past the proof before the family approves it', async () => {
    const order = await staff().open(orderInput());
    expect(await codeOf(staff().changeStage({ id: order.id, stage: 'in_production', reachedOn: '2026-11-20' }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(staff().changeStage({ id: order.id, stage: 'proof_sent', reachedOn: '2026-11-20' }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('sends a proof version: stage, event, and the family opens it with the link', async () => {
    const { order } = await orderWithProof();
    expect(order.stage).toBe('proof_sent');
    expect(order.proofs[0]).toMatchObject({ version: 1, status: 'awaiting', kind: 'image' });
    const [sent] = (await eventsOf('proof.sent')).slice(-1);
    expect(sent).toMatchObject({ orderId: order.id, version: 1, proofCode: formatProofCode(order.proofCode) });
    // The link key rides only in the event's private part (for the family's email), never in what webhooks get.
    expect(JSON.stringify(sent)).not.toContain(order.familyToken);
    const stored = await database.db
      .selectFrom('events')
      .select('private')
      .where('type', '=', 'proof.sent')
      .where(sql<string>`payload->>'orderId'`, '=', String(order.id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.private)).toContain(order.familyToken);

    const cookie = { value: null as string | null };
    expect(await family(cookie).family()).toBeNull();
    await family(cookie).openLink({ token: order.familyToken });
    expect(cookie.value).toBe(order.familyToken);
    const view = await family(cookie).family();
    expect(view).toMatchObject({
      reference: order.reference,
      stage: 'proof_sent',
      proof: { version: 1, status: 'awaiting' },
    });
    expect(view!.next).toMatchObject({ stage: 'proof_approved' });
    expect(view!.contact.phone).toBeTruthy();
  });

  it('answers a wrong code and a wrong email the same, and throttles guessing', async () => {
    const order = await staff().open(orderInput());
    const ip = freshIp();
    const messageOf = async (call: Promise<unknown>) => {
      try {
        await call;
        return 'OK';
      } catch (error) {
        return `${(error as { code: string }).code}: ${(error as Error).message}`;
      }
    };
    const wrongEmail = await messageOf(
      family(undefined, ip).openWithCode({ code: order.proofCode, email: 'someone@example.com' }),
    );
    const wrongCode = await messageOf(
      family(undefined, ip).openWithCode({ code: 'ABCDEFGHJ', email: 'ruth@example.com' }),
    );
    const nonsense = await messageOf(family(undefined, ip).openWithCode({ code: '12', email: 'ruth@example.com' }));
    expect(wrongEmail).toBe(`NOT_FOUND: ${NO_MATCH_MESSAGE}`);
    expect(wrongCode).toBe(wrongEmail);
    expect(nonsense).toBe(wrongEmail);

    // The right code and email, typed loosely, open it.
    const cookie = { value: null as string | null };
    await family(cookie, ip).openWithCode({
      code: formatProofCode(order.proofCode).toLowerCase(),
      email: ' Ruth@Example.com ',
    });
    expect(cookie.value).toBe(order.familyToken);

    // One address: refused after its allowance, even with the right answer.
    for (let i = 4; i < CODE_ATTEMPTS_PER_ADDRESS; i++) {
      await family(undefined, ip)
        .openWithCode({ code: 'ABCDEFGHJ', email: 'x@example.com' })
        .catch(() => {});
    }
    expect(await codeOf(family(undefined, ip).openWithCode({ code: order.proofCode, email: 'ruth@example.com' }))).toBe(
      'TOO_MANY_REQUESTS',
    );

    // One code, from many addresses: guessing the email is throttled too.
    const other = await staff().open(orderInput({ email: 'other@example.com' }));
    for (let i = 0; i < CODE_ATTEMPTS_PER_CODE; i++) {
      expect(await codeOf(family().openWithCode({ code: other.proofCode, email: `guess${i}@example.com` }))).toBe(
        'NOT_FOUND',
      );
    }
    expect(await codeOf(family().openWithCode({ code: other.proofCode, email: 'other@example.com' }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('sends a first proof with its lines typed, or the file alone when the design has no names or dates', async () => {
    const order = await staff().open(orderInput());
    const upload = async () =>
      (await saveProofFile(database.db, storage, order.id, await smallJpeg(400, 300), 'p.jpg', adminEmail)).fileId;
    const blank = await upload();
    // No lines and no word about it: refused, saying what to do, and nothing is sent.
    const refused = await staff()
      .issueProof({ orderId: order.id, fileId: blank, lines: [], message: null })
      .catch((error: unknown) => error as TRPCError);
    expect(refused).toBeInstanceOf(TRPCError);
    expect(JSON.stringify((refused as TRPCError).cause)).toContain(LINES_NEEDED_MESSAGE.slice(0, 40));
    // A name ticked as "no lines to check" is contradictory: refused.
    expect(
      await codeOf(
        staff().issueProof({
          orderId: order.id,
          fileId: blank,
          lines: [{ kind: 'family_name', text: 'WHITAKER' }],
          noLinesToCheck: true,
          message: null,
        }),
      ),
    ).toBe('BAD_REQUEST');
    // The file alone, saying the design has none.
    const alone = await staff().issueProof({
      orderId: order.id,
      fileId: blank,
      lines: [],
      noLinesToCheck: true,
      message: null,
    });
    expect(alone.stage).toBe('proof_sent');
    expect(alone.proofs[0]).toMatchObject({ version: 1, lines: [] });
    // The family approves it with their name alone.
    await family({ value: order.familyToken }).approve({ version: 1, fullName: 'Ruth Whitaker', typed: [] });
    // A second version with its lines typed.
    const typed = await staff().issueProof({
      orderId: order.id,
      fileId: await upload(),
      lines: [
        { kind: 'family_name', text: 'WHITAKER' },
        { kind: 'given_names', text: 'HAROLD JAMES' },
        { kind: 'date', text: 'JUNE 10, 2026' },
      ],
      message: null,
    });
    expect(typed.proofs[0]).toMatchObject({ version: 2, status: 'awaiting' });
  });

  it('takes a date typed with or without a comma, or as 6/10/2026, and the name the order is in', async () => {
    const { order } = await orderWithProof(undefined, [
      { kind: 'family_name', text: 'WHITAKER' },
      { kind: 'given_names', text: 'HAROLD JAMES' },
      { kind: 'date', text: 'JUNE 10, 2026' },
      { kind: 'date', text: 'MARCH 4, 1941' },
    ]);
    const cookie = { value: order.familyToken as string | null };
    const typed = ['Whitaker', 'Harold James', '6/10/2026', 'march 4 1941'];
    // Another date is still a different date.
    expect(
      await codeOf(
        family(cookie).approve({ version: 1, fullName: 'Ruth Whitaker', typed: [...typed.slice(0, 3), '3/4/1914'] }),
      ),
    ).toBe('BAD_REQUEST');
    // A name that is not the order's (first and last) is refused, with the name to type.
    const wrongName = await family(cookie)
      .approve({ version: 1, fullName: 'Harold Whitaker', typed })
      .catch((error: unknown) => error as TRPCError);
    expect((wrongName as TRPCError).message).toBe(
      'Please type your first and last name as the order has them: Ruth Ann Whitaker.',
    );
    expect(await codeOf(family(cookie).approve({ version: 1, fullName: 'Ruth', typed }))).toBe('BAD_REQUEST');
    const result = await family(cookie).approve({ version: 1, fullName: 'ruth ann whitaker', typed });
    expect(result.version).toBe(1);
  });

  it('approval needs every name and date typed to match, then records name, time, version and file hash', async () => {
    const bytes = await smallJpeg(400, 300);
    const { order } = await orderWithProof(bytes);
    const cookie = { value: order.familyToken as string | null };
    // A mistyped date is refused.
    expect(
      await codeOf(
        family(cookie).approve({
          version: 1,
          fullName: 'Ruth Ann Whitaker',
          typed: ['Harold James Whitaker', 'March 4, 1914', 'June 18, 2026'],
        }),
      ),
    ).toBe('BAD_REQUEST');
    const before = Date.now();
    const result = await family(cookie).approve({ version: 1, fullName: 'Ruth Ann Whitaker', typed: TYPED });
    expect(result.version).toBe(1);

    const row = await database.db
      .selectFrom('order_proofs')
      .select(['status', 'approved_name', 'decided_at', 'version', 'approved_sha256', 'file_sha256'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(row).toMatchObject({
      status: 'approved',
      approved_name: 'Ruth Ann Whitaker',
      version: 1,
      approved_sha256: hash,
      file_sha256: hash,
    });
    expect(new Date(row.decided_at as unknown as string).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const detail = await staff().get({ id: order.id });
    expect(detail.stage).toBe('proof_approved');
    expect(detail.proofs[0]).toMatchObject({ status: 'approved', approvedName: 'Ruth Ann Whitaker' });
    const [approved] = (await eventsOf('proof.approved')).slice(-1);
    expect(approved).toMatchObject({
      orderId: order.id,
      version: 1,
      approvedName: 'Ruth Ann Whitaker',
      fileSha256: hash,
    });

    // Production may start now.
    const moved = await staff().changeStage({
      id: order.id,
      stage: 'in_production',
      reachedOn: '2026-11-25',
      notifyFamily: false,
    });
    expect(moved.stage).toBe('in_production');
  });

  it('an approved version refuses changes: in the code, and in the database itself', async () => {
    const { order } = await orderWithProof();
    const cookie = { value: order.familyToken as string | null };
    await family(cookie).approve({ version: 1, fullName: 'Ruth Ann Whitaker', typed: TYPED });
    // In the code: a second answer is refused.
    expect(await codeOf(family(cookie).requestChanges({ version: 1, comments: 'Actually, change the date.' }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(family(cookie).approve({ version: 1, fullName: 'Someone Else', typed: TYPED }))).toBe(
      'BAD_REQUEST',
    );
    // In the database: any update or delete of the approved row fails, whoever sends it.
    await expect(
      sql`update order_proofs set approved_name = 'Someone Else' where order_id = ${order.id}`.execute(database.db),
    ).rejects.toThrow(/approved proof cannot change/);
    await expect(
      sql`update order_proofs set lines = '[]'::jsonb where order_id = ${order.id}`.execute(database.db),
    ).rejects.toThrow(/approved proof cannot change/);
    await expect(sql`delete from order_proofs where order_id = ${order.id}`.execute(database.db)).rejects.toThrow(
      /approved proof cannot change/,
    );
    const row = await database.db
      .selectFrom('order_proofs')
      .select(['approved_name', 'status'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ approved_name: 'Ruth Ann Whitaker', status: 'approved' });
  });

  it('a sent version cannot be rewritten either; a new version resets the approval', async () => {
    const { order } = await orderWithProof();
    await expect(
      sql`update order_proofs set lines = '[]'::jsonb where order_id = ${order.id}`.execute(database.db),
    ).rejects.toThrow(/sent proof cannot change/);
    const cookie = { value: order.familyToken as string | null };
    await family(cookie).approve({ version: 1, fullName: 'Ruth Ann Whitaker', typed: TYPED });
    await staff().changeStage({ id: order.id, stage: 'in_production', reachedOn: '2026-11-25' });

    // Staff issue version 2 (the family called with a change): back to "proof sent".
    const file = await saveProofFile(database.db, storage, order.id, await smallJpeg(400, 300), 'v2.jpg', adminEmail);
    const v2 = await staff().issueProof({
      orderId: order.id,
      fileId: file.fileId,
      lines: [...LINES.slice(0, 3), { kind: 'epitaph', text: 'TOGETHER FOREVER' }],
    });
    expect(v2.stage).toBe('proof_sent');
    expect(v2.stages.map((s) => s.stage)).not.toContain('in_production');
    expect(v2.proofs.map((p) => [p.version, p.status])).toEqual([
      [2, 'awaiting'],
      [1, 'approved'],
    ]);
    expect(await codeOf(staff().changeStage({ id: order.id, stage: 'in_production', reachedOn: '2026-11-26' }))).toBe(
      'BAD_REQUEST',
    );
    // The family's page shows version 2, waiting; approving version 1 again is refused as old.
    const view = await family(cookie).family();
    expect(view!.proof).toMatchObject({ version: 2, status: 'awaiting' });
    expect(await codeOf(family(cookie).approve({ version: 1, fullName: 'Ruth Ann Whitaker', typed: TYPED }))).toBe(
      'CONFLICT',
    );
    await family(cookie).approve({ version: 2, fullName: 'Ruth Ann Whitaker', typed: TYPED });
    expect((await staff().get({ id: order.id })).stage).toBe('proof_approved');
  });

  it('asking for changes sends the order back to design and records the comments', async () => {
    const { order } = await orderWithProof();
    const cookie = { value: order.familyToken as string | null };
    await family(cookie).requestChanges({ version: 1, comments: 'His middle name is spelled Jaymes.' });
    const detail = await staff().get({ id: order.id });
    expect(detail.stage).toBe('design');
    expect(detail.proofs[0]).toMatchObject({
      status: 'changes_requested',
      changeComments: 'His middle name is spelled Jaymes.',
    });
    const [event] = (await eventsOf('proof.changes_requested')).slice(-1);
    expect(event).toMatchObject({ orderId: order.id, version: 1, comments: 'His middle name is spelled Jaymes.' });
    expect(await codeOf(family(cookie).approve({ version: 1, fullName: 'Ruth Ann Whitaker', typed: TYPED }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('a new private link closes the old one; a family cannot decide without one', async () => {
    const { order } = await orderWithProof();
    const renewed = await staff().newFamilyLink({ id: order.id });
    expect(renewed.familyToken).not.toBe(order.familyToken);
    expect(await codeOf(family().openLink({ token: order.familyToken }))).toBe('NOT_FOUND');
    expect(await family({ value: order.familyToken }).family()).toBeNull();
    expect(await codeOf(family().approve({ version: 1, fullName: 'Ruth Ann Whitaker', typed: TYPED }))).toBe(
      'UNAUTHORIZED',
    );
  });

  it('takes a PDF proof only when it is really a PDF', async () => {
    const order = await staff().open(orderInput());
    const pdf = await saveProofFile(database.db, storage, order.id, tinyPdf(), 'proof.pdf', adminEmail);
    expect(pdf).toMatchObject({ kind: 'pdf', pageCount: 1 });
    await expect(
      saveProofFile(
        database.db,
        storage,
        order.id,
        Buffer.from('%PDF-1.7\nthis is not a real pdf at all'),
        'fake.pdf',
        adminEmail,
      ),
    ).rejects.toThrow(/could not be read/);
    await expect(
      saveProofFile(
        database.db,
        storage,
        order.id,
        Buffer.from('<html><script>alert(1)</script></html>'),
        'proof.pdf',
        adminEmail,
      ),
    ).rejects.toThrow(/not a PDF or a JPEG/);
  });

  it('counts orders whose newest proof waits for the family (the dashboard figure)', async () => {
    const before = (await callerFor(database, { sessionToken: adminToken }).admin.dashboard.summary()).awaiting
      .proofsAwaitingApproval;
    const { order } = await orderWithProof();
    const during = (await callerFor(database, { sessionToken: adminToken }).admin.dashboard.summary()).awaiting
      .proofsAwaitingApproval;
    expect(during).toBe(before + 1);
    await family({ value: order.familyToken }).approve({ version: 1, fullName: 'Ruth Ann Whitaker', typed: TYPED });
    const after = (await callerFor(database, { sessionToken: adminToken }).admin.dashboard.summary()).awaiting
      .proofsAwaitingApproval;
    expect(after).toBe(before);
  });
});
