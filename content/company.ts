/**
 * The company's own story, values and people, for /about and /staff. The family history and
 * the team are fictional stand-ins marked `REPLACE`: staff should swap in their real story,
 * names and roles. No photos of people are used; the staff page shows initials.
 */
import type { BusinessFacts } from '#server/modules/settings/settings.schema';

export interface Milestone {
  year: string;
  text: string;
}

export interface CompanyValue {
  title: string;
  text: string;
}

export interface StaffMember {
  name: string;
  role: string;
  /** Office id from the business facts (/admin/settings). */
  office: 'oklahoma' | 'texas';
  bio: string;
}

/** The story and milestones, worded with the founding year from the business facts. */
export function companyStoryFor(business: Pick<BusinessFacts, 'foundedYear'>) {
  const companyStory = {
    lead: `Since ${business.foundedYear}, our family has helped families across Oklahoma and Texas remember the people they love, one stone at a time.`,
    // REPLACE: the real family history.
    paragraphs: [
      `Our story began in ${business.foundedYear}, when our founder opened a small monument shop in Ada, Oklahoma, cutting and lettering stones by hand for the families of Pontotoc County and the towns around it. Word spread the way it does in small places: through neighbors, churches and funeral homes who knew the work would be done right.`,
      'The shop has passed from parent to child ever since. The tools have changed, from hand chisels to sandblasting and laser etching, but the way we work has not: we sit down with each family, we check every letter twice, and we set every stone ourselves.',
      'As more of the families we served moved to North Central Texas, we opened our sales office in Wylie, Texas, so they could sit down with us close to home. Today our workshop in Ada and our office in Wylie serve families across Texas, Oklahoma and New Mexico.',
    ],
  } as const;

  // REPLACE: the real dates of the family's milestones.
  const milestones: Milestone[] = [
    { year: String(business.foundedYear), text: 'The first monument shop opens in Ada, Oklahoma.' },
    { year: '1962', text: 'The second generation takes over and adds sandblast lettering.' },
    { year: '1994', text: 'Laser etching brings portraits and scenes to our granite.' },
    { year: '2008', text: 'Our sales office opens in Wylie, Texas.' },
    { year: 'Today', text: 'The third generation designs, makes and sets every memorial we sell.' },
  ];
  return { companyStory, milestones };
}

export const companyValues: CompanyValue[] = [
  {
    title: 'Family to family',
    text: 'We are a family business serving families. You talk to the people who design, make and set your memorial, not to a call center.',
  },
  {
    title: 'Every letter checked',
    text: 'Letters cut in granite are permanent. Every name and date is checked against your documents and approved by you on a proof before we cut.',
  },
  {
    title: 'Honest prices',
    text: 'Package prices with a guarantee that your final price comes in below them, a 50% deposit, and every cost named before you order.',
  },
  {
    title: 'Made to last',
    text: 'Good granite, proper foundations and careful setting, so the memorial stands straight and reads clearly for generations.',
  },
];

// REPLACE: the real team. Names and roles here are fictional.
export const staff: StaffMember[] = [
  {
    name: 'Thomas Caldwell',
    role: 'Owner, third generation',
    office: 'oklahoma',
    bio: 'Grew up sweeping the shop floor in Ada and has run the business since 2009. Still sets stones with the crew when he can.',
  },
  {
    name: 'Ellen Caldwell',
    role: 'Lead designer',
    office: 'oklahoma',
    bio: 'Draws every custom design and proof, and is the one to call about artwork, lettering and etched portraits.',
  },
  {
    name: 'Sarah Whitfield',
    role: 'Family consultant, Wylie office',
    office: 'texas',
    bio: 'Meets families at our Wylie office and at cemeteries across North Central Texas, and guides them from first visit to installation.',
  },
  {
    name: 'Anna Lindgren',
    role: 'Cemetery coordinator',
    office: 'oklahoma',
    bio: 'Looks up cemetery rules, prepares approvals and checks every name and date on every proof before it goes to cutting.',
  },
  {
    name: 'Dale Pruitt',
    role: 'Stone craftsman and engraver',
    office: 'oklahoma',
    bio: 'Cuts, polishes and letters our monuments, and does on-site final date engraving across our service area.',
  },
  {
    name: 'Marcus Reyes',
    role: 'Installation crew lead',
    office: 'oklahoma',
    bio: 'Leads the crew that pours foundations and sets every monument, and handles resetting and repairs.',
  },
];

/** "TC" for "Thomas Caldwell": the staff page's avatars. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}
