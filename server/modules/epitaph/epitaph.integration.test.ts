import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { startOpenAiStub } from '#tests/support/openai-stub';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { seedCalculator } from '../calculator/calculator.service';
import { moveInterimPlaygroundRule } from '#migrations/20261126T0210_epitaph_designs';

// The test's AI endpoint stub listens on 127.0.0.1: allowed here as the environment would allow it.
vi.hoisted(() => {
  vi.stubEnv('ALLOW_PRIVATE_AI_ENDPOINT', 'true');
});

// A slow endpoint is given up on quickly here (8 s in production).
vi.stubEnv('AI_TIMEOUT_MS', '2000');

const answers = {
  givenNames: 'Mary Ellen',
  surname: 'Whitaker',
  born: '1941-03-03',
  died: '2024-06-09',
  relationship: 'mother' as const,
  faith: 'christian' as const,
  loves: 'her garden and gospel music',
  tone: 'personal' as const,
};
const flatMarker = { template: null, partType: 'flat_marker', acrossIn: 24, faceHeightIn: 12 };
const upright = { template: null, partType: 'upright_die', acrossIn: 36, faceHeightIn: 24 };

describe.each(databaseTargets)('the epitaph builder (%s)', (target) => {
  let database: Database;
  let visitor: ReturnType<typeof callerFor>;
  let staff: Awaited<ReturnType<typeof signedInCaller>>;
  let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
  let modelReply = '{"epitaphs": []}';

  beforeAll(async () => {
    database = await openTestDatabase(target);
    visitor = callerFor(database, { basketSessionId: randomUUID(), ip: '198.51.100.21' });
    staff = await signedInCaller(database, { admin: true });
    stub = await startOpenAiStub(() => modelReply);
  });
  afterAll(async () => {
    await stub.close();
    await database.close();
  });

  it('offers the usual stones before a price list is published, then the published lettered kinds and designs', async () => {
    const before = await visitor.epitaph.options();
    expect(before.fromPriceList).toBe(false);
    expect(before.kinds.map((k) => k.key)).toContain('flat_marker');
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    const after = await visitor.epitaph.options();
    expect(after.fromPriceList).toBe(true);
    const keys = after.kinds.map((k) => k.key);
    expect(keys).toEqual(expect.arrayContaining(['upright_die', 'slant', 'flat_marker', 'bevel_marker', 'ledger']));
    expect(keys).not.toContain('base');
    expect(keys).not.toContain('granite_vase');
    expect(after.templates.find((t) => t.key === 'single_upright')).toMatchObject({
      name: 'Single upright, 36 × 24 in',
      partType: 'upright_die',
      size: { length: 36, width: 6, height: 24 },
    });
  });

  it('proposes varied epitaphs, each laid out on the stone with measured lines', async () => {
    const first = await visitor.epitaph.propose({ answers, stone: upright, seed: 1 });
    expect(first.model).toBe('none');
    expect(first.candidates).toHaveLength(6);
    for (const candidate of first.candidates) {
      const { layout } = candidate;
      expect(layout.face).toMatchObject({ faceWidthIn: 36, faceHeightIn: 24, marginIn: 2 });
      expect(layout.lines[0]).toMatchObject({ role: 'surname', text: 'WHITAKER' });
      expect(layout.lines[0]!.letterHeightIn).toBeGreaterThanOrEqual(2);
      for (const line of layout.lines) expect(line.widthIn).toBeGreaterThan(0);
    }
    const again = await visitor.epitaph.propose({ answers, stone: upright, seed: 2 });
    expect(again.candidates.map((c) => c.text)).not.toEqual(first.candidates.map((c) => c.text));
    const scripture = await visitor.epitaph.propose({
      answers: { ...answers, tone: 'scriptural' },
      stone: upright,
      seed: 3,
    });
    const verse = scripture.candidates.find((c) => c.kind === 'scripture')!;
    expect(verse.attribution).toMatch(/King James Version$/);
    expect(verse.layout.lines.at(-1)).toMatchObject({ role: 'reference', text: verse.reference });
  });

  it('refuses bad answers and a stone size out of range beside the field', async () => {
    const issues = async (call: Promise<unknown>) => {
      const error = (await call.catch((e: unknown) => e)) as {
        cause?: { issues?: Array<{ path: unknown[]; message: string }> };
      };
      return (error.cause?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
    };
    expect(
      await issues(visitor.epitaph.propose({ answers: { ...answers, givenNames: '  ' }, stone: upright, seed: 1 })),
    ).toEqual([['answers.givenNames', 'Please enter their first name']]);
    expect(
      await issues(visitor.epitaph.propose({ answers: { ...answers, died: '1900-01-01' }, stone: upright, seed: 1 })),
    ).toEqual([['answers.died', 'The date of passing comes before the date of birth. Please check both.']]);
    expect(
      await issues(visitor.epitaph.propose({ answers, stone: { ...flatMarker, acrossIn: 200 }, seed: 1 })),
    ).toEqual([['acrossIn', 'A flat marker is made from 12 to 48 inches wide.']]);
    expect(
      await codeOf(visitor.epitaph.propose({ answers, stone: { ...flatMarker, partType: 'base' }, seed: 1 })),
    ).toBe('BAD_REQUEST');
  });

  it('measures an edited line again: a long family name on a flat marker is flagged, a short one is not', async () => {
    const long = await visitor.epitaph.fit({
      stone: flatMarker,
      lines: [
        { role: 'surname', text: 'Wojciechowski-Montgomery' },
        { role: 'given', text: 'Anna' },
        { role: 'epitaph', text: 'Forever in Our Hearts' },
      ],
      answers,
    });
    expect(long.fits).toBe(false);
    expect(long.lines[0]).toMatchObject({ fits: false, letterHeightIn: 2 });
    const short = await visitor.epitaph.fit({
      stone: flatMarker,
      lines: [
        { role: 'surname', text: 'Lee' },
        { role: 'given', text: 'Anna' },
        { role: 'epitaph', text: 'Forever in Our Hearts' },
      ],
    });
    expect(short.fits).toBe(true);
    expect(short.lines.every((l) => l.fits)).toBe(true);
    // Too many lines for the marker's height: a shorter epitaph from the library is offered.
    const tall = await visitor.epitaph.fit({
      stone: flatMarker,
      lines: [
        { role: 'surname', text: 'Lee' },
        { role: 'given', text: 'Anna' },
        { role: 'dates', text: '1941 – 2024' },
        { role: 'epitaph', text: 'I have fought a good fight,' },
        { role: 'epitaph', text: 'I have finished my course,' },
        { role: 'epitaph', text: 'I have kept the faith' },
      ],
      answers,
    });
    expect(tall.fits).toBe(false);
    expect(tall.problem).toMatch(/height/);
    expect(tall.alternative).toBeTruthy();
  });

  it('saves a design with a link, lays it out again on the server, and adds it to the basket with its layout', async () => {
    const saved = await visitor.epitaph.save({
      answers,
      stone: upright,
      lines: [
        { role: 'surname', text: 'Whitaker' },
        { role: 'given', text: 'Mary Ellen' },
        { role: 'dates', text: 'March 3, 1941 – June 9, 2024' },
        { role: 'epitaph', text: 'She loved her garden' },
      ],
      attribution: null,
    });
    expect(saved.reference).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(saved.fits).toBe(true);
    const page = await callerFor(database).epitaph.saved({ reference: saved.reference.toLowerCase() });
    expect(page.layout.lines.map((l) => l.text)).toEqual([
      'WHITAKER',
      'Mary Ellen',
      'March 3, 1941 – June 9, 2024',
      'She loved her garden',
    ]);
    expect(page.layout.face.label).toBe('Upright die (tablet), 36 × 24 in');
    expect(await codeOf(visitor.epitaph.saved({ reference: 'AAAA-BBBB' }))).toBe('NOT_FOUND');
    expect(await codeOf(visitor.epitaph.saved({ reference: 'nope' }))).toBe('BAD_REQUEST');

    expect(await visitor.basket.add({ itemType: 'epitaph', itemId: saved.reference })).toMatchObject({
      status: 'added',
      title: 'Epitaph for Mary Ellen Whitaker',
    });
    expect(await visitor.basket.add({ itemType: 'epitaph', itemId: saved.reference })).toMatchObject({
      status: 'duplicate',
    });
    const basket = await visitor.basket.list();
    const item = basket.items.find((i) => i.itemType === 'epitaph')!;
    expect(item.data).toMatchObject({
      category: 'Epitaph',
      priceCents: null,
      link: `/ai-tools/epitaph-builder/${saved.reference}`,
      epitaph: { stone: 'Upright die (tablet), 36 × 24 in', fits: true },
    });
    expect(item.data.epitaph!.lines[0]).toEqual({ text: 'WHITAKER', height: expect.stringMatching(/^[23](\.5)? in$/) });
    expect(await codeOf(visitor.basket.add({ itemType: 'epitaph', itemId: 'ZZZZ-ZZZZ' }))).toBe('NOT_FOUND');
  });

  it('adds the model’s ideas when an endpoint is configured, each checked by the word filter and the fit', async () => {
    await staff.admin.settings.update({
      section: 'ai',
      value: { baseUrl: stub.baseUrl, model: 'test-model', apiKey: { value: 'sk-test' } },
    });
    modelReply = JSON.stringify({
      epitaphs: [
        'Her garden still blooms in us',
        'She sang us home',
        'Damn, we miss her',
        'Only $5 a letter',
        'The Lord is my shepherd (KJV)',
        'A very long line of words that goes on and on and on about everything she ever did in her long life',
        'Her garden still blooms in us',
      ],
    });
    stub.setMode('ok');
    const result = await visitor.epitaph.propose({ answers, stone: flatMarker, seed: 4 });
    expect(result.model).toBe('used');
    const fromModel = result.candidates.filter((c) => c.source === 'model');
    expect(fromModel.map((c) => c.text)).toEqual(['Her garden still blooms in us', 'She sang us home']);
    expect(fromModel.every((c) => c.layout.fits)).toBe(true);
    expect(result.candidates.filter((c) => c.source === 'library')).toHaveLength(6);
    // The request carried the model and key, and none of the family's dates or surname.
    const sent = stub.requests.at(-1)!;
    expect(sent.body.model).toBe('test-model');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.stringify(sent.body)).not.toContain('Whitaker');
    expect(JSON.stringify(sent.body)).not.toContain('1941');
  });

  it('falls back to the built-in list on a malformed reply, a 500, a timeout or an unusable answer', async () => {
    for (const mode of ['malformed', 'error500', 'timeout'] as const) {
      stub.setMode(mode);
      const started = Date.now();
      const result = await visitor.epitaph.propose({ answers, stone: upright, seed: 5 });
      expect(result.model, mode).toBe('fallback');
      expect(result.candidates, mode).toHaveLength(6);
      expect(result.candidates.every((c) => c.source === 'library')).toBe(true);
      expect(Date.now() - started, mode).toBeLessThan(5000);
    }
    stub.setMode('ok');
    modelReply = 'Here are some lovely epitaphs for your mother!';
    expect((await visitor.epitaph.propose({ answers, stone: upright, seed: 6 })).model).toBe('fallback');
    await staff.admin.settings.update({ section: 'ai', value: { baseUrl: '', model: '', apiKey: { clear: true } } });
    expect((await visitor.epitaph.propose({ answers, stone: upright, seed: 6 })).model).toBe('none');
  });

  it('limits how often one address asks for ideas', async () => {
    const busy = callerFor(database, { ip: '198.51.100.99' });
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) codes.push(await codeOf(busy.epitaph.propose({ answers, stone: upright, seed: i })));
    expect(codes.slice(0, 30).every((c) => c === 'OK')).toBe(true);
    expect(codes[30]).toBe('TOO_MANY_REQUESTS');
  });

  it('moves the seeded design-playground rule to /ai-tools and leaves a rule staff edited alone', async () => {
    // As decision 007 seeded it (the seed now points at the playground itself, decision 256).
    const seeded = {
      note: 'The specification sends this to /ai-tools/design-playground; change it when that page exists.',
    };
    await database.db
      .deleteFrom('redirects')
      .where('pattern', 'in', ['/ai/design-playground', '/old-playground'])
      .execute();
    await database.db
      .insertInto('redirects')
      .values([
        {
          match_type: 'exact',
          pattern: '/ai/design-playground',
          target_path: '/gallery',
          status_code: 301,
          note: seeded.note,
        },
        {
          match_type: 'exact',
          pattern: '/old-playground',
          target_path: '/gallery',
          status_code: 301,
          note: 'Staff: keep',
        },
      ])
      .execute();
    await moveInterimPlaygroundRule(database.db);
    const rows = await database.db
      .selectFrom('redirects')
      .select(['pattern', 'target_path'])
      .where('pattern', 'in', ['/ai/design-playground', '/old-playground'])
      .orderBy('pattern')
      .execute();
    expect(rows).toEqual([
      { pattern: '/ai/design-playground', target_path: '/ai-tools' },
      { pattern: '/old-playground', target_path: '/gallery' },
    ]);
  });
});
