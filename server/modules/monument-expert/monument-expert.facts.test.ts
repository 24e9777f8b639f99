import { describe, expect, it } from 'vitest';
import { faqFor } from '#content/faq';
import { seed } from '../../../migrations/20261124T0200_settings';
import { toPublicSettings } from '../settings/settings.service';
import { ARTWORK_FORMATS, TURNAROUND, factAnswer } from './monument-expert.facts';
import { firstSentence, sentenceProblems } from './monument-expert.answers.check';

const business = toPublicSettings(seed).business;

describe('the business facts the expert answers with', () => {
  it('says the turnaround and the artwork files as the FAQ does', () => {
    const faq = JSON.stringify(faqFor(business).faqCategories);
    expect(faq).toContain(`ready in ${TURNAROUND.standard}`);
    expect(faq).toContain(`can take ${TURNAROUND.custom}`);
    expect(faq).toContain(`${ARTWORK_FORMATS.slice(0, -1).join(', ')} or ${ARTWORK_FORMATS.at(-1)}`);
  });

  it('puts both offices in the first sentence when both apply, and one when the question names it', () => {
    const both = factAnswer('Where are your offices?', business)!;
    expect(firstSentence(both)).toMatch(/Ada, Oklahoma.*1415 N Broadway Ave.*Wylie, Texas.*210 N Ballard Ave/);
    const texas = factAnswer('What is the phone number of the Texas office?', business)!;
    expect(firstSentence(texas)).toContain('(972) 555-0147');
    expect(firstSentence(texas)).not.toContain('(580) 555-0136');
  });

  it('answers a named cemetery or town from the service area and offers the consultation', () => {
    const cemetery = factAnswer('Do you install at Rose Hill Cemetery in Ada?', business)!;
    expect(firstSentence(cemetery)).toMatch(/Oklahoma and North Central Texas.*Rose Hill Cemetery’s rules/);
    expect(cemetery.offerConsultation).toBe(true);
    expect(factAnswer('Do you deliver to Shawnee, Oklahoma?', business)!.paragraphs[0]).toMatch(
      /Shawnee is in Pottawatomie County, Oklahoma, which our Ada, Oklahoma office serves/,
    );
  });

  it('leaves questions that are not about the business’s facts to the site’s pages', () => {
    for (const question of [
      'How do I clean a granite headstone?',
      'What is the difference between granite and marble?',
      'Can you put a photo on a headstone?',
      'How long will granite last outside?',
      'What will the weather be like in Ada tomorrow?',
    ])
      expect(factAnswer(question, business), question).toBeNull();
  });
});

describe('the sentence check', () => {
  it('finds an answer that begins with a fragment or a sentence leaning on another', () => {
    expect(sentenceProblems(['It is softer than granite and is slowly dissolved by rain.'])).not.toEqual([]);
    expect(sentenceProblems(['Before that, designing takes as long as you need.'])).not.toEqual([]);
    expect(sentenceProblems(['design and proof: usually a few days per round of changes'])).not.toEqual([]);
    expect(sentenceProblems(['Every price includes a proof; ; and installation.'])).not.toEqual([]);
    expect(sentenceProblems(['Both offices are open Monday to Friday, 9:00 AM to 5:00 PM.'])).toEqual([]);
  });
});
