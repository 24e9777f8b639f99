import type { AnswerCase } from './monument-expert.answers.check';

/**
 * The tuning answer set: the questions the answer engine was built and adjusted against (the
 * ones it failed when families' questions were first put to it, and their neighbours). Its
 * figure says the engine does what it was shaped to do; the held-out set
 * (monument-expert.answers.heldout.ts) says how it does on questions it never saw.
 */
export const tuningAnswers: AnswerCase[] = [
  // The questions that showed the fault.
  { question: 'Where are your offices?', lead: [/Ada/, /Wylie/], prices: 'none' },
  { question: 'What are your office hours?', lead: [/9:00 AM/, /5:00 PM/], prices: 'none' },
  { question: 'Is installation included?', lead: [/^Yes\b/], facts: [/cemeter/i], prices: 'none' },
  { question: 'How much do families save?', lead: [/15-25%/], prices: 'none' },
  {
    question: 'granite vs bronze',
    lead: [/granite|bronze/i],
    never: [/^It is softer/, /(^|\. )It is softer than granite/],
  },
  { question: 'Do you price match?', lead: [/match/i], prices: 'none' },
  // Offices, hours, phones.
  {
    question: 'Where is your office located?',
    lead: [/Ada/, /Wylie/],
    facts: [/1415 N Broadway Ave/, /210 N Ballard Ave/],
  },
  { question: 'What is the address of the Ada office?', lead: [/1415 N Broadway Ave/], prices: 'none' },
  { question: 'When are you open?', lead: [/9:00 AM/, /5:00 PM/], prices: 'none' },
  { question: 'What are your hours on Friday?', lead: [/9:00 AM/, /5:00 PM/], prices: 'none' },
  { question: 'What is the phone number of the Texas office?', lead: [/\(972\) 555-0147/], prices: 'none' },
  { question: 'How can I call you?', lead: [/\(580\) 555-0136/, /\(972\) 555-0147/], prices: 'none' },
  { question: 'Can I come and see monuments in person?', lead: [/Ada/, /Wylie/], prices: 'none' },
  // What is included, fees, delivery.
  { question: 'Is installation included in the price?', lead: [/^Yes\b/], prices: 'none' },
  { question: 'Do you deliver the headstone?', lead: [/deliver/i, /free/i], prices: 'none' },
  { question: 'What does the price include?', lead: [/install/i], prices: 'none' },
  { question: 'Do you charge extra to deliver far away?', facts: [/quoted/i], prices: 'none' },
  // Deposit, savings, payment.
  { question: 'How much do I have to pay up front?', lead: [/50%/], prices: 'none' },
  { question: 'Do you need a deposit?', lead: [/50%/], prices: 'none' },
  { question: 'How much can value engineering save me?', lead: [/15-25%/], prices: 'none' },
  { question: 'What is value engineering?', facts: [/15-25%/], prices: 'none' },
  { question: 'Do you offer layaway?', lead: [/layaway/i], prices: 'none' },
  { question: 'Will you match another dealer’s quote?', lead: [/match/i], prices: 'none' },
  { question: 'How can I pay for a monument?', lead: [/50%/, /layaway/i], prices: 'none' },
  // Turnaround and artwork.
  { question: 'How long does it take to make a headstone?', lead: [/4-6 weeks/], facts: [/6 months/] },
  { question: 'What is the turnaround time?', lead: [/4-6 weeks/], prices: 'none' },
  { question: 'What formats do you accept for artwork?', lead: [/jpg/, /png/, /\bai\b/, /eps/], prices: 'none' },
  { question: 'Can I send a logo for the stone?', facts: [/jpg/, /eps/] },
  // Where we work.
  { question: 'What is your service area?', lead: [/Oklahoma/, /Texas/, /New Mexico/], prices: 'none' },
  { question: 'Do you install in New Mexico?', lead: [/New Mexico/], prices: 'none' },
  {
    question: 'Do you deliver to Shawnee, Oklahoma?',
    lead: [/Shawnee/],
    facts: [/Ada/],
    consultation: true,
    prices: 'none',
  },
  {
    question: 'Can you install a headstone at Rose Hill Cemetery?',
    lead: [/Rose Hill/],
    facts: [/Oklahoma/],
    consultation: true,
    prices: 'none',
  },
  {
    question: 'Do you serve Collin County?',
    lead: [/Collin County/],
    facts: [/Wylie/],
    consultation: true,
    prices: 'none',
  },
  {
    question: 'Do you put stones in the cemetery in Lubbock?',
    lead: [/Oklahoma|Texas/],
    facts: [/call/i],
    consultation: true,
    prices: 'none',
  },
  // Other subjects: whole sentences from the right page.
  { question: 'What is the difference between granite, marble and bronze?', facts: [/granite/i, /bronze/i, /marble/i] },
  { question: 'What are the steps to planning a headstone?', facts: [/./] },
  { question: 'How do I get moss off my mother’s granite headstone?', facts: [/water/i] },
  { question: 'Why does the cemetery want a concrete foundation under the stone?', facts: [/foundation/i] },
  { question: 'Do you make grave markers for dogs?', facts: [/pet/i] },
  { question: 'How much is a 36-inch upright in India Red?', prices: 'some' },
  // Found by reading answers to questions outside both sets.
  { question: 'How much does a monument cost?', lead: [/depends on/], prices: 'some' },
  { question: 'Can we pay in monthly installments?', lead: [/layaway/i], never: [/installation is included/] },
  { question: 'Can I pay with a check?', facts: [/call/i], never: [/\bYes\b/], prices: 'none' },
  { question: 'Is the foundation included?', lead: [/^Yes\b/, /foundation/], prices: 'none' },
  {
    question: 'Can you install a flat marker at Memorial Park in Tulsa?',
    lead: [/Memorial Park/],
    facts: [/Tulsa/],
    never: [/\bPark is\b/],
    consultation: true,
  },
  { question: 'How long will granite last outside?', never: [/4-6 weeks/] },
  { question: 'How do I clean moss off a granite headstone?', never: [/^Wash bronze/, /(^|\. )Wash bronze/] },
  // Held-out questions the engine missed, moved here when it was changed for them (decision 201).
  {
    question: 'Can you add a name to a headstone another company made?',
    facts: [/another company|every make|whoever made|other makers/i, /\bmatch/i],
    never: [/\bonly\b[^.]*\b(we|our)\b[^.]*\bmade\b/i],
  },
  {
    question: 'Does the stone have to go back to your shop to have a date added?',
    facts: [/on site|at the cemetery|where the monument stands|never leaves the cemetery/i],
    never: [/\b(taken|sent|brought|goes) (back )?to (our|the) (shop|workshop|plant)\b/i],
  },
  { question: 'Can I check the spelling before anything is cut?', facts: [/proof/i, /approv/i], prices: 'none' },
];
