import type { BusinessFacts } from '#server/modules/settings/settings.schema';

/**
 * The privacy notice (/privacy), as plain data: what each form collects, why, who sees it, how
 * long it is kept and how to have it deleted. Keep it true to what the code does: when a form
 * gains a field or data goes somewhere new, change this first.
 */
export const privacyUpdated = '2026-11-23';

/** How long an unused basket is kept: the server's BASKET_RETENTION_DAYS (a test keeps them equal). */
export const basketRetentionDays = 90;

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: Array<{ title: string; text: string }>;
}

/** The notice, worded with the business facts (name, offices). */
export function privacyFor(business: Pick<BusinessFacts, 'name' | 'offices'>) {
  const privacyLead = `When you contact ${business.name}, you often share things that matter deeply: a loved one's name, a cemetery, a date. We treat what you tell us with the same care we put into a memorial. This page explains, in plain words, what we keep and why.`;

  const privacySections: PrivacySection[] = [
    {
      id: 'what-we-collect',
      title: 'What each form asks for, and why',
      items: [
        {
          title: 'The contact form (home page and Contact Us)',
          text: 'Your name, a phone number or email address (or both), the office you would like to hear from, your message and the page you sent it from. We use them only to answer you.',
        },
        {
          title: 'The price estimate form',
          text: 'The same contact details, plus the kind of memorial, size, granite, budget and timeline you have in mind, the cemetery if you name one, and any notes. We use them to prepare your estimate and to talk it through with you.',
        },
        {
          title: 'The quote request (from your basket)',
          text: 'Your name, a phone number or email address, your preferred office, the cemetery and town if you give them, your timeline and message, and the items in your basket with the prices shown when you added them. We use them to prepare your quote.',
        },
      ],
    },
    {
      id: 'what-else',
      title: 'What else the website keeps',
      items: [
        {
          title: 'Your basket',
          text: `Your browser keeps a random number that lets the site remember your basket; it says nothing about who you are. A basket nobody has opened for ${basketRetentionDays} days is deleted.`,
        },
        {
          title: 'Protection against misuse',
          text: 'To stop automated floods of messages, we store a one-way scrambled form of your internet address with each message (not the address itself) and count recent sends for a short time. Like every website, our server notes the internet address of each visit in its technical logs to keep the site secure.',
        },
        {
          title: 'No advertising cookies',
          text: 'We use no advertising or tracking cookies. Our story video is loaded from YouTube in its privacy-enhanced mode, and only when you press play.',
        },
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      paragraphs: [
        `Only our own office staff in ${business.offices.map((office) => office.name).join(' and ')}, who need it to help you. We do not sell your details, share them with advertisers or add you to a mailing list. We would only pass them on if the law required it.`,
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      paragraphs: [
        'We keep your messages, estimates and quote requests while we are helping you, and afterwards as the record of the memorial we made together: families often come back to us years later, for a final date engraving or a second stone, and the record helps us match the first. If you would rather we did not keep them, ask us at any time and we will delete them.',
      ],
    },
    {
      id: 'your-choices',
      title: 'Seeing, correcting or deleting your details',
      paragraphs: [
        'Call either office or email us and tell us the name you used. We will tell you what we hold, correct anything that is wrong, or delete it, and let you know when it is done. There is no charge and no form to fill in.',
      ],
    },
  ];
  return { privacyLead, privacySections };
}
