import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { startOpenAiStub } from '#tests/support/openai-stub';
import { seedExpertContent } from '#tests/support/expert-content';
import { evaluationSet, ownCase, unanswerable } from './monument-expert.questions';
import { retrievePassages, sourcesOf } from './monument-expert.service';

// The test's AI endpoint stub listens on 127.0.0.1: allowed here as the environment would allow it.
vi.hoisted(() => {
  vi.stubEnv('ALLOW_PRIVATE_AI_ENDPOINT', 'true');
});

// A slow endpoint is given up on quickly here (8 s in production), as in the epitaph's tests.
vi.stubEnv('AI_TIMEOUT_MS', '2000');

describe.each(databaseTargets)('monument expert (%s)', (target) => {
  let database: Database;
  let staff: Awaited<ReturnType<typeof signedInCaller>>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    staff = await signedInCaller(database, { admin: true });
    await seedExpertContent(database);
  });
  afterAll(() => database.close());

  it('puts the right page among the first three sources for at least 90% of the question set', async () => {
    const misses: string[] = [];
    let untunedRight = 0;
    for (const item of evaluationSet) {
      const sources = sourcesOf((await retrievePassages(database.db, item.question)).passages, 3);
      const right = sources.some((s) => item.expected.includes(s));
      if (!right) misses.push(`${item.question} -> ${sources.join(', ') || 'nothing'}`);
      else if (!item.tuned) untunedRight++;
    }
    const score = (evaluationSet.length - misses.length) / evaluationSet.length;
    const untuned = evaluationSet.filter((q) => !q.tuned).length;
    console.info(
      `[monument expert] retrieval top-3 on ${target}: ${evaluationSet.length - misses.length}/${evaluationSet.length} = ${(score * 100).toFixed(1)}% (${untunedRight}/${untuned} of the questions never tuned for)`,
    );
    if (misses.length) console.info(`[monument expert] misses:\n  ${misses.join('\n  ')}`);
    expect(evaluationSet.length).toBeGreaterThanOrEqual(40);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it('says so when the site does not answer, and sends questions about a family’s own order to the office', async () => {
    const visitor = callerFor(database, { ip: '198.51.100.20' });
    for (const question of unanswerable) {
      const answer = await visitor.monumentExpert.ask({ question });
      expect(answer.status, question).toBe('unknown');
      expect(answer.contact?.bookingUrl).toBe('/book');
      expect(answer.contact?.offices.map((o) => o.phone).length).toBeGreaterThan(0);
      expect(answer.prices).toEqual([]);
    }
    for (const question of ownCase) {
      const answer = await visitor.monumentExpert.ask({ question });
      expect(answer.status, question).toBe('own_case');
      expect(answer.paragraphs.join(' ')).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    }
  });

  it('answers with the page it read as a link', async () => {
    const answer = await callerFor(database, { ip: '198.51.100.21' }).monumentExpert.ask({
      question: 'How long does it take to make a headstone?',
    });
    expect(answer.status).toBe('answered');
    expect(answer.writtenBy).toBe('built-in');
    expect(answer.paragraphs.join(' ')).toMatch(/4-6 weeks/);
    expect(answer.citations.map((c) => c.url)).toContain('/faq#how-long');
  });

  it('prices a described monument with the published engine, and links to that configuration', async () => {
    // The calculator's access form is on by default: the expert gives the design's public "from" price.
    const visitor = callerFor(database, { ip: '198.51.100.22' });
    const options = (await visitor.calculator.options())!;
    const locked = await visitor.monumentExpert.ask({ question: 'How much is a 36-inch upright in India Red?' });
    expect(locked.prices[0]).toMatchObject({
      kind: 'from',
      fromCents: options.templates.find((t) => t.key === 'single_upright')!.fromCents,
      link: '/calculator?template=single_upright&color=india_red&length=36',
    });
    // With the visitor's calculator grant, the estimate range equals the calculator's own.
    const { token } = await visitor.access.request({
      name: 'Ruth Alvarez',
      email: 'ruth@example.com',
      phone: '(580) 555-0136',
      zip: '74820',
      tool: 'calculator',
    });
    const engine = await visitor.calculator.estimate({
      choices: { template: 'single_upright', color: 'india_red', length: 36 },
      grantToken: token,
    });
    if (engine.status !== 'priced') throw new Error('the engine did not price it');
    const priced = await visitor.monumentExpert.ask({
      question: 'How much is a 36-inch upright in India Red?',
      grantToken: token,
    });
    expect(priced.prices[0]).toMatchObject({
      kind: 'estimate',
      lowCents: engine.lowCents,
      highCents: engine.highCents,
      link: '/calculator?template=single_upright&color=india_red&length=36',
    });
    expect(priced.citations[0]!.url).toBe('/calculator?template=single_upright&color=india_red&length=36');
    // No figure is ever written into the words.
    expect(priced.paragraphs.join(' ')).not.toMatch(/\$\s?\d/);

    const black = await visitor.monumentExpert.ask({
      question: 'What does a flat marker in jet black cost?',
      grantToken: token,
    });
    const flat = await visitor.calculator.estimate({
      choices: { template: 'flat_marker', color: 'jet_black' },
      grantToken: token,
    });
    if (flat.status !== 'priced') throw new Error('the engine did not price it');
    expect(black.prices[0]).toMatchObject({ kind: 'estimate', lowCents: flat.lowCents, highCents: flat.highCents });

    const packages = await visitor.monumentExpert.ask({ question: 'How much are your packages?' });
    const live = await visitor.valueEngineering.packages();
    expect(
      packages.prices.filter((p) => p.kind === 'package').map((p) => p.kind === 'package' && p.amountCents),
    ).toEqual(live.map((p) => p.priceCents));
  });

  it('re-reads the content when staff change it: a package renamed is found under its new name', async () => {
    const visitor = callerFor(database, { ip: '198.51.100.23' });
    const before = await visitor.monumentExpert.ask({ question: 'Tell me about the Prairie Rose package' });
    expect(before.citations.map((c) => c.url)).not.toContain(
      '/value-engineering/packages#heritage-blue-pearl-companion',
    );
    const pkg = (await staff.admin.valueEngineering.packages()).find((p) => p.id === 'heritage-blue-pearl-companion')!;
    await staff.admin.valueEngineering.updatePackage({
      id: pkg.id,
      name: 'Prairie Rose Companion',
      priceCents: pkg.priceCents,
      granite: pkg.granite,
      style: pkg.style,
      summary: pkg.summary,
      includes: pkg.includes,
      imageAlt: pkg.image.alt,
    });
    const after = await visitor.monumentExpert.ask({ question: 'Tell me about the Prairie Rose package' });
    expect(after.citations.map((c) => c.url)).toContain('/value-engineering/packages#heritage-blue-pearl-companion');
  });

  it('takes a call-back request as a lead with its event, and checks the phone beside the field', async () => {
    const visitor = callerFor(database, { ip: '198.51.100.24' });
    expect(
      await codeOf(visitor.monumentExpert.requestCallback({ name: 'Ruth Alvarez', phone: '12', questions: [] })),
    ).toBe('BAD_REQUEST');
    const sent = await visitor.monumentExpert.requestCallback({
      name: 'Ruth Alvarez',
      phone: '(580) 555-0136',
      bestTime: 'morning',
      note: 'About my mother’s stone',
      questions: ['How long does it take?', 'Can you add a date later?'],
    });
    expect(sent.reference).toMatch(/^M-\d{4,}-[FHKLMRUWXY]{2}$/);
    const lead = await database.db
      .selectFrom('submissions')
      .select(['id', 'kind', 'phone', 'message', 'extra', 'source_page'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'callback', phone: '(580) 555-0136', source_page: '/ai-tools/monument-expert' });
    expect(lead.message).toContain('1. How long does it take?');
    const event = await database.db
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('type', '=', 'lead.created')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ submissionId: lead.id, kind: 'callback', details: { bestTime: 'Morning' } });
    // A robot filling the hidden field is answered like a person and stored nowhere.
    const robot = await callerFor(database, { ip: '198.51.100.25' }).monumentExpert.requestCallback({
      name: 'Robot',
      phone: '(580) 555-0199',
      website: 'spam',
    });
    expect(robot.reference).toBeNull();
  });

  it('answers the business’s own facts from the settings as staff set them, in the first sentence', async () => {
    const visitor = callerFor(database, { ip: '198.51.100.30' });
    const before = await visitor.monumentExpert.ask({ question: 'What are your office hours?' });
    expect(before.paragraphs[0]).toMatch(/Monday to Friday, 9:00 AM to 5:00 PM/);
    const offices = (await staff.admin.settings.get()).sections.offices as Record<string, unknown> & {
      hours: Record<string, string>;
    };
    await staff.admin.settings.update({
      section: 'offices',
      value: { ...offices, hours: { ...offices.hours, closes: '16:30' } } as never,
    });
    try {
      const after = await visitor.monumentExpert.ask({ question: 'What are your office hours?' });
      expect(after.paragraphs[0]).toMatch(/9:00 AM to 4:30 PM/);
      expect(after.prices).toEqual([]);
    } finally {
      await staff.admin.settings.update({ section: 'offices', value: offices as never });
    }
  });

  it('limits how many questions one visitor asks', async () => {
    const visitor = callerFor(database, { ip: '198.51.100.26' });
    const codes: string[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(await codeOf(visitor.monumentExpert.ask({ question: 'Where are your offices?' })));
    expect(codes.slice(0, 30).every((c) => c === 'OK')).toBe(true);
    expect(codes[30]).toBe('TOO_MANY_REQUESTS');
  });

  it('lets the model write from the passages when an endpoint is set, and falls back on every failure', async () => {
    const stub = await startOpenAiStub((request) => {
      const user = request.body.messages?.at(-1)?.content ?? '';
      return user.includes('[2]')
        ? 'Clean water and a soft brush are all most stones need [1]. Avoid bleach and pressure washers [2].'
        : 'Clean water and a soft brush are all most stones need [1].';
    });
    // The built-in answer, for the fallbacks to equal.
    const built = await callerFor(database, { ip: '198.51.100.29' }).monumentExpert.ask({
      question: 'How do I clean moss off a granite headstone?',
    });
    try {
      await staff.admin.settings.update({ section: 'ai', value: { baseUrl: stub.baseUrl, model: 'stub-model' } });
      const visitor = callerFor(database, { ip: '198.51.100.27' });
      // The business's own facts are never left to the model (decision 201): it writes the rest.
      expect(
        (await visitor.monumentExpert.ask({ question: 'How long does it take to make a headstone?' })).writtenBy,
      ).toBe('built-in');
      const question = 'How do I clean moss off a granite headstone?';
      stub.setMode('ok');
      const written = await visitor.monumentExpert.ask({ question });
      expect(written.writtenBy).toBe('model');
      expect(written.paragraphs.join(' ')).toMatch(/soft brush/);
      expect(written.citations.length).toBeGreaterThan(0);
      // What the model was given: the passages, numbered, and the question; nothing else of the visitor.
      const sent = stub.requests.at(-1)!.body.messages!;
      expect(sent.at(-1)!.content).toContain('Question: How do I clean moss off a granite headstone?');

      for (const mode of ['malformed', 'error500', 'timeout'] as const) {
        stub.setMode(mode);
        const answer = await visitor.monumentExpert.ask({ question });
        expect(answer.writtenBy, mode).toBe('built-in');
        expect(answer.status, mode).toBe('answered');
        expect(
          answer.citations.map((c) => c.url),
          mode,
        ).toEqual(built.citations.map((c) => c.url));
      }
    } finally {
      await staff.admin.settings.update({ section: 'ai', value: { baseUrl: '', model: '' } });
      await stub.close();
    }
  }, 40_000);

  it('refuses a model reply that names a price or cites what it was not given', async () => {
    let reply = 'A headstone like this costs about $1,200 [1].';
    const stub = await startOpenAiStub(() => reply);
    try {
      await staff.admin.settings.update({ section: 'ai', value: { baseUrl: stub.baseUrl, model: 'stub-model' } });
      const visitor = callerFor(database, { ip: '198.51.100.28' });
      const question = 'How do I clean moss off a granite headstone?';
      reply = 'Use a soft brush and clean water [1].';
      expect((await visitor.monumentExpert.ask({ question })).writtenBy).toBe('model');
      reply = 'A headstone like this costs about $1,200 [1].';
      expect((await visitor.monumentExpert.ask({ question })).writtenBy).toBe('built-in');
      reply = 'It takes four to six weeks [9].';
      expect((await visitor.monumentExpert.ask({ question })).writtenBy).toBe('built-in');
      reply = 'It takes four to six weeks, as far as I know.';
      expect((await visitor.monumentExpert.ask({ question })).writtenBy).toBe('built-in');
    } finally {
      await staff.admin.settings.update({ section: 'ai', value: { baseUrl: '', model: '' } });
      await stub.close();
    }
  });
});
