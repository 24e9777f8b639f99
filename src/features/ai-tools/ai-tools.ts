/**
 * The AI tools and what each does and does not do, for the /ai-tools page. `to` is null while a
 * tool's page is not built: its card then says "Coming soon" and has no link (decision 007).
 */
export interface AiTool {
  key: 'epitaph-builder' | 'monument-expert' | 'design-playground';
  name: string;
  to: string | null;
  summary: string;
  does: string[];
  doesNot: string[];
}

export const aiTools: AiTool[] = [
  {
    key: 'epitaph-builder',
    name: 'Epitaph Builder',
    to: '/ai-tools/epitaph-builder',
    summary:
      'Help finding the words for a headstone, and a true-to-size picture of how they fit on the stone you have in mind.',
    does: [
      'Suggests epitaphs from our own library of inscriptions, King James scripture and old verse, shaped by what you tell us about your loved one',
      'Lays out the name, dates and epitaph on the stone you choose, with the letter sizes we really cut, and marks any line that will not fit, with a shorter one to try',
      'Lets you change any line and see the fit again, then copy it, save it with a link, add it to your basket or take it to the price calculator',
    ],
    doesNot: [
      'It does not price the lettering: the price calculator and our office do that',
      'It is not the final proof: our designers draw your monument and check every name and date with you before anything is cut',
      'It keeps nothing you type unless you choose to save or add to your basket',
    ],
  },
  {
    key: 'monument-expert',
    name: 'Monument Expert',
    to: '/ai-tools/monument-expert',
    summary:
      'Answers to the questions families ask us most, about materials, sizes, cemetery rules, timing and prices, from our own pages.',
    does: [
      'Answers from our FAQ, service pages, blog and packages, with a link to every page it used',
      'Gives prices only from our price calculator and our packages',
      'Offers our phone numbers and a consultation when it does not know',
    ],
    doesNot: [
      'It does not answer questions about a particular grave, order or complaint: please call us for those',
      'It does not make up prices, policies or facts',
    ],
  },
  {
    key: 'design-playground',
    name: 'Design Playground',
    to: '/ai-tools/design-playground',
    summary:
      'Design a monument yourself: its shape and size, granite, names, dates and art, drawn to scale and priced as you go.',
    does: [
      'Starts from a blank stone, a monument in our gallery, a saved estimate or a saved epitaph',
      'Draws the stone in true proportion with every granite color we offer, and checks letter sizes and margins as you work',
      'Shows the price range from our published price list on every change',
      'Keeps your design in this browser, or with a private link, a picture and a printable design sheet to share with family',
    ],
    doesNot: [
      'It does not replace a designer: every monument we make is drawn and proofed with you before anything is cut',
      'The price is an estimate until our office confirms it with you',
    ],
  },
];
