import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { seedExpertContent } from '#tests/support/expert-content';
import { describeFigures, scoreSet, type AnswerCase, type JudgedAnswer } from './monument-expert.answers.check';
import { tuningAnswers } from './monument-expert.answers.tuning';
import { heldOutAnswers } from './monument-expert.answers.heldout';

// `npm run bench:expert` runs this file on the embedded database and prints both figures.
describe.each(databaseTargets)('the monument expert’s answers (%s)', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedExpertContent(database);
  });
  afterAll(() => database.close());

  async function answerAll(set: AnswerCase[], ip: string) {
    const results: Array<{ item: AnswerCase; answer: JudgedAnswer }> = [];
    // A fresh visitor every 25 questions: the per-visitor limit is not what this measures.
    for (const [index, item] of set.entries()) {
      const visitor = callerFor(database, { ip: `${ip}.${Math.floor(index / 25) + 1}` });
      results.push({ item, answer: await visitor.monumentExpert.ask({ question: item.question }) });
    }
    return scoreSet(results);
  }

  it('answers the held-out and the tuning questions with their facts, in whole sentences', async () => {
    const heldOut = await answerAll(heldOutAnswers, '198.51.100');
    const tuning = await answerAll(tuningAnswers, '203.0.113');
    console.info(
      `[monument expert answers on ${target}]\n  ${describeFigures('held-out', heldOut)}\n  ${describeFigures('tuning', tuning)}`,
    );
    for (const [name, figures] of [
      ['held-out', heldOut],
      ['tuning', tuning],
    ] as const)
      if (figures.failures.length) console.info(`[${name} failures]\n  ${figures.failures.join('\n  ')}`);
    expect(heldOutAnswers.length + tuningAnswers.length).toBeGreaterThanOrEqual(80);
    // Both sets are answered in full, never say a forbidden thing and never begin with a fragment
    // (decision 201 records the figures, and which questions moved from one set to the other).
    expect(tuning.failures).toEqual([]);
    expect(heldOut.failures).toEqual([]);
    expect(heldOut.forbidden).toBe(0);
    expect(heldOut.fragments).toBe(0);
  }, 120_000);
});
