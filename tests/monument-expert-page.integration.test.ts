/**
 * The monument expert's page works before its script (issue 33 point 1, decision 229): the
 * question box is a plain GET form, the suggestions are links, and the server answers the
 * question in the address into the page. A suggested question's page is cached like any page;
 * a typed question's, a refusal and a bad question never are, and none is a server error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { ASK_LIMIT } from '../server/modules/monument-expert/monument-expert.limits';
import { suggestedQuestions } from '../server/modules/monument-expert/monument-expert.choices';
import { buildTestApp, callerFor } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';
import { seedExpertContent } from './support/expert-content';

const PAGE = '/ai-tools/monument-expert';
const asking = (question: string) => `${PAGE}?${new URLSearchParams({ question }).toString()}`;

/** The page's text from the conversation to the end of the question form, tags dropped. */
function conversationText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</form>', start);
  return html
    .slice(start, end)
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe.each(databaseTargets)('the monument expert before its script (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let visitorCount = 0;
  /** Each test asks from its own address, so the per-visitor limit is only met where meant. */
  const get = (url: string, remoteAddress = `198.51.100.${++visitorCount}`) => app.inject({ url, remoteAddress });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedExpertContent(database);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is a plain GET form with its button ready, and each suggestion is a link that asks it', async () => {
    const response = await get(PAGE);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<form[^>]*aria-label="Ask a question"[^>]*action="\/ai-tools\/monument-expert" method="get"/);
    expect(html).toMatch(/<textarea[^>]*name="question"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>/);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    for (const question of suggestedQuestions)
      expect(html).toContain(`href="${asking(question).replaceAll('&', '&amp;')}"`);
    // Without script, "Ask us to call you" leads to the contact form.
    expect(html).toMatch(/<a[^>]*href="\/contact-us"[^>]*>(?:<[^>]+>)*Ask us to call you/);
  });

  it('answers a typed question in the page, never kept by the page cache', async () => {
    const url = asking('  Where are   your offices? ');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const text = conversationText(first.body);
    expect(text).toContain('You asked: Where are your offices?');
    expect(text).toContain('Ada, Oklahoma');
    expect(text).toContain('Wylie, Texas');
    expect(first.body).toContain('href="/contact-us"');
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect((await get(url)).headers['x-page-cache']).toBeUndefined();
    // The box is empty again, ready for the next question.
    expect(first.body).toMatch(/<textarea[^>]*name="question"[^>]*><\/textarea>/);
  });

  it('answers a suggested question from the calculator and keeps that page for everyone', async () => {
    const url = asking('How much is a 36-inch upright in India Red?');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const html = first.body.replaceAll('<!-- -->', '');
    expect(html).toContain('aria-label="Prices"');
    expect(html).toContain('href="/calculator?template=single_upright&amp;color=india_red&amp;length=36"');
    const again = await get(url);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
  });

  it('answers an empty or bad question with a plain message beside the box, keeping what was typed', async () => {
    const empty = await get(`${PAGE}?question=%20%20`);
    expect(empty.statusCode).toBe(200);
    expect(conversationText(empty.body)).toContain('Families often ask');

    const short = await get(asking('a'));
    expect(short.statusCode).toBe(200);
    expect(short.body).toMatch(/<p[^>]*id="[^"]*-question-error"[^>]*>Please type your question<\/p>/);
    expect(short.body).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>a<\/textarea>/);
    expect(short.headers['x-page-cache']).toBeUndefined();

    const long = 'Is granite better than marble for a family headstone in a windy cemetery? '.repeat(7);
    const tooLong = await get(asking(long));
    expect(tooLong.statusCode).toBe(200);
    expect(tooLong.body).toContain('Please shorten your question to 400 characters');
    expect(tooLong.body).toContain(long.trim().slice(0, 120));

    // Values the address reads as JSON, and a repeated parameter, are still words or nothing.
    for (const url of [`${PAGE}?question=123`, `${PAGE}?question=true`, `${PAGE}?question=a&question=b`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('tells a visitor who asked too much in plain words, and keeps that page for no one', async () => {
    const ip = '203.0.113.77';
    const visitor = callerFor(database, { ip });
    for (let i = 0; i < ASK_LIMIT; i++) await visitor.monumentExpert.ask({ question: 'Where are your offices?' });
    const url = asking(suggestedQuestions[0]);
    const refused = await get(url, ip);
    expect(refused.statusCode).toBe(200);
    expect(conversationText(refused.body)).toContain('You have asked a lot of questions in the last few minutes');
    expect(refused.headers['x-page-cache']).toBeUndefined();
    // Another family asking the same suggestion gets the answer, not the refusal.
    const other = await get(url);
    expect(conversationText(other.body)).not.toContain('You have asked a lot of questions');
    expect(conversationText(other.body)).toContain(`You asked: ${suggestedQuestions[0]}`);
  });
});
