import { describe, expect, it } from 'vitest';
import { readCemeteryQuestion } from './monument-expert.cemeteries';
import { evaluationSet, ownCase, unanswerable } from './monument-expert.questions';
import { heldOutAnswers } from './monument-expert.answers.heldout';
import { tuningAnswers } from './monument-expert.answers.tuning';

describe('a question about one cemetery’s rules', () => {
  it.each([
    ['What does Rose Hill allow?', { name: 'Rose Hill', certain: true, kind: null }],
    ['rules at Rosehill cemetery', { name: 'Rosehill Cemetery', certain: true, kind: null }],
    ['can I put an upright at Greenlawn?', { name: 'Greenlawn', certain: true, kind: 'upright' }],
    ['What does Oak Lawn Memorial Gardens allow?', { name: 'Oak Lawn Memorial Gardens', certain: true, kind: null }],
    [
      'what are the regulations at cedar ridge memorial park',
      { name: 'Cedar Ridge Memorial Park', certain: true, kind: null },
    ],
    [
      'Are flat markers allowed at Wylie Memorial Gardens?',
      { name: 'Wylie Memorial Gardens', certain: true, kind: 'flat' },
    ],
    [
      'What are the rules at Fitzhugh Memorial Cemetery?',
      { name: 'Fitzhugh Memorial Cemetery', certain: true, kind: null },
    ],
    ['What does Rose Hill in Ada allow for a bench?', { name: 'Rose Hill', certain: true, kind: 'bench' }],
    // A town may name a cemetery ("Roff Cemetery"): searched for, never said unknown on its own.
    ['What does Roff allow?', { name: 'Roff', certain: false, kind: null }],
    ['What are the rules at Roff Cemetery?', { name: 'Roff Cemetery', certain: true, kind: null }],
    // Written in lower case without "cemetery": searched for, never said unknown.
    ['what does greenlawn allow', { name: 'Greenlawn', certain: false, kind: null }],
  ])('reads "%s"', (question, expected) => {
    expect(readCemeteryQuestion(question)).toEqual(expected);
  });

  it.each([
    'What rules do cemeteries have about headstones?',
    'Our cemetery only allows flat markers. What can we do?',
    'Can you install a flat marker at Memorial Park in Tulsa?',
    'Do you install at Rose Hill Cemetery in Ada?',
    'What are the rules for headstones in Texas?',
    'Can I put a bench at the cemetery in Ada?',
    'Why does the cemetery require a foundation?',
  ])('leaves "%s" to the other answers', (question) => {
    expect(readCemeteryQuestion(question)).toBeNull();
  });

  it('reads none of the evaluation, held-out and tuning questions as one (their answers stay as tuned)', () => {
    const questions = [
      ...evaluationSet.map((q) => q.question),
      ...unanswerable,
      ...ownCase,
      ...heldOutAnswers.map((q) => q.question),
      ...tuningAnswers.map((q) => q.question),
    ];
    expect(questions.filter((question) => readCemeteryQuestion(question) !== null)).toEqual([]);
  });
});
