import type { AnswerCase } from './monument-expert.answers.check';

/**
 * The held-out answer set: questions a family would ask, each with the facts the answer must
 * hold and the statements it must not make. Written before the answer engine was changed and
 * never used to tune it (the tuning questions are in monument-expert.answers.tuning.ts): its
 * figure is the honest one. Facts are the seeded business settings and the FAQ's figures.
 */
export const heldOutAnswers: AnswerCase[] = [
  {
    question: 'Where are your offices?',
    lead: [/Ada/, /Wylie/],
    facts: [/1415 N Broadway/, /210 N Ballard/],
    prices: 'none',
  },
  { question: 'What are your office hours?', lead: [/9:00 AM/, /5:00 PM/, /Mon/], prices: 'none' },
  { question: 'Is installation included?', lead: [/\bYes\b/, /install/i], prices: 'none' },
  { question: 'How much do families save?', lead: [/15-25%/], prices: 'none' },
  {
    question: 'granite vs bronze',
    lead: [/granite|bronze/i],
    facts: [/bronze/i, /granite/i],
    never: [/^It is softer than granite/, /(^|\. )It is softer than granite/],
  },
  { question: "What's the phone number for the Texas office?", lead: [/\(972\) 555-0147/], prices: 'none' },
  { question: 'How do I reach your Oklahoma office by phone?', lead: [/\(580\) 555-0136/], prices: 'none' },
  {
    question: 'Are you open on Saturdays?',
    lead: [/Mon(day)?(-| to )Fri(day)?/],
    never: [/\bYes\b/, /open on Saturdays?\b(?! )/],
    prices: 'none',
  },
  { question: 'How much is the deposit?', lead: [/50%/], prices: 'none' },
  { question: 'Do I have to pay everything up front?', lead: [/50%/], prices: 'none' },
  {
    question: 'How long will it take to get the headstone made?',
    lead: [/4-6 weeks/],
    facts: [/6 months/],
    prices: 'none',
  },
  { question: 'What file types can I send for artwork?', lead: [/jpg/, /png/, /\bai\b/, /eps/], prices: 'none' },
  { question: 'Do you offer payment plans?', lead: [/layaway/i], prices: 'none' },
  { question: "Do you match other dealers' prices?", lead: [/match/i], prices: 'none' },
  { question: 'What payment options do you have?', lead: [/layaway/i, /price match/i], facts: [/50%/], prices: 'none' },
  { question: 'Which areas do you serve?', lead: [/Oklahoma/, /Texas/, /New Mexico/], prices: 'none' },
  { question: 'Do you install headstones in New Mexico?', lead: [/New Mexico/], prices: 'none' },
  {
    question: 'Do you install at Rose Hill Cemetery in Ada?',
    lead: [/Rose Hill/],
    facts: [/\(580\) 555-0136/],
    consultation: true,
    prices: 'none',
  },
  {
    question: 'Can you set a stone in Fairview Cemetery in Denison, Texas?',
    lead: [/Fairview/],
    facts: [/Wylie/],
    consultation: true,
    prices: 'none',
  },
  {
    question: 'Do you work in Pottawatomie County?',
    lead: [/Pottawatomie County/],
    facts: [/Ada/],
    consultation: true,
    prices: 'none',
  },
  {
    question: 'Do you deliver to Amarillo?',
    lead: [/Oklahoma/, /Texas/],
    facts: [/call/i],
    never: [/Amarillo is in\b/, /Amarillo[^.]*\bweekly\b/],
    consultation: true,
    prices: 'none',
  },
  { question: 'Is delivery free?', lead: [/free/i, /service area/i], prices: 'none' },
  { question: 'Are there hidden fees?', facts: [/cemeter(y|ies)[^.]*fee/i], prices: 'none' },
  { question: "What's included in the price of a monument?", lead: [/install/i, /foundation/i], prices: 'none' },
  { question: 'Do you have a showroom I can visit?', lead: [/Ada/, /Wylie/], facts: [/9:00 AM/], prices: 'none' },
  { question: 'What is your address in Wylie?', lead: [/210 N Ballard Ave/], prices: 'none' },
  { question: 'What time do you close?', lead: [/5:00 PM/], prices: 'none' },
  { question: 'Is there an office in Texas?', lead: [/Wylie/], prices: 'none' },
  { question: 'How much cheaper is it with value engineering?', lead: [/15-25%/], prices: 'none' },
  { question: 'When is the balance due?', facts: [/finished/], prices: 'none' },
  { question: 'What is the difference between granite and marble?', facts: [/granite/i, /marble/i], never: [/^It\b/] },
  {
    question: 'How do I clean bird droppings off a headstone?',
    facts: [/water/i, /soft\b[^.;]*brush/i],
    never: [/\buse bleach\b/i],
    prices: 'none',
  },
  { question: 'Can you fix a headstone that is sinking?', facts: [/reset|level/i] },
  { question: 'Can you put a photo on a grave marker?', facts: [/porcelain/i] },
  { question: 'Do you make markers for pets?', facts: [/pet/i] },
  { question: 'How much does a flat marker cost?', prices: 'some', never: [/\$\s?\d/] },
  { question: "Can I add my wife's name to the stone later?", facts: [/engrav/i] },
  { question: 'Can you make a memorial for a veteran?', facts: [/veteran|military/i] },
  { question: 'Does the cemetery need to approve the design?', facts: [/approv/i] },
  { question: 'How long have you been in business?', facts: [/1936/] },
  { question: 'Do you charge to install the stone?', lead: [/included|free|no charge/i], prices: 'none' },
  { question: 'Can I pay in installments?', lead: [/layaway/i], prices: 'none' },
  {
    question: 'Do you take credit cards?',
    facts: [/call/i],
    never: [/\bwe (accept|take) (credit|visa|mastercard)/i, /\bYes\b/],
    prices: 'none',
  },
  { question: "What's your phone number?", lead: [/\(580\) 555-0136/, /\(972\) 555-0147/], prices: 'none' },
  { question: 'How long does a custom design take?', lead: [/6 months/], prices: 'none' },
  { question: 'Do you serve the Dallas area?', lead: [/Dallas|North Central Texas/], facts: [/Wylie/], prices: 'none' },
  // Written after the first figures, before the engine was changed for the one miss above ("add my
  // wife's name ... later"), and never tuned on: questions about adding to a stone and about proofs,
  // with their facts from the FAQ and the service page on final-date engraving.
  {
    question: 'My husband is still living. Can his name go on the stone now and his date be added when he dies?',
    facts: [/\b(engrav|cut)/i, /\b(later|when the time comes)\b/i],
  },
  {
    question: 'How long does it take to add a date to an existing headstone?',
    facts: [/few weeks/i],
    never: [/4-6 weeks/, /6 months/],
    prices: 'none',
  },
  { question: 'Will the new letters match the old ones?', facts: [/\bmatch/i, /typeface|style/i] },
  { question: 'What if the front of the stone has no room for another name?', facts: [/\bback\b|small marker/i] },
  {
    question: "Do we need the cemetery's permission to add an inscription?",
    facts: [/approv|permission/i, /we ask|request/i],
  },
  // Written after the three misses above were moved to the tuning set (with the engine changed for
  // them), before that change: questions on the same ground the engine has never seen.
  {
    question: 'Do you have to take the headstone away to add my mother’s date?',
    facts: [/on site|at the cemetery|does not have to be moved/i],
    never: [/\b(taken|sent|brought) (back )?to (our|the) (shop|workshop|plant)\b/i],
  },
  { question: 'Is the date engraved at the cemetery or at your shop?', facts: [/on site|at the cemetery/i] },
  { question: 'Will I get to see the wording before you carve it?', facts: [/proof/i], prices: 'none' },
  {
    question: 'Our stone came from a company that closed years ago. Can you still add a date?',
    facts: [/another company|every make|whoever made|other makers/i],
    never: [/\bonly\b[^.]*\b(we|our)\b[^.]*\bmade\b/i],
  },
  { question: 'What if there is a mistake in a name on the proof?', facts: [/proof/i, /chang|correct/i] },
  { question: 'Do I have to sign anything before you start cutting?', facts: [/proof/i, /sign|approv/i] },
];
