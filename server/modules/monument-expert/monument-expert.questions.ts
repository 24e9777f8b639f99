/**
 * The evaluation set (issue 18's proof): questions families really ask, each with the pages
 * that answer it. Retrieval must put one of them among its first three sources for at least
 * 90% of the questions. The set was written before the engine was tuned; `tuned: true` marks a
 * question that missed on a development run and that the synonyms, phrases or passage titles
 * were then adjusted for, so the figure on the untuned ones is the honest one (decision 135).
 */
export interface EvalQuestion {
  question: string;
  /** Any one of these pages among the first three sources counts as right. */
  expected: string[];
  tuned?: boolean;
}

export const evaluationSet: EvalQuestion[] = [
  {
    question: 'How long does it take to make a headstone?',
    expected: ['/faq#how-long', '/faq/monument-production-timeline'],
  },
  {
    question: 'Can you have the monument ready before Memorial Day?',
    expected: ['/faq#specific-date', '/faq/monument-production-timeline'],
  },
  {
    question: 'Is installation included in the price?',
    expected: ['/faq#installation-included', '/faq/installation-services-included', '/pricing#included'],
  },
  { question: 'Do I need to be at the cemetery when you set the stone?', expected: ['/faq#be-there'], tuned: true },
  {
    question: 'What rules do cemeteries have about headstones?',
    expected: [
      '/faq#cemetery-rules',
      '/faq/cemetery-regulations',
      '/blog/cemetery-rules-and-why-foundations-are-required',
    ],
  },
  {
    question: 'Why does the cemetery want a concrete foundation under the stone?',
    expected: ['/blog/cemetery-rules-and-why-foundations-are-required', '/faq/cemetery-installation-requirements'],
  },
  {
    question: 'How do I get moss off my mother’s granite headstone?',
    expected: [
      '/faq#cleaning',
      '/faq/maintenance-cleaning-monuments',
      '/blog/caring-for-a-monument',
      '/services/cleaning-restoration',
    ],
  },
  {
    question: 'Can you add my husband’s date of death to our headstone?',
    expected: [
      '/services/final-date-engraving',
      '/faq/add-inscriptions-later',
      '/faq#add-later',
      '/blog/adding-a-final-date-to-a-headstone',
    ],
  },
  {
    question: 'What is the difference between granite, marble and bronze?',
    expected: ['/faq#granite-bronze-marble', '/faq/monument-materials-comparison'],
  },
  {
    question: 'Which granite colors do you have?',
    expected: ['/calculator', '/blog/choosing-a-granite-color', '/faq/monument-materials-comparison'],
  },
  {
    question: 'Can you put a photo of him on the headstone?',
    expected: ['/services/porcelain-portraits'],
    tuned: true,
  },
  { question: 'Do you make grave markers for dogs?', expected: ['/services/pet-memorials'], tuned: true },
  {
    question: 'My father served in the Navy. Can his stone show his branch and rank?',
    expected: ['/services/civic-military'],
  },
  {
    question: 'The headstone on my grandmother’s grave is leaning badly. Can it be straightened?',
    expected: ['/services/monument-repair'],
  },
  { question: 'Where are your offices?', expected: ['/contact-us'], tuned: true },
  { question: 'What are your opening hours?', expected: ['/contact-us', '/faq#showroom'] },
  { question: 'What is the phone number of the Texas office?', expected: ['/contact-us'] },
  { question: 'Do you deliver to Shawnee, Oklahoma?', expected: ['/service-area-directory'] },
  {
    question: 'Do you install in New Mexico?',
    expected: ['/service-area-directory', '/faq#where', '/faq/service-area-delivery'],
  },
  { question: 'How much do I have to pay up front?', expected: ['/faq#deposit', '/pricing#paying'] },
  { question: 'Do you offer payment plans?', expected: ['/faq#layaway', '/pricing#paying', '/faq/pricing-details'] },
  { question: 'Will you match another dealer’s quote?', expected: ['/pricing#paying', '/faq/pricing-details'] },
  { question: 'What is value engineering?', expected: ['/faq#value-engineering', '/value-engineering'] },
  {
    question: 'What comes with the Heritage Blue Pearl package?',
    expected: ['/value-engineering/packages#heritage-blue-pearl-companion'],
  },
  { question: 'Are there any hidden fees?', expected: ['/faq#extra-fees', '/faq/additional-fees'] },
  {
    question: 'I have a sketch of what I want. Can you work from it?',
    expected: ['/faq#own-idea', '/faq/bring-your-own-monument-idea'],
    tuned: true,
  },
  {
    question: 'Can you put our ranch brand on the stone?',
    expected: ['/faq#custom-artwork', '/faq/incorporate-custom-artwork'],
  },
  {
    question: 'Will I get to check the spelling before it is engraved?',
    expected: ['/faq#see-proof', '/faq/cemetery-verification-process', '/faq/custom-monument-design-options'],
    tuned: true,
  },
  { question: 'Can I come and see monuments in person?', expected: ['/faq#showroom', '/faq/showroom-appointments'] },
  { question: 'How do I choose the right size of monument?', expected: ['/faq/choosing-shape-size'] },
  {
    question: 'Our cemetery only allows flat markers. What can we do?',
    expected: ['/faq#flat-only', '/services/flat-markers'],
  },
  {
    question: 'Can my wife and I buy a companion stone now, before we die?',
    expected: ['/faq#plan-ahead', '/blog/planning-a-memorial-ahead-of-time'],
    tuned: true,
  },
  {
    question: 'What are the steps to planning a headstone?',
    expected: ['/blog/planning-a-headstone-step-by-step', '/services/custom-monuments'],
  },
  { question: 'How long has your family been in business?', expected: ['/about'], tuned: true },
  { question: 'What do other families say about you?', expected: ['/testimonials'] },
  {
    question: 'What could delay my monument?',
    expected: ['/faq#delays', '/faq/monument-production-timeline'],
    tuned: true,
  },
  {
    question: 'How do you make sure the stone goes on the right grave?',
    expected: ['/faq#verification', '/faq/cemetery-verification-process'],
  },
  { question: 'Does your company build veterans memorials for towns?', expected: ['/services/civic-military'] },
  { question: 'Can I add a bronze vase or an emblem?', expected: ['/calculator', '/services/custom-monuments'] },
  {
    question: 'What design options do I have for a custom monument?',
    expected: ['/faq#design-options', '/faq/custom-monument-design-options', '/services/custom-monuments'],
  },
  {
    question: 'Can an old weathered headstone be restored?',
    expected: ['/faq#restore', '/services/cleaning-restoration'],
  },
  {
    question: 'Will the new lettering match the old engraving?',
    expected: ['/services/final-date-engraving', '/faq/add-inscriptions-later'],
  },
  {
    question: 'Which granite color is the least expensive?',
    expected: ['/pricing#factors', '/blog/choosing-a-granite-color', '/calculator'],
  },
  {
    question: 'Do you charge extra to deliver far away?',
    expected: ['/faq#where', '/faq/service-area-delivery', '/faq/additional-fees', '/service-area-directory'],
  },
  {
    question: 'Is a flat marker or an upright better for a lawn cemetery?',
    expected: ['/services/flat-markers', '/faq/choosing-shape-size', '/faq#flat-only'],
  },
];

/** Questions the site's content does not answer: the expert must say so and offer the office. */
export const unanswerable = [
  'Do you sell caskets?',
  'Can you recommend a florist for the funeral?',
  'What will the weather be like in Ada tomorrow?',
];

/** Questions about one family's own memorial or order: only the office can answer them. */
export const ownCase = [
  'When will my order be ready?',
  'The name on my dad’s headstone is spelled wrong, what are you going to do about it?',
];
